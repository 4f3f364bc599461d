import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthOptionsModule } from '../../src/modules/auth/auth-options';
import { InMemoryRateLimiter } from '../../src/modules/auth/rate-limit/rate-limiter';
import { startTestApp, type TestApp } from '../support/app';
import { createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services';
import { registration } from './auth-support';

const minute = 60_000;
const limits = () =>
  AuthOptionsModule.register({
    rateLimits: {
      loginPerIp: { limit: 4, windowMs: minute },
      loginFailuresPerAccount: { limit: 2, windowMs: minute },
      registerPerIp: { limit: 2, windowMs: minute },
      resetPerIp: { limit: 3, windowMs: minute },
      resetPerAccount: { limit: 2, windowMs: minute },
    },
  });

function rateLimitSuite(
  name: string,
  env: Record<string, string>,
  describeSuite: (name: string, suite: () => void) => void = describe,
): void {
  describeSuite(`rate limits (${name})`, () => {
    let testApp: TestApp | undefined;
    let dataSource: DataSource;
    const from = (ip: string) => ({
      post: (path: string) => {
        if (!testApp) throw new Error('no app');
        return request(testApp.app.getHttpServer()).post(path).set('X-Forwarded-For', ip);
      },
    });

    beforeAll(async () => {
      testApp = await startTestApp({ imports: [limits()], env });
      dataSource = testApp.app.get(DataSource);
    });
    afterAll(async () => {
      await testApp?.close();
    });

    it('limits sign-in attempts per client address, with Retry-After', async () => {
      const user = await createUser(dataSource);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await from('203.0.113.1')
          .post('/api/login')
          .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
          .expect(200);
      }
      const limited = await from('203.0.113.1')
        .post('/api/login')
        .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
        .expect(429, { error: 'too_many_requests' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another address is counted on its own.
      await from('203.0.113.2')
        .post('/api/login')
        .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
        .expect(200);
    });

    it('locks an account after repeated failures, from any address', async () => {
      const user = await createUser(dataSource);
      await from('198.51.100.1').post('/api/login').send({ email: user.email, password: 'Wrong-Passw0rd' }).expect(401);
      await from('198.51.100.2')
        .post('/api/login')
        .send({ email: user.email.toUpperCase(), password: 'Wrong-Passw0rd' })
        .expect(401);
      await from('198.51.100.3')
        .post('/api/login')
        .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
        .expect(429, { error: 'too_many_requests' });
      const other = await createUser(dataSource);
      await from('198.51.100.3')
        .post('/api/login')
        .send({ email: other.email, password: DEFAULT_TEST_PASSWORD })
        .expect(200);
    });

    it('limits registrations per client address', async () => {
      await from('192.0.2.10').post('/api/register').send(registration()).expect(201);
      await from('192.0.2.10').post('/api/register').send(registration()).expect(201);
      await from('192.0.2.10').post('/api/register').send(registration()).expect(429, { error: 'too_many_requests' });
    });

    it('limits reset requests per client address and per account', async () => {
      const user = await createUser(dataSource);
      const ok = { message: 'password_reset_email_sent' };
      await from('192.0.2.20').post('/api/login/sendPasswordResetEmail').send({ email: user.email }).expect(200, ok);
      await from('192.0.2.21').post('/api/login/sendPasswordResetEmail').send({ email: user.email }).expect(200, ok);
      await from('192.0.2.22').post('/api/login/sendPasswordResetEmail').send({ email: user.email }).expect(429);
      await from('192.0.2.30')
        .post('/api/login/sendPasswordResetEmail')
        .send({ email: 'a@example.com' })
        .expect(200, ok);
      await from('192.0.2.30')
        .post('/api/login/sendPasswordResetEmail')
        .send({ email: 'b@example.com' })
        .expect(200, ok);
      await from('192.0.2.30')
        .post('/api/login/sendPasswordResetEmail')
        .send({ email: 'c@example.com' })
        .expect(200, ok);
      await from('192.0.2.30').post('/api/login/sendPasswordResetEmail').send({ email: 'd@example.com' }).expect(429);
    });
  });
}

rateLimitSuite('in memory', { REDIS_URL: '' });
rateLimitSuite('Redis', { REDIS_URL: TEST_REDIS_URL }, describeWithRedis);

describe('InMemoryRateLimiter', () => {
  it('counts in fixed windows that end', async () => {
    let now = 1_000;
    const limiter = new InMemoryRateLimiter(() => now);
    expect(await limiter.hit('k', 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 40;
    expect(await limiter.hit('k', 100)).toEqual({ count: 2, resetInMs: 60 });
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInMs: 60 });
    now += 60;
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await limiter.hit('k', 100)).toEqual({ count: 1, resetInMs: 100 });
  });
});
