import { Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/**
 * A digest sent (decision 036): the unique (user, period) pair is the claim a sweep takes before
 * it queues the mail, so two workers or a rerun send a period's digest once.
 */
@Entity({ name: 'notification_digest' })
@Index('UQ_notification_digest_user_period', ['userId', 'period'], { unique: true })
export class NotificationDigest extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @ForeignKey('User', { name: 'FK_notification_digest_user', onDelete: 'CASCADE' })
  @IntColumn()
  userId: number;

  /** `daily:2026-11-27` or `weekly:2026-11-23`: the local date of the 08:00 that closed the period. */
  @StringColumn(32)
  period: string;

  @IntColumn()
  itemCount: number;
}
