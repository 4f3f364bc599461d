import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CommentModule } from '../comment/comment.module';
import { CrowdModule } from '../crowd/crowd.module';
import { FileModule } from '../file/file.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../notification/notification.module';
import { UserModule } from '../user/user.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UserActivityService } from './user-activity.service';

/** The signed-in user's own account: profile, avatar, password, notification settings, activity. */
@Module({
  imports: [UserModule, AuthModule, CommentModule, FileModule, CrowdModule, IdeaModule, NotificationModule],
  controllers: [AccountController],
  providers: [AccountService, UserActivityService, NotificationPreferencesService],
})
export class AccountModule {}
