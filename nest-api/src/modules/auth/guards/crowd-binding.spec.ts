import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { assertMayActInCrowd, mayActInCrowd } from '../../crowd/context/crowd-context.service';
import { CrowdBindingGuard } from './crowd-binding';

const contextOf = (req: Partial<Request>): ExecutionContext =>
  ({ switchToHttp: () => ({ getRequest: () => req }) }) as unknown as ExecutionContext;

const requestWith = (
  user: RequestUser | undefined,
  options: { param?: string; body?: unknown; header?: string } = {},
) =>
  ({
    user,
    params: options.param === undefined ? {} : { crowdId: options.param },
    body: options.body,
    get: (name: string) => (name.toLowerCase() === 'x-private-crowd' ? options.header : undefined),
  }) as unknown as Request;

describe('crowd binding', () => {
  const bound: RequestUser = { id: 1, boundCrowdId: 7 };
  const free: RequestUser = { id: 2, boundCrowdId: null };

  it('lets unbound users and visitors act anywhere, bound users only in their crowd', () => {
    expect(mayActInCrowd(undefined, 3)).toBe(true);
    expect(mayActInCrowd(free, 3)).toBe(true);
    expect(mayActInCrowd(bound, 7)).toBe(true);
    expect(mayActInCrowd(bound, 3)).toBe(false);
    expect(() => assertMayActInCrowd(bound, 3)).toThrow(
      expect.objectContaining({ kind: 'forbidden', key: 'user_bound_to_other_crowd' }) as DomainError,
    );
  });

  it('guards the route parameter, the body and the X-Private-Crowd header', () => {
    const guard = new CrowdBindingGuard();
    expect(guard.canActivate(contextOf(requestWith(bound, { param: '7', body: { crowdId: 7 }, header: '7' })))).toBe(
      true,
    );
    expect(guard.canActivate(contextOf(requestWith(free, { param: '3', body: { crowdId: 4 }, header: '5' })))).toBe(
      true,
    );
    for (const options of [{ param: '3' }, { body: { crowdId: 3 } }, { header: '3' }]) {
      expect(() => guard.canActivate(contextOf(requestWith(bound, options)))).toThrow(DomainError);
    }
    expect(guard.canActivate(contextOf(requestWith(bound, { param: 'abc', body: { crowdId: 'x' } })))).toBe(true);
  });
});
