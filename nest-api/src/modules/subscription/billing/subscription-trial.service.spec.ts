import { crowdRow, subscriptionRows, userRow } from '../../../../test/support/billing';
import { billingTestContext } from '../../../../test/support/billing-context';
import { createCrowd, createUser } from '../../../../test/support/factories';
import { SubscriptionBillingService } from './subscription-billing.service';
import { SubscriptionTrialService } from './subscription-trial.service';

const START = new Date('2027-03-10T09:00:00.000Z');

describe('SubscriptionTrialService: the free trial, once per crowd and per user', () => {
  const billing = billingTestContext(START);

  const trials = () => billing.get(SubscriptionTrialService);
  const newUser = async (trialEligible = true) => (await createUser(billing.dataSource, { trialEligible })).id;
  const newCrowd = async (ownerId: number) => (await createCrowd(billing.dataSource, { tier: null, ownerId })).id;

  it('runs TRIAL_DAYS from now, charges nothing, and uses up the crowd and the user', async () => {
    const userId = await newUser();
    const crowdId = await newCrowd(userId);

    const answer = await trials().start(userId, crowdId);

    expect(answer).toMatchObject({ message: 'subscription_created', user: { id: userId, trialEligible: false } });
    expect(await subscriptionRows(billing.context, crowdId)).toMatchObject([
      {
        tier: 0,
        status: 'ACTIVE',
        validFrom: START,
        validTo: new Date('2027-03-24T09:00:00.000Z'),
        paymentProcessorId: null,
      },
    ]);
    expect((await crowdRow(billing.context, crowdId)).trialEligible).toBe(false);
    expect((await userRow(billing.context, userId)).trialEligible).toBe(false);
  });

  it('refuses a second trial of the crowd, of the user, and a trial over a paid plan, changing nothing', async () => {
    const userId = await newUser();
    const crowdId = await newCrowd(userId);
    await trials().start(userId, crowdId);
    await expect(trials().start(userId, crowdId)).rejects.toMatchObject({
      errors: [{ param: 'requestedTier', msg: 'validation_subscription_same_tier' }],
    });
    await expect(trials().start(userId, await newCrowd(userId))).rejects.toMatchObject({
      errors: [{ msg: 'validation_subscription_trial_not_eligible' }],
    });

    const payer = await newUser();
    const paid = await newCrowd(payer);
    await billing
      .get(SubscriptionBillingService)
      .create({ id: payer }, { crowdId: paid, requestedTier: 1, paymentMethodId: 'pm_card_visa' });
    await expect(trials().start(payer, paid)).rejects.toMatchObject({
      errors: [{ msg: 'validation_subscription_trial_not_eligible' }],
    });
    expect(await subscriptionRows(billing.context, paid)).toMatchObject([{ tier: 1, status: 'ACTIVE' }]);
    expect((await userRow(billing.context, payer)).trialEligible).toBe(true);
  });
});
