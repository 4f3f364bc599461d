import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { TCrowdRole } from '@crowd/contracts';
import type { Request } from 'express';
import type { RequestUser } from '../../../common/http/request-user';
import type { Crowd } from '../entities/crowd.entity';
import { CrowdContextService, type CrowdContext } from './crowd-context.service';
import { CrowdRole, CrowdRoleGuard } from './crowd-role.guard';

class AdminOnly {
  @CrowdRole('CROWD_ADMIN')
  settings(): void {}
}

const handler = Object.getOwnPropertyDescriptor(AdminOnly.prototype, 'settings')?.value as () => void;

const contextOf = (req: Partial<Request>): ExecutionContext =>
  ({
    switchToHttp: () => ({ getRequest: () => req }),
    getHandler: () => handler,
    getClass: () => AdminOnly,
  }) as unknown as ExecutionContext;

const requestFor = (user: RequestUser | undefined, crowdId: string): Partial<Request> => ({
  user,
  params: { crowdId },
  get: () => undefined,
});

/** Crowd 7 exists; user 1 is its admin, user 2 a follower, user 3 a disabled admin. */
function guardWithMembers(roles: Record<number, TCrowdRole | null>) {
  const calls: number[] = [];
  const contexts = {
    resolve: (crowdId: number, user: RequestUser | undefined): Promise<CrowdContext | null> => {
      calls.push(crowdId);
      if (crowdId !== 7) return Promise.resolve(null);
      const role = user ? (roles[user.id] ?? null) : null;
      return Promise.resolve({ crowd: { id: 7 } as Crowd, membership: null, role });
    },
    // The service's own rule over the stubbed lookup.
    requireRole: CrowdContextService.prototype.requireRole,
  } as unknown as CrowdContextService;
  return { guard: new CrowdRoleGuard(new Reflector(), contexts), calls };
}

describe('CrowdRoleGuard', () => {
  const { guard } = guardWithMembers({ 1: 'CROWD_ADMIN', 2: 'CROWD_FOLLOWER', 3: null });

  it('lets a member with the required role through', async () => {
    await expect(guard.canActivate(contextOf(requestFor({ id: 1 }, '7')))).resolves.toBe(true);
  });

  it('refuses other roles, disabled members and outsiders with 403', async () => {
    for (const id of [2, 3, 4]) {
      await expect(guard.canActivate(contextOf(requestFor({ id }, '7')))).rejects.toMatchObject({
        kind: 'forbidden',
        key: 'forbidden',
      });
    }
  });

  it('asks visitors to sign in (401) and answers 404 for an unknown crowd', async () => {
    await expect(guard.canActivate(contextOf(requestFor(undefined, '7')))).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    await expect(guard.canActivate(contextOf(requestFor({ id: 1 }, '8')))).rejects.toMatchObject({
      kind: 'not_found',
      key: 'crowd_does_not_exist',
    });
  });

  it("reads the crowd from the JSON body's crowdId when the route has none, the route's first", async () => {
    const { guard: bodyGuard, calls } = guardWithMembers({ 1: 'CROWD_ADMIN' });
    const fromBody: Partial<Request> = { user: { id: 1 }, params: {}, body: { crowdId: 7 }, get: () => undefined };
    await expect(bodyGuard.canActivate(contextOf(fromBody))).resolves.toBe(true);
    const both: Partial<Request> = { ...requestFor({ id: 1 }, '8'), body: { crowdId: 7 } };
    await expect(bodyGuard.canActivate(contextOf(both))).rejects.toMatchObject({ kind: 'not_found' });
    expect(calls).toEqual([7, 8]);
  });

  it('refuses a private user outside their crowd before looking the crowd up', async () => {
    const { guard: bound, calls } = guardWithMembers({ 1: 'CROWD_ADMIN' });
    await expect(bound.canActivate(contextOf(requestFor({ id: 1, boundCrowdId: 9 }, '7')))).rejects.toMatchObject({
      kind: 'forbidden',
      key: 'user_bound_to_other_crowd',
    });
    expect(calls).toEqual([]);
  });
});
