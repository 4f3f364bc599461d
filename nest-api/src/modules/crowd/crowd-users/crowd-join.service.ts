import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '../../../common/errors';
import { MailService } from '../../../infra/mail/mail.service';
import { CrowdMembershipService } from '../crowd/crowd-membership.service';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { KnownHostsService } from '../crowd/known-hosts.service';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { UserRepository } from '../../auth/user/user.repository';
import { RATE_LIMITER_STORE, type RateLimiterStore } from '../../../infra/rate-limit/rate-limiter';

const DAY_SECONDS = 86_400;

/**
 * Joining a crowd as a follower, and the spec's "Crowd user limit reached. Crowd owner notified.":
 * when the plan's user limit turns someone away (426), the crowd's owner gets a mail, at most one a
 * day per crowd however many are turned away (Redis-shared like the auth limits).
 */
@Injectable()
export class CrowdJoinService {
  private readonly perCrowd: RateLimiterAbstract;

  constructor(
    private readonly memberships: CrowdMembershipService,
    private readonly plans: CurrentPlanService,
    private readonly users: UserRepository,
    private readonly hosts: KnownHostsService,
    private readonly mail: MailService,
    @Inject(RATE_LIMITER_STORE) store: RateLimiterStore,
  ) {
    this.perCrowd = store.create('user-limit-notice:crowd', { points: 1, durationSeconds: DAY_SECONDS });
  }

  async joinAsFollower(crowd: Crowd, userId: number): Promise<void> {
    try {
      await this.memberships.joinAsFollower(crowd, userId);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'user_limit_reached') await this.tellOwner(crowd);
      throw error;
    }
  }

  private async tellOwner(crowd: Crowd): Promise<void> {
    const owner = crowd.ownerId === null ? null : await this.users.findLiveById(crowd.ownerId);
    if (!owner || !(await this.firstToday(crowd.id))) return;
    await this.mail.send({
      to: owner.email,
      locale: owner.locale,
      template: 'usersLimitReached',
      vars: {
        name: owner.name,
        crowdName: crowd.title || crowd.subdomain || '',
        limit: (await this.plans.features(crowd.id))?.users ?? 0,
        link: await this.hosts.link(null, `/crowds/${crowd.id}/subscription`),
      },
    });
  }

  private async firstToday(crowdId: number): Promise<boolean> {
    try {
      await this.perCrowd.consume(String(crowdId));
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }
}
