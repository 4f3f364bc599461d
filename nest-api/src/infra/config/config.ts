import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { ZApiEnv, type TApiEnv } from './env.schema';

export type DatabaseConfig = { type: 'mysql'; url: string } | { type: 'sqlite'; path: string };

export interface AppConfig {
  env: TApiEnv;
  production: boolean;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** Whether this process runs the queue processors (always on the embedded default). */
  runQueueProcessors: boolean;
  sessionSecret: string;
  mainHost: string;
  loginHost: string;
  publicUrl(host: string): string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZApiEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
  if (production && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  return {
    env,
    production,
    dataDir,
    database: env.DATABASE_URL
      ? { type: 'mysql', url: env.DATABASE_URL.replace(/^mariadb:/, 'mysql:') }
      : { type: 'sqlite', path: join(dataDir, 'crowd.sqlite') },
    redisUrl: env.REDIS_URL,
    runQueueProcessors: !env.REDIS_URL || env.RUN_QUEUE_PROCESSORS,
    sessionSecret: env.SESSION_SECRET ?? generatedSecret(dataDir),
    mainHost: env.MAIN_HOST,
    loginHost: env.LOGIN_HOST,
    publicUrl: (host) => `${env.PUBLIC_PROTOCOL}://${host}`,
  };
}

/** Outside production an unset secret is generated once and kept, so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
