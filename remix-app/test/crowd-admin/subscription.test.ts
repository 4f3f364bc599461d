import type { TCrowd, TCrowdSubscription, TUser } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { visibleTabs } from '~/features/crowd-admin/crowd-tabs';
import { loadSubscriptionTab, subscriptionAction } from '~/features/crowd-admin/subscription/subscription.server';
import { mockApi } from '../mocks/api';
import { crowdAdminApi } from '../mocks/crowd-admin';
import { makeCrowd } from '../mocks/crowd-admin-factories';
import { makeUser } from '../mocks/factories';
import { CARDS, makeSubscription, paymentsApi, type PaymentsApiOptions } from '../mocks/payments';
import { makeCreditCard } from '../mocks/account';
import { server, setupMockApi } from '../mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../route-args';

setupMockApi();

function signIn(crowd: TCrowd, options: PaymentsApiOptions & { user?: TUser } = {}) {
  const admin = crowdAdminApi({ crowds: [crowd], user: options.user });
  const payments = paymentsApi(options);
  server.use(...admin.handlers, ...payments.handlers);
  const writes = () => payments.calls.filter((call) => call.method !== 'GET');
  return { ...payments, writes };
}

const tab = (crowd: TCrowd, query = '') => `/crowds/${crowd.id}/subscription${query}`;
const load = (crowd: TCrowd, query = '') =>
  settle(loadSubscriptionTab({ ...getArgs(tab(crowd, query)), params: { crowdId: String(crowd.id) } }));
const post = (crowd: TCrowd, form: Record<string, string>, query = '') =>
  settle(subscriptionAction({ ...postArgs(tab(crowd, query), form), params: { crowdId: String(crowd.id) } }));

const NEW_CARD = { card: 'new', name: 'Ada King', number: CARDS.ok, expMonth: '12', expYear: '2040', cvc: '123' };
const active = (tier: 1 | 2 | 3 = 2): TCrowdSubscription => ({ current: makeSubscription(tier), next: null });

