import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/infra/config/config';
import type { User } from '../../src/modules/auth/user/entities/user.entity';
import { startTestApp, uniqueQueuePrefix, type TestApp } from '../support/app';
import { createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services';
import { registration } from './auth-support';

const WRONG_PASSWORD = 'Wrong-Passw0rd';

/** Small limits, so each rule is reached in a few requests. */
const SMALL_LIMITS = {
  RATE_LIMIT_LOGIN_PER_ADDRESS: '20/1m',
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '4/1m',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '3/1m',
  RATE_LIMIT_LOGIN_FREE_FAILURES: '2',
  RATE_LIMIT_LOGIN_DELAY: '1s',
  RATE_LIMIT_LOGIN_DELAY_MAX: '2s',
  RATE_LIMIT_REGISTER_PER_ADDRESS: '2/1m',
  RATE_LIMIT_RESET_PER_ADDRESS: '3/1m',
  RATE_LIMIT_RESET_PER_ACCOUNT: '2/1m',
  RATE_LIMIT_RESET_PER_ACCOUNT_ADDRESS: '1/1m',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 429 with the error contract and a Retry-After in whole seconds; returns the seconds. */
function retryAfterOf(response: Response): number {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: 'too_many_requests' });
  const header = String(response.headers['retry-after']);
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}

function rateLimitSuite(
  name: string,
  env: Record<string, string>,
  describeSuite: (name: string, suite: () => void) => void = describe,
): void {
  describeSuite(`rate limits (${name})`, () => {
    let testApp: TestApp | undefined;
    let dataSource: DataSource;
    const running = (): TestApp => {
      if (!testApp) throw new Error('the app starts in beforeAll');
      return testApp;
    };
    const server = () => running().app.getHttpServer();
    /** As the web process forwards a browser's request from `address`. */
    const from = (address: string) => ({
      post: (path: string) => request(server()).post(path).set('X-Forwarded-For', address),
      login: (user: Pick<User, 'email'>, password = DEFAULT_TEST_PASSWORD) =>
        request(server()).post('/api/login').set('X-Forwarded-For', address).send({ email: user.email, password }),
      reset: (email: string) =>
        request(server()).post('/api/login/sendPasswordResetEmail').set('X-Forwarded-For', address).send({ email }),
    });

    beforeAll(async () => {
      testApp = await startTestApp({ env: { ...SMALL_LIMITS, ...env } });
      dataSource = testApp.app.get(DataSource);
    });
    afterAll(async () => {
      await testApp?.close();
    });

    it('limits sign-in attempts per client address, with Retry-After; other addresses count on their own', async () => {
      const user = await createUser(dataSource);
      for (let attempt = 0; attempt < 20; attempt += 1) await from('203.0.113.1').login(user).expect(200);
      const retryAfter = retryAfterOf(await from('203.0.113.1').login(user));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await from('203.0.113.2').login(user).expect(200);
    });

    it('delays guesses per account and address progressively, and forgets them on success', async () => {
      const user = await createUser(dataSource);
      const office = from('198.51.100.10');
      await office.login(user).expect(200);
      await office.login(user, WRONG_PASSWORD).expect(401);
      await office.login(user, WRONG_PASSWORD).expect(401);
      // The third consecutive failure is past the free ones: the next try waits 1 s, the right
      // password included (else the answer would tell a guesser when they hit it).
      await office.login(user, WRONG_PASSWORD).expect(401);
      expect(retryAfterOf(await office.login(user))).toBe(1);
      await sleep(1100);
      await office.login(user, WRONG_PASSWORD).expect(401);
      expect(retryAfterOf(await office.login(user))).toBe(2);
      // Another address is not delayed by this one's failures.
      await from('198.51.100.11').login(user).expect(200);
      await sleep(2100);
      await office.login(user, WRONG_PASSWORD).expect(401);
      expect(retryAfterOf(await office.login(user))).toBe(2);
      await sleep(2100);
      // A success forgets the failures: the free ones are free again.
      await office.login(user).expect(200);
      await office.login(user, WRONG_PASSWORD).expect(401);
      await office.login(user, WRONG_PASSWORD).expect(401);
      await office.login(user).expect(200);
    });

    it('lets the owner sign in from a known address while strangers elsewhere fail on the account', async () => {
      const owner = await createUser(dataSource);
      await from('192.0.2.50').login(owner).expect(200);
      // The attack: failures from other addresses used to lock the account, the owner included.
      await from('192.0.2.61').login(owner, WRONG_PASSWORD).expect(401);
      await from('192.0.2.61').login(owner, WRONG_PASSWORD).expect(401);
      await from('192.0.2.62').login(owner, WRONG_PASSWORD).expect(401);
      for (const stranger of ['192.0.2.62', '192.0.2.63']) {
        expect(retryAfterOf(await from(stranger).login(owner, WRONG_PASSWORD))).toBeLessThanOrEqual(60);
      }
      // Guessing from new addresses is over for this account (the right password too) …
      retryAfterOf(await from('192.0.2.64').login(owner));
      // … but the owner's own address still signs in.
      await from('192.0.2.50').login(owner).expect(200);
      await from('192.0.2.50').login(owner).expect(200);
    });

    it('limits failures per address across accounts (password spraying), not its known accounts', async () => {
      const regular = await createUser(dataSource);
      const sprayer = from('198.51.100.77');
      await sprayer.login(regular).expect(200);
      for (let account = 0; account < 4; account += 1) {
        await sprayer.login({ email: `sprayed-${account}@example.com` }, WRONG_PASSWORD).expect(401);
      }
      const other = await createUser(dataSource);
      retryAfterOf(await sprayer.login(other));
      await sprayer.login(regular).expect(200);
    });

    it('limits registrations per client address', async () => {
      await from('192.0.2.10').post('/api/register').send(registration()).expect(201);
      await from('192.0.2.10').post('/api/register').send(registration()).expect(201);
      retryAfterOf(await from('192.0.2.10').post('/api/register').send(registration()));
      await from('192.0.2.11').post('/api/register').send(registration()).expect(201);
    });

    it('spaces reset mails per account: a stranger delays the owner by a minute at most, not an hour', async () => {
      const owner = await createUser(dataSource);
      const ok = { message: 'password_reset_email_sent' };
      await from('192.0.2.20').reset(owner.email).expect(200, ok);
      expect(retryAfterOf(await from('192.0.2.20').reset(owner.email))).toBeLessThanOrEqual(60);
      await from('192.0.2.21').reset(owner.email).expect(200, ok);
      expect(retryAfterOf(await from('192.0.2.22').reset(owner.email))).toBeLessThanOrEqual(60);
      expect(retryAfterOf(await from('192.0.2.21').reset(owner.email))).toBeLessThanOrEqual(60);
    });

    it('limits reset requests per client address across accounts', async () => {
      const ok = { message: 'password_reset_email_sent' };
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        await from('192.0.2.30').reset(email).expect(200, ok);
      }
      retryAfterOf(await from('192.0.2.30').reset('d@example.com'));
      await from('192.0.2.31').reset('d@example.com').expect(200, ok);
    });
  });
}

