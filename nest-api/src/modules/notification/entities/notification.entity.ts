import type { TNotificationEntityType, TNotificationType } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, JsonTextColumn, StringColumn } from '../../../infra/database/columns';
import { CreatedAtEntity } from '../../../infra/database/timestamps';

/** Free-form display data of a notification (e.g. `{ name, domain }`). */
export type NotificationData = Record<string, string | number | boolean | null>;

@Entity({ name: 'notification' })
@Index('IDX_notification_user_created', ['userId', 'createdAt'])
@Index('IDX_notification_user_read', ['userId', 'readAt'])
@Index('IDX_notification_entity', ['entityType', 'entityId'])
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

  @JsonTextColumn<NotificationData>({})
  data: NotificationData;

  @DateColumn({ nullable: true })
  readAt: Date | null;
}
