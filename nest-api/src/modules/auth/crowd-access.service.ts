import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail } from '@crowd/contracts';
import { Repository, type EntityManager } from 'typeorm';
import { DomainError, forbidden, notFound } from '../../common/errors';
import { isDuplicateKeyError } from '../../common/duplicate-key';
import { CrowdMember } from '../crowd/entities/crowd-member.entity';
import { Crowd } from '../crowd/entities/crowd.entity';
import { CurrentPlanService } from '../subscription/current-plan.service';
import type { User } from './entities/user.entity';

/**
 * An allowed-domains entry is a domain (`acme.com`), a domain with its at sign (`@acme.com`) or a
 * whole address (`jane@acme.com`); entries match the e-mail's whole domain, case-insensitively.
 */
export function emailAllowedByCrowd(crowd: Pick<Crowd, 'allowedDomains'>, email: string): boolean {
  const address = normalizeEmail(email);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return crowd.allowedDomains.some((raw) => {
    const entry = normalizeEmail(raw);
    if (entry === '') return false;
    if (entry.startsWith('@')) return entry.slice(1) === domain;
    return entry.includes('@') ? entry === address : entry === domain;
  });
}

/** Private crowds, membership on sign-up and sign-in, the plan's user limit, bound (private) users. */
@Injectable()
export class CrowdAccessService {
  constructor(
    @InjectRepository(Crowd) private readonly crowds: Repository<Crowd>,
    @InjectRepository(CrowdMember) private readonly members: Repository<CrowdMember>,
    private readonly plans: CurrentPlanService,
  ) {}

  async crowdOrFail(crowdId: number): Promise<Crowd> {
    const crowd = await this.crowds.findOneBy({ id: crowdId });
    if (!crowd) throw notFound('crowd_does_not_exist');
    return crowd;
  }

  /** Users registered through a crowd with privateUsers, on a plan that has the feature, are bound to it. */
  async bindsUsers(crowd: Crowd): Promise<boolean> {
    return crowd.privateUsers && (await this.plans.features(crowd.id))?.privateUsers === true;
  }

  /**
   * Makes the user a follower of the crowd unless already a member. The plan's user limit counts
   * member rows (negative = unlimited): 426 crowd_user_limit_reached when it is reached. A crowd
   * with no subscription in force has no limit here; its blocking screen keeps visitors out.
   */
  async joinAsFollower(crowd: Crowd, userId: number, manager?: EntityManager): Promise<void> {
    const members = manager ? manager.getRepository(CrowdMember) : this.members;
    if (await members.exists({ where: { crowdId: crowd.id, userId } })) return;
    const limit = (await this.plans.features(crowd.id))?.users;
    if (limit !== undefined && limit >= 0 && (await members.countBy({ crowdId: crowd.id })) >= limit) {
      throw new DomainError('user_limit_reached', 'crowd_user_limit_reached');
    }
    try {
      await members.insert({
        crowdId: crowd.id,
        userId,
        role: 'CROWD_FOLLOWER',
        disabled: false,
        createdAt: new Date(),
      });
    } catch (error) {
      // Joined by a concurrent request: the membership exists, which is what was asked.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /**
   * Signing in through a crowd (`crowdId` of the login): a private user only in their own crowd;
   * a private crowd admits its members, allowed e-mails (who become followers) and, with
   * allowPrePrivateLogins, any existing account.
   */
  async admitSignIn(user: User, crowdId: number | undefined): Promise<void> {
    if (crowdId === undefined) return;
    if (user.boundCrowdId !== null && user.boundCrowdId !== crowdId) throw forbidden('user_bound_to_other_crowd');
    const crowd = await this.crowdOrFail(crowdId);
    if (!crowd.privateCrowd) return;
    const member = await this.members.findOneBy({ crowdId, userId: user.id });
    if (member) {
      if (member.disabled) throw forbidden('crowd_private_login_required');
      return;
    }
    if (emailAllowedByCrowd(crowd, user.email)) return this.joinAsFollower(crowd, user.id);
    if (crowd.allowPrePrivateLogins) return;
    throw forbidden('crowd_private_login_required');
  }
}
