import { Module } from '@nestjs/common';
import { UserModule } from '../../auth/user/user.module';
import { NotificationModule } from '../notification/notification.module';
import { TopBarController } from './top-bar.controller';

/** GET /notification/topBar: the signed-in user and their newest notifications together. */
@Module({
  imports: [UserModule, NotificationModule],
  controllers: [TopBarController],
})
export class TopBarModule {}
