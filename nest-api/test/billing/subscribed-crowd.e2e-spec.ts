import { ZCreateSubscribedCrowdResponse } from '@crowd/contracts';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { PaymentMethod } from '../../src/modules/subscription/payments/entities/payment-method.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { noticeTypes, subscriptionRows } from '../support/billing';
import { createUser } from '../support/factories';
import { settleNotifications } from '../support/notifications';

describe('POST /api/subscription/newCrowd: a crowd and its first subscription in one step', () => {
  const testApp = authTestApp(() => ({ env: { CROWDS_WITHOUT_SUBSCRIPTION_MAX: '1' } }));
  const { api } = testApp;

  const newUser = async () => {
    const user = await createUser(testApp.dataSource, { trialEligible: true });
    return { userId: user.id, cookie: await signIn(testApp.app, user.email) };
  };
  const subscribeNew = (cookie: string, body: Record<string, unknown>) =>
    api().post('/api/subscription/newCrowd').set('Cookie', cookie).send(body);
  const ownedCrowds = (ownerId: number) => testApp.dataSource.getRepository(Crowd).findBy({ ownerId });

  it('leaves no crowd behind when the card is declined, and the retry makes exactly one crowd', async () => {
    const { userId, cookie } = await newUser();
    const declined = await subscribeNew(cookie, { requestedTier: 2, paymentMethodId: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ error: 'credit_card_declined' });
    expect(await ownedCrowds(userId)).toEqual([]);
    expect(await testApp.dataSource.getRepository(PaymentMethod).countBy({ userId })).toBe(0);

    // Declined again: the room for crowds without a subscription (1 here) was never used up.
    await subscribeNew(cookie, { requestedTier: 2, paymentMethodId: 'pm_card_chargeDeclined' }).expect(402);
    // Nobody was told of a crowd that did not stay.
    await settleNotifications(testApp.app);
    expect(await noticeTypes(testApp.app, userId)).toEqual([]);

    const paid = ZCreateSubscribedCrowdResponse.parse(
      (await subscribeNew(cookie, { requestedTier: 2, paymentMethodId: 'pm_card_visa' }).expect(201)).body,
    );
    expect(paid).toMatchObject({ message: 'subscription_created', current: { tier: 2, status: 'ACTIVE' } });
    expect((await ownedCrowds(userId)).map((crowd) => crowd.id)).toEqual([paid.crowdId]);
    expect(await subscriptionRows(testApp.app, paid.crowdId)).toHaveLength(1);
    const crowds = (await api().get('/api/crowd').set('Cookie', cookie).expect(200)).body as Array<{ id: number }>;
    expect(crowds.map((crowd) => crowd.id)).toEqual([paid.crowdId]);
    await settleNotifications(testApp.app);
    expect((await noticeTypes(testApp.app, userId)).sort()).toEqual(['crowdCreated', 'crowdSubscriptionActivated']);
  });

  it('removes the crowd on any refusal (a trial the user may not have) and validates before making one', async () => {
    const user = await createUser(testApp.dataSource, { trialEligible: false });
    const cookie = await signIn(testApp.app, user.email);
    await subscribeNew(cookie, { requestedTier: 0 }).expect(422);
    const missing = await subscribeNew(cookie, { requestedTier: 1 }).expect(422);
    expect(missing.body.errors).toEqual([{ param: 'paymentMethodId', msg: 'validation_payment_method_required' }]);
    expect(await ownedCrowds(user.id)).toEqual([]);
  });

  it('starts the trial of a new crowd', async () => {
    const { userId, cookie } = await newUser();
    const trial = ZCreateSubscribedCrowdResponse.parse(
      (await subscribeNew(cookie, { requestedTier: 0 }).expect(201)).body,
    );
    expect(trial.current).toMatchObject({ name: 'trial', tier: 0 });
    expect((await ownedCrowds(userId)).map((crowd) => crowd.id)).toEqual([trial.crowdId]);
  });

  it('is refused to a signed-out client', async () => {
    await api().post('/api/subscription/newCrowd').send({ requestedTier: 0 }).expect(401);
  });
});
