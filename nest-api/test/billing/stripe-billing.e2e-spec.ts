import { ZCreateSubscriptionResponse } from '@crowd/contracts';
import { DataSource } from 'typeorm';
import { SettableClock } from '../../src/infra/clock/clock';
import { ChargeIntent } from '../../src/modules/subscription/billing/entities/charge-intent.entity';
import { SubscriptionRepository } from '../../src/modules/subscription/subscription/subscription.repository';
import { authTestApp, signIn } from '../support/auth-app';
import {
  adminWithNewCrowd,
  crowdRow,
  noticeTypes,
  paymentRows,
  runSubscriptionSweep,
  subscriptionRows,
} from '../support/billing';
import { settleNotifications } from '../support/notifications';
import { startStripeStandIn, type SignedWebhook, type StripeStandIn } from '../support/stripe-stand-in';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('subscriptions with Stripe (the real SDK against the local stand-in, signed webhooks)', () => {
  let stripe: StripeStandIn;
  const clock = new SettableClock();
  beforeAll(async () => {
    stripe = await startStripeStandIn({ mintAttachedIds: true });
  });
  afterAll(async () => {
    await stripe.close();
  });
  const testApp = authTestApp(() => ({
    clock,
    env: { ...stripe.env(), STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in', PAST_DUE_GRACE_DAYS: '7' },
  }));
  const { api } = testApp;

  beforeEach(() => clock.set(new Date()));

  const subscribe = (cookie: string, body: Record<string, unknown>) =>
    api().post('/api/subscription').set('Cookie', cookie).send(body);

  const post = (webhook: SignedWebhook) =>
    api()
      .post('/api/payments/webhook')
      .set('Stripe-Signature', webhook.signature)
      .set('Content-Type', 'application/json')
      .send(webhook.body);

  const liveRow = async (crowdId: number) =>
    (await subscriptionRows(testApp.app, crowdId)).find((row) => !['ENDED', 'SCHEDULED'].includes(row.status));

  it('tells the browser to use Stripe Elements and keeps card numbers away', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const config = await api().get('/api/payments/config').set('Cookie', admin.cookie).expect(200);
    expect(config.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_stand_in', trialDays: 14 });
    await api()
      .post('/api/payments/offline/paymentMethods')
      .set('Cookie', admin.cookie)
      .send({ number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada' })
      .expect(404);
    expect(stripe.requests.some((request) => request.raw.includes('4242424242424242'))).toBe(false);
  });

  it('subscribes through a Stripe subscription and renews from its signed webhook, once however often it comes', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const created = ZCreateSubscriptionResponse.parse(
      (
        await subscribe(admin.cookie, {
          crowdId: admin.crowdId,
          requestedTier: 1,
          paymentMethodId: 'pm_card_visa',
        }).expect(201)
      ).body,
    );
    const processorId = created.current?.paymentProcessorId ?? '';
    expect(stripe.subscriptions.get(processorId)).toMatchObject({
      status: 'active',
      price: { unit_amount: 9900, currency: 'eur' },
    });
    const before = await liveRow(admin.crowdId);

    const renewal = stripe.renew(processorId);
    await post(renewal).expect(200, { received: true });
    const renewed = await liveRow(admin.crowdId);
    expect(renewed?.validTo?.getTime()).toBe((stripe.subscriptions.get(processorId)?.periodEnd ?? 0) * 1000);
    expect(renewed?.validTo?.getTime()).toBeGreaterThan(before?.validTo?.getTime() ?? Infinity);
    const payments = await paymentRows(testApp.app, [renewed?.id ?? 0]);

    // The same event again (Stripe retries until it hears 200): nothing changes.
    await post(renewal).expect(200, { received: true });
    await post(renewal).expect(200, { received: true });
    expect((await liveRow(admin.crowdId))?.validTo).toEqual(renewed?.validTo);
    expect(await paymentRows(testApp.app, [renewed?.id ?? 0])).toHaveLength(payments.length);
    await settleNotifications(testApp.app);
    expect(
      (await noticeTypes(testApp.app, admin.userId)).filter((type) => type === 'crowdSubscriptionRenewed'),
    ).toHaveLength(1);
  });

  /** Saves a Stripe test card as the cards page does; answers its id, which the subscribe form sends. */
  const saveCard = async (cookie: string, testId: string): Promise<string> => {
    const saved = await api()
      .post('/api/creditcard')
      .set('Cookie', cookie)
      .send({ paymentMethodId: testId })
      .expect(201);
    return (saved.body.cards as Array<{ id: string }>)[0]?.id ?? '';
  };

  it('charges once when the commit fails after Stripe charged: the retry uses the same key', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const paymentMethodId = await saveCard(admin.cookie, 'pm_card_visa');
    const request = { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId };
    const known = new Set(stripe.subscriptions.keys());
    const creates = () =>
      stripe.requests.filter((sent) => sent.method === 'POST' && sent.path === '/v1/subscriptions').slice(-2);
    const intents = () => testApp.app.get(DataSource).getRepository(ChargeIntent).findBy({ crowdId: admin.crowdId });

    // The provider has charged; recording it fails, and the transaction rolls back.
    const insertPayment = jest.spyOn(testApp.app.get(SubscriptionRepository), 'insertPayment');
    insertPayment.mockRejectedValueOnce(new Error('connection lost before the commit'));
    await subscribe(admin.cookie, request).expect(500);
    insertPayment.mockRestore();
    expect(await subscriptionRows(testApp.app, admin.crowdId)).toEqual([]);
    expect(await intents()).toMatchObject([{ tier: 1, status: 'OPEN' }]);

    await subscribe(admin.cookie, request).expect(201);
    const [first, retry] = creates();
    expect(retry?.idempotencyKey).toEqual(expect.any(String));
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    const made = [...stripe.subscriptions.keys()].filter((id) => !known.has(id));
    expect(made).toHaveLength(1);
    const rows = await subscriptionRows(testApp.app, admin.crowdId);
    expect(rows).toMatchObject([{ status: 'ACTIVE', tier: 1, paymentProcessorId: made[0] }]);
    expect(await paymentRows(testApp.app, [rows[0]?.id ?? 0])).toMatchObject([{ status: 'SUCCEEDED' }]);
    expect(await intents()).toMatchObject([{ status: 'DONE' }]);
  });

  it('tries a declined card again under a new key, so Stripe does not replay the refusal', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const paymentMethodId = await saveCard(admin.cookie, 'pm_card_chargeCustomerFail');
    const request = { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId };
    // The same card twice: only the attempt tells the two keys apart.
    await subscribe(admin.cookie, request).expect(402);
    await subscribe(admin.cookie, request).expect(402);
    const keys = stripe.requests
      .filter((sent) => sent.method === 'POST' && sent.path === '/v1/subscriptions')
      .slice(-2)
      .map((sent) => sent.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    const intents = await testApp.app.get(DataSource).getRepository(ChargeIntent).findBy({ crowdId: admin.crowdId });
    expect(intents.map((intent) => intent.status)).toEqual(['DECLINED', 'DECLINED']);
  });

  it('refuses a webhook whose signature does not verify, and changes nothing', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const created = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 1,
      paymentMethodId: 'pm_card_visa',
    }).expect(201);
    const processorId = created.body.current.paymentProcessorId as string;
    const before = await liveRow(admin.crowdId);
    const forged = stripe.invoicePaidEvent(processorId, {
      secret: 'whsec_wrong',
      periodEnd: new Date(Date.now() + 90 * DAY_MS),
    });
    await post(forged).expect(400);
    const genuine = stripe.invoicePaidEvent(processorId, { periodEnd: new Date(Date.now() + 90 * DAY_MS) });
    await post({ ...genuine, body: genuine.body.replace('"amount_paid":9900', '"amount_paid":1') }).expect(400);
    await api().post('/api/payments/webhook').send(genuine.body).expect(400);
    expect((await liveRow(admin.crowdId))?.validTo).toEqual(before?.validTo);
  });

  it('waits for 3-D Secure: incomplete until the browser confirms, then active', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const created = ZCreateSubscriptionResponse.parse(
      (
        await subscribe(admin.cookie, {
          crowdId: admin.crowdId,
          requestedTier: 2,
          paymentMethodId: 'pm_card_threeDSecure2Required',
        }).expect(201)
      ).body,
    );
    expect(created.paymentAction).toEqual({ type: 'confirmCardPayment', clientSecret: expect.any(String) });
    expect(created.current).toMatchObject({ status: 'INCOMPLETE', active: false });
    const crowds = await api().get('/api/crowd').set('Cookie', admin.cookie).expect(200);
    expect(crowds.body.find((crowd: { id: number }) => crowd.id === admin.crowdId).plan).toBe('no_subscription');

    const processorId = created.current?.paymentProcessorId ?? '';
    const invoiceId = stripe.subscriptions.get(processorId)?.latestInvoice ?? '';
    await post(stripe.completeAuthentication(invoiceId)).expect(200);
    expect((await liveRow(admin.crowdId))?.status).toBe('ACTIVE');
    await settleNotifications(testApp.app);
    expect(await noticeTypes(testApp.app, admin.userId)).toContain('crowdSubscriptionActivated');
  });

  it('follows a failed renewal: past due, deactivated after the grace period, reactivated by a later payment', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const created = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 2,
      paymentMethodId: 'pm_card_visa',
    }).expect(201);
    const processorId = created.body.current.paymentProcessorId as string;

    await post(stripe.invoiceFailedEvent(processorId, { code: 'card_declined' })).expect(200);
    expect((await liveRow(admin.crowdId))?.status).toBe('PAST_DUE');

    clock.advance(8 * DAY_MS);
    await runSubscriptionSweep(testApp.app);
    expect((await liveRow(admin.crowdId))?.status).toBe('DEACTIVATED');
    expect((await crowdRow(testApp.app, admin.crowdId)).active).toBe(false);

    await post(stripe.invoicePaidEvent(processorId, { periodEnd: new Date(clock.nowMs() + 30 * DAY_MS) })).expect(200);
    expect((await liveRow(admin.crowdId))?.status).toBe('ACTIVE');
    expect((await crowdRow(testApp.app, admin.crowdId)).active).toBe(true);
    await settleNotifications(testApp.app);
    expect(await noticeTypes(testApp.app, admin.userId)).toEqual(
      expect.arrayContaining([
        'crowdSubscriptionPastDue',
        'crowdSubscriptionPastDueTemporarilyDeactivated',
        'crowdSubscriptionReactivated',
      ]),
    );
  });

  it('cancels at the period end at Stripe, and ends when Stripe says it ended', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const created = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 3,
      paymentMethodId: 'pm_card_visa',
    }).expect(201);
    const processorId = created.body.current.paymentProcessorId as string;
    await api().delete(`/api/subscription/${admin.crowdId}`).set('Cookie', admin.cookie).expect(200);
    expect(stripe.subscriptions.get(processorId)?.cancelAtPeriodEnd).toBe(true);

    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 3, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    expect(stripe.subscriptions.get(processorId)?.cancelAtPeriodEnd).toBe(false);

    const cookie = await signIn(testApp.app, admin.email);
    await post(stripe.subscriptionDeletedEvent(processorId)).expect(200);
    expect((await subscriptionRows(testApp.app, admin.crowdId)).map((row) => row.status)).toEqual(['ENDED']);
    const view = await api().get(`/api/subscription/${admin.crowdId}`).set('Cookie', cookie).expect(200);
    expect(view.body).toEqual({ current: null, next: null });
  });

  it('schedules a plan change at Stripe without proration', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const created = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 1,
      paymentMethodId: 'pm_card_visa',
    }).expect(201);
    const processorId = created.body.current.paymentProcessorId as string;
    const changed = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 2,
      paymentMethodId: 'pm_card_visa',
    }).expect(201);
    expect(changed.body).toMatchObject({
      message: 'subscription_change_scheduled',
      current: { tier: 1 },
      next: { tier: 2 },
    });
    const update = stripe.requests
      .filter((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${processorId}`)
      .at(-1);
    expect(update?.params).toMatchObject({ proration_behavior: 'none' });
    expect(stripe.subscriptions.get(processorId)?.price.unit_amount).toBe(21900);

    // Stripe's next invoice is at the new price: the scheduled plan takes over.
    await post(stripe.renew(processorId)).expect(200);
    const rows = await subscriptionRows(testApp.app, admin.crowdId);
    expect(rows.map((row) => [row.tier, row.status])).toEqual([
      [1, 'ENDED'],
      [2, 'ACTIVE'],
    ]);
  });
});
