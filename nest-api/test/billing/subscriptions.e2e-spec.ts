import {
  PLANS,
  ZCreateSubscriptionResponse,
  ZGetSubscriptionResponse,
  type TCrowdSubscription,
} from '@crowd/contracts';
import { SettableClock } from '../../src/infra/clock/clock';
import { PaymentMethod } from '../../src/modules/subscription/payments/entities/payment-method.entity';
import { authTestApp } from '../support/auth-app';
import { adminWithNewCrowd, crowdRow, noticeTypes, paymentRows, subscriptionRows } from '../support/billing';
import { settleNotifications } from '../support/notifications';

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('subscriptions (GET/POST/DELETE /api/subscription) with the offline provider', () => {
  const clock = new SettableClock(new Date('2027-03-10T09:00:00.000Z'));
  const testApp = authTestApp(() => ({ clock, env: { TRIAL_DAYS: '14' } }));
  const { api } = testApp;

  beforeEach(() => clock.set(new Date('2027-03-10T09:00:00.000Z')));

  const subscribe = (cookie: string, body: Record<string, unknown>) =>
    api().post('/api/subscription').set('Cookie', cookie).send(body);

  /** The plan the admin's crowd list (GET /crowd) shows for the crowd. */
  const planOf = async (cookie: string, crowdId: number): Promise<string | undefined> => {
    const crowds = (await api().get('/api/crowd').set('Cookie', cookie).expect(200)).body as Array<{
      id: number;
      plan: string;
    }>;
    return crowds.find((crowd) => crowd.id === crowdId)?.plan;
  };

  const subscriptionOf = async (cookie: string, crowdId: number): Promise<TCrowdSubscription> =>
    ZGetSubscriptionResponse.parse(
      (await api().get(`/api/subscription/${crowdId}`).set('Cookie', cookie).expect(200)).body,
    );

  it('starts the free trial once: the crowd and the user use it up, TRIAL_DAYS long, no card', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const response = await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 0 }).expect(201);
    const body = ZCreateSubscriptionResponse.parse(response.body);
    expect(body.message).toBe('subscription_created');
    expect(body.user?.trialEligible).toBe(false);
    expect(body.current).toMatchObject({
      name: 'trial',
      tier: 0,
      active: true,
      status: 'ACTIVE',
      paymentProcessorId: null,
      validFrom: seconds('2027-03-10T09:00:00.000Z'),
      validTo: seconds('2027-03-24T09:00:00.000Z'),
      features: PLANS[0].features,
    });
    expect((await crowdRow(testApp.app, admin.crowdId)).trialEligible).toBe(false);

    // A second crowd of the same user: the user's trial is used up.
    const second = await api().post('/api/crowd').set('Cookie', admin.cookie).expect(201);
    const refused = await subscribe(admin.cookie, { crowdId: second.body.crowd.id, requestedTier: 0 }).expect(422);
    expect(refused.body).toEqual({
      errors: [{ param: 'requestedTier', msg: 'validation_subscription_trial_not_eligible' }],
    });
    expect(await subscriptionRows(testApp.app, second.body.crowd.id)).toEqual([]);
  });

  it('refuses the trial to a user who is not eligible, whatever the crowd', async () => {
    const admin = await adminWithNewCrowd(testApp.app, { trialEligible: false });
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 0 }).expect(422);
  });

  it('subscribes to a paid tier with a test payment method: charged now, billed on this day, card saved', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const response = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 2,
      paymentMethodId: 'pm_card_visa',
    }).expect(201);
    const body = ZCreateSubscriptionResponse.parse(response.body);
    expect(body.message).toBe('subscription_created');
    expect(body.current).toMatchObject({
      name: 'concert',
      tier: 2,
      status: 'ACTIVE',
      active: true,
      baseMonthlyPrice: 21900,
      currency: 'EUR',
      validFrom: seconds('2027-03-10T09:00:00.000Z'),
      validTo: seconds('2027-04-10T09:00:00.000Z'),
    });
    expect(body.current?.paymentProcessorId).toMatch(/^sub_off_/);
    expect(body.next).toBeNull();

    const rows = await subscriptionRows(testApp.app, admin.crowdId);
    const payments = await paymentRows(
      testApp.app,
      rows.map((row) => row.id),
    );
    expect(payments).toEqual([expect.objectContaining({ amount: 21900, currency: 'EUR', status: 'SUCCEEDED' })]);

    const cards = await api().get('/api/creditcard').set('Cookie', admin.cookie).expect(200);
    // Attaching Stripe's test id makes a payment method of its own, as Stripe does.
    expect(cards.body).toEqual([
      {
        id: expect.stringMatching(/^pm_off_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: expect.any(Number),
        primary: true,
      },
    ]);

    // The crowd's plan is in force: the admin's crowd list shows it.
    expect(await planOf(admin.cookie, admin.crowdId)).toBe('concert');

    await settleNotifications(testApp.app);
    expect(await noticeTypes(testApp.app, admin.userId)).toContain('crowdSubscriptionActivated');
  });

  it('answers 402 for a declined card and changes nothing: no subscription, no card, no payment', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const response = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 1,
      paymentMethodId: 'pm_card_chargeDeclined',
    }).expect(402);
    expect(response.body).toEqual({ error: 'credit_card_declined' });
    expect(await subscriptionRows(testApp.app, admin.crowdId)).toEqual([]);
    expect(await testApp.dataSource.getRepository(PaymentMethod).countBy({ userId: admin.userId })).toBe(0);
  });

  it('needs a payment method for a paid tier and a known tier', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    const missing = await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 1 }).expect(422);
    expect(missing.body.errors).toEqual([{ param: 'paymentMethodId', msg: 'validation_payment_method_required' }]);
    const badTier = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 7,
      paymentMethodId: 'pm_card_visa',
    }).expect(422);
    expect(badTier.body.errors).toEqual([{ param: 'requestedTier', msg: 'validation_subscription_tier' }]);
    const forged = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 1,
      paymentMethodId: 'pm_off_forged_0123456789abcdef0123456789abcdef',
    }).expect(402);
    expect(forged.body).toEqual({ error: 'credit_card_payment_failed' });
  });

  it('changes the plan from the next billing period, withdraws the change, cancels to the period end and renews', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 2, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );

    const changed = ZCreateSubscriptionResponse.parse(
      (
        await subscribe(admin.cookie, {
          crowdId: admin.crowdId,
          requestedTier: 3,
          paymentMethodId: 'pm_card_visa',
        }).expect(201)
      ).body,
    );
    expect(changed.message).toBe('subscription_change_scheduled');
    expect(changed.current).toMatchObject({ tier: 2, status: 'ACTIVE' });
    expect(changed.next).toMatchObject({
      tier: 3,
      name: 'festival',
      status: 'SCHEDULED',
      active: true,
      validFrom: seconds('2027-04-10T09:00:00.000Z'),
      validTo: seconds('2027-05-10T09:00:00.000Z'),
    });
    // Asking for the current plan again withdraws the change.
    const withdrawn = ZCreateSubscriptionResponse.parse(
      (
        await subscribe(admin.cookie, {
          crowdId: admin.crowdId,
          requestedTier: 2,
          paymentMethodId: 'pm_card_visa',
        }).expect(201)
      ).body,
    );
    expect(withdrawn.next).toBeNull();
    const same = await subscribe(admin.cookie, {
      crowdId: admin.crowdId,
      requestedTier: 2,
      paymentMethodId: 'pm_card_visa',
    }).expect(422);
    expect(same.body.errors).toEqual([{ param: 'requestedTier', msg: 'validation_subscription_same_tier' }]);

    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 3, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    const cancelled = await api().delete(`/api/subscription/${admin.crowdId}`).set('Cookie', admin.cookie).expect(200);
    expect(cancelled.body).toMatchObject({
      message: 'subscription_cancelled',
      current: { tier: 2, status: 'CANCELLED', active: false, validTo: seconds('2027-04-10T09:00:00.000Z') },
      next: null,
    });
    // Paid to the period end: the plan's features still hold.
    expect(await planOf(admin.cookie, admin.crowdId)).toBe('concert');
    await api().delete(`/api/subscription/${admin.crowdId}`).set('Cookie', admin.cookie).expect(422);

    const renewed = ZCreateSubscriptionResponse.parse(
      (
        await subscribe(admin.cookie, {
          crowdId: admin.crowdId,
          requestedTier: 2,
          paymentMethodId: 'pm_card_visa',
        }).expect(201)
      ).body,
    );
    expect(renewed.message).toBe('subscription_renewed');
    expect(renewed.current).toMatchObject({ tier: 2, status: 'ACTIVE', active: true });
    // Renewing resumes the paid period; nothing was charged again.
    const rows = await subscriptionRows(testApp.app, admin.crowdId);
    expect(
      await paymentRows(
        testApp.app,
        rows.map((row) => row.id),
      ),
    ).toHaveLength(1);

    await settleNotifications(testApp.app);
    expect(await noticeTypes(testApp.app, admin.userId)).toEqual(
      expect.arrayContaining([
        'crowdSubscriptionActivated',
        'crowdSubscriptionUpgraded',
        'crowdSubscriptionCancelled',
        'crowdSubscriptionRenewed',
      ]),
    );
  });

  it('moves a trial to a paid plan at once', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 0 }).expect(201);
    clock.advance(3 * DAY_MS);
    const body = ZCreateSubscriptionResponse.parse(
      (
        await subscribe(admin.cookie, {
          crowdId: admin.crowdId,
          requestedTier: 1,
          paymentMethodId: 'pm_card_visa',
        }).expect(201)
      ).body,
    );
    expect(body.message).toBe('subscription_created');
    expect(body.current).toMatchObject({ tier: 1, validFrom: seconds('2027-03-13T09:00:00.000Z') });
    const statuses = (await subscriptionRows(testApp.app, admin.crowdId)).map((row) => [row.tier, row.status]);
    expect(statuses).toEqual([
      [0, 'ENDED'],
      [1, 'ACTIVE'],
    ]);
  });

  it('lists the subscriptions of every crowd the user administers', async () => {
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    const list = await api().get('/api/subscription').set('Cookie', admin.cookie).expect(200);
    expect(Object.keys(list.body)).toEqual([String(admin.crowdId)]);
    expect(list.body[String(admin.crowdId)].current.tier).toBe(1);
    expect((await subscriptionOf(admin.cookie, admin.crowdId)).current?.tier).toBe(1);
  });
});
