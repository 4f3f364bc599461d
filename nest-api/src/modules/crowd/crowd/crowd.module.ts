import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { SubscriptionModule } from '../../subscription/subscription/subscription.module';
import { UserModule } from '../../auth/user/user.module';
import { CrowdContextService } from './context/crowd-context.service';
import { CrowdRoleGuard } from './context/crowd-role.guard';
import { SAME_FOR_EVERY_READER_PATHS, SharedReaderAnswerMiddleware } from './context/shared-reader-answer.middleware';
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
export class CrowdModule implements NestModule {
  /**
   * On the routes whose answer is the same for every reader, that answer if the caller is one
   * (decision 040). Nest mounts an imported module's middleware after its importers', and the auth
   * module, whose session middleware finds the caller, imports this one.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(SharedReaderAnswerMiddleware)
      .forRoutes(...SAME_FOR_EVERY_READER_PATHS.map((path) => ({ path, method: RequestMethod.GET })));
  }
}
