import type { Request, Response } from 'express';
import { DomainError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { assertMayActInCrowd, mayActInCrowd } from '../../crowd/context/crowd-context.service';
import { CrowdBindingMiddleware } from './crowd-binding';

const requestWith = (user: RequestUser | undefined, header?: string, path = '/api/category') =>
  ({
    user,
    path,
    get: (name: string) => (name.toLowerCase() === 'x-private-crowd' ? header : undefined),
  }) as unknown as Request;

/** What the middleware hands to `next`: undefined to go on, else the error. */
function run(req: Request): unknown {
  let passed: unknown = 'not called';
  new CrowdBindingMiddleware().use(req, {} as Response, (error?: unknown) => {
    passed = error;
  });
  return passed;
}

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

  it("refuses a private user's request from another crowd's site, and lets them sign out", () => {
    expect(run(requestWith(bound, '7'))).toBeUndefined();
    expect(run(requestWith(bound))).toBeUndefined();
    expect(run(requestWith(free, '3'))).toBeUndefined();
    expect(run(requestWith(bound, '3'))).toMatchObject({ kind: 'forbidden', key: 'user_bound_to_other_crowd' });
    expect(run(requestWith(bound, '3', '/api/user/logout'))).toBeUndefined();
  });

  it('reads the header by the one id rule: another spelling is 400, never "no header"', () => {
    for (const header of ['07', '+7', ' 7', '7.0', '0x7', '7e0', 'abc', '']) {
      expect({ header, passed: run(requestWith(bound, header)) }).toEqual({
        header,
        passed: expect.objectContaining({ kind: 'bad_request', key: 'validation_invalid_value' }) as DomainError,
      });
    }
  });
});
