import type { TTier } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/** OPEN until its outcome is recorded; REVIEW when it stayed open beyond the provider's key window. */
export type ChargeIntentStatus = 'OPEN' | 'DONE' | 'DECLINED' | 'REVIEW';

/**
 * A charge for a crowd, written and committed before the provider is asked (decision 027): the
 * first month of a tier, or a subscription's arrears. Its id is the attempt in the charge's
 * idempotency key, and it names the payer and the card, so the charge can be asked again under the
 * same key (the provider answers the first result) by a retry or by the reconciliation sweep, with
 * nothing else to go on. DONE commits with what the charge paid for; DECLINED frees the next
 * request to try again under a new key.
 */
@Entity({ name: 'charge_intent' })
@Index('IDX_charge_intent_crowd_tier_status', ['crowdId', 'tier', 'status'])
@Index('IDX_charge_intent_status_created', ['status', 'createdAt'])
@Index('UQ_charge_intent_open_crowd', ['openCrowdId'], { unique: true })
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

  /**
   * The crowd while OPEN, null after: unique, so a crowd has one open charge at a time and two
   * concurrent requests cannot both charge under different keys.
   */
  @IntColumn({ nullable: true })
  openCrowdId: number | null;

  /**
   * Who pays, and the provider's id of the card charged. Null only on intents recorded before
   * either was kept (migration 1796030000000 put those still open under review).
   */
  @IntColumn({ nullable: true })
  payerId: number | null;

  @StringColumn(255, { nullable: true })
  paymentMethodProviderId: string | null;

  /** Arrears: the subscription that owes, and where its unpaid period starts; null for a first month. */
  @IntColumn({ nullable: true })
  subscriptionId: number | null;

  @DateColumn({ nullable: true })
  periodStart: Date | null;
}
