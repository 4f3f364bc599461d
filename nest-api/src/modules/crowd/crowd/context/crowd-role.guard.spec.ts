import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { TCrowdRole } from '@crowd/contracts';
import type { Request } from 'express';
import type { RequestUser } from '../../../../common/http/request-user';
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

  it("reads the crowd from the JSON body's crowdId when the route has none; path and body must agree", async () => {
    const { guard: bodyGuard, calls } = guardWithMembers({ 1: 'CROWD_ADMIN' });
    const fromBody: Partial<Request> = { user: { id: 1 }, params: {}, body: { crowdId: 7 }, get: () => undefined };
    await expect(bodyGuard.canActivate(contextOf(fromBody))).resolves.toBe(true);
    const both: Partial<Request> = { ...requestFor({ id: 1 }, '8'), body: { crowdId: 7 } };
    await expect(bodyGuard.canActivate(contextOf(both))).rejects.toMatchObject({
      kind: 'bad_request',
      key: 'crowd_header_mismatch',
    });
    expect(calls).toEqual([7]);
  });

  describe('issue 24: a crowd id written another way never reaches another crowd', () => {
    /** User 1 is the admin of their own crowd 7 and of nothing else; crowd 22 is someone else's. */
    const attack = (crowdId: unknown, where: 'param' | 'body') =>
      ({
        user: { id: 1 },
        params: where === 'param' ? { crowdId } : {},
        body: where === 'body' ? { crowdId } : undefined,
        get: (name: string) => (name.toLowerCase() === 'x-private-crowd' ? '7' : undefined),
      }) as Partial<Request>;

    it.each(['022', '0022', '22.0', '+22', '0x16', '22e0', ' 22', '%2022'])(
      'the path %p with X-Private-Crowd naming their own crowd is 422, never a check in crowd 7',
      async (spelling) => {
        const { guard: attacked, calls } = guardWithMembers({ 1: 'CROWD_ADMIN' });
        await expect(attacked.canActivate(contextOf(attack(spelling, 'param')))).rejects.toMatchObject({
          errors: [{ param: 'crowdId', msg: 'validation_invalid_value' }],
        });
        expect(calls).toEqual([]);
      },
    );

    it.each(['22', '022', 22.5, 2 ** 32 + 7, null])(
      'a JSON body crowdId %p that is no id is 422 too (the header never stands in)',
      async (crowdId) => {
        const { guard: attacked, calls } = guardWithMembers({ 1: 'CROWD_ADMIN' });
        const outcome = attacked.canActivate(contextOf(attack(crowdId, 'body')));
        if (crowdId === '22') {
          // The canonical text names crowd 22 itself: checked there (and the body's ZId refuses a text).
          await expect(outcome).rejects.toMatchObject({ kind: 'bad_request', key: 'crowd_header_mismatch' });
        } else {
          await expect(outcome).rejects.toMatchObject({ errors: [{ param: 'crowdId' }] });
        }
        expect(calls).toEqual([]);
      },
    );

    it('the header never supplies the crowd: a route that names none is 404', async () => {
      const { guard: attacked, calls } = guardWithMembers({ 1: 'CROWD_ADMIN' });
      const headerOnly: Partial<Request> = { ...attack(undefined, 'body'), body: {} };
      await expect(attacked.canActivate(contextOf(headerOnly))).rejects.toMatchObject({
        kind: 'not_found',
        key: 'crowd_does_not_exist',
      });
      expect(calls).toEqual([]);
    });

    it('a path naming crowd 22 sent with X-Private-Crowd: 7 is refused (400 crowd_header_mismatch)', async () => {
      const { guard: attacked, calls } = guardWithMembers({ 1: 'CROWD_ADMIN' });
      await expect(attacked.canActivate(contextOf(attack('22', 'param')))).rejects.toMatchObject({
        kind: 'bad_request',
        key: 'crowd_header_mismatch',
      });
      expect(calls).toEqual([]);
    });
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
