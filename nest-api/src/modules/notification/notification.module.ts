import { Module } from '@nestjs/common';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotificationSettingsService } from './notification-settings.service';

@Module({
  providers: [NotificationSettingsRepository, NotificationSettingsService],
  exports: [NotificationSettingsService],
})
export class NotificationModule {}
