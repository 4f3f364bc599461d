import type { DomainError } from '../../../../common/errors';
import type { RequestUser } from '../../../../common/http/request-user';
import { assertMayActInCrowd, mayActInCrowd } from './crowd-context.service';

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
});
