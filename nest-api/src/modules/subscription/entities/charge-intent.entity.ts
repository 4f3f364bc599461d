import type { TTier } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../../../infra/database/columns';
import { CreatedAtEntity } from '../../../infra/database/timestamps';

export type ChargeIntentStatus = 'OPEN' | 'DONE' | 'DECLINED';

/**
 * A paid subscribe request for a crowd and tier, written and committed before the provider is
 * asked (decision 027). Its id is the attempt in the charge's idempotency key: while it is OPEN a
 * retry charges under the same key, so a charge whose transaction rolled back is replayed by the
 * provider, not made again. DONE commits with the subscription; DECLINED frees the next request
 * to try again under a new key.
 */
@Entity({ name: 'charge_intent' })
@Index('IDX_charge_intent_crowd_tier_status', ['crowdId', 'tier', 'status'])
export class ChargeIntent extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  @ForeignKey('Crowd', { name: 'FK_charge_intent_crowd', onDelete: 'CASCADE' })
  crowdId: number;

  @IntColumn()
  tier: TTier;

  @StringColumn(16)
  status: ChargeIntentStatus;
}
