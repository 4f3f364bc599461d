import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Notification } from './entities/notification.entity';
import { NotificationSettings } from './entities/notification-settings.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationSettings])],
  exports: [TypeOrmModule],
})
export class NotificationModule {}
