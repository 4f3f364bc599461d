import { z } from 'zod';
import { dnsServersEnv, durationEnv, positiveIntEnv, rateRuleEnv, trustedProxiesEnv } from './env-formats';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (...protocols: string[]) =>
  optionalString.refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const hostWithPort = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'must be a host name with an optional :port');

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** The API's environment (ARCHITECTURE.md "Configuration"); parsed once at start. */
export const ZApiEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  MAIN_HOST: hostWithPort.default('localhost:3000'),
  LOGIN_HOST: hostWithPort.default('login.localhost:3000'),
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols('mysql', 'mariadb'),
  REDIS_URL: urlWithProtocols('redis', 'rediss'),
  /** Key prefix of the Bull queues, so several deployments (or test runs) can share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('crowd'),
  SMTP_URL: urlWithProtocols('smtp', 'smtps'),
  MAIL_FROM: z.string().trim().min(3).default('Crowd Ideas <no-reply@crowd-ideas.local>'),
  SESSION_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Points the Stripe SDK at a local fake in tests: http://127.0.0.1:12111 */
  STRIPE_API_URL: urlWithProtocols('http', 'https'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTH_URL: urlWithProtocols('http', 'https'),
  GOOGLE_TOKEN_URL: urlWithProtocols('http', 'https'),
  GOOGLE_USERINFO_URL: urlWithProtocols('http', 'https'),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_AUTH_URL: urlWithProtocols('http', 'https'),
  FACEBOOK_TOKEN_URL: urlWithProtocols('http', 'https'),
  FACEBOOK_USERINFO_URL: urlWithProtocols('http', 'https'),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Crowds that never had a subscription one account may own at once (issue 24: no endless empty crowds). */
  CROWDS_WITHOUT_SUBSCRIPTION_MAX: z.coerce.number().int().min(1).max(1000).default(3),
  /** How long a past-due subscription keeps serving before its crowd is temporarily deactivated. */
  PAST_DUE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** How often the subscription sweep (renewals, dunning, period ends) and the reconciliation of open charges run. */
  SUBSCRIPTION_SWEEP_SECONDS: z.coerce.number().int().min(10).default(3600),
  /**
   * Where own domains' proof records are looked up (decision 029): `ip[:port]`, comma-separated;
   * empty uses the system's resolvers. Tests point it at a local DNS server.
   */
  DNS_SERVERS: dnsServersEnv(),
  /**
   * `host:port` pairs (comma-separated) that webhooks may reach although they resolve to a private,
   * loopback or otherwise internal address, over http too (decision 035). Empty: none.
   */
  WEBHOOK_ALLOWED_PRIVATE_HOSTS: z
    .string()
    .trim()
    .toLowerCase()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, 'must be host:port'))),
  /**
   * How often the digest sweep looks for people whose 08:00 (daily) or Monday 08:00 (weekly) has
   * passed without their digest (decision 036): a digest goes out at most this long after 08:00.
   */
  DIGEST_SWEEP_SECONDS: z.coerce.number().int().min(10).default(900),
  /** How often verified own domains are looked up again. */
  DOMAIN_RECHECK_SECONDS: z.coerce.number().int().min(10).default(3600),
  /** How long an own domain whose proof record disappeared keeps serving its crowd. */
  DOMAIN_GRACE: durationEnv('3d'),
  /**
   * The host own domains point at by CNAME, as the crowd profile shows it; empty: MAIN_HOST's
   * name (without its port).
   */
  OWN_DOMAIN_TARGET: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]*$/, 'must be a host name')
    .default(''),
  /** Where the API asks an own domain for its TLS certificate: the port, and a host instead of the domain (tests). */
  OWN_DOMAIN_TLS_PORT: z.coerce.number().int().min(1).max(65535).default(443),
  OWN_DOMAIN_TLS_HOST: z.string().trim().default(''),
  /** A PEM file of certificate authorities trusted besides the system's when judging those certificates (tests, private CAs). */
  OWN_DOMAIN_TLS_CA_FILE: z.string().trim().default(''),
  /**
   * A personal data export of more rows and files than this is packed on the queue and its link
   * mailed, instead of streamed during the request (decision 033).
   */
  USER_EXPORT_QUEUE_ABOVE: z.coerce.number().int().min(0).default(1000),
  /** How long the mailed link of a queued personal data export works. */
  USER_EXPORT_TTL: durationEnv('7d'),
  /** With REDIS_URL set, queue processors run in the worker process unless this is set. */
  RUN_QUEUE_PROCESSORS: booleanFlag,
  /** Jobs waiting this long with no processor attached make health degraded and the API warn. */
  QUEUE_STUCK_AFTER_SECONDS: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  /**
   * On SIGTERM, how long in-flight requests and running jobs get to finish before the process
   * closes what is left (docs/operations.md).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * How long the answer of a route marked `sharedWhenSignedOut` is shared among callers without a
   * session (decision 025); 0 turns the cache off.
   */
  SHARED_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long this process keeps the reads every API call of a page repeats (the session, the
   * crowd, the caller's membership: `ProcessMemo`); every write through the process empties them.
   * 0 reads them every time.
   */
  PROCESS_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long views of ideas are gathered before one transaction writes them (issue 27: a write
   * per page view serialises SQLite); 0 writes each view as it is counted. Shutdown writes what
   * is gathered.
   */
  VIEW_COUNT_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * How long the landing page's lists (GET /public/crowds, /public/ideas/…) are kept, in Redis when
   * configured, and the max-age their answers allow; 0 reads them every time.
   */
  PUBLIC_LISTS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Who may say who the client is (X-Forwarded-For): the web process, on this machine by default. */
  TRUSTED_PROXIES: trustedProxiesEnv('loopback'),
  /**
   * Decision 004 "Rate limits". Per address the limits are generous (a company signs in from one
   * NAT address); guessing is throttled per account and per account + address.
   */
  RATE_LIMIT_LOGIN_PER_ADDRESS: rateRuleEnv('1000/1h'),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: rateRuleEnv('300/1h'),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: rateRuleEnv('20/1h'),
  RATE_LIMIT_LOGIN_FREE_FAILURES: positiveIntEnv(5),
  RATE_LIMIT_LOGIN_DELAY: durationEnv('30s'),
  RATE_LIMIT_LOGIN_DELAY_MAX: durationEnv('15m'),
  RATE_LIMIT_KNOWN_ADDRESS_TTL: durationEnv('30d'),
  RATE_LIMIT_REGISTER_PER_ADDRESS: rateRuleEnv('1000/1d'),
  RATE_LIMIT_RESET_PER_ADDRESS: rateRuleEnv('300/1h'),
  RATE_LIMIT_RESET_PER_ACCOUNT: rateRuleEnv('1/1m'),
  RATE_LIMIT_RESET_PER_ACCOUNT_ADDRESS: rateRuleEnv('5/1h'),
  /** E-mails a user may send by sharing ideas: each address counts one, so the mail relay is not a spam gun. */
  RATE_LIMIT_SHARE_PER_USER: rateRuleEnv('50/1h'),
  /** Shared ideas one address receives from everyone together: nobody's inbox is a target. */
  RATE_LIMIT_SHARE_PER_RECIPIENT: rateRuleEnv('10/1d'),
  /** Personal data exports one user may ask for (each packs all their data and files). */
  RATE_LIMIT_USER_EXPORT: rateRuleEnv('5/1h'),
  /** Wrong passwords a signed-in account may give when asked again (password change, erasure). */
  RATE_LIMIT_PASSWORD_RECHECK: rateRuleEnv('10/1h'),
});

export type TApiEnv = z.infer<typeof ZApiEnv>;
