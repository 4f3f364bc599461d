import { Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn, IntColumn, JsonTextColumn, VersionNumberColumn } from '../../../infra/database/columns';

/** Notification type → whether it is e-mailed; a type missing from the map uses the default. */
export type NotificationFlags = Record<string, boolean>;

@Entity({ name: 'notification_settings' })
@Index('UQ_notification_settings_user', ['userId'], { unique: true })
export class NotificationSettings {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @ForeignKey('User', { name: 'FK_notification_settings_user', onDelete: 'CASCADE' })
  @IntColumn()
  userId: number;

  @JsonTextColumn<NotificationFlags>({}, { nullable: false })
  flags: NotificationFlags;
}