rateLimitSuite('in memory', { REDIS_URL: '' });
rateLimitSuite('Redis', { REDIS_URL: TEST_REDIS_URL }, describeWithRedis);

describeWithRedis('rate limits in Redis', () => {
  it('are shared by every api instance', async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      RATE_LIMIT_REGISTER_PER_ADDRESS: '2/1m',
    };
    const instances = [await startTestApp({ env }), await startTestApp({ env })];
    try {
      const register = (instance: TestApp) =>
        request(instance.app.getHttpServer())
          .post('/api/register')
          .set('X-Forwarded-For', '203.0.113.200')
          .send(registration());
      const [first, second] = instances as [TestApp, TestApp];
      await register(first).expect(201);
      await register(second).expect(201);
      retryAfterOf(await register(first));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe('trusted proxies', () => {
  const addressBuckets = async (env: Record<string, string>, forwardedFor: string[]): Promise<number[]> => {
    const testApp = await startTestApp({ env: { ...env, RATE_LIMIT_REGISTER_PER_ADDRESS: '2/1m' } });
    try {
      const statuses: number[] = [];
      for (const address of forwardedFor) {
        const response = await request(testApp.app.getHttpServer())
          .post('/api/register')
          .set('X-Forwarded-For', address)
          .send(registration());
        statuses.push(response.status);
      }
      return statuses;
    } finally {
      await testApp.close();
    }
  };
  const forwarded = ['203.0.113.101', '203.0.113.102', '203.0.113.103'];

  it('takes the client address from X-Forwarded-For of the web process on loopback by default', async () => {
    expect(await addressBuckets({}, forwarded)).toEqual([201, 201, 201]);
  });

  it('ignores X-Forwarded-For from an address outside TRUSTED_PROXIES, so it cannot pick its bucket', async () => {
    expect(await addressBuckets({ TRUSTED_PROXIES: '10.0.0.0/8, uniquelocal' }, forwarded)).toEqual([201, 201, 429]);
  });
});

describe('rate limit configuration', () => {
  const CONFIG_BASE = { DATA_DIR: '/unused', SESSION_SECRET: 'x'.repeat(32) };

  it('has defaults that let 500 people behind one address register and sign in the same morning', () => {
    const { rateLimits } = loadConfig(CONFIG_BASE);
    const perHour = (rule: { points: number; durationSeconds: number }) => (rule.points * 3600) / rule.durationSeconds;
    expect(rateLimits.registerPerAddress.points).toBeGreaterThanOrEqual(500);
    expect(rateLimits.registerPerAddress.durationSeconds).toBeLessThanOrEqual(86_400);
    expect(perHour(rateLimits.loginPerAddress)).toBeGreaterThanOrEqual(500);
    expect(perHour(rateLimits.loginFailuresPerAccount)).toBeLessThanOrEqual(30);
    expect(rateLimits.resetPerAccount.durationSeconds).toBeLessThanOrEqual(60);
  });

  it.each([
    ['RATE_LIMIT_LOGIN_PER_ADDRESS', 'lots'],
    ['RATE_LIMIT_RESET_PER_ACCOUNT', '0/1m'],
    ['RATE_LIMIT_LOGIN_DELAY', '5 minutes'],
    ['TRUSTED_PROXIES', 'loopback, the-office'],
  ])('names a bad %s', (variable, value) => {
    expect(() => loadConfig({ ...CONFIG_BASE, [variable]: value })).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
