import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackEnv, startStack } from '../../scripts/lib/stack.mjs';

const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function mysqlAdmin(statement) {
  const url = new URL(MYSQL_URL);
  execFileSync(
    'mysql',
    ['-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username), '-e', statement],
    {
      env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) },
    },
  );
}

/**
 * The whole stack from scratch on its own ports and data dir. With REQUIRE_SERVICES=1 it is the
 * production topology: a fresh MariaDB database, Redis queues and a separate worker process.
 */
export async function startTestStack({ port = 3100, env: extraEnv = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'crowd-e2e-'));
  const production = process.env.REQUIRE_SERVICES === '1';
  let database;
  const overrides = {
    PORT: String(port),
    API_PORT: String(port + 1),
    API_URL: `http://127.0.0.1:${port + 1}`,
    MAIN_HOST: `localhost:${port}`,
    LOGIN_HOST: `login.localhost:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    ...extraEnv,
  };
  if (production) {
    database = `crowd_e2e_${randomBytes(5).toString('hex')}`;
    mysqlAdmin(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(MYSQL_URL);
    url.pathname = `/${database}`;
    overrides.DATABASE_URL = url.toString();
    overrides.REDIS_URL = REDIS_URL;
    overrides.QUEUE_PREFIX = `e2e-${randomBytes(4).toString('hex')}`;
  }
  const env = stackEnv(overrides);
  const stack = await startStack(env, { worker: production, quiet: process.env.E2E_VERBOSE !== '1' });
  return {
    env,
    baseUrl: (host = env.MAIN_HOST) => `http://${host}`,
    async stop() {
      await stack.stop();
      if (database) mysqlAdmin(`DROP DATABASE IF EXISTS \`${database}\``);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
