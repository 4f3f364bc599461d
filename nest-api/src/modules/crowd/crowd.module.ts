import { Module } from '@nestjs/common';
import { SubscriptionModule } from '../subscription/subscription.module';
import { CrowdContextService } from './context/crowd-context.service';
import { CrowdRoleGuard } from './context/crowd-role.guard';
import { CrowdMemberRepository } from './crowd-member.repository';
import { CrowdMembershipService } from './crowd-membership.service';
import { CrowdThemingRepository } from './crowd-theming.repository';
import { CrowdViewController } from './crowd-view.controller';
import { CrowdViewService } from './crowd-view.service';
import { CrowdRepository } from './crowd.repository';
import { KnownHostsService } from './known-hosts.service';

/** Crowds, their theming and members, the plan's user limit, and the hosts crowds are served on. */
@Module({
  imports: [SubscriptionModule],
  controllers: [CrowdViewController],
  providers: [
    CrowdRepository,
    CrowdMemberRepository,
    CrowdThemingRepository,
    CrowdMembershipService,
    CrowdContextService,
    CrowdRoleGuard,
    CrowdViewService,
    KnownHostsService,
  ],
  exports: [CrowdRepository, CrowdMembershipService, CrowdContextService, CrowdRoleGuard, KnownHostsService],
})
export class CrowdModule {}
