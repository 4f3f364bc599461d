import { SettableClock } from '../../src/infra/clock/clock';
import { SubscriptionRenewalService } from '../../src/modules/subscription/billing/subscription-renewal.service';
import { PaymentProvider } from '../../src/modules/subscription/payments/payment-provider';
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

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('renewals and dunning on the subscription queue (offline provider, moved clock)', () => {
  const clock = new SettableClock(at('2027-01-31T10:00:00.000Z'));
  const testApp = authTestApp(() => ({ clock, env: { PAST_DUE_GRACE_DAYS: '7' } }));
  const { api } = testApp;

  const subscribe = (cookie: string, body: Record<string, unknown>) =>
    api().post('/api/subscription').set('Cookie', cookie).send(body);

  /**
   * The card the subscription was paid with goes; the primary card left fails every charge.
   * Answers that card's id.
   */
  const leaveOnlyFailingCard = async (cookie: string): Promise<string | undefined> => {
    const saved = await api()
      .post('/api/creditcard')
      .set('Cookie', cookie)
      .send({ paymentMethodId: 'pm_card_chargeCustomerFail', makeDefault: true })
      .expect(201);
    const cards = saved.body.cards as Array<{ id: string; last4: string }>;
    const visa = cards.find((card) => card.last4 === '4242');
    await api().delete(`/api/creditcard/${visa?.id}`).set('Cookie', cookie).expect(200);
    return cards.find((card) => card.last4 === '0341')?.id;
  };

  /** The crowd's live subscription row (not ended, not scheduled). */
  const liveRow = async (crowdId: number) =>
    (await subscriptionRows(testApp.app, crowdId)).find((row) => !['ENDED', 'SCHEDULED'].includes(row.status));

  it('bills a subscription of the 31st on 28 February, 31 March and 30 April, once per period', async () => {
    clock.set(at('2027-01-31T10:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    expect((await liveRow(admin.crowdId))?.validTo).toEqual(at('2027-02-28T10:00:00.000Z'));

    // Not due yet: nothing happens.
    clock.set(at('2027-02-28T09:59:59.000Z'));
    await runSubscriptionSweep(testApp.app);
    expect((await liveRow(admin.crowdId))?.validTo).toEqual(at('2027-02-28T10:00:00.000Z'));

    for (const [now, end] of [
      ['2027-02-28T10:00:00.000Z', '2027-03-31T10:00:00.000Z'],
      ['2027-03-31T11:00:00.000Z', '2027-04-30T10:00:00.000Z'],
      ['2027-04-30T10:30:00.000Z', '2027-05-31T10:00:00.000Z'],
    ] as const) {
      clock.set(at(now));
      await runSubscriptionSweep(testApp.app);
      // A sweep that runs again (another process, a retry) charges nothing more.
      await runSubscriptionSweep(testApp.app);
      expect((await liveRow(admin.crowdId))?.validTo).toEqual(at(end));
    }
    const rows = await subscriptionRows(testApp.app, admin.crowdId);
    const payments = await paymentRows(
      testApp.app,
      rows.map((row) => row.id),
    );
    expect(payments.map((payment) => [payment.amount, payment.status])).toEqual([
      [9900, 'SUCCEEDED'],
      [9900, 'SUCCEEDED'],
      [9900, 'SUCCEEDED'],
      [9900, 'SUCCEEDED'],
    ]);
    expect(
      (await noticeTypes(testApp.app, admin.userId)).filter((type) => type === 'crowdSubscriptionRenewed'),
    ).toHaveLength(3);
  });

  it('charges a renewal job once when it runs twice', async () => {
    clock.set(at('2027-01-30T08:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 2, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    const row = await liveRow(admin.crowdId);
    if (!row?.validTo) throw new Error('no live subscription');
    expect(row.validTo).toEqual(at('2027-02-28T08:00:00.000Z'));
    clock.set(at('2027-02-28T08:00:00.000Z'));
    const renewals = testApp.app.get(SubscriptionRenewalService);
    const job = { subscriptionId: row.id, periodEnd: row.validTo.getTime() };
    await Promise.all([renewals.renew(job), renewals.renew(job).catch(() => undefined)]);
    await renewals.renew(job);
    expect((await liveRow(admin.crowdId))?.validTo).toEqual(at('2027-03-30T08:00:00.000Z'));
    expect(await paymentRows(testApp.app, [row.id])).toHaveLength(2);
  });

  /** The next `insertPayment` fails as a lost connection would: the provider has charged, the transaction rolls back. */
  const failNextCommit = () => {
    const insertPayment = jest.spyOn(testApp.app.get(SubscriptionRepository), 'insertPayment');
    insertPayment.mockRejectedValueOnce(new Error('connection lost before the commit'));
    return insertPayment;
  };

  it('charges a renewal once when its commit fails after the charge and the job runs again', async () => {
    clock.set(at('2027-06-10T08:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    const row = await liveRow(admin.crowdId);
    if (!row?.validTo) throw new Error('no live subscription');
    clock.set(row.validTo);
    const renewals = testApp.app.get(SubscriptionRenewalService);
    const job = { subscriptionId: row.id, periodEnd: row.validTo.getTime() };
    const charges = jest.spyOn(testApp.app.get(PaymentProvider), 'chargeRenewal');
    const insertPayment = failNextCommit();
    await expect(renewals.renew(job)).rejects.toThrow('connection lost');
    insertPayment.mockRestore();
    expect((await liveRow(admin.crowdId))?.validTo).toEqual(row.validTo);

    await renewals.renew(job);
    const keys = charges.mock.calls.map(([input]) => input.idempotencyKey);
    const outcomes = await Promise.all(charges.mock.results.map((result) => result.value as Promise<unknown>));
    charges.mockRestore();
    expect(keys).toEqual([`renew:${row.id}:${job.periodEnd}`, `renew:${row.id}:${job.periodEnd}`]);
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect((await liveRow(admin.crowdId))?.validTo).toEqual(at('2027-08-10T08:00:00.000Z'));
    expect(await paymentRows(testApp.app, [row.id])).toHaveLength(2);
  });

  it('pays arrears once when the commit fails after the charge and the admin tries again', async () => {
    clock.set(at('2027-06-12T08:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    await leaveOnlyFailingCard(admin.cookie);
    clock.set(at('2027-07-12T08:00:00.000Z'));
    await runSubscriptionSweep(testApp.app);
    const pastDue = await liveRow(admin.crowdId);
    expect(pastDue?.status).toBe('PAST_DUE');

    const cookie = await signIn(testApp.app, admin.email);
    const good = await api()
      .post('/api/creditcard')
      .set('Cookie', cookie)
      .send({ paymentMethodId: 'pm_card_visa' })
      .expect(201);
    const card = (good.body.cards as Array<{ id: string; last4: string }>).find((saved) => saved.last4 === '4242');
    const request = { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId: card?.id };
    const charges = jest.spyOn(testApp.app.get(PaymentProvider), 'payPastDue');
    const insertPayment = failNextCommit();
    await subscribe(cookie, request).expect(500);
    insertPayment.mockRestore();
    expect((await liveRow(admin.crowdId))?.status).toBe('PAST_DUE');

    await subscribe(cookie, request).expect(201);
    const keys = charges.mock.calls.map(([input]) => input.idempotencyKey);
    charges.mockRestore();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await liveRow(admin.crowdId)).toMatchObject({ status: 'ACTIVE', validTo: at('2027-08-12T08:00:00.000Z') });
    const arrears = (await paymentRows(testApp.app, [pastDue?.id ?? 0])).filter(
      (payment) => payment.chargeKey === keys[0],
    );
    expect(arrears).toMatchObject([{ status: 'SUCCEEDED' }]);
  });

  it('starts a scheduled plan change with the next period, charged at its price', async () => {
    clock.set(at('2027-06-15T12:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 3, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    clock.set(at('2027-07-15T12:00:00.000Z'));
    await runSubscriptionSweep(testApp.app);
    const rows = await subscriptionRows(testApp.app, admin.crowdId);
    expect(rows.map((row) => [row.tier, row.status])).toEqual([
      [1, 'ENDED'],
      [3, 'ACTIVE'],
    ]);
    expect(rows[1]?.validTo).toEqual(at('2027-08-15T12:00:00.000Z'));
    const payments = await paymentRows(
      testApp.app,
      rows.map((row) => row.id),
    );
    expect(payments.map((payment) => payment.amount)).toEqual([9900, 49900]);
  });

  it('ends a trial at its end: the crowd has no plan then', async () => {
    clock.set(at('2027-09-01T00:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 0 }).expect(201);
    clock.advance(14 * DAY_MS);
    await runSubscriptionSweep(testApp.app);
    expect((await subscriptionRows(testApp.app, admin.crowdId)).map((row) => row.status)).toEqual(['ENDED']);
    const view = await api().get(`/api/subscription/${admin.crowdId}`).set('Cookie', admin.cookie).expect(200);
    expect(view.body).toEqual({ current: null, next: null });
  });

  it('makes a failed renewal past due, deactivates the crowd after the grace period and reactivates it when paid', async () => {
    clock.set(at('2027-10-05T09:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 2, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    const failingCardId = await leaveOnlyFailingCard(admin.cookie);

    clock.set(at('2027-11-05T09:00:00.000Z'));
    await runSubscriptionSweep(testApp.app);
    // A month on, the session has expired.
    let cookie = await signIn(testApp.app, admin.email);
    let live = await liveRow(admin.crowdId);
    expect(live).toMatchObject({ status: 'PAST_DUE', validTo: at('2027-11-05T09:00:00.000Z') });
    // Past due still serves through the grace period.
    const during = await api().get(`/api/subscription/${admin.crowdId}`).set('Cookie', cookie).expect(200);
    expect(during.body.current).toMatchObject({ status: 'PAST_DUE', active: true, tier: 2 });
    expect((await crowdRow(testApp.app, admin.crowdId)).active).toBe(true);

    clock.set(at('2027-11-12T09:00:01.000Z'));
    await runSubscriptionSweep(testApp.app);
    cookie = await signIn(testApp.app, admin.email);
    live = await liveRow(admin.crowdId);
    expect(live?.status).toBe('DEACTIVATED');
    expect((await crowdRow(testApp.app, admin.crowdId)).active).toBe(false);
    const crowds = await api().get('/api/crowd').set('Cookie', cookie).expect(200);
    expect(crowds.body.find((crowd: { id: number }) => crowd.id === admin.crowdId)).toMatchObject({
      active: false,
      plan: 'no_subscription',
    });

    // Paying with a card that fails changes nothing; a good card reactivates the crowd.
    await subscribe(cookie, { crowdId: admin.crowdId, requestedTier: 2, paymentMethodId: failingCardId }).expect(402);
    expect((await liveRow(admin.crowdId))?.status).toBe('DEACTIVATED');
    const paid = await subscribe(cookie, {
      crowdId: admin.crowdId,
      requestedTier: 2,
      paymentMethodId: 'pm_card_visa',
    }).expect(201);
    expect(paid.body).toMatchObject({ message: 'subscription_renewed', current: { status: 'ACTIVE', tier: 2 } });
    live = await liveRow(admin.crowdId);
    expect(live?.validTo).toEqual(at('2027-12-05T09:00:00.000Z'));
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

  it('ends a cancelled subscription at the end of its paid period', async () => {
    clock.set(at('2027-12-01T09:00:00.000Z'));
    const admin = await adminWithNewCrowd(testApp.app);
    await subscribe(admin.cookie, { crowdId: admin.crowdId, requestedTier: 1, paymentMethodId: 'pm_card_visa' }).expect(
      201,
    );
    await api().delete(`/api/subscription/${admin.crowdId}`).set('Cookie', admin.cookie).expect(200);
    clock.set(at('2028-01-01T09:00:00.000Z'));
    await runSubscriptionSweep(testApp.app);
    const rows = await subscriptionRows(testApp.app, admin.crowdId);
    expect(rows.map((row) => row.status)).toEqual(['ENDED']);
    expect(
      await paymentRows(
        testApp.app,
        rows.map((row) => row.id),
      ),
    ).toHaveLength(1);
  });
});
