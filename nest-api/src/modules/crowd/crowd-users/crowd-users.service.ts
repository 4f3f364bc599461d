import { Injectable } from '@nestjs/common';
import {
  crowdUserLimits,
  isUnlimited,
  type MessageKey,
  type TAddCrowdUsersRequest,
  type TAddCrowdUsersResponse,
  type TCrowdRole,
  type TCrowdUser,
  type TCrowdUserType,
  type TDeleteCrowdUserRequest,
  type TDeleteCrowdUserResponse,
  type TPlanFeatures,
  type TUpdateCrowdUsersRequest,
  type TUpdateCrowdUsersResponse,
  isCrowdStaff,
  mayManageAdminRole,
} from '@crowd/contracts';
import { DomainError, forbidden, notFound, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdContextService } from '../crowd/context/crowd-context.service';
import { CrowdMemberRepository, type MemberRow } from '../crowd/crowd-member.repository';
import { CrowdRepository } from '../crowd/crowd.repository';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { UserRepository, type Account } from '../../auth/user/user.repository';
import { CrowdInvitationService } from './crowd-invitation.service';

const ROLE_OF: Record<TCrowdUserType, TCrowdRole> = { admin: 'CROWD_ADMIN', manager: 'CROWD_MANAGER' };
const TYPE_OF = (role: TCrowdRole): TCrowdUserType => (role === 'CROWD_ADMIN' ? 'admin' : 'manager');

/** A staff membership whose account still exists. */
interface StaffMember {
  member: MemberRow;
  account: Account;
}

const toCrowdUser = ({ member, account }: StaffMember, crowd: Crowd): TCrowdUser => ({
  id: member.id,
  version: member.version,
  userId: account.id,
  email: account.email,
  name: account.name,
  userType: TYPE_OF(member.role),
  owner: member.userId === crowd.ownerId,
  disabled: member.disabled,
  status: account.verifiedAt ? 'ACTIVE' : 'UNVERIFIED',
});

const ORDER: Record<TCrowdUserType, number> = { admin: 0, manager: 1 };
const byStanding = (a: TCrowdUser, b: TCrowdUser): number =>
  Number(b.owner) - Number(a.owner) || ORDER[a.userType] - ORDER[b.userType] || a.email.localeCompare(b.email);

/** Enabled members of a type besides the owner: what the plan's per-type limit counts. */
const enabledOfType = (members: readonly MemberRow[], type: TCrowdUserType, ownerId: number | null): number =>
  members.filter((member) => member.role === ROLE_OF[type] && !member.disabled && member.userId !== ownerId).length;

const enabledAdmins = (members: readonly MemberRow[]): number =>
  members.filter((member) => member.role === 'CROWD_ADMIN' && !member.disabled).length;

const lastAdmin = (param: string) => ValidationFailedError.field(param, 'validation_crowd_users_last_admin');

/**
 * Who may change whom (decision 015): admins and managers add, change, enable, disable and remove
 * managers; only admins grant, change or remove the admin role. A manager's request that touches
 * it is crafted (the form never offers it), so it is refused whole.
 */
function assertMayTouchAdminRole(actorRole: TCrowdRole | null, touchesAdminRole: boolean): void {
  if (touchesAdminRole && !mayManageAdminRole(actorRole)) throw forbidden('crowd_users_admin_role_admins_only');
}

/** The owner stays an enabled admin: never demoted, disabled or removed, by anyone. */
const ownerUnchangeable = () => forbidden('crowd_users_owner_unchangeable');

/**
 * The users tab (spec 2, 4, 5, 8): a crowd's admins and managers. The routes' crowd role lets
 * only the crowd's enabled admins and managers in; the plan in force sets how many of each the
 * crowd may have (decision: admins − 1 besides the owner, negative unlimited, 0 none). Writes
 * hold the crowd row locked, so concurrent changes of one crowd's users take turns.
 */
