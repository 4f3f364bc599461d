import type { TWebhookEvent } from '@crowd/contracts';
import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';
import { CrowdWebhook } from './crowd-webhook.entity';

/** One attempt to deliver an event to a webhook: the log its admins read (the last 50 are kept). */
@Entity({ name: 'crowd_webhook_delivery' })
@Index('IDX_crowd_webhook_delivery_webhook', ['webhookId', 'id'])
export class CrowdWebhookDelivery extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  webhookId: number;

  @ManyToOne(() => CrowdWebhook, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhookId', foreignKeyConstraintName: 'FK_crowd_webhook_delivery_webhook' })
  webhook?: Relation<CrowdWebhook>;

  @StringColumn(64)
  eventId: string;

  @StringColumn(32)
  event: TWebhookEvent;

  @IntColumn()
  attempt: number;

  /** Null when no answer came: a refused address, a timeout, a network error. */
  @IntColumn({ nullable: true })
  statusCode: number | null;

  @IntColumn()
  durationMs: number;

  @StringColumn(200, { nullable: true })
  error: string | null;
}
