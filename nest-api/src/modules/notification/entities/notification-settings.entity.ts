import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, JsonTextColumn, VersionNumberColumn } from '../../../infra/database/columns';
import { User } from '../../auth/entities/user.entity';

/** Notification type → whether it is e-mailed; a type missing from the map uses the default. */
export type NotificationFlags = Record<string, boolean>;

@Entity({ name: 'notification_settings' })
@Index('UQ_notification_settings_user', ['userId'], { unique: true })
export class NotificationSettings {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @IntColumn()
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_notification_settings_user' })
  user?: Relation<User>;

  @JsonTextColumn<NotificationFlags>({}, { nullable: false })
  flags: NotificationFlags;
}
