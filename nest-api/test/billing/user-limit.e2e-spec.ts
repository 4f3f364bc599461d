import { PLANS } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import { fillCrowd, registration, sentMails } from '../auth/auth-support';
import { authTestApp } from '../support/auth-app';
import { createCrowd, createUser } from '../support/factories';

describe("the plan's user limit: the 51st user of a trial crowd, and the owner told", () => {
  const testApp = authTestApp();
  const { api } = testApp;

  it('refuses the 51st member with 426 and mails the owner once a day, however many are turned away', async () => {
    const owner = await createUser(testApp.dataSource, { name: 'Olga Owner', locale: 'sk' });
    const crowd = await createCrowd(testApp.dataSource, { tier: 0, title: 'Trial Town', ownerId: owner.id });
    await fillCrowd(testApp.dataSource, crowd.id, PLANS[0].features.users);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await api()
        .post('/api/register')
        .send(registration({ crowdId: crowd.id }))
        .expect(426);
      expect(refused.body).toEqual({ error: 'crowd_user_limit_reached' });
    }
    const mails = (await sentMails(testApp)).filter((mail) => mail.to.includes(owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(translate('sk', 'mail', 'usersLimitReached.subject', { crowdName: 'Trial Town' }));
    expect(mails[0]?.text).toContain(`/crowds/${crowd.id}/subscription`);
  });
});
