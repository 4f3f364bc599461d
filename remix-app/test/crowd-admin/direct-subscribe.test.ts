import type { TUser } from '@crowd/contracts';
import {
  directSubscribeAction,
  loadDirectSubscribe,
} from '~/features/crowd-admin/subscription/direct-subscribe.server';
import { makeCreditCard } from '../mocks/account';
import { crowdAdminApi } from '../mocks/crowd-admin';
import { makeUser } from '../mocks/factories';
import { CARDS, paymentsApi } from '../mocks/payments';
import { server, setupMockApi } from '../mocks/server';
import { DEMO, flashedToast, getArgs, postArgs, routeArgs, settle } from '../route-args';

setupMockApi();

/** The API's writes in the order they were made, whichever mock answered them. */
let requests: string[] = [];
beforeAll(() =>
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET')
      requests.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
  }),
);
beforeEach(() => {
  requests = [];
});

function signIn({ user, cards = [] }: { user?: TUser; cards?: ReturnType<typeof makeCreditCard>[] } = {}) {
  const admin = crowdAdminApi({ crowds: [], user });
  const payments = paymentsApi({ cards });
  server.use(...admin.handlers, ...payments.handlers);
  return { payments, writes: () => requests };
}

const NEW_CARD = { card: 'new', name: 'Ada King', number: CARDS.ok, expMonth: '12', expYear: '2040', cvc: '123' };

describe('the direct subscribe page /subscription?tier (spec 2, 4)', () => {
  it.each(['', '?tier=4', '?tier=one', '?tier=-1', '?tier=1.5'])('sends /subscription%s to /crowds', async (query) => {
    signIn();
    const outcome = await settle(loadDirectSubscribe(getArgs(`/subscription${query}`)));
    expect(outcome.location).toBe('/crowds');
  });

  it('sends a signed-out visitor to sign in first, and back here afterwards', async () => {
    const outcome = await settle(loadDirectSubscribe(routeArgs('localhost:3000', '/subscription?tier=2')));
    expect(outcome.location).toBe(`/login?redirectUrl=${encodeURIComponent('/subscription?tier=2')}`);
  });

  it('is a page of the main site only', async () => {
    const outcome = await settle(loadDirectSubscribe(getArgs('/subscription?tier=2', DEMO)));
    expect(outcome.location).toBe('/');
  });

  it('preselects the query’s tier, the trial only for a trial-eligible user (else party)', async () => {
    signIn({ user: makeUser({ trialEligible: true }), cards: [makeCreditCard({ primary: true })] });
    const eligible = await settle(loadDirectSubscribe(getArgs('/subscription?tier=0')));
    expect(eligible.body).toMatchObject({ tier: 0, tiers: [0, 1, 2, 3], setup: { kind: 'offline' }, cards: [{}] });

    signIn({ user: makeUser({ trialEligible: false }) });
    const used = await settle(loadDirectSubscribe(getArgs('/subscription?tier=0')));
    expect(used.body).toMatchObject({ tier: 1, tiers: [1, 2, 3] });
    const concert = await settle(loadDirectSubscribe(getArgs('/subscription?tier=2')));
    expect(concert.body).toMatchObject({ tier: 2 });
  });

  it('makes the crowd and its subscription in one API step, then goes to the crowd with the toast', async () => {
    const { payments, writes } = signIn();
    const outcome = await settle(
      directSubscribeAction(postArgs('/subscription?tier=2', { requestedTier: '2', ...NEW_CARD, script: '1' })),
    );
    expect(writes()).toEqual(['POST /payments/offline/paymentMethods', 'POST /subscription/newCrowd']);
    const [crowdId] = Object.keys(payments.subscriptions).map(Number);
    expect(payments.calls.at(-1)?.body).toEqual({ requestedTier: 2, paymentMethodId: expect.stringMatching(/^pm_/) });
    expect(outcome.location).toBe(`/crowds/${crowdId}`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'subscription_created' });
  });

  it('creates no crowd while the card form is wrong', async () => {
    const { writes } = signIn();
    const outcome = await settle(
      directSubscribeAction(postArgs('/subscription?tier=2', { requestedTier: '2', ...NEW_CARD, number: '1234' })),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ fieldErrors: { number: 'credit_card_incorrect_number' } });
    expect(writes()).toEqual([]);
  });

  it('says a refused card failed and asks the API for one new crowd again on the retry', async () => {
    const { payments, writes } = signIn();
    const refused = await settle(
      directSubscribeAction(
        postArgs('/subscription?tier=1', { requestedTier: '1', ...NEW_CARD, number: CARDS.declined, script: '1' }),
      ),
    );
    expect(refused.body).toMatchObject({ fieldErrors: { card: 'credit_card_payment_failed' } });
    expect(refused.body).not.toHaveProperty('crowdId');
    await expect(flashedToast(refused)).resolves.toMatchObject({ type: 'ERROR', message: 'credit_card_error' });

    const retried = await settle(
      directSubscribeAction(postArgs('/subscription?tier=1', { requestedTier: '1', ...NEW_CARD, script: '1' })),
    );
    expect(writes().filter((call) => call.startsWith('POST /crowd'))).toEqual([]);
    const [crowdId] = Object.keys(payments.subscriptions).map(Number);
    expect(retried.location).toBe(`/crowds/${crowdId}`);
  });
});