@Injectable()
export class CrowdUsersService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly contexts: CrowdContextService,
    private readonly members: CrowdMemberRepository,
    private readonly users: UserRepository,
    private readonly plans: CurrentPlanService,
    private readonly invitations: CrowdInvitationService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async list(crowdId: number): Promise<TCrowdUser[]> {
    const crowd = await this.crowdOrFail(crowdId);
    return this.view(crowd, await this.staffOf(crowd.id));
  }

  /**
   * Gives existing accounts the role: followers and outsiders are promoted (an outsider becomes
   * a member within the plan's user limit), admins and managers already there are left as they
   * are. E-mails without an account that may use the crowd are answered in `nonExistingMails`
   * and those without any account are invited by mail. A type the plan does not offer is 403:
   * the form never offers it, so the request is crafted.
   */
  async add(actor: RequestUser, request: TAddCrowdUsersRequest): Promise<TAddCrowdUsersResponse> {
    assertMayTouchAdminRole(await this.roleOf(actor, request.crowdId), request.userType === 'admin');
    const features = await this.plans.features(request.crowdId);
    if (crowdUserLimits(features)[request.userType] === 0) throw forbidden();

    const { crowd, accounts, usable, promoted } = await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(request.crowdId);
      const crowd = await this.crowdOrFail(request.crowdId);
      const accounts = await this.users.liveAccounts({ emails: request.emails });
      // A private user of another crowd cannot use this one: no account here, and none to invite.
      const usable = accounts.filter((account) => account.boundCrowdId === null || account.boundCrowdId === crowd.id);
      const promoted = await this.promote(crowd, usable, request.userType, features);
      return { crowd, accounts, usable, promoted };
    });
    const at = this.clock.nowMs();
    for (const userId of promoted)
      await this.notifications.notify({
        type: 'crowdRoleAdded',
        actorId: actor.id,
        crowdId: crowd.id,
        userId,
        role: ROLE_OF[request.userType],
        at,
      });

    const emailsOf = (list: readonly Account[]) => new Set(list.map((account) => account.emailNormalized));
    const usableEmails = emailsOf(usable);
    const withAccount = emailsOf(accounts);
    const nonExistingMails = request.emails.filter((email) => !usableEmails.has(email));
    const inviter = (await this.users.liveAccounts({ ids: [actor.id] }))[0];
    await this.invitations.invite(
      crowd,
      inviter?.name ?? '',
      request.userType,
      nonExistingMails.filter((email) => !withAccount.has(email)),
    );

    const roles = this.view(crowd, await this.staffOf(crowd.id)).filter((user) => promoted.has(user.userId));
    const message: MessageKey =
      nonExistingMails.length > 0
        ? 'validation_crowd_users_do_not_exist_some'
        : roles.length === 0
          ? 'crowd_users_already_exist'
          : 'crowd_users_added_successfully';
    return { message, nonExistingMails, roles };
  }

  /**
   * Gives the accounts that are not admin or manager here yet the role, within the plan's limit
   * of enabled users of that type (422 on `emails` with the remaining count) and, for outsiders,
   * its user limit (426). Returns the ids of the users promoted.
   */
  private async promote(
    crowd: Crowd,
    accounts: readonly Account[],
    userType: TCrowdUserType,
    features: TPlanFeatures | null,
  ): Promise<Set<number>> {
    const memberships = new Map(
      (
        await this.members.membersAmong(
          crowd.id,
          accounts.map((account) => account.id),
        )
      ).map((member) => [member.userId, member]),
    );
    const promoted = accounts.filter((account) => {
      const membership = memberships.get(account.id);
      return !membership || !isCrowdStaff(membership.role);
    });
    if (promoted.length === 0) return new Set();

    const limit = crowdUserLimits(features)[userType];
    const staff = (await this.staffOf(crowd.id)).map((entry) => entry.member);
    const remaining = isUnlimited(limit)
      ? Number.POSITIVE_INFINITY
      : limit - enabledOfType(staff, userType, crowd.ownerId);
    if (promoted.length > remaining) {
      throw remaining <= 0
        ? ValidationFailedError.field('emails', 'validation_crowd_users_can_not_add')
        : ValidationFailedError.field('emails', 'validation_crowd_users_can_only_add', remaining);
    }
    const role = ROLE_OF[userType];
    for (const account of promoted) {
      const membership = memberships.get(account.id);
      if (membership) {
        await this.members.setRole(crowd.id, { id: membership.id, role, disabled: false });
        continue;
      }
      const member = { crowdId: crowd.id, userId: account.id, role, disabled: false, createdAt: this.clock.now() };
      if (!(await this.members.insertWithinLimit(member, features?.users))) {
        throw new DomainError('user_limit_reached', 'crowd_user_limit_reached');
      }
    }
    return new Set(promoted.map((account) => account.id));
  }

  /**
   * Applies the staged changes together. Entries of users no longer admin or manager here, or sent
   * with a version someone changed meanwhile, are skipped (crowd_users_updated_some), as is an
   * owner's entry that changes nothing; one that changes the owner, or a manager's that touches
   * the admin role, refuses the whole save (403).
   * A type may not end with more enabled users than the plan allows, unless the change lowers
   * their number (a crowd that downgraded can still reduce); the crowd keeps an enabled admin.
   */
  async update(actor: RequestUser, request: TUpdateCrowdUsersRequest): Promise<TUpdateCrowdUsersResponse> {
    const actorRole = await this.roleOf(actor, request.crowdId);
    const limits = crowdUserLimits(await this.plans.features(request.crowdId));
    const { crowd, applied } = await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(request.crowdId);
      const crowd = await this.crowdOrFail(request.crowdId);
      const before = (await this.staffOf(crowd.id)).map((staff) => staff.member);
      const after = new Map(before.map((member) => [member.id, { ...member }]));
      const changes: MemberRow[] = [];
      for (const entry of request.crowdUsers) {
        const member = after.get(entry.id);
        if (!member) continue;
        const role = ROLE_OF[entry.userType];
        const changing = member.role !== role || member.disabled !== entry.disabled;
        if (member.userId === crowd.ownerId) {
          if (changing) throw ownerUnchangeable();
          continue;
        }
        if (entry.version !== undefined && entry.version !== member.version) continue;
        assertMayTouchAdminRole(actorRole, changing && (member.role === 'CROWD_ADMIN' || role === 'CROWD_ADMIN'));
        member.role = role;
        member.disabled = entry.disabled;
        changes.push(member);
      }
      const result = [...after.values()];
      for (const type of ['admin', 'manager'] as const) {
        const count = enabledOfType(result, type, crowd.ownerId);
        if (!isUnlimited(limits[type]) && count > limits[type] && count > enabledOfType(before, type, crowd.ownerId)) {
          throw ValidationFailedError.field('crowdUsers', 'validation_crowd_users_too_many');
        }
      }
      if (enabledAdmins(result) === 0 && enabledAdmins(before) > 0) throw lastAdmin('crowdUsers');
      let written = 0;
      for (const member of changes) {
        const original = before.find((candidate) => candidate.id === member.id);
        if (await this.members.setRole(crowd.id, { ...member, version: original?.version })) written += 1;
      }
      return { crowd, applied: written };
    });
    const crowdUsers = this.view(crowd, await this.staffOf(crowd.id));
    const message: MessageKey =
      applied === request.crowdUsers.length ? 'crowd_users_updated_successfully' : 'crowd_users_updated_some';
    return { message, crowdUsers };
  }

  /** The user loses the role and stays a follower (their ideas and comments are theirs). */
  async remove(actor: RequestUser, request: TDeleteCrowdUserRequest): Promise<TDeleteCrowdUserResponse> {
    const actorRole = await this.roleOf(actor, request.crowdId);
    await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(request.crowdId);
      const crowd = await this.crowdOrFail(request.crowdId);
      const before = (await this.staffOf(crowd.id)).map((staff) => staff.member);
      const member = before.find((candidate) => candidate.id === request.crowdUserId);
      if (!member) throw notFound();
      if (member.userId === crowd.ownerId) throw ownerUnchangeable();
      assertMayTouchAdminRole(actorRole, member.role === 'CROWD_ADMIN');
      const after = before.filter((candidate) => candidate.id !== member.id);
      if (enabledAdmins(after) === 0 && enabledAdmins(before) > 0) throw lastAdmin('crowdUserId');
      await this.members.setRole(crowd.id, { id: member.id, role: 'CROWD_FOLLOWER', disabled: false });
    });
    return { message: 'crowd_user_deleted' };
  }

  /** The actor's role here, as the routes' crowd-role guard found it (read once per request). */
  private async roleOf(actor: RequestUser, crowdId: number): Promise<TCrowdRole | null> {
    return (await this.contexts.resolve(crowdId, actor))?.role ?? null;
  }

  private async crowdOrFail(crowdId: number): Promise<Crowd> {
    const crowd = await this.crowds.findById(crowdId);
    if (!crowd) throw notFound('crowd_does_not_exist');
    return crowd;
  }

  private async staffOf(crowdId: number): Promise<StaffMember[]> {
    const members = await this.members.staffOf(crowdId);
    const accounts = new Map(
      (await this.users.liveAccounts({ ids: members.map((member) => member.userId) })).map((a) => [a.id, a]),
    );
    return members.flatMap((member) => {
      const account = accounts.get(member.userId);
      return account ? [{ member, account }] : [];
    });
  }

  private view(crowd: Crowd, staff: readonly StaffMember[]): TCrowdUser[] {
    return staff.map((entry) => toCrowdUser(entry, crowd)).sort(byStanding);
  }
}
