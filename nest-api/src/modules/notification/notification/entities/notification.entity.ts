import type { TNotificationEntityType, TNotificationType } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, JsonTextColumn, StringColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/** Free-form display data of a notification (e.g. `{ name, domain }`). */
export type NotificationData = Record<string, string | number | boolean | null>;

@Entity({ name: 'notification' })
@Index('IDX_notification_user_created', ['userId', 'createdAt'])
@Index('IDX_notification_user_read', ['userId', 'readAt'])
@Index('IDX_notification_entity', ['entityType', 'entityId'])
@Index('IDX_notification_crowd', ['crowdId'])
@Index('UQ_notification_event_user', ['eventKey', 'userId'], { unique: true })
export class Notification extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @ForeignKey('User', { name: 'FK_notification_user', onDelete: 'CASCADE' })
  @IntColumn()
  userId: number;

  @StringColumn(64)
  type: TNotificationType;

  @StringColumn(16)
  entityType: TNotificationEntityType;

  /** Id of the crowd or idea named by entityType (no foreign key: either table). */
  @IntColumn()
  entityId: number;

  /** The crowd the notification is about (the idea's crowd for idea types). */
  @ForeignKey('Crowd', { name: 'FK_notification_crowd', onDelete: 'CASCADE' })
  @IntColumn({ nullable: true })
  crowdId: number | null;

  /**
   * The event that caused it (`ideaCommented:<commentId>`): with the user, unique, so an event
   * processed twice stores one notification per recipient.
   */
  @StringColumn(128, { nullable: true })
  eventKey: string | null;

  @JsonTextColumn<NotificationData>({})
  data: NotificationData;

  @DateColumn({ nullable: true })
  readAt: Date | null;
}
