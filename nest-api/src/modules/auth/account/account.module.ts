import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CommentModule } from '../../idea/comment/comment.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { CrowdUsersModule } from '../../crowd/crowd-users/crowd-users.module';
import { FileModule } from '../../../infra/files/file.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { UserModule } from '../user/user.module';
import { UserTokenModule } from '../user-token/user-token.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { UserActivityService } from './user-activity.service';

/**
 * Accounts: signing up and activating one, and the signed-in user's own account (profile, avatar,
 * password, notification settings, activity).
 */
@Module({
  imports: [
    UserModule,
    AuthModule,
    CommentModule,
    FileModule,
    CrowdModule,
    CrowdUsersModule,
    IdeaModule,
    NotificationModule,
    UserTokenModule,
  ],
  controllers: [AccountController, RegistrationController],
  providers: [AccountService, UserActivityService, NotificationPreferencesService, RegistrationService],
})
export class AccountModule {}
