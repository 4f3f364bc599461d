import { Logger } from '@nestjs/common';
import type { TTier } from '@crowd/contracts';
import { crowdPaymentRows, noticeTypes, subscriptionRows } from '../../../../test/support/billing';
import { billingTestContext } from '../../../../test/support/billing-context';
import { addMember, createCrowd, createUser } from '../../../../test/support/factories';
import { settleNotifications } from '../../../../test/support/notifications';
import { PaymentProvider } from '../payments/payment-provider';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { ChargeOutcomeService } from './charge-outcome.service';
import { ChargeReconciliationService, RECONCILE_AFTER_MS } from './charge-reconciliation.service';
import { PROVIDER_KEY_WINDOW_MS } from './charge.service';
import { ChargeIntent } from './entities/charge-intent.entity';
import { SubscriptionBillingService } from './subscription-billing.service';

const START = new Date('2027-03-10T09:00:00.000Z');

describe('ChargeReconciliationService: charges left open are settled under their key, once', () => {
  const billing = billingTestContext(START);

  beforeEach(() => billing.clock.set(START));
  afterEach(() => jest.restoreAllMocks());

  const adminWithCrowd = async () => {
    const user = await createUser(billing.dataSource);
    const crowd = await createCrowd(billing.dataSource, { tier: null, ownerId: user.id });
    await addMember(billing.dataSource, crowd.id, user.id, 'CROWD_ADMIN');
    return { userId: user.id, crowdId: crowd.id };
  };

  const subscribe = (userId: number, crowdId: number, requestedTier: TTier, paymentMethodId = 'pm_card_visa') =>
    billing.get(SubscriptionBillingService).create({ id: userId }, { crowdId, requestedTier, paymentMethodId });

  /** A request whose process stops after the provider charged, before the outcome is recorded. */
  const subscribeAndStop = async (userId: number, crowdId: number, tier: TTier, paymentMethodId?: string) => {
    jest
      .spyOn(billing.get(ChargeOutcomeService), 'record')
      .mockRejectedValueOnce(new Error('the process stopped after the charge'));
    await expect(subscribe(userId, crowdId, tier, paymentMethodId)).rejects.toThrow('the process stopped');
  };

  const reconcile = () => billing.get(ChargeReconciliationService).reconcile();
  const intentsOf = (crowdId: number) =>
    billing.dataSource.getRepository(ChargeIntent).find({ where: { crowdId }, order: { id: 'ASC' } });
  const subscriptionsOf = (crowdId: number) => subscriptionRows(billing.context, crowdId);
  const paymentsOf = (crowdId: number) => crowdPaymentRows(billing.context, crowdId);
  const noticesOf = async (userId: number) => {
    await settleNotifications(billing.context);
    return noticeTypes(billing.context, userId);
  };

  it('starts the subscription an open charge paid for, once, however often and concurrently it runs', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    const starts = jest.spyOn(billing.get(PaymentProvider), 'startSubscription');
    await subscribeAndStop(userId, crowdId, 2);

    // A request may still be under way: too young to reconcile.
    billing.clock.advance(RECONCILE_AFTER_MS - 1000);
    await reconcile();
    expect(starts).toHaveBeenCalledTimes(1);
    expect(await intentsOf(crowdId)).toMatchObject([{ status: 'OPEN' }]);

    billing.clock.advance(2000);
    await Promise.all([reconcile(), reconcile()]);
    await reconcile();

    const keys = starts.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await subscriptionsOf(crowdId)).toMatchObject([{ status: 'ACTIVE', tier: 2 }]);
    expect(await paymentsOf(crowdId)).toMatchObject([{ status: 'SUCCEEDED', chargeKey: keys[0] }]);
    expect(await intentsOf(crowdId)).toMatchObject([{ status: 'DONE', openCrowdId: null }]);
    expect((await noticesOf(userId)).filter((type) => type === 'crowdSubscriptionActivated')).toHaveLength(1);
  });

  it('records a refusal the provider answers: no period starts, and the next request is a new attempt', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    await subscribeAndStop(userId, crowdId, 1, 'pm_card_chargeCustomerFail');
    billing.clock.advance(RECONCILE_AFTER_MS);

    await reconcile();

    expect(await subscriptionsOf(crowdId)).toEqual([]);
    expect(await intentsOf(crowdId)).toMatchObject([{ status: 'DECLINED', openCrowdId: null }]);
    await subscribe(userId, crowdId, 1);
    expect(await intentsOf(crowdId)).toMatchObject([{ status: 'DECLINED' }, { status: 'DONE' }]);
  });

  it("puts a charge open beyond the provider's key window under review and does not ask the provider again", async () => {
    const { userId, crowdId } = await adminWithCrowd();
    await subscribeAndStop(userId, crowdId, 1);
    const starts = jest.spyOn(billing.get(PaymentProvider), 'startSubscription');
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    billing.clock.advance(PROVIDER_KEY_WINDOW_MS);

    await reconcile();

    expect(starts).not.toHaveBeenCalled();
    const [intent] = await intentsOf(crowdId);
    expect(intent).toMatchObject({ status: 'REVIEW', openCrowdId: null });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`charge intent ${intent?.id} (crowd ${crowdId}`));
    expect(await subscriptionsOf(crowdId)).toEqual([]);
    await reconcile();
    expect(starts).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('runs a past-due subscription on from where its paid time ended when its arrears were left open', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    await subscribe(userId, crowdId, 1);
    const [paid] = await subscriptionsOf(crowdId);
    if (!paid?.validTo) throw new Error('no paid subscription');
    // The renewal on 10 April failed; the admin pays on the 12th.
    billing.clock.set(new Date('2027-04-12T08:00:00.000Z'));
    await billing.get(SubscriptionRepository).update(paid, { status: 'PAST_DUE', pastDueSince: paid.validTo });
    const arrears = jest.spyOn(billing.get(PaymentProvider), 'payPastDue');
    await subscribeAndStop(userId, crowdId, 1);
    billing.clock.advance(RECONCILE_AFTER_MS);

    await reconcile();
    await reconcile();

    const keys = arrears.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(new RegExp(`^arrears:${paid.id}:${paid.validTo.getTime()}:`));
    expect(await subscriptionsOf(crowdId)).toMatchObject([
      { id: paid.id, status: 'ACTIVE', pastDueSince: null, validTo: new Date('2027-05-10T09:00:00.000Z') },
    ]);
    expect((await paymentsOf(crowdId)).map((payment) => payment.chargeKey)).toEqual([
      expect.stringMatching(/^start:/),
      keys[0],
    ]);
  });
});
