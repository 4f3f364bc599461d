import { ZHealthResponse } from '@crowd/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { itWithRedis, TEST_REDIS_URL } from '../support/services';
import { startTestApp } from '../support/app';

describe('GET /api/health', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('is 200 with the database up, Redis disabled and in-process queues on the embedded default', async () => {
    const testApp = await startTestApp({ db, logger: false });
    try {
      const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toMatchObject({ status: 'ok', database: 'up', redis: 'disabled', queues: 'in-process' });
      expect(ZHealthResponse.safeParse(response.body).success).toBe(true);
    } finally {
      await testApp.close();
    }
  });

  itWithRedis('reports Redis up and Bull queues when REDIS_URL is set', async () => {
    const testApp = await startTestApp({ db, env: { REDIS_URL: TEST_REDIS_URL }, logger: false });
    try {
      const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queues: 'bull' });
      expect(response.body).toMatchObject({ checks: { database: 'up', redis: 'up' } });
    } finally {
      await testApp.close();
    }
  });

  it('is 503 with database down when the database does not answer', async () => {
    const testApp = await startTestApp({ db, logger: false });
    const dataSource = testApp.app.get(DataSource);
    try {
      await dataSource.destroy();
      const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(503);
      expect(response.body).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      // The data source is already gone; closing the app must not try again.
      await testApp.app.close().catch(() => undefined);
    }
  });
});
