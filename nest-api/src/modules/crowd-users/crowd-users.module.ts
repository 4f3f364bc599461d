import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { NotificationModule } from '../notification/notification.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { UserModule } from '../user/user.module';
import { CrowdInvitationService } from './crowd-invitation.service';
import { CrowdUsersController } from './crowd-users.controller';
import { CrowdUsersService } from './crowd-users.service';

/** A crowd's admins and managers: the admin area's users tab, and invitations for unknown e-mails. */
@Module({
  imports: [CrowdModule, NotificationModule, SubscriptionModule, UserModule],
  controllers: [CrowdUsersController],
  providers: [CrowdUsersService, CrowdInvitationService],
})
export class CrowdUsersModule {}
