import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { SubscriptionModule } from '../../subscription/subscription/subscription.module';
import { UserModule } from '../../auth/user/user.module';
import { CrowdAccessService } from './crowd-access.service';
import { CrowdInvitationService } from './crowd-invitation.service';
import { CrowdJoinService } from './crowd-join.service';
import { CrowdUsersController } from './crowd-users.controller';
import { CrowdUsersService } from './crowd-users.service';
import { SignUpService } from './sign-up.service';

/**
 * A crowd's users: its admins and managers (the admin area's users tab, invitations for unknown
 * e-mails), and who may sign up and sign in through it and join it as a follower.
 */
@Module({
  imports: [CrowdModule, NotificationModule, SubscriptionModule, UserModule],
  controllers: [CrowdUsersController],
  providers: [CrowdUsersService, CrowdInvitationService, CrowdAccessService, CrowdJoinService, SignUpService],
  exports: [CrowdAccessService, SignUpService],
})
export class CrowdUsersModule {}
