import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@crowd/contracts';
import { forbidden, notFound } from '../../../common/errors';
import { assertMayActInCrowd } from '../crowd/context/crowd-context.service';
import { CrowdMembershipService } from '../crowd/crowd-membership.service';
import { CrowdRepository } from '../crowd/crowd.repository';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { KnownHostsService } from '../crowd/known-hosts.service';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import type { User } from '../../auth/user/entities/user.entity';
import { CrowdJoinService } from './crowd-join.service';

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

/** Private crowds on sign-up and sign-in, and bound (private) users; membership itself is the crowd module's. */
@Injectable()
export class CrowdAccessService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly memberships: CrowdMembershipService,
    private readonly joins: CrowdJoinService,
    private readonly plans: CurrentPlanService,
    private readonly hosts: KnownHostsService,
  ) {}

  async crowdOrFail(crowdId: number): Promise<Crowd> {
    const crowd = await this.crowds.findById(crowdId);
    if (!crowd) throw notFound('crowd_does_not_exist');
    return crowd;
  }

  /** Users registered through a crowd with privateUsers, on a plan that has the feature, are bound to it. */
  async bindsUsers(crowd: Crowd): Promise<boolean> {
    return crowd.privateUsers && (await this.plans.features(crowd.id))?.privateUsers === true;
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
    const member = await this.memberships.membership(crowdId, user.id);
    if (member) {
      if (member.disabled) throw forbidden('crowd_private_login_required');
      return;
    }
    if (emailAllowedByCrowd(crowd, user.email)) return this.joins.joinAsFollower(crowd, user.id);
    if (crowd.allowPrePrivateLogins) return;
    throw forbidden('crowd_private_login_required');
  }

  /**
   * The host a sign-in would open a session on: a private user only on the login host, the main
   * site and their own crowd's site, as single sign-on hands them out. The body's `crowdId` is the
   * client's word; the host is where the session will act.
   */
  async admitHost(user: Pick<User, 'boundCrowdId'>, host: string): Promise<void> {
    if (user.boundCrowdId === null) return;
    const known = await this.hosts.resolve(host);
    if (known?.kind === 'crowd') assertMayActInCrowd(user, known.crowd.id);
  }
}
