import { Injectable } from '@nestjs/common';
import type { TCrowdRole, TUserRolesResponse } from '@crowd/contracts';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { DomainError } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { CrowdMemberRepository, type Membership } from './crowd-member.repository';
import { CrowdRepository } from './crowd.repository';
import type { Crowd } from './entities/crowd.entity';

/** The role a membership grants: none while an admin has disabled it. */
export const activeRole = (membership: Membership | null): TCrowdRole | null =>
  membership && !membership.disabled ? membership.role : null;

/** Who belongs to a crowd, in which role, and the plan's user limit on joining. */
@Injectable()
export class CrowdMembershipService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly members: CrowdMemberRepository,
    private readonly plans: CurrentPlanService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  membership(crowdId: number, userId: number): Promise<Membership | null> {
    return this.members.findMembership(crowdId, userId);
  }

  async rolesOf(userId: number): Promise<TUserRolesResponse> {
    const members = await this.members.activeRolesOf(userId);
    return Object.fromEntries(members.map((member) => [String(member.crowdId), member.role]));
  }

  /** The creator of a crowd becomes its first member, an admin; a new crowd has no plan to limit it. */
  async addOwner(crowdId: number, userId: number): Promise<void> {
    await this.members.insert({ crowdId, userId, role: 'CROWD_ADMIN', disabled: false, createdAt: this.clock.now() });
  }

  /**
   * Makes the user a follower of the crowd unless already a member. The plan's user limit counts
   * member rows (negative = unlimited): 426 crowd_user_limit_reached when it is reached. A crowd
   * with no subscription in force has no limit here; its blocking screen keeps visitors out.
   * Concurrent joins at the last free slot admit exactly one (see `insertWithinLimit`).
   */
  joinAsFollower(crowd: Crowd, userId: number): Promise<void> {
    return this.tx.withTransaction(() => this.joinLocked(crowd, userId));
  }

  private async joinLocked(crowd: Crowd, userId: number): Promise<void> {
    await this.crowds.lockForUpdate(crowd.id);
    if (await this.members.findMembership(crowd.id, userId)) return;
    const limit = (await this.plans.features(crowd.id))?.users;
    try {
      const member = {
        crowdId: crowd.id,
        userId,
        role: 'CROWD_FOLLOWER' as const,
        disabled: false,
        createdAt: this.clock.now(),
      };
      if (!(await this.members.insertWithinLimit(member, limit))) {
        throw new DomainError('user_limit_reached', 'crowd_user_limit_reached');
      }
    } catch (error) {
      // Joined by a concurrent request: the membership exists, which is what was asked.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
