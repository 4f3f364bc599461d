import type { Subscription } from '../subscription/entities/subscription.entity';
import { crowdStatus } from './crowd-admin.mapper';

const inForce = { tier: 1 } as Subscription;

describe('crowdStatus (the /crowds table)', () => {
  it.each([
    [true, inForce, false, 'active'],
    [true, null, true, 'active'],
    [true, inForce, true, 'active'],
    [true, null, false, 'inactive'],
    [false, inForce, true, 'inactive'],
    [false, null, false, 'inactive'],
  ] as const)('visible %s, current %p, next %s → %s', (visible, current, hasNext, status) => {
    expect(crowdStatus({ visible }, { current, hasNext })).toBe(status);
  });
});
