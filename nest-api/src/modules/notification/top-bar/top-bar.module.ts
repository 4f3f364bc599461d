import { Module } from '@nestjs/common';
import { UserModule } from '../../auth/user/user.module';
import { NotificationModule } from '../notification/notification.module';
import { TopBarController } from './top-bar.controller';
import { TopBarService } from './top-bar.service';

/** A page's top bar: the signed-in user and their newest notifications together (GET /notification/topBar, and the idea page's reader call). */
@Module({
  imports: [UserModule, NotificationModule],
  controllers: [TopBarController],
  providers: [TopBarService],
  exports: [TopBarService],
})
export class TopBarModule {}
