import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { RateRule } from './env-formats';
import type { TSocialProvider } from '@crowd/contracts';
import { ZApiEnv, type TApiEnv } from './env.schema';
import { socialProviderSettings, type SocialProviderSettings } from './social-providers';

type DatabaseConfig = { type: 'mysql'; url: string } | { type: 'sqlite'; path: string };

/** Decision 004 "Rate limits"; durations in seconds. */
export interface RateLimitSettings {
  loginPerAddress: RateRule;
  loginFailuresPerAddress: RateRule;
  /** Failures from addresses that have not signed in to the account lately. */
  loginFailuresPerAccount: RateRule;
  /** Consecutive failures per account and address before each further one delays the next try. */
  loginFreeFailures: number;
  /** The first delay; it doubles with each further failure up to the maximum. */
  loginDelaySeconds: number;
  loginDelayMaxSeconds: number;
  /** How long an address that signed in to an account stays known for it. */
  knownAddressSeconds: number;
  registerPerAddress: RateRule;
  resetPerAddress: RateRule;
  resetPerAccount: RateRule;
  resetPerAccountAddress: RateRule;
  /** Share e-mails per user (each address counts one). */
  sharePerUser: RateRule;
  /** Share e-mails one address receives, from all users together. */
  sharePerRecipient: RateRule;
}

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
  /** Express "trust proxy" entries: whose X-Forwarded-For names the client. */
  trustedProxies: string[];
  rateLimits: RateLimitSettings;
  /** Each sign-in provider's client and endpoints; null for one without client id and secret. */
  socialProviders: Record<TSocialProvider, SocialProviderSettings | null>;
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
    trustedProxies: env.TRUSTED_PROXIES,
    rateLimits: rateLimitSettings(env),
    socialProviders: {
      google: socialProviderSettings(env, 'google'),
      facebook: socialProviderSettings(env, 'facebook'),
    },
    publicUrl: (host) => `${env.PUBLIC_PROTOCOL}://${host}`,
  };
}

function rateLimitSettings(env: TApiEnv): RateLimitSettings {
  return {
    loginPerAddress: env.RATE_LIMIT_LOGIN_PER_ADDRESS,
    loginFailuresPerAddress: env.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
    loginFailuresPerAccount: env.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
    loginFreeFailures: env.RATE_LIMIT_LOGIN_FREE_FAILURES,
    loginDelaySeconds: env.RATE_LIMIT_LOGIN_DELAY,
    loginDelayMaxSeconds: Math.max(env.RATE_LIMIT_LOGIN_DELAY, env.RATE_LIMIT_LOGIN_DELAY_MAX),
    knownAddressSeconds: env.RATE_LIMIT_KNOWN_ADDRESS_TTL,
    registerPerAddress: env.RATE_LIMIT_REGISTER_PER_ADDRESS,
    resetPerAddress: env.RATE_LIMIT_RESET_PER_ADDRESS,
    resetPerAccount: env.RATE_LIMIT_RESET_PER_ACCOUNT,
    resetPerAccountAddress: env.RATE_LIMIT_RESET_PER_ACCOUNT_ADDRESS,
    sharePerUser: env.RATE_LIMIT_SHARE_PER_USER,
    sharePerRecipient: env.RATE_LIMIT_SHARE_PER_RECIPIENT,
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
