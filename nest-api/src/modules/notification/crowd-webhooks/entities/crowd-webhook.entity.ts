import type { TWebhookEvent } from '@crowd/contracts';
import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BoolColumn, IdColumn, IntColumn, JsonTextColumn, StringColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';
import { Crowd } from '../../../crowd/crowd/entities/crowd.entity';

/** An outgoing webhook of a crowd (decision 035). */
@Entity({ name: 'crowd_webhook' })
@Index('IDX_crowd_webhook_crowd', ['crowdId'])
export class CrowdWebhook extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  crowdId: number;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_crowd_webhook_crowd' })
  crowd?: Relation<Crowd>;

  @StringColumn(500)
  url: string;

  @JsonTextColumn<TWebhookEvent[]>([], { nullable: false })
  events: TWebhookEvent[];

  /** Kept readable because every delivery is signed with it; never answered after creation. */
  @StringColumn(100)
  secret: string;

  @BoolColumn(true)
  enabled: boolean;

  /** Failed attempts since the last success; at LIMITS.webhookFailuresBeforeDisabling the webhook is disabled. */
  @IntColumn({ default: 0 })
  consecutiveFailures: number;
}
