import type { Subscription } from '../../subscription/subscription/entities/subscription.entity';
import { crowdStatus } from './crowd-admin.mapper';

const inForce = { tier: 1, status: 'ACTIVE' } as Subscription;
const cancelled = { tier: 1, status: 'CANCELLED' } as Subscription;

describe('crowdStatus (the /crowds table)', () => {
  it.each([
    [true, inForce, false, 'active'],
    [true, null, true, 'active'],
    [true, inForce, true, 'active'],
    [true, null, false, 'inactive'],
    [false, inForce, true, 'inactive'],
    [false, null, false, 'inactive'],
    // Cancelled: still in force to the end of its period, but no longer active (spec 1, 2.7).
    [true, cancelled, false, 'inactive'],
    [true, cancelled, true, 'active'],
  ] as const)('visible %s, current %p, next %s → %s', (visible, current, hasNext, status) => {
    expect(crowdStatus({ visible }, { current, live: current, hasNext })).toBe(status);
  });
});
