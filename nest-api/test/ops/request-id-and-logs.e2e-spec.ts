import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createWorkerContext } from '../../src/bootstrap';
import { startTestApp, testEnv, uniqueQueuePrefix } from '../support/app';
import { authTestApp, MAIN_HOST, sessionCookie, signIn } from '../support/auth-app';
import { lastMailTo, linkToken, STRONG_PASSWORD } from '../auth/auth-support';
import { createTestDatabase } from '../support/database';
import { createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { LogCapture } from '../support/log-capture';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services';
import { waitFor } from '../support/wait-for';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and JSON logs', () => {
  const logs = new LogCapture();
  // The most talkative level: a secret written at any level must show up here.
  const testApp = authTestApp(() => ({ env: { LOG_LEVEL: 'debug' }, logDestination: logs }));
  const { api } = testApp;

  it('makes an id for a request without one and answers it', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps the id a trusted proxy (the web, on loopback) sent, and logs the request under it', async () => {
    const response = await api().get('/api/health').set('X-Request-Id', 'web-health-0001').expect(200);
    expect(response.headers['x-request-id']).toBe('web-health-0001');
    const access = await waitFor(() =>
      logs.lines().find((line) => line.requestId === 'web-health-0001' && line.msg === 'request completed'),
    );
    expect(access).toMatchObject({ context: 'Http', method: 'GET', route: '/api/health', status: 200 });
  });

  it('names the request that queued a job in the job’s log line', async () => {
    const user = await createUser(testApp.dataSource);
    await api()
      .post('/api/login/sendPasswordResetEmail')
      .set('X-Request-Id', 'web-reset-0001')
      .send({ email: user.email })
      .expect(200);
    await lastMailTo(testApp, user.email);
    const jobLine = await waitFor(() =>
      logs.lines().find((line) => line.requestId === 'web-reset-0001' && /^job mail\/\S+ done/.test(String(line.msg))),
    );
    expect(jobLine).toMatchObject({ context: 'QueueProcessors' });
  });

  it('never writes a password, a session cookie, a reset token or card data', async () => {
    const user = await createUser(testApp.dataSource);
    await api().post('/api/login').send({ email: user.email, password: 'Wrong-Guess-77' }).expect(401);
    const login = await api()
      .post('/api/login')
      .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
      .expect(200);
    const cookie = sessionCookie(login);
    await api().get('/api/user').set('Cookie', cookie).expect(200);
    // Cards are a crowd owner's.
    await api().post('/api/crowd').set('Cookie', cookie).expect(201);
    await api()
      .post('/api/creditcard')
      .set('Cookie', cookie)
      .send({ paymentMethodId: 'pm_card_visa', makeDefault: true })
      .expect(201);

    await api().post('/api/login/sendPasswordResetEmail').send({ email: user.email }).expect(200);
    const { token } = linkToken(await lastMailTo(testApp, user.email), 'resetPassword');
    await api()
      .post(`/api/login/resetPassword/${token}`)
      .send({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
      .expect(200);
    await signIn(testApp.app, user.email, { password: STRONG_PASSWORD });

    const written = logs.text().split('\n');
    expect(written.some((line) => line.includes('request completed'))).toBe(true);
    for (const secret of [
      DEFAULT_TEST_PASSWORD,
      'Wrong-Guess-77',
      STRONG_PASSWORD,
      cookie.split('=')[1] ?? cookie,
      token,
      'pm_card_visa',
      '4242424242424242',
    ]) {
      // The offending lines, should there be any, are the failure's message.
      expect(written.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});

describe('request ids from a peer that is no trusted proxy', () => {
  it('are replaced by the api’s own', async () => {
    const db = await createTestDatabase();
    const testApp = await startTestApp({ db, env: { TRUSTED_PROXIES: '192.0.2.1' }, logger: false });
    try {
      const response = await request(testApp.app.getHttpServer())
        .get('/api/health')
        .set('X-Request-Id', 'client-chosen-id')
        .expect(200);
      expect(response.headers['x-request-id']).toMatch(UUID);
    } finally {
      await testApp.close();
      await db.drop();
    }
  });
});

describeWithRedis('a job queued by the api and run by the worker process', () => {
  it('is logged by the worker under the request id that queued it', async () => {
    const db = await createTestDatabase();
    const env = { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: uniqueQueuePrefix() };
    const apiApp = await startTestApp({ db, env, logger: false });
    const workerLogs = new LogCapture();
    let worker: INestApplicationContext | undefined;
    try {
      worker = await createWorkerContext({
        env: testEnv(db, { ...env, LOG_LEVEL: 'log' }),
        queue: { backoffDelayMs: 10 },
        logDestination: workerLogs,
      });
      const user = await createUser(apiApp.app.get(DataSource));
      await request(apiApp.app.getHttpServer())
        .post('/api/login/sendPasswordResetEmail')
        .set('X-Forwarded-Host', MAIN_HOST)
        .set('X-Request-Id', 'web-worker-0001')
        .send({ email: user.email })
        .expect(200);
      // Nest's logger is one per process: the api's lines land here too, the job's line is the worker's.
      const line = await waitFor(
        () =>
          workerLogs
            .lines()
            .find((entry) => entry.requestId === 'web-worker-0001' && String(entry.msg).startsWith('job mail/')),
        15_000,
        'the worker’s line for the job',
      );
      expect(line).toMatchObject({ context: 'QueueProcessors', msg: expect.stringMatching(/ done in \d+ms$/) });
    } finally {
      await worker?.close();
      await apiApp.close();
      await db.drop();
    }
  });
});
