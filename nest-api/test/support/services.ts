/**
 * Integration tests run against real MariaDB and Redis. The global setup probes both once per run
 * and publishes the answers through process.env, so each test file knows at definition time which
 * suites it can run: those needing an absent service are declared skipped and reported as skipped,
 * never as passed. With REQUIRE_SERVICES=1 (CI) an unreachable service fails the run instead.
 */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const servicesRequired = process.env.REQUIRE_SERVICES === '1';

export type TestService = 'mysql' | 'redis';

/** The variable through which the global setup tells test files whether a service answered. */
export const SERVICE_ENV: Readonly<Record<TestService, string>> = {
  mysql: 'CROWD_TEST_MYSQL',
  redis: 'CROWD_TEST_REDIS',
};

const serviceAvailable = (service: TestService): boolean => process.env[SERVICE_ENV[service]] === '1';
export const mysqlAvailable = (): boolean => serviceAvailable('mysql');

const describeWith =
  (service: TestService) =>
  (name: string, suite: () => void): void =>
    (serviceAvailable(service) ? describe : describe.skip)(name, suite);

const itWith =
  (service: TestService) =>
  (name: string, test: jest.ProvidesCallback, timeout?: number): void =>
    (serviceAvailable(service) ? it : it.skip)(name, test, timeout);

export const describeWithMysql = describeWith('mysql');
export const describeWithRedis = describeWith('redis');
export const itWithMysql = itWith('mysql');
export const itWithRedis = itWith('redis');
