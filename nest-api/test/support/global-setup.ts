import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { SERVICE_ENV, servicesRequired, TEST_MYSQL_URL, TEST_REDIS_URL, type TestService } from './services';

async function probeMysql(): Promise<void> {
  const connection = await createConnection({ uri: TEST_MYSQL_URL, connectTimeout: 2000 });
  await connection.end();
}

async function probeRedis(): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  // connect() rejects with the failure; without a listener ioredis would also log it as unhandled.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

const PROBES: Array<{ service: TestService; label: string; url: string; probe: () => Promise<void> }> = [
  { service: 'mysql', label: 'MariaDB', url: TEST_MYSQL_URL, probe: probeMysql },
  { service: 'redis', label: 'Redis', url: TEST_REDIS_URL, probe: probeRedis },
];

/** Probes each service once per run; the answers reach every test file through process.env. */
export default async function globalSetup(): Promise<void> {
  const problems: string[] = [];
  for (const { service, label, url, probe } of PROBES) {
    try {
      await probe();
      process.env[SERVICE_ENV[service]] = '1';
    } catch (error) {
      process.env[SERVICE_ENV[service]] = '0';
      problems.push(`${label} at ${url} is unreachable: ${String(error)}`);
    }
  }
  if (problems.length === 0) return;
  if (servicesRequired) throw new Error(`REQUIRE_SERVICES=1 but ${problems.join('; ')}`);
  console.warn(`\n${problems.join('\n')}\nTests that need an unreachable service are skipped.`);
}
