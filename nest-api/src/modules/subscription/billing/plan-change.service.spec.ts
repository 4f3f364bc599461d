import { PLANS, type TTier } from '@crowd/contracts';
import { crowdPaymentRows, noticeTypes, subscriptionRows } from '../../../../test/support/billing';
import { billingTestContext } from '../../../../test/support/billing-context';
import { addMember, createCrowd, createUser } from '../../../../test/support/factories';
import { settleNotifications } from '../../../../test/support/notifications';
import { PaymentProvider } from '../payments/payment-provider';
import { SubscriptionBillingService } from './subscription-billing.service';
import { SubscriptionRenewalService } from './subscription-renewal.service';

const START = new Date('2027-03-10T09:00:00.000Z');

describe('plan changes (PlanChangeService through POST/DELETE /subscription): no proration, from the next period', () => {
  const billing = billingTestContext(START);

  beforeEach(() => billing.clock.set(START));
  afterEach(() => jest.restoreAllMocks());

  const paidCrowd = async (tier: TTier) => {
    const user = await createUser(billing.dataSource);
    const crowd = await createCrowd(billing.dataSource, { tier: null, ownerId: user.id });
    await addMember(billing.dataSource, crowd.id, user.id, 'CROWD_ADMIN');
    await subscribe(user.id, crowd.id, tier);
    return { userId: user.id, crowdId: crowd.id };
  };

  const subscribe = (userId: number, crowdId: number, requestedTier: TTier) =>
    billing
      .get(SubscriptionBillingService)
      .create({ id: userId }, { crowdId, requestedTier, paymentMethodId: 'pm_card_visa' });

  const rowsOf = (crowdId: number) => subscriptionRows(billing.context, crowdId);
  const paymentsOf = (crowdId: number) => crowdPaymentRows(billing.context, crowdId);

  /** Every way the provider moves money. */
  const chargesSpied = () => {
    const provider = billing.get(PaymentProvider);
    return [
      jest.spyOn(provider, 'startSubscription'),
      jest.spyOn(provider, 'payPastDue'),
      jest.spyOn(provider, 'chargeRenewal'),
    ];
  };

  it('charges nothing now for an upgrade and schedules the new price from the end of the paid period', async () => {
    const { userId, crowdId } = await paidCrowd(2);
    billing.clock.set(new Date('2027-03-25T12:00:00.000Z'));
    const charges = chargesSpied();
    const changePlan = jest.spyOn(billing.get(PaymentProvider), 'changePlan');

    const answer = await subscribe(userId, crowdId, 3);

    expect(answer).toMatchObject({ message: 'subscription_change_scheduled', current: { tier: 2 }, next: { tier: 3 } });
    for (const charge of charges) expect(charge).not.toHaveBeenCalled();
    const [live, next] = await rowsOf(crowdId);
    expect(live).toMatchObject({ status: 'ACTIVE', tier: 2, baseMonthlyPrice: PLANS[2].baseMonthlyPrice });
    expect(live?.validTo).toEqual(new Date('2027-04-10T09:00:00.000Z'));
    expect(next).toMatchObject({
      status: 'SCHEDULED',
      tier: 3,
      baseMonthlyPrice: PLANS[3].baseMonthlyPrice,
      validFrom: new Date('2027-04-10T09:00:00.000Z'),
      validTo: new Date('2027-05-10T09:00:00.000Z'),
      billingDay: 10,
    });
    expect(changePlan).toHaveBeenCalledWith(live?.paymentProcessorId, 3, PLANS[3].baseMonthlyPrice, PLANS[3].currency);
    expect(await paymentsOf(crowdId)).toHaveLength(1);
    await settleNotifications(billing.context);
    expect(await noticeTypes(billing.context, userId)).toContain('crowdSubscriptionUpgraded');
  });

  it('withdraws a scheduled change when the tier in force is asked again, and refuses it with none scheduled', async () => {
    const { userId, crowdId } = await paidCrowd(2);
    await subscribe(userId, crowdId, 1);
    const changePlan = jest.spyOn(billing.get(PaymentProvider), 'changePlan');

    await expect(subscribe(userId, crowdId, 2)).resolves.toMatchObject({ message: 'subscription_change_scheduled' });

    expect(changePlan).toHaveBeenCalledWith(expect.any(String), 2, PLANS[2].baseMonthlyPrice, PLANS[2].currency);
    expect((await rowsOf(crowdId)).map((row) => [row.tier, row.status])).toEqual([
      [2, 'ACTIVE'],
      [1, 'ENDED'],
    ]);
    await expect(subscribe(userId, crowdId, 2)).rejects.toMatchObject({
      errors: [{ param: 'requestedTier', msg: 'validation_subscription_same_tier' }],
    });
  });

  it('charges a downgrade at its own price when the next period starts', async () => {
    const { userId, crowdId } = await paidCrowd(3);
    await subscribe(userId, crowdId, 1);
    const [live] = await rowsOf(crowdId);
    if (!live?.validTo) throw new Error('no paid subscription');
    billing.clock.set(live.validTo);

    await billing.get(SubscriptionRenewalService).renew({ subscriptionId: live.id, periodEnd: live.validTo.getTime() });

    const rows = await rowsOf(crowdId);
    expect(rows.map((row) => [row.tier, row.status])).toEqual([
      [3, 'ENDED'],
      [1, 'ACTIVE'],
    ]);
    expect(rows[1]?.validTo).toEqual(new Date('2027-05-10T09:00:00.000Z'));
    expect((await paymentsOf(crowdId)).map((payment) => payment.amount)).toEqual([
      PLANS[3].baseMonthlyPrice,
      PLANS[1].baseMonthlyPrice,
    ]);
  });

  it('cancels to the end of the paid period (a scheduled change goes) and resumes with another tier from the next', async () => {
    const { userId, crowdId } = await paidCrowd(2);
    await subscribe(userId, crowdId, 3);
    const cancelAtPeriodEnd = jest.spyOn(billing.get(PaymentProvider), 'cancelAtPeriodEnd');

    const cancelled = await billing.get(SubscriptionBillingService).cancel(crowdId);

    expect(cancelled).toMatchObject({ message: 'subscription_cancelled', current: { status: 'CANCELLED' } });
    expect(cancelAtPeriodEnd).toHaveBeenCalledTimes(1);
    expect((await rowsOf(crowdId)).filter((row) => row.status === 'SCHEDULED')).toEqual([]);

    const charges = chargesSpied();
    const resumed = await subscribe(userId, crowdId, 1);

    expect(resumed).toMatchObject({
      message: 'subscription_change_scheduled',
      current: { tier: 2, status: 'ACTIVE' },
      next: { tier: 1, status: 'SCHEDULED' },
    });
    for (const charge of charges) expect(charge).not.toHaveBeenCalled();
    expect((await rowsOf(crowdId)).filter((row) => row.status !== 'ENDED')).toHaveLength(2);
  });
});
