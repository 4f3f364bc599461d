import { Injectable } from '@nestjs/common';
import type { TCrowdRole } from '@crowd/contracts';
import type { Request } from 'express';
import { CLS_REQ, ClsService } from 'nestjs-cls';
import { ProcessMemo } from '../../../../infra/cache/process-memo';
import { forbidden, notFound, unauthorized } from '../../../../common/errors';
import type { RequestUser } from '../../../../common/http/request-user';
import { activeRole, CrowdMembershipService } from '../crowd-membership.service';
import { CrowdRepository } from '../crowd.repository';
import type { Membership } from '../crowd-member.repository';
import type { Crowd } from '../entities/crowd.entity';
import { assertAgreesWithHeader } from '../../../../common/http/request-crowd';

/** The crowd a request acts in and the caller's standing there. */
export interface CrowdContext {
  crowd: Crowd;
  membership: Membership | null;
  /** The role the membership grants now (null for outsiders and disabled members). */
  role: TCrowdRole | null;
}

/** Whether a user bound to a crowd (private user) may act in `crowdId`; visitors and unbound users may. */
export const mayActInCrowd = (user: Pick<RequestUser, 'boundCrowdId'> | undefined, crowdId: number): boolean =>
  user?.boundCrowdId === undefined || user.boundCrowdId === null || user.boundCrowdId === crowdId;

/** 403 `user_bound_to_other_crowd` for a private user outside their crowd. */
export function assertMayActInCrowd(user: Pick<RequestUser, 'boundCrowdId'> | undefined, crowdId: number): void {
  if (!mayActInCrowd(user, crowdId)) throw forbidden('user_bound_to_other_crowd');
}

/**
 * Whether the caller may read (and, signed in, take part in) a crowd's content on its public
 * site (ideas, comments, questionnaires, categories, views, shares), as the site's blocking
 * screens (spec 2.1) would let them see it: 403 `user_bound_to_other_crowd` first for a private
 * user of another crowd; nobody while the crowd is disabled (403 `crowd_is_disabled`); a private
 * crowd's members only, so an outsider learns nothing but that it exists (401 signed out, 403
 * signed in); a hidden crowd's members only (403 `crowd_not_visible_owner`).
 */
export function assertSiteReader(context: CrowdContext, user: RequestUser | undefined): void {
  assertMayActInCrowd(user, context.crowd.id);
  if (!context.crowd.active) throw forbidden('crowd_is_disabled');
  if (context.role !== null) return;
  if (context.crowd.privateCrowd) throw user ? forbidden() : unauthorized();
  if (!context.crowd.visible) throw forbidden('crowd_not_visible_owner');
}

/**
 * Whether a signed-in caller may take part on a crowd's site (like, rate, comment, share): who may
 * read it (`assertSiteReader`), except a member an admin disabled.
 */
export function assertMayTakePart(context: CrowdContext, user: RequestUser): void {
  assertSiteReader(context, user);
  if (context.membership?.disabled) throw forbidden();
}

const contextKey = (crowdId: number, userId: number | undefined): string => `crowd-context:${crowdId}:${userId ?? '-'}`;

/**
 * The one place that answers "who is this user in this crowd": the crowd and the caller's
 * membership are read once per request (kept in the request's CLS context) however many guards
 * and services ask.
 */
@Injectable()
export class CrowdContextService {
  constructor(
    private readonly cls: ClsService,
    private readonly crowds: CrowdRepository,
    private readonly memberships: CrowdMembershipService,
    private readonly memo: ProcessMemo,
  ) {}

  /** Null when the crowd does not exist. */
  async resolve(crowdId: number, user: RequestUser | undefined): Promise<CrowdContext | null> {
    const crowd = await this.remember(`${contextKey(crowdId, undefined)}:crowd`, () =>
      this.memo.get(`crowd:${crowdId}`, () => this.crowds.findById(crowdId)),
    );
    return crowd ? this.forCrowd(crowd, user) : null;
  }

  /**
   * The caller's context in a crowd they must hold one of `roles` in: 403 `user_bound_to_other_crowd`
   * for a private user of another crowd, 400 `crowd_header_mismatch` when the request was sent from
   * another crowd's private site (`X-Private-Crowd`), both before the lookup; 404 for an unknown
   * crowd, 403 without the role.
   */
  async requireRole(user: RequestUser, crowdId: number, roles: readonly TCrowdRole[]): Promise<CrowdContext> {
    assertMayActInCrowd(user, crowdId);
    // The HTTP request being served, if any (jobs and sockets have none).
    assertAgreesWithHeader(this.cls?.isActive() ? this.cls.get<Request | undefined>(CLS_REQ) : undefined, crowdId);
    const context = await this.resolve(crowdId, user);
    if (!context) throw notFound('crowd_does_not_exist');
    if (context.role === null || !roles.includes(context.role)) throw forbidden();
    return context;
  }

  /** The caller's context on a crowd's public site, when it may read the crowd's content (`assertSiteReader`). */
  async requireSiteReader(crowd: Crowd, user: RequestUser | undefined): Promise<CrowdContext> {
    assertMayActInCrowd(user, crowd.id);
    const context = await this.forCrowd(crowd, user);
    assertSiteReader(context, user);
    return context;
  }

  /**
   * The caller's context as a reader of crowd `crowdId`'s site: 404 `crowd_does_not_exist` for an
   * unknown crowd, else `requireSiteReader`'s answer. The one rule of the routes that are
   * `sameForEveryReader` (`SharedReaderAnswerMiddleware` admits by it too).
   */
  async requireSiteReaderOf(crowdId: number, user: RequestUser | undefined): Promise<CrowdContext> {
    const context = await this.resolve(crowdId, user);
    if (!context) throw notFound('crowd_does_not_exist');
    assertSiteReader(context, user);
    return context;
  }

  /** For a crowd already loaded (by domain, by id). */
  forCrowd(crowd: Crowd, user: RequestUser | undefined): Promise<CrowdContext> {
    return this.remember(contextKey(crowd.id, user?.id), async () => {
      // Per user and crowd: one member's standing is never another's.
      const membership = user
        ? await this.memo.get(`membership:${crowd.id}:${user.id}`, () => this.memberships.membership(crowd.id, user.id))
        : null;
      return { crowd, membership, role: activeRole(membership) };
    });
  }

  private async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cls.isActive()) return load();
    const known = this.cls.get<Promise<T> | undefined>(key);
    if (known) return known;
    const loading = load();
    this.cls.set(key, loading);
    return loading;
  }
}
