import { Module } from '@nestjs/common';
import { SubscriptionModule } from '../subscription/subscription.module';
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
    CrowdViewService,
    KnownHostsService,
  ],
  exports: [CrowdRepository, CrowdMembershipService, KnownHostsService],
})
export class CrowdModule {}
