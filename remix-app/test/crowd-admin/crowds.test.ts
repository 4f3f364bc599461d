import { PLANS, type TCrowd } from '@crowd/contracts';
import { loadCrowdAdminLayout } from '~/features/crowd-admin/crowd-admin-layout.server';
import { crowdBanners } from '~/features/crowd-admin/crowd-banners';
import { crowdsAction, loadCrowds } from '~/features/crowd-admin/crowds/crowds.server';
import { crowdAdminApi, type CrowdAdminApiOptions } from '../mocks/crowd-admin';
import { makeCrowd } from '../mocks/crowd-admin-factories';
import { server, setupMockApi } from '../mocks/server';
import { DEMO, flashedToast, getArgs, postArgs, routeArgs, settle } from '../route-args';

setupMockApi();

function signIn(options: CrowdAdminApiOptions = { crowds: [] }) {
  const api = crowdAdminApi(options);
  server.use(...api.handlers);
  return { ...api, writes: () => api.calls.filter((call) => call.method !== 'GET') };
}

/** A crowd as POST /crowd makes it: hidden, untitled, without a subdomain or a subscription. */
const newCrowd = (overrides: Parameters<typeof makeCrowd>[0] = {}) =>
  makeCrowd({
    title: '',
    subdomain: null,
    visible: false,
    features: null,
    status: 'inactive',
    plan: 'no_subscription',
    ...overrides,
  });

const DAY_MS = 24 * 60 * 60 * 1000;

