import {
  DEFAULT_THEMING,
  type TCreateCrowdResponse,
  type TCrowd,
  type TCrowdListResponse,
  type TErrorBody,
  type TUpdateCrowdResponse,
  type TUser,
} from '@crowd/contracts';
import { HttpResponse, type HttpHandler } from 'msw';
import { mockApi } from './api';
import type { RecordedCall } from './account';
import { makeUser } from './factories';

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

/**
 * A signed-in user's crowd API (GET, POST, PUT /crowd). It keeps each crowd's version: a write
 * with another version answers 409 with X-Stale-Entity, as the API does.
 */
export function crowdsApi({ user = makeUser(), crowds = [] }: { user?: TUser; crowds?: TCrowd[] } = {}) {
  const state = { crowds: [...crowds] };
  const calls: RecordedCall[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  const handlers: HttpHandler[] = [
    mockApi('getUser', () => HttpResponse.json<TUser>(user)),
    mockApi('listCrowds', ({ request }) => {
      record(request);
      return HttpResponse.json<TCrowdListResponse>(state.crowds);
    }),
    mockApi('createCrowd', ({ request }) => {
      record(request);
      const crowd = makeCrowd();
      state.crowds.push(crowd);
      return HttpResponse.json<TCreateCrowdResponse>({ message: 'crowd_created', crowd }, { status: 201 });
    }),
    mockApi('updateCrowd', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const index = state.crowds.findIndex((crowd) => crowd.id === body.id);
      const stored = state.crowds[index];
      if (!stored) return HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 });
      if (body.version !== stored.version) {
        return HttpResponse.json<TErrorBody>(
          { error: 'optimistic_locking_error' },
          { status: 409, headers: { 'X-Stale-Entity': 'Crowd' } },
        );
      }
      const updated = { ...stored, ...body, version: stored.version + 1 } as TCrowd;
      state.crowds[index] = updated;
      return HttpResponse.json<TUpdateCrowdResponse>(updated);
    }),
  ];
  return { handlers, calls, state, writes: () => calls.filter((call) => call.method !== 'GET') };
}
