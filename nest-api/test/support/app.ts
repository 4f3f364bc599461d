import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { createApiApp, type AppOptions } from '../../src/bootstrap';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: NestExpressApplication;
  db: TestDatabase;
  /** Closes the app, then drops its database (unless the database was passed in). */
  close(): Promise<void>;
}

export interface TestAppOptions extends AppOptions {
  /** Share a database between apps (api + worker); the caller drops it. */
  db?: TestDatabase;
}

/** A Bull key prefix of its own, so concurrent or earlier runs never see this run's jobs. */
export const uniqueQueuePrefix = (): string => `crowd-test-${randomBytes(6).toString('hex')}`;

/**
 * The environment a test app starts from: the fresh database, no outside services unless the
 * test names them (the developer's own REDIS_URL or SMTP_URL must not leak into a test).
 */
export function testEnv(
  db: TestDatabase,
  env: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    RUN_QUEUE_PROCESSORS: '',
    QUEUE_PREFIX: uniqueQueuePrefix(),
    // Factories write past the API, which empties the shared reads only on its own writes.
    SHARED_READ_CACHE_MS: '0',
    PROCESS_READ_CACHE_MS: '0',
    // Tests read the views they count straight from the database.
    VIEW_COUNT_FLUSH_MS: '0',
    ...db.env,
    ...env,
  };
}

/** Removes a test run's Bull keys (kept failed jobs, id counters) from the shared Redis. */
export async function deleteQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Boots the real api (createApiApp, as main.ts does) on a fresh database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDb = options.db === undefined;
  const db = options.db ?? (await createTestDatabase());
  try {
    const env = testEnv(db, options.env);
    const app = await createApiApp({
      ...options,
      env,
      queue: { backoffDelayMs: 10, ...options.queue },
    });
    return {
      app,
      db,
      close: async () => {
        await app.close();
        if (env.REDIS_URL && env.QUEUE_PREFIX) await deleteQueueKeys(env.REDIS_URL, env.QUEUE_PREFIX);
        if (ownDb) await db.drop();
      },
    };
  } catch (error) {
    if (ownDb) await db.drop();
    throw error;
  }
}
