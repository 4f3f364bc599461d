import { PLANS } from '@crowd/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { startTestApp, type TestApp } from '../support/app';
import { generousRateLimits } from '../support/auth-app';
import { createTestDatabase, type TestDatabaseKind } from '../support/database';
import { createCrowd } from '../support/factories';
import { mysqlAvailable } from '../support/services';
import { fillCrowd, registration } from '../auth/auth-support';

// Both engines: the limit is one INSERT … SELECT whose affected-row count each driver reports its own way.
const kinds: TestDatabaseKind[] = mysqlAvailable() ? ['mysql', 'sqlite'] : ['sqlite'];

describe.each(kinds)('the plan user limit under concurrent joins (%s)', (kind) => {
  let testApp: TestApp | undefined;
  const running = () => {
    if (!testApp) throw new Error('the app starts in beforeAll');
    return { app: testApp.app, dataSource: testApp.app.get(DataSource) };
  };

  beforeAll(async () => {
    testApp = await startTestApp({ db: await createTestDatabase(kind), env: generousRateLimits() });
  });
  afterAll(async () => {
    await testApp?.close();
    await testApp?.db.drop();
  });

  it('admits a sign-up while the crowd has room', async () => {
    const crowd = await createCrowd(running().dataSource, { tier: 0 });
    await request(running().app.getHttpServer())
      .post('/api/register')
      .send(registration({ crowdId: crowd.id }))
      .expect(201);
    expect(await running().dataSource.getRepository(CrowdMember).countBy({ crowdId: crowd.id })).toBe(1);
  });

  it('admits exactly one of several concurrent sign-ups at the last free slot', async () => {
    const limit = PLANS[0].features.users;
    const crowd = await createCrowd(running().dataSource, { tier: 0 });
    await fillCrowd(running().dataSource, crowd.id, limit - 1);

    const attempts = 6;
    const responses = await Promise.all(
      Array.from({ length: attempts }, () =>
        request(running().app.getHttpServer())
          .post('/api/register')
          .send(registration({ crowdId: crowd.id })),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: attempts - 1 }, () => 426)]);
    for (const refused of responses.filter((response) => response.status === 426)) {
      expect(refused.body).toEqual({ error: 'crowd_user_limit_reached' });
    }
    expect(await running().dataSource.getRepository(CrowdMember).countBy({ crowdId: crowd.id })).toBe(limit);
  });
});
