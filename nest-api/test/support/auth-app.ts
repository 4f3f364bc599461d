import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp, type TestAppOptions } from './app';
import { DEFAULT_TEST_PASSWORD } from './factories';

export const MAIN_HOST = 'localhost:3000';
export const LOGIN_HOST = 'login.localhost:3000';

/** Requests as the web process forwards them: the browser's host in X-Forwarded-Host. */
export function client(app: NestExpressApplication) {
  const server = app.getHttpServer();
  return {
    get: (path: string, host = MAIN_HOST) => request(server).get(path).set('X-Forwarded-Host', host),
    post: (path: string, host = MAIN_HOST) => request(server).post(path).set('X-Forwarded-Host', host),
    put: (path: string, host = MAIN_HOST) => request(server).put(path).set('X-Forwarded-Host', host),
    delete: (path: string, host = MAIN_HOST) => request(server).delete(path).set('X-Forwarded-Host', host),
  };
}

/** `crowd_sid=<token>` from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(response: Response): string {
  const header = setCookieOf(response, 'crowd_sid');
  if (!header) throw new Error('no crowd_sid cookie was set');
  return header.split(';')[0] ?? '';
}

export function setCookieOf(response: Response, name: string): string | undefined {
  const raw: unknown = response.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return cookies.find((cookie) => cookie.startsWith(`${name}=`));
}

/** Signs in with e-mail and password on `host`; returns the session cookie. */
export async function signIn(
  app: NestExpressApplication,
  email: string,
  options: { host?: string; password?: string; crowdId?: number } = {},
): Promise<string> {
  const response = await client(app)
    .post('/api/login', options.host)
    .send({ email, password: options.password ?? DEFAULT_TEST_PASSWORD, crowdId: options.crowdId })
    .expect(200);
  return sessionCookie(response);
}

/** Functional tests send far more requests (and wrong passwords) from one address than a person would. */
export const generousRateLimits = (): Record<string, string> => ({
  RATE_LIMIT_LOGIN_PER_ADDRESS: '10000/1m',
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '10000/1m',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '10000/1m',
  RATE_LIMIT_LOGIN_FREE_FAILURES: '10000',
  RATE_LIMIT_REGISTER_PER_ADDRESS: '10000/1m',
  RATE_LIMIT_RESET_PER_ADDRESS: '10000/1m',
  RATE_LIMIT_RESET_PER_ACCOUNT: '10000/1m',
  RATE_LIMIT_RESET_PER_ACCOUNT_ADDRESS: '10000/1m',
});

/** The api of a describe block, usable in its tests (`app`, `db` as in TestApp). */
export interface AuthTestApp extends Pick<TestApp, 'app' | 'db'> {
  dataSource: DataSource;
  /** Requests to it as the web process forwards them. */
  api: () => ReturnType<typeof client>;
}

/**
 * Boots the api with generous rate limits before the describe block's tests and closes it after
 * them, as the sign-in and account suites need it. `options` is read when the app starts.
 */
export function authTestApp(options: () => TestAppOptions = () => ({})): AuthTestApp {
  let testApp: TestApp | undefined;
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    const { env, ...rest } = options();
    testApp = await startTestApp({ ...rest, env: { ...generousRateLimits(), ...env } });
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const running = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test app starts in beforeAll');
    return value;
  };
  return {
    get app() {
      return running(testApp).app;
    },
    get db() {
      return running(testApp).db;
    },
    get dataSource() {
      return running(dataSource);
    },
    api: () => client(running(testApp).app),
  };
}
