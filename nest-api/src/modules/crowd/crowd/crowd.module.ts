import { Module } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { SubscriptionModule } from '../../subscription/subscription/subscription.module';
import { UserModule } from '../../auth/user/user.module';
import { CrowdContextService } from './context/crowd-context.service';
import { CrowdRoleGuard } from './context/crowd-role.guard';
import { CrowdAdminService } from './crowd-admin.service';
import { CrowdMemberRepository } from './crowd-member.repository';
import { CrowdMembershipService } from './crowd-membership.service';
import { CrowdQuotaService } from './crowd-quota.service';
import { CrowdSettingsService } from './crowd-settings.service';
import { CrowdThemingController } from './crowd-theming.controller';
import { CrowdThemingRepository } from './crowd-theming.repository';
import { CrowdThemingService } from './crowd-theming.service';
import { CrowdViewController } from './crowd-view.controller';
import { CrowdViewService } from './crowd-view.service';
import { CrowdRepository } from './crowd.repository';
import { CrowdsController } from './crowds.controller';
import { KnownHostsService } from './known-hosts.service';
import { MemberAccountsService } from './member-accounts.service';

/**
 * Crowds (the user's list, creation, settings), their theming and members, the plan's user
 * limit, and the hosts crowds are served on.
 */
@Module({
  imports: [CacheModule, NotificationModule, SubscriptionModule, UserModule],
  controllers: [CrowdViewController, CrowdsController, CrowdThemingController],
  providers: [
    CrowdRepository,
    CrowdMemberRepository,
    CrowdThemingRepository,
    CrowdMembershipService,
    CrowdQuotaService,
    CrowdContextService,
    CrowdRoleGuard,
    CrowdViewService,
    CrowdAdminService,
    CrowdSettingsService,
    CrowdThemingService,
    KnownHostsService,
    MemberAccountsService,
  ],
  exports: [
    CrowdRepository,
    CrowdQuotaService,
    CrowdAdminService,
    CrowdMemberRepository,
    CrowdMembershipService,
    CrowdContextService,
    CrowdRoleGuard,
    KnownHostsService,
    MemberAccountsService,
  ],
})
export class CrowdModule {}