describe('/crowds (spec 2.7)', () => {
  it('lists the user’s crowds with status, plan and their canonical site, if they have one yet', async () => {
    const named = makeCrowd({ title: 'Acme', subdomain: 'acme', status: 'active', plan: 'concert', visible: true });
    const fresh = newCrowd({ role: 'CROWD_MANAGER' });
    const proof = {
      status: 'verified',
      recordName: '_crowd-ideas.ideas.shop.com',
      recordValue: 'T'.repeat(43),
      served: true,
      checkedAt: null,
    } as const;
    const ownDomain = newCrowd({
      subdomain: 'shop',
      domain: 'ideas.shop.com',
      domainVerification: proof,
      subdomainRouting: false,
      features: { ...PLANS[3].features, ownDomain: true },
    });
    // Decision 029: a domain nobody proved is no site yet; the crowd stays on its subdomain.
    const pending = newCrowd({
      subdomain: 'pending',
      domain: 'ideas.pending.com',
      domainVerification: { ...proof, recordName: '_crowd-ideas.ideas.pending.com', status: 'pending', served: false },
      subdomainRouting: false,
      features: { ...PLANS[3].features, ownDomain: true },
    });
    signIn({ crowds: [named, fresh, ownDomain, pending] });

    const outcome = await settle(loadCrowds(getArgs('/crowds')));
    expect(outcome.body).toEqual({
      crowds: [
        {
          id: named.id,
          title: 'Acme',
          status: 'active',
          liveUntil: null,
          renewable: true,
          plan: 'concert',
          siteUrl: 'http://acme.localhost:3000/',
          deletable: false,
        },
        {
          id: fresh.id,
          title: '',
          status: 'inactive',
          liveUntil: null,
          renewable: false,
          plan: 'no_subscription',
          siteUrl: null,
          deletable: false,
        },
        expect.objectContaining({ id: ownDomain.id, siteUrl: 'http://ideas.shop.com/' }),
        expect.objectContaining({ id: pending.id, siteUrl: 'http://pending.localhost:3000/' }),
      ],
      confirmDeleteId: null,
    });
  });

  it('says until when a visible crowd whose subscription was cancelled stays live (issue 25)', async () => {
    const until = new Date(Date.now() + 10 * DAY_MS).toISOString();
    const cancelled = {
      status: 'inactive',
      plan: 'concert',
      planValidTo: until,
      subscriptionStatus: 'CANCELLED',
    } as const;
    const live = makeCrowd({ ...cancelled, visible: true });
    const hidden = makeCrowd({ ...cancelled, visible: false });
    const over = makeCrowd({ ...cancelled, visible: true, planValidTo: new Date(Date.now() - DAY_MS).toISOString() });
    signIn({ crowds: [live, hidden, over] });

    const outcome = await settle(loadCrowds(getArgs('/crowds')));
    expect(outcome.body).toMatchObject({
      crowds: [
        { id: live.id, status: 'inactive', liveUntil: until },
        { id: hidden.id, liveUntil: null },
        { id: over.id, liveUntil: null },
      ],
    });
  });

  it('is for signed-in visitors of the main site only', async () => {
    const signedOut = await settle(loadCrowds(routeArgs('localhost:3000', '/crowds')));
    expect(signedOut.location).toBe('/login?redirectUrl=%2Fcrowds');

    signIn();
    const onCrowdSite = await settle(loadCrowds(getArgs('/crowds', DEMO)));
    expect(onCrowdSite.location).toBe('/');
  });

  it('creates a crowd, then opens its profile tab with a toast', async () => {
    const crowds: TCrowd[] = [];
    const api = signIn({ crowds });
    const outcome = await settle(crowdsAction(postArgs('/crowds?index', {})));

    expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/crowd' })]);
    const [created] = crowds;
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/crowds/${created?.id}`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'crowd_created' });
  });
});

describe('deleting a crowd on /crowds (issue 24)', () => {
  it('confirms in the page without JavaScript (?delete=id), only for a crowd the user may delete', async () => {
    const deletable = newCrowd({ deletable: true });
    const kept = newCrowd();
    signIn({ crowds: [deletable, kept] });
    const asked = await settle(loadCrowds(getArgs(`/crowds?delete=${deletable.id}`)));
    expect(asked.body).toMatchObject({ confirmDeleteId: deletable.id });
    for (const id of [kept.id, 999999]) {
      const refused = await settle(loadCrowds(getArgs(`/crowds?delete=${id}`)));
      expect(refused.body).toMatchObject({ confirmDeleteId: null });
    }
  });

  it('deletes the crowd, then shows the table with a toast', async () => {
    const crowd = newCrowd({ deletable: true });
    const crowds = [crowd];
    const api = signIn({ crowds });
    const outcome = await settle(
      crowdsAction(postArgs(`/crowds?index&delete=${crowd.id}`, { intent: 'deleteCrowd', crowdId: String(crowd.id) })),
    );
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: `/crowd/${crowd.id}` })]);
    expect(crowds).toEqual([]);
    expect(outcome.location).toBe('/crowds');
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'crowd_deleted' });
  });

  it('shows the refusal of a crowd that had a subscription as a toast, and keeps it', async () => {
    const crowd = newCrowd({ deletable: false });
    const crowds = [crowd];
    signIn({ crowds });
    const outcome = await settle(
      crowdsAction(postArgs('/crowds?index', { intent: 'deleteCrowd', crowdId: String(crowd.id) })),
    );
    expect(crowds).toEqual([crowd]);
    expect(outcome.location).toBe('/crowds');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'crowd_delete_had_subscription',
    });
  });

  it('answers 400 to a delete without a crowd id, and calls nothing', async () => {
    const api = signIn({ crowds: [newCrowd({ deletable: true })] });
    const outcome = await settle(crowdsAction(postArgs('/crowds?index', { intent: 'deleteCrowd', crowdId: 'abc' })));
    expect(outcome.status).toBe(400);
    expect(api.writes()).toEqual([]);
  });
});

describe('/crowds/{crowdId} layout (spec 2)', () => {
  it('sends an unknown crowd, or someone else’s, back to /crowds', async () => {
    const mine = newCrowd();
    const foreign = newCrowd();
    signIn({ crowds: [mine] });

    for (const crowdId of ['999999', String(foreign.id), 'abc']) {
      const outcome = await settle(loadCrowdAdminLayout({ ...getArgs(`/crowds/${crowdId}`), params: { crowdId } }));
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe('/crowds');
    }
  });

  it('loads the crowd with its banners and the address of its preview', async () => {
    const crowd = newCrowd({ subdomain: 'acme' });
    signIn({ crowds: [crowd] });
    const outcome = await settle(
      loadCrowdAdminLayout({ ...getArgs(`/crowds/${crowd.id}`), params: { crowdId: String(crowd.id) } }),
    );
    expect(outcome.body).toMatchObject({
      crowd: { id: crowd.id },
      tabs: ['profile', 'theming', 'categories', 'billing', 'ideaSettings', 'subscription', 'webhooks'],
      banners: [{ kind: 'noSubscription' }, { kind: 'noLogo' }, { kind: 'notVisible' }],
      siteUrl: 'http://acme.localhost:3000/',
    });
  });

  it('counts a trial’s days rounded up, and says “today” on its last day', () => {
    const now = Date.UTC(2030, 0, 10, 12);
    const trial = (msLeft: number) =>
      crowdBanners(
        {
          plan: 'trial',
          planValidTo: new Date(now + msLeft).toISOString(),
          subscriptionStatus: 'ACTIVE',
          featuredImageId: 5,
          visible: true,
        },
        now,
      );
    expect(trial(2.2 * DAY_MS)).toEqual([{ kind: 'trial', daysLeft: 3 }]);
    expect(trial(DAY_MS)).toEqual([{ kind: 'trial', daysLeft: 1 }]);
    expect(trial(5 * 60 * 60 * 1000)).toEqual([{ kind: 'trial', daysLeft: 0 }]);
    const paid = { plan: 'concert', planValidTo: null, featuredImageId: 5, visible: true } as const;
    expect(crowdBanners({ ...paid, subscriptionStatus: 'ACTIVE' }, now)).toEqual([]);
  });

  it('says until when a cancelled subscription keeps the crowd live, and nothing once it ended', () => {
    const now = Date.UTC(2030, 11, 1);
    const crowd = { plan: 'concert', subscriptionStatus: 'CANCELLED', featuredImageId: 5, visible: true } as const;
    const until = new Date(Date.UTC(2030, 11, 27)).toISOString();
    expect(crowdBanners({ ...crowd, planValidTo: until }, now)).toEqual([{ kind: 'cancelled', until }]);
    expect(crowdBanners({ ...crowd, planValidTo: new Date(now - 1).toISOString() }, now)).toEqual([]);
  });

  it('asks for payment while the subscription is past due, and after it deactivated the crowd', () => {
    const crowd = { planValidTo: null, featuredImageId: 5, visible: true } as const;
    expect(crowdBanners({ ...crowd, plan: 'concert', subscriptionStatus: 'PAST_DUE' })).toEqual([
      { kind: 'unpaid', deactivated: false },
    ]);
    expect(crowdBanners({ ...crowd, plan: 'no_subscription', subscriptionStatus: 'DEACTIVATED' })).toEqual([
      { kind: 'unpaid', deactivated: true },
    ]);
  });
});
