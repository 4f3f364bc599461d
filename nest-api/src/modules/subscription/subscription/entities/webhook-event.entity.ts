import { Entity, PrimaryColumn } from 'typeorm';
import { DateColumn, StringColumn } from '../../../../infra/database/columns';

/** A payment-provider webhook already handled: inserting its id first makes handling idempotent. */
@Entity({ name: 'webhook_event' })
export class WebhookEvent {
  /** The provider's event id. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @StringColumn(255)
  type: string;

  @DateColumn()
  processedAt: Date;
}
