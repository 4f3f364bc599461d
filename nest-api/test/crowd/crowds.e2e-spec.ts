import { DEFAULT_THEMING, PLANS, ZCreateCrowdResponse, ZCrowd, ZCrowdListResponse } from '@crowd/contracts';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { CrowdTheming } from '../../src/modules/crowd/crowd/entities/crowd-theming.entity';
import { Subscription } from '../../src/modules/subscription/subscription/entities/subscription.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET and POST /api/crowd', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(testApp.dataSource, overrides);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  it('answers 401 to visitors and creates nothing', async () => {
    const before = await testApp.dataSource.getRepository(Crowd).count();
    await api().get('/api/crowd').expect(401, { error: 'unauthorized' });
    await api().post('/api/crowd').expect(401, { error: 'unauthorized' });
    expect(await testApp.dataSource.getRepository(Crowd).count()).toBe(before);
  });

  describe('POST /crowd', () => {
    it('creates a hidden crowd with the defaults, owned and administered by its creator', async () => {
      const { user, cookie } = await signedIn({ locale: 'sk' });
      const response = await api().post('/api/crowd').set('Cookie', cookie).expect(201);
      const { message, crowd } = ZCreateCrowdResponse.strict().parse(response.body);

      expect(message).toBe('crowd_created');
      expect(ZCrowd.strict().parse(crowd)).toMatchObject({
        title: '',
        subdomain: null,
        domain: null,
        subdomainRouting: true,
        locale: 'sk',
        visible: false,
        active: true,
        privateCrowd: false,
        rewardCurrency: 'EUR',
        role: 'CROWD_ADMIN',
        trialEligible: true,
        features: null,
        status: 'inactive',
        plan: 'no_subscription',
        planValidTo: null,
        subscriptionStatus: null,
      });
      expect(crowd.themingData).toMatchObject({ crowdId: crowd.id, ...DEFAULT_THEMING });

      const stored = await testApp.dataSource.getRepository(Crowd).findOneByOrFail({ id: crowd.id });
      expect(stored.ownerId).toBe(user.id);
      const members = await testApp.dataSource.getRepository(CrowdMember).findBy({ crowdId: crowd.id });
      expect(members).toEqual([expect.objectContaining({ userId: user.id, role: 'CROWD_ADMIN', disabled: false })]);
      expect(await testApp.dataSource.getRepository(CrowdTheming).countBy({ crowdId: crowd.id })).toBe(1);

      const list = ZCrowdListResponse.parse((await api().get('/api/crowd').set('Cookie', cookie).expect(200)).body);
      expect(list.map((entry) => entry.id)).toEqual([crowd.id]);
      await api()
        .get('/api/user/roles')
        .set('Cookie', cookie)
        .expect(200, { [crowd.id]: 'CROWD_ADMIN' });
    });

    it('refuses a private user (bound to their crowd) and creates nothing', async () => {
      const home = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
      const user = await createUser(testApp.dataSource, { boundCrowdId: home.id });
      await addMember(testApp.dataSource, home.id, user.id);
      const cookie = await signIn(testApp.app, user.email, { crowdId: home.id });
      const before = await testApp.dataSource.getRepository(Crowd).count();

      await api()
        .post('/api/crowd')
        .set('Cookie', cookie)
        .set('X-Private-Crowd', String(home.id))
        .expect(403, { error: 'user_bound_to_other_crowd' });
      expect(await testApp.dataSource.getRepository(Crowd).count()).toBe(before);
    });
  });

  describe('GET /crowd', () => {
    it('lists only the crowds the user administers or manages, by title, with status and plan', async () => {
      const ds = testApp.dataSource;
      const { user, cookie } = await signedIn();
      const paid = await createCrowd(ds, { title: 'B paid and visible', tier: 2 });
      const managed = await createCrowd(ds, { title: 'A managed, no subscription', tier: null });
      const hidden = await createCrowd(ds, { title: 'C hidden trial', tier: 0, visible: false });
      const upcoming = await createCrowd(ds, { title: 'D next subscription only', tier: null });
      await ds.getRepository(Subscription).save(
        ds.getRepository(Subscription).create({
          crowdId: upcoming.id,
          tier: 1,
          name: PLANS[1].name,
          status: 'SCHEDULED',
          validFrom: new Date(Date.now() + 2 * DAY_MS),
          validTo: null,
          baseMonthlyPrice: PLANS[1].baseMonthlyPrice,
          currency: PLANS[1].currency,
        }),
      );
      const followed = await createCrowd(ds, { title: 'E followed' });
      const disabledIn = await createCrowd(ds, { title: 'F disabled admin' });
      const foreign = await createCrowd(ds, { title: 'G someone else' });
      await addMember(ds, paid.id, user.id, 'CROWD_ADMIN');
      await addMember(ds, managed.id, user.id, 'CROWD_MANAGER');
      await addMember(ds, hidden.id, user.id, 'CROWD_ADMIN');
      await addMember(ds, upcoming.id, user.id, 'CROWD_ADMIN');
      await addMember(ds, followed.id, user.id, 'CROWD_FOLLOWER');
      const disabledAdmin = await addMember(ds, disabledIn.id, user.id, 'CROWD_ADMIN');
      await ds.getRepository(CrowdMember).update({ id: disabledAdmin.id }, { disabled: true });
      const other = await createUser(ds);
      await addMember(ds, foreign.id, other.id, 'CROWD_ADMIN');

      const response = await api().get('/api/crowd').set('Cookie', cookie).expect(200);
      const list = ZCrowdListResponse.parse(response.body);
      expect(list.map(({ id, role, status, plan }) => ({ id, role, status, plan }))).toEqual([
        { id: managed.id, role: 'CROWD_MANAGER', status: 'inactive', plan: 'no_subscription' },
        { id: paid.id, role: 'CROWD_ADMIN', status: 'active', plan: 'concert' },
        { id: hidden.id, role: 'CROWD_ADMIN', status: 'inactive', plan: 'trial' },
        { id: upcoming.id, role: 'CROWD_ADMIN', status: 'active', plan: 'no_subscription' },
      ]);
      expect(list[1]?.features).toEqual(PLANS[2].features);
      // The trial banner counts the days to the end of the subscription in force.
      const [trial] = await ds.getRepository(Subscription).findBy({ crowdId: hidden.id });
      expect(list[2]?.planValidTo).toBe(trial?.validTo?.toISOString());
      expect(list[3]?.planValidTo).toBeNull();
      for (const crowd of list) ZCrowd.strict().parse(crowd);
    });

    it('shows a private user only their own crowd', async () => {
      const ds = testApp.dataSource;
      const home = await createCrowd(ds, { title: 'Home', tier: 3, privateUsers: true });
      const elsewhere = await createCrowd(ds, { title: 'Elsewhere' });
      const user = await createUser(ds, { boundCrowdId: home.id });
      await addMember(ds, home.id, user.id, 'CROWD_MANAGER');
      await addMember(ds, elsewhere.id, user.id, 'CROWD_ADMIN');
      const cookie = await signIn(testApp.app, user.email, { crowdId: home.id });

      const list = ZCrowdListResponse.parse(
        (await api().get('/api/crowd').set('Cookie', cookie).set('X-Private-Crowd', String(home.id)).expect(200)).body,
      );
      expect(list.map((crowd) => crowd.id)).toEqual([home.id]);
    });

    it('answers an empty list to a user without crowds', async () => {
      const { cookie } = await signedIn();
      await api().get('/api/crowd').set('Cookie', cookie).expect(200, []);
    });
  });
});
