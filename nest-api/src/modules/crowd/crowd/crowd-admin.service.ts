import { Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, isCrowdStaff, type TCrowd, type TCrowdRole } from '@crowd/contracts';
import { forbidden } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { UserRepository } from '../../auth/user/user.repository';
import { toCrowd } from './crowd-admin.mapper';
import { mayActInCrowd } from './context/crowd-context.service';
import { CrowdMembershipService } from './crowd-membership.service';
import { CrowdQuotaService } from './crowd-quota.service';
import { CrowdThemingRepository } from './crowd-theming.repository';
import { CrowdRepository } from './crowd.repository';
import type { Crowd } from './entities/crowd.entity';

/** The signed-in user's crowds (GET /crowd) and new crowds (POST /crowd). */
@Injectable()
export class CrowdAdminService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly themings: CrowdThemingRepository,
    private readonly memberships: CrowdMembershipService,
    private readonly quota: CrowdQuotaService,
    private readonly plans: CurrentPlanService,
    private readonly users: UserRepository,
    private readonly notifications: NotificationsService,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** The crowds where the user is an enabled admin or manager (a private user: only in their crowd), by title. */
  async list(requester: RequestUser): Promise<TCrowd[]> {
    const roles = new Map(
      Object.entries(await this.memberships.rolesOf(requester.id))
        .map(([crowdId, role]) => [Number(crowdId), role] as const)
        .filter(([crowdId, role]) => isCrowdStaff(role) && mayActInCrowd(requester, crowdId)),
    );
    const crowds = await this.crowds.findByIds([...roles.keys()]);
    const neverSubscribed = await this.quota.neverSubscribed(crowds.map((crowd) => crowd.id));
    return Promise.all(
      crowds.map((crowd) => this.view(crowd, roles.get(crowd.id) ?? null, requester.id, neverSubscribed.has(crowd.id))),
    );
  }

  /** POST /crowd: a new crowd (`found`), announced to its creator; as the creator's admin view. */
  async create(requester: RequestUser): Promise<TCrowd> {
    const crowdId = await this.found(requester);
    await this.announce(requester, crowdId);
    return this.view(await this.crowds.findByIdOrFail(crowdId), 'CROWD_ADMIN', requester.id, true);
  }

  /**
   * A hidden crowd without subdomain or title (the profile tab sets them), with the spec's
   * defaults and its theming row; the creator is its owner and first admin. A private user may
   * not found crowds: they can act in their own crowd only; nobody may own more crowds without a
   * subscription than the quota allows. Not announced yet: a flow that may still remove the crowd
   * (a first payment refused) announces it only once it stays.
   */
  async found(requester: RequestUser): Promise<number> {
    if (requester.boundCrowdId !== undefined && requester.boundCrowdId !== null) {
      throw forbidden('user_bound_to_other_crowd');
    }
    const creator = await this.users.findLiveById(requester.id);
    return this.tx.withTransaction(async () => {
      await this.quota.reserve(requester.id);
      const created = await this.crowds.create({
        title: '',
        locale: creator?.locale ?? DEFAULT_LOCALE,
        subdomainRouting: true,
        rewardCurrency: 'EUR',
        visible: false,
        active: true,
        trialEligible: true,
        ownerId: requester.id,
      });
      await this.themings.createDefault(created.id);
      await this.memberships.addOwner(created.id, requester.id);
      return created.id;
    });
  }

  /** The `crowdCreated` notice of a crowd `found` made. */
  announce(requester: RequestUser, crowdId: number): Promise<void> {
    return this.notifications.notify({ type: 'crowdCreated', actorId: requester.id, crowdId });
  }

  /**
   * The crowd with its theming and plan standing, as the viewer with `role` sees it;
   * `neverSubscribed` when the caller knows it already.
   */
  async view(crowd: Crowd, role: TCrowdRole | null, viewerId: number, neverSubscribed?: boolean): Promise<TCrowd> {
    const [theming, standing, unsubscribed] = await Promise.all([
      this.themings.findByCrowdOrFail(crowd.id),
      this.plans.standing(crowd.id),
      neverSubscribed ?? this.quota.neverSubscribed([crowd.id]).then((ids) => ids.has(crowd.id)),
    ]);
    const deletable = crowd.ownerId === viewerId && unsubscribed && crowd.ideasCount === 0;
    return toCrowd({ crowd, theming, standing, role, deletable });
  }
}
