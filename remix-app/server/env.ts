import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

const hostWithOptionalPort = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be a host name with an optional port, e.g. localhost:3000');

const compiles = (trusted: string[]): boolean => {
  try {
    proxyaddr.compile(trusted);
    return true;
  } catch {
    return false;
  }
};

/** Express's `trust proxy` list, the API's format: the hops whose X-Forwarded-* the web believes. */
const trustedProxies = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(compiles, 'must be comma-separated addresses, CIDR ranges or loopback, linklocal, uniquelocal');

const ZWebEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  API_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:3001')
    .transform((url) => url.replace(/\/+$/, '')),
  MAIN_HOST: hostWithOptionalPort.default('localhost:3000'),
  LOGIN_HOST: hostWithOptionalPort.default('login.localhost:3000'),
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUSTED_PROXIES: trustedProxies.default('loopback'),
  /**
   * How long a signed-out visitor's read of a public crowd (its view, categories, a page of ideas)
   * is shared with other signed-out visitors, and so is a page made of such reads (decision 025);
   * 0 turns the sharing off.
   */
  PUBLIC_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long the signed-out views of shared idea pages are gathered before the web sends them to
   * the API in one call; 0 sends each at once.
   */
  VIEW_TALLY_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** The API's levels: `log` writes an access line per request, `warn` only what went wrong. */
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  /** On SIGTERM, how long requests in flight get to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});
export type TWebEnv = z.infer<typeof ZWebEnv> & { SESSION_SECRET: string };

export class EnvError extends Error {
  constructor(readonly issues: readonly { variable: string; message: string }[]) {
    super(`Invalid environment: ${issues.map((i) => `${i.variable}: ${i.message}`).join('; ')}`);
    this.name = 'EnvError';
  }
}

const DEV_SESSION_SECRET = 'crowd-dev-session-secret-not-for-production';

/**
 * Outside production a fixed development secret is fine. In production an unset SESSION_SECRET
 * is generated once into DATA_DIR, so the embedded single-machine start keeps its sessions
 * across restarts; several web instances must share an explicit SESSION_SECRET.
 */
function sessionSecretFor(env: z.infer<typeof ZWebEnv>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV !== 'production') return DEV_SESSION_SECRET;
  const file = resolve(env.DATA_DIR, 'web-session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the variables; throws an EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): TWebEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZWebEnv.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), message: issue.message })),
    );
  }
  return { ...result.data, SESSION_SECRET: sessionSecretFor(result.data) };
}

let cached: TWebEnv | undefined;

/** The process environment, parsed once. */
export function getEnv(): TWebEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
