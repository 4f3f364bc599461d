import { createConnection } from 'mysql2/promise';
import Redis from 'ioredis';

/**
 * Integration tests run against real MariaDB and Redis when reachable. With REQUIRE_SERVICES=1
 * (CI) an unreachable service fails the run instead of falling back to SQLite / in-process.
 */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const servicesRequired = process.env.REQUIRE_SERVICES === '1';

let mysqlUp: Promise<boolean> | undefined;
let redisUp: Promise<boolean> | undefined;

async function probeMysql(): Promise<boolean> {
  try {
    const connection = await createConnection({ uri: TEST_MYSQL_URL, connectTimeout: 2000 });
    await connection.end();
    return true;
  } catch (error) {
    if (servicesRequired)
      throw new Error(`REQUIRE_SERVICES=1 but MariaDB at ${TEST_MYSQL_URL} is unreachable: ${String(error)}`);
    return false;
  }
}

async function probeRedis(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (servicesRequired)
      throw new Error(`REQUIRE_SERVICES=1 but Redis at ${TEST_REDIS_URL} is unreachable: ${String(error)}`);
    return false;
  } finally {
    client.disconnect();
  }
}

export const mysqlAvailable = (): Promise<boolean> => (mysqlUp ??= probeMysql());
export const redisAvailable = (): Promise<boolean> => (redisUp ??= probeRedis());
