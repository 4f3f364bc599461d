import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portEnv, stackEnv, startStack } from '../../scripts/lib/stack.mjs';
import { createDatabase, REDIS_URL, uniqueQueuePrefix } from './services.mjs';

/**
 * The whole stack from scratch on its own ports and data dir. With REQUIRE_SERVICES=1 it is the
 * production topology: a fresh MariaDB database, Redis queues and a separate worker process.
 */
export async function startTestStack({ port = 3100, env: extraEnv = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'crowd-e2e-'));
  const production = process.env.REQUIRE_SERVICES === '1';
  let database;
  const overrides = {
    ...portEnv(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    ...extraEnv,
  };
  if (production) {
    database = createDatabase();
    overrides.DATABASE_URL = database.url;
    overrides.REDIS_URL = REDIS_URL;
    overrides.QUEUE_PREFIX = uniqueQueuePrefix();
  }
  const env = stackEnv(overrides);
  const stack = await startStack(env, { worker: production, quiet: process.env.E2E_VERBOSE !== '1' });
  return {
    env,
    baseUrl: (host = env.MAIN_HOST) => `http://${host}`,
    /** The web process's id, to read its memory (form-fuzz). */
    webPid: stack.children.find((child) => child.name === 'web')?.pid,
    async stop() {
      await stack.stop();
      database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
