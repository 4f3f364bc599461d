import { crowdUserLimits, offeredCrowdUserTypes, PLANS } from './plans';

describe('crowd user limits of a plan', () => {
  it('allows admins besides the owner only above one admin, negative staying unlimited', () => {
    expect(crowdUserLimits(PLANS[1].features)).toEqual({ admin: 0, manager: 0 });
    expect(crowdUserLimits(PLANS[2].features)).toEqual({ admin: 0, manager: 3 });
    expect(crowdUserLimits(PLANS[3].features)).toEqual({ admin: -1, manager: -1 });
    expect(crowdUserLimits(null)).toEqual({ admin: 0, manager: 0 });
  });

  it('offers the roles whose limit is not zero', () => {
    expect(offeredCrowdUserTypes(PLANS[0].features)).toEqual([]);
    expect(offeredCrowdUserTypes(PLANS[2].features)).toEqual(['manager']);
    expect(offeredCrowdUserTypes(PLANS[3].features)).toEqual(['manager', 'admin']);
  });
});
