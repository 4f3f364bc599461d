import { DEFAULT_THEMING, PLANS, slugifyCategoryName, type TCategory, type TCrowd } from '@crowd/contracts';

let nextId = 7000;

/** A crowd as GET /api/crowd lists it for its admin; unique ids per call. */
export function makeCrowd(overrides: Partial<TCrowd> = {}): TCrowd {
  const id = overrides.id ?? nextId++;
  return {
    id,
    version: 3,
    title: 'Green City',
    description: 'Ideas for a greener city.',
    locale: 'en',
    subdomain: `green-${id}`,
    domain: null,
    domainVerification: null,
    subdomainRouting: true,
    gaCode: null,
    likeMilestone: null,
    rewardAmount: null,
    rewardCurrency: 'EUR',
    visible: true,
    hideTitle: false,
    privateCrowd: false,
    privateUsers: false,
    allowPrePrivateLogins: false,
    allowedDomains: [],
    featuredImageId: null,
    role: 'CROWD_ADMIN',
    trialEligible: false,
    userInteractionsCount: 0,
    ideasCount: 0,
    billingInfo: {
      name: '',
      companyName: '',
      street: '',
      postalCode: '',
      city: '',
      country: '',
      companyId: '',
      taxId: '',
      vatId: '',
    },
    themingData: { id, version: 0, crowdId: id, ...DEFAULT_THEMING },
    active: true,
    features: { ...PLANS[2].features },
    status: 'active',
    plan: PLANS[2].name,
    planValidTo: null,
    subscriptionStatus: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    deletable: false,
    ...overrides,
  };
}

export function makeCategory(crowdId: number, overrides: Partial<TCategory> = {}): TCategory {
  const id = overrides.id ?? nextId++;
  const name = overrides.name ?? `Category ${id}`;
  return {
    id,
    version: 0,
    crowdId,
    name,
    slug: slugifyCategoryName(name),
    description: '',
    visible: true,
    ideaCount: 0,
    ...overrides,
  };
}