describe('the subscription tab (spec 2, 4, 6)', () => {
  it('is a tab of the crowd admin only, between idea settings and users', () => {
    expect(visibleTabs(makeCrowd())).toEqual([
      'profile',
      'theming',
      'categories',
      'billing',
      'ideaSettings',
      'subscription',
      'users',
      'webhooks',
    ]);
    expect(visibleTabs(makeCrowd({ role: 'CROWD_MANAGER' }))).not.toContain('subscription');
    expect(visibleTabs(makeCrowd({ role: 'CROWD_MANAGER' }))).not.toContain('webhooks');
  });

  it('sends a manager back to the crowd, and takes no post from them', async () => {
    const crowd = makeCrowd({ role: 'CROWD_MANAGER' });
    const api = signIn(crowd, { subscriptions: { [crowd.id]: active() } });
    expect((await load(crowd)).location).toBe(`/crowds/${crowd.id}`);
    expect((await post(crowd, { intent: 'cancel' })).location).toBe(`/crowds/${crowd.id}`);
    expect(api.calls).toEqual([]);
  });

  it('shows the current plan and offers the other tiers, the trial only when crowd and user are both eligible', async () => {
    const eligible = makeCrowd({ trialEligible: true });
    signIn(eligible, { user: makeUser({ trialEligible: true }) });
    expect((await load(eligible)).body).toMatchObject({ state: 'none', offered: [0, 1, 2, 3], flow: { step: 'pick' } });

    const userUsedIt = makeCrowd({ trialEligible: true });
    signIn(userUsedIt, { user: makeUser({ trialEligible: false }) });
    expect((await load(userUsedIt)).body).toMatchObject({ offered: [1, 2, 3] });

    const crowdUsedIt = makeCrowd({ trialEligible: false });
    signIn(crowdUsedIt, { user: makeUser({ trialEligible: true }), subscriptions: { [crowdUsedIt.id]: active(2) } });
    expect((await load(crowdUsedIt)).body).toMatchObject({ state: 'active', offered: [1, 3], flow: null });
  });

  it('opens the change flow from the address: the picker, then the payment step with the saved cards', async () => {
    const crowd = makeCrowd();
    const primary = makeCreditCard({ primary: true });
    signIn(crowd, { subscriptions: { [crowd.id]: active(2) }, cards: [makeCreditCard(), primary] });
    expect((await load(crowd, '?change=1')).body).toMatchObject({ flow: { step: 'pick' }, cards: [] });
    const pay = await load(crowd, '?change=1&tier=3');
    expect(pay.body).toMatchObject({
      flow: { step: 'pay', tier: 3 },
      setup: { kind: 'offline', trialDays: 14 },
      cards: [{ id: primary.id }, expect.anything()],
    });
    // The current tier is not offered, so it cannot be paid for again.
    expect((await load(crowd, '?change=1&tier=2')).body).toMatchObject({ flow: { step: 'pick' } });
  });

  it('changes the plan with a saved card: the next period starts the new plan', async () => {
    const crowd = makeCrowd();
    const card = makeCreditCard({ primary: true });
    const api = signIn(crowd, { subscriptions: { [crowd.id]: active(2) }, cards: [card] });
    const outcome = await post(crowd, { intent: 'subscribe', requestedTier: '3', card: card.id }, '?change=1&tier=3');

    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/subscription',
        body: { crowdId: crowd.id, requestedTier: 3, paymentMethodId: card.id },
      }),
    ]);
    expect(outcome.location).toBe(tab(crowd));
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'subscription_change_scheduled',
    });
  });

  it('pays with a new card: the card becomes a payment method first', async () => {
    const crowd = makeCrowd({ plan: 'no_subscription', features: null });
    const api = signIn(crowd);
    const outcome = await post(crowd, { intent: 'subscribe', requestedTier: '1', ...NEW_CARD }, '?tier=1');

    const [method, subscription] = api.writes();
    expect(method).toMatchObject({
      path: '/payments/offline/paymentMethods',
      body: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada King' },
    });
    expect(subscription).toMatchObject({
      path: '/subscription',
      body: { crowdId: crowd.id, requestedTier: 1, paymentMethodId: expect.stringMatching(/^pm_/) },
    });
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'subscription_created' });
  });

  it('starts the trial without a card', async () => {
    const crowd = makeCrowd({ trialEligible: true, plan: 'no_subscription', features: null });
    const api = signIn(crowd);
    const outcome = await post(crowd, { intent: 'subscribe', requestedTier: '0' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /subscription']);
    expect(api.writes()[0]?.body).toEqual({ crowdId: crowd.id, requestedTier: 0 });
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'subscription_created' });
  });

  it('keeps the form on a refused card (402): credit_card_payment_failed on it, the credit_card_error toast, nothing changed', async () => {
    const crowd = makeCrowd();
    const api = signIn(crowd, { subscriptions: { [crowd.id]: active(1) } });
    const outcome = await post(
      crowd,
      { intent: 'subscribe', requestedTier: '2', ...NEW_CARD, number: CARDS.declined, script: '1' },
      '?change=1&tier=2',
    );

    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ fieldErrors: { card: 'credit_card_payment_failed' } });
    // The card number and its code are never sent back.
    expect(outcome.body).toMatchObject({ repopulateFields: { name: 'Ada King', requestedTier: '2' } });
    expect(JSON.stringify(outcome.body)).not.toMatch(/4000|123/);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'credit_card_error' });
    expect(api.subscriptions[crowd.id]?.current?.tier).toBe(1);
    expect(api.subscriptions[crowd.id]?.next).toBeNull();
  });

  it('answers the page itself (422) to a refused card without JavaScript', async () => {
    const crowd = makeCrowd();
    signIn(crowd, { subscriptions: { [crowd.id]: active(1) } });
    const outcome = await post(crowd, { intent: 'subscribe', requestedTier: '2', ...NEW_CARD, number: CARDS.declined });
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ fieldErrors: { card: 'credit_card_payment_failed' } });
  });

  it('checks the card before sending it, and shows the offline provider’s 422s under the card’s fields', async () => {
    const crowd = makeCrowd();
    const api = signIn(crowd, { subscriptions: { [crowd.id]: active(1) } });
    const local = await post(crowd, {
      intent: 'subscribe',
      requestedTier: '2',
      ...NEW_CARD,
      number: '4242 4242',
      cvc: '',
    });
    expect(local.status).toBe(422);
    expect(local.body).toMatchObject({
      fieldErrors: { number: 'credit_card_incorrect_number', cvc: 'credit_card_incorrect_cvc' },
    });
    expect(api.writes()).toEqual([]);

    server.use(
      mockApi('createOfflinePaymentMethod', () =>
        HttpResponse.json(
          { errors: [{ param: 'expYear' as const, msg: 'credit_card_expired' as const }] },
          { status: 422 },
        ),
      ),
    );
    const remote = await post(crowd, { intent: 'subscribe', requestedTier: '2', ...NEW_CARD });
    expect(remote.status).toBe(422);
    expect(remote.body).toMatchObject({ fieldErrors: { expYear: 'credit_card_expired' } });
  });

  it('cancels with DELETE /subscription/{crowdId}', async () => {
    const crowd = makeCrowd();
    const api = signIn(crowd, { subscriptions: { [crowd.id]: active(2) } });
    expect((await load(crowd, '?cancel=1')).body).toMatchObject({ confirmCancel: true });

    const outcome = await post(crowd, { intent: 'cancel' }, '?cancel=1');
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: `/subscription/${crowd.id}` })]);
    expect(outcome.location).toBe(tab(crowd));
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'subscription_cancelled' });
  });

  it('renews a cancelled plan (and pays a past-due one) for the same tier', async () => {
    const crowd = makeCrowd();
    const card = makeCreditCard({ primary: true });
    const cancelled = { current: makeSubscription(2, { status: 'CANCELLED' }), next: null };
    const api = signIn(crowd, { subscriptions: { [crowd.id]: cancelled }, cards: [card] });
    expect((await load(crowd)).body).toMatchObject({ state: 'cancelled', flow: null });
    expect((await load(crowd, '?renew=1')).body).toMatchObject({ flow: { step: 'pay', tier: 2 } });

    const outcome = await post(crowd, { intent: 'subscribe', requestedTier: '2', card: card.id }, '?renew=1');
    expect(api.writes()[0]?.body).toEqual({ crowdId: crowd.id, requestedTier: 2, paymentMethodId: card.id });
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'subscription_renewed' });

    const pastDue = makeCrowd();
    signIn(pastDue, {
      subscriptions: { [pastDue.id]: { current: makeSubscription(1, { status: 'PAST_DUE' }), next: null } },
    });
    expect((await load(pastDue, '?renew=1')).body).toMatchObject({ state: 'unpaid', flow: { step: 'pay', tier: 1 } });
  });

  it('hands a 3-D Secure challenge to the browser', async () => {
    const crowd = makeCrowd();
    const card = makeCreditCard({ primary: true });
    signIn(crowd, { cards: [card], paymentAction: true });
    const outcome = await post(crowd, { intent: 'subscribe', requestedTier: '1', card: card.id });
    expect(outcome.body).toEqual({
      paymentAction: { type: 'confirmCardPayment', clientSecret: 'pi_secret' },
      done: tab(crowd),
    });
  });
});
