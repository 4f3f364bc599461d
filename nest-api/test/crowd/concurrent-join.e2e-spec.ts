import { PLANS } from '@crowd/contracts';
import { CrowdMember } from '../../src/modules/crowd/entities/crowd-member.entity';
import { authTestApp } from '../support/auth-app';
import { createCrowd } from '../support/factories';
import { fillCrowd, registration } from '../auth/auth-support';

describe('the plan user limit under concurrent joins', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  it('admits exactly one of several concurrent sign-ups at the last free slot', async () => {
    const limit = PLANS[0].features.users;
    const crowd = await createCrowd(testApp.dataSource, { tier: 0 });
    await fillCrowd(testApp.dataSource, crowd.id, limit - 1);

    const attempts = 6;
    const responses = await Promise.all(
      Array.from({ length: attempts }, () =>
        api()
          .post('/api/register')
          .send(registration({ crowdId: crowd.id })),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: attempts - 1 }, () => 426)]);
    for (const refused of responses.filter((response) => response.status === 426)) {
      expect(refused.body).toEqual({ error: 'crowd_user_limit_reached' });
    }
    expect(await testApp.dataSource.getRepository(CrowdMember).countBy({ crowdId: crowd.id })).toBe(limit);
  });
});
