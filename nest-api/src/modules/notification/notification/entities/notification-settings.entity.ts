import type { TDigestFrequency } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import {
  BoolColumn,
  IdColumn,
  IntColumn,
  JsonTextColumn,
  VersionNumberColumn,
} from '../../../../infra/database/columns';

/** Notification type → whether it is e-mailed; a type missing from the map uses the default. */
export type NotificationFlags = Record<string, boolean>;

/** Notification type → the digest it goes into; a type missing from the map has none (`off`). */
export type DigestChoices = Record<string, Exclude<TDigestFrequency, 'off'>>;

@Entity({ name: 'notification_settings' })
@Index('UQ_notification_settings_user', ['userId'], { unique: true })
@Index('IDX_notification_settings_digest_daily', ['digestDaily'])
@Index('IDX_notification_settings_digest_weekly', ['digestWeekly'])
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

  @JsonTextColumn<DigestChoices>({})
  digests: DigestChoices;

  /** Some type goes into the daily digest: the sweep reads only these rows (decision 036). */
  @BoolColumn(false)
  digestDaily: boolean;

  @BoolColumn(false)
  digestWeekly: boolean;
}
