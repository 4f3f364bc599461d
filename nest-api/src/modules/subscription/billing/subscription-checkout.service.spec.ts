import type { TTier } from '@crowd/contracts';
import { addMember, createCrowd, createUser } from '../../../../test/support/factories';
import { cardRows, crowdPaymentRows, subscriptionRows } from '../../../../test/support/billing';
import { billingTestContext } from '../../../../test/support/billing-context';
import { DomainError } from '../../../common/errors';
import { PaymentProvider } from '../payments/payment-provider';
import { ChargeOutcomeService } from './charge-outcome.service';
import { ChargeIntent } from './entities/charge-intent.entity';
import { SubscriptionBillingService } from './subscription-billing.service';

describe('SubscriptionBillingService.create with a paid tier: a charge recorded, made, then its outcome recorded', () => {
  const billing = billingTestContext();

  afterEach(() => jest.restoreAllMocks());

  const adminWithCrowd = async () => {
    const user = await createUser(billing.dataSource);
    const crowd = await createCrowd(billing.dataSource, { tier: null, ownerId: user.id });
    await addMember(billing.dataSource, crowd.id, user.id, 'CROWD_ADMIN');
    return { userId: user.id, crowdId: crowd.id };
  };

  const subscribe = (userId: number, crowdId: number, requestedTier: TTier, paymentMethodId = 'pm_card_visa') =>
    billing.get(SubscriptionBillingService).create({ id: userId }, { crowdId, requestedTier, paymentMethodId });

  const rowsOf = async (crowdId: number, userId: number) => ({
    subscriptions: await subscriptionRows(billing.context, crowdId),
    payments: await crowdPaymentRows(billing.context, crowdId),
    cards: await cardRows(billing.context, userId),
    intents: await billing.dataSource.getRepository(ChargeIntent).find({ where: { crowdId }, order: { id: 'ASC' } }),
  });

  /** The keys the provider was asked to start subscriptions under. */
  const startKeys = () => {
    const starts = jest.spyOn(billing.get(PaymentProvider), 'startSubscription');
    return () => starts.mock.calls.map(([input]) => input.idempotencyKey);
  };

  /** The process stops after the provider charged, before the outcome is recorded. */
  const stopAfterNextCharge = () =>
    jest
      .spyOn(billing.get(ChargeOutcomeService), 'record')
      .mockRejectedValueOnce(new Error('the process stopped after the charge'));

  it('charges the first month under one key, starts the period on this day and saves the card', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    const keys = startKeys();

    const answer = await subscribe(userId, crowdId, 1);

    expect(answer).toMatchObject({ message: 'subscription_created', current: { tier: 1, status: 'ACTIVE' } });
    const rows = await rowsOf(crowdId, userId);
    expect(rows.subscriptions).toMatchObject([
      {
        status: 'ACTIVE',
        validFrom: billing.clock.now(),
        validTo: new Date('2027-04-10T09:00:00.000Z'),
        billingDay: 10,
      },
    ]);
    expect(rows.payments).toMatchObject([{ status: 'SUCCEEDED', amount: 9900, chargeKey: keys()[0] }]);
    expect(rows.cards).toMatchObject([{ last4: '4242', primary: true }]);
    expect(rows.intents).toMatchObject([{ status: 'DONE', payerId: userId, openCrowdId: null }]);
    expect(keys()).toHaveLength(1);
  });

  it('leaves no active period, no card and no payment when the card is declined; the next try is a new key', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    const keys = startKeys();

    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = subscribe(userId, crowdId, 1, 'pm_card_chargeCustomerFail');
      await expect(refused).rejects.toBeInstanceOf(DomainError);
      await expect(refused).rejects.toMatchObject({ kind: 'payment_required', key: 'credit_card_payment_failed' });
    }

    const rows = await rowsOf(crowdId, userId);
    expect(rows.subscriptions).toEqual([]);
    expect(rows.payments).toEqual([]);
    expect(rows.cards).toEqual([]);
    expect(rows.intents.map((intent) => intent.status)).toEqual(['DECLINED', 'DECLINED']);
    expect(new Set(keys()).size).toBe(2);
  });

  it('charges once when the process stopped between the charge and its record and the admin tries again', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    const keys = startKeys();
    stopAfterNextCharge();

    await expect(subscribe(userId, crowdId, 1)).rejects.toThrow('the process stopped');
    expect((await rowsOf(crowdId, userId)).subscriptions).toEqual([]);
    expect((await rowsOf(crowdId, userId)).intents).toMatchObject([{ status: 'OPEN', openCrowdId: crowdId }]);

    // Stripe's test id makes a new card each time it is attached: the retry asks again with the recorded one.
    const answer = await subscribe(userId, crowdId, 1);

    expect(answer.message).toBe('subscription_created');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
    const rows = await rowsOf(crowdId, userId);
    expect(rows.subscriptions).toMatchObject([{ status: 'ACTIVE', tier: 1 }]);
    expect(rows.payments).toMatchObject([{ status: 'SUCCEEDED', chargeKey: keys()[0] }]);
    expect(rows.cards).toHaveLength(1);
    expect(rows.intents).toMatchObject([{ status: 'DONE' }]);
  });

  it('charges once when the same request comes twice at once', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    const keys = startKeys();

    const answers = await Promise.allSettled([subscribe(userId, crowdId, 2), subscribe(userId, crowdId, 2)]);

    // The second finds the first's charge open and asks under its key, or finds the plan in force.
    for (const answer of answers) {
      if (answer.status === 'fulfilled') expect(answer.value.message).toBe('subscription_created');
      else expect(answer.reason).toMatchObject({ errors: [{ msg: 'validation_subscription_same_tier' }] });
    }
    expect(answers.some((answer) => answer.status === 'fulfilled')).toBe(true);
    expect(new Set(keys()).size).toBe(1);
    const rows = await rowsOf(crowdId, userId);
    expect(rows.subscriptions).toMatchObject([{ status: 'ACTIVE', tier: 2 }]);
    expect(rows.payments).toHaveLength(1);
    expect(rows.intents).toMatchObject([{ status: 'DONE' }]);
  });

  it('settles a charge left open for another tier first: it started that tier, so the new one is scheduled', async () => {
    const { userId, crowdId } = await adminWithCrowd();
    const keys = startKeys();
    stopAfterNextCharge();
    await expect(subscribe(userId, crowdId, 1)).rejects.toThrow('the process stopped');

    const answer = await subscribe(userId, crowdId, 3);

    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
    expect(answer).toMatchObject({
      message: 'subscription_change_scheduled',
      current: { tier: 1, status: 'ACTIVE' },
      next: { tier: 3, status: 'SCHEDULED' },
    });
    expect((await rowsOf(crowdId, userId)).payments).toHaveLength(1);
  });
});
