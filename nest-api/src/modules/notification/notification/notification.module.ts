import { Module } from '@nestjs/common';
import { NotificationController } from './notification.controller';
import { NotificationDigestRepository } from './notification-digest.repository';
import { NotificationInboxService } from './notification-inbox.service';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationRepository } from './notification.repository';
import { NotificationsService } from './notifications.service';

/**
 * Notifications: `NotificationsService.notify` for the modules that emit events, the user's list
 * and read marks, the e-mail settings and the record of digests sent. The fan-out (recipients, rows, mails) is the
 * notification-delivery module's, which reads crowds and ideas: emitters never depend on it.
 */
@Module({
  controllers: [NotificationController],
  providers: [
    NotificationRepository,
    NotificationInboxService,
    NotificationsService,
    NotificationSettingsRepository,
    NotificationSettingsService,
    NotificationDigestRepository,
  ],
  exports: [
    NotificationsService,
    NotificationInboxService,
    NotificationSettingsService,
    NotificationRepository,
    NotificationDigestRepository,
  ],
})
export class NotificationModule {}
