import { PLANS, ZNotifyLimitReachedResponse } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { sentMails } from '../auth/auth-support';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';

describe("telling a full crowd's owners (POST /api/crowdView/notifyLimitReached/{domain})", () => {
  const testApp = authTestApp();
  const { api } = testApp;

  /** A tier-2 crowd holding `ideasCount` ideas, with two admins (one Slovak), a disabled admin and a manager. */
  async function crowdWithOwners(
    ideasCount = PLANS[2].features.ideas,
    overrides: Parameters<typeof createCrowd>[1] = {},
  ) {
    const crowd = await createCrowd(testApp.dataSource, { title: 'Green City', ...overrides });
    await testApp.dataSource.getRepository(Crowd).update(crowd.id, { ideasCount });
    const owners = {
      admin: await createUser(testApp.dataSource, { name: 'Ada Admin' }),
      slovakAdmin: await createUser(testApp.dataSource, { name: 'Jana', locale: 'sk' }),
      disabledAdmin: await createUser(testApp.dataSource),
      manager: await createUser(testApp.dataSource),
    };
    await addMember(testApp.dataSource, crowd.id, owners.admin.id, 'CROWD_ADMIN');
    await addMember(testApp.dataSource, crowd.id, owners.slovakAdmin.id, 'CROWD_ADMIN');
    await addMember(testApp.dataSource, crowd.id, owners.disabledAdmin.id, 'CROWD_ADMIN');
    await addMember(testApp.dataSource, crowd.id, owners.manager.id, 'CROWD_MANAGER');
    await testApp.dataSource
      .getRepository(CrowdMember)
      .update({ crowdId: crowd.id, userId: owners.disabledAdmin.id }, { disabled: true });
    return { crowd, owners };
  }

  async function member(crowd: Crowd, name = 'Milo Member') {
    const user = await createUser(testApp.dataSource, { name });
    await addMember(testApp.dataSource, crowd.id, user.id);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  const notify = (crowd: Pick<Crowd, 'subdomain'>, cookie?: string) => {
    const request = api().post(`/api/crowdView/notifyLimitReached/${crowd.subdomain}`);
    return cookie ? request.set('Cookie', cookie) : request;
  };

  const mailsTo = async (...addresses: string[]) =>
    (await sentMails(testApp)).filter((mail) => addresses.some((address) => mail.to.includes(address)));

  it("mails the crowd's enabled admins, each in their language, with a link to the crowd's settings", async () => {
    const { crowd, owners } = await crowdWithOwners();
    const { cookie } = await member(crowd);

    const response = await notify(crowd, cookie).expect(200);
    expect(ZNotifyLimitReachedResponse.parse(response.body)).toEqual({ message: 'crowd_owners_notified' });

    const [english] = await mailsTo(owners.admin.email);
    expect(english?.subject).toBe(translate('en', 'mail', 'ideasLimitReached.subject', { crowdName: 'Green City' }));
    expect(english?.text).toContain('Milo Member wanted to add an idea to the crowd Green City');
    expect(english?.text).toContain(`http://${MAIN_HOST}/crowds/${crowd.id}`);
    const [slovak] = await mailsTo(owners.slovakAdmin.email);
    expect(slovak?.subject).toBe(translate('sk', 'mail', 'ideasLimitReached.subject', { crowdName: 'Green City' }));
    expect(await mailsTo(owners.disabledAdmin.email, owners.manager.email)).toEqual([]);
  });

  it('mails once a day per user and crowd, and answers the same every time', async () => {
    const { crowd, owners } = await crowdWithOwners();
    const first = await member(crowd, 'First Member');
    const second = await member(crowd, 'Second Member');

    await notify(crowd, first.cookie).expect(200, { message: 'crowd_owners_notified' });
    await notify(crowd, first.cookie).expect(200, { message: 'crowd_owners_notified' });
    await notify(crowd, first.cookie).expect(200, { message: 'crowd_owners_notified' });
    expect(await mailsTo(owners.admin.email)).toHaveLength(1);

    await notify(crowd, second.cookie).expect(200, { message: 'crowd_owners_notified' });
    const mails = await mailsTo(owners.admin.email);
    expect(mails.map((mail) => mail.text.includes('Second Member'))).toEqual([false, true]);

    // The same user and another full crowd: that crowd's owners still hear of it.
    const other = await crowdWithOwners();
    await addMember(testApp.dataSource, other.crowd.id, first.user.id);
    await notify(other.crowd, first.cookie).expect(200);
    expect(await mailsTo(other.owners.admin.email)).toHaveLength(1);
  });

  it('refuses while the crowd can take more ideas (an unlimited plan always can), and mails no one', async () => {
    const roomy = await crowdWithOwners(PLANS[2].features.ideas - 1);
    const unlimited = await crowdWithOwners(1_000, { tier: 3 });
    expect(PLANS[3].features.ideas).toBeLessThan(0);
    for (const { crowd } of [roomy, unlimited]) {
      const { cookie } = await member(crowd);
      await notify(crowd, cookie).expect(409, { error: 'default_error' });
    }
    expect(await mailsTo(roomy.owners.admin.email, unlimited.owners.admin.email)).toEqual([]);
  });

  it('takes signed-in readers who may take part only', async () => {
    const { crowd, owners } = await crowdWithOwners();
    await notify(crowd).expect(401, { error: 'unauthorized' });
    await api()
      .post('/api/crowdView/notifyLimitReached/no-such-crowd')
      .set('Cookie', (await member(crowd)).cookie)
      .expect(404);

    const disabled = await member(crowd);
    await testApp.dataSource
      .getRepository(CrowdMember)
      .update({ crowdId: crowd.id, userId: disabled.user.id }, { disabled: true });
    await notify(crowd, disabled.cookie).expect(403, { error: 'forbidden' });

    const privateCrowd = await crowdWithOwners(PLANS[2].features.ideas, { tier: 2, privateCrowd: true });
    const outsider = await member(crowd);
    await notify(privateCrowd.crowd, outsider.cookie).expect(403, { error: 'forbidden' });
    expect(await mailsTo(owners.admin.email, privateCrowd.owners.admin.email)).toEqual([]);
  });
});
