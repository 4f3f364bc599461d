import { DEFAULT_THEMING, type TCrowd } from '@crowd/contracts';

let nextId = 7000;

/** A crowd as GET/POST/PUT /api/crowd answer it (decision 013): by default new, hidden, without a subscription. */
export function makeCrowd(overrides: Partial<TCrowd> = {}): TCrowd {
  const id = overrides.id ?? nextId++;
  return {
    id,
    version: 0,
    title: '',
    description: '',
    locale: 'en',
    subdomain: null,
    domain: null,
    subdomainRouting: true,
    gaCode: null,
    likeMilestone: null,
    rewardAmount: null,
    rewardCurrency: 'EUR',
    visible: false,
    hideTitle: false,
    privateCrowd: false,
    privateUsers: false,
    allowPrePrivateLogins: false,
    allowedDomains: [],
    featuredImageId: null,
    role: 'CROWD_ADMIN',
    trialEligible: true,
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
    features: null,
    status: 'inactive',
    plan: 'no_subscription',
    planValidTo: null,
    createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    ...overrides,
  };
}
