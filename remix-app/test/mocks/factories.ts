import { DEFAULT_THEMING, PLANS, type TCrowdView, type TUser } from '@crowd/contracts';

let nextId = 100;

/** A crowd view as GET /api/crowdView/domain/{domain} answers it; unique ids per call. */
export function makeCrowdView(overrides: Partial<TCrowdView> = {}): TCrowdView {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: 'Demo crowd',
    name: 'Demo crowd',
    description: 'Ideas for a better demo.',
    locale: 'en',
    subdomain: 'demo',
    domain: null,
    subdomainRouting: true,
    canonicalUrl: 'http://demo.localhost:3000',
    visible: true,
    active: true,
    privateCrowd: false,
    role: null,
    hideTitle: false,
    featuredImageId: null,
    gaCode: null,
    likeMilestone: null,
    rewardAmount: null,
    rewardCurrency: 'EUR',
    ideasCount: 0,
    features: { ...PLANS[2].features },
    themingData: { id, version: 0, crowdId: id, ...DEFAULT_THEMING },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<TUser> = {}): TUser {
  const id = overrides.id ?? nextId++;
  return {
    id,
    version: 0,
    email: `user${id}@example.com`,
    name: `User ${id}`,
    about: '',
    locale: 'en',
    timeZone: 'UTC',
    hasPassword: true,
    avatarImageId: null,
    trialEligible: true,
    boundCrowdId: null,
    ...overrides,
  };
}
