import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import { Logger, type INestApplicationContext, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@crowd/contracts';
import { rememberTrust } from '@crowd/contracts/hosts';
import cookieParser from 'cookie-parser';
import { json, urlencoded, type ErrorRequestHandler, type Express } from 'express';
import { AppModule, type ModuleImport } from './app.module';
import { sendError } from './common/http/all-exceptions.filter';
import { originCheck } from './common/http/origin-check';
import { InFlightRequests } from './common/http/in-flight-requests';
import { requestContextMiddleware, requestIdMiddleware } from './common/http/request-id';
import type { TrustProxyFn } from './common/http/request-host';
import { securityHeaders } from './common/http/security-headers';
import { ProcessMemo } from './infra/cache/process-memo';
import { sharedReadCache } from './infra/cache/shared-read-cache';
import { SystemClock, type Clock } from './infra/clock/clock';
import { ConfigError, loadConfig, type AppConfig } from './infra/config/config';
import type { RuntimeSettings } from './infra/config/resolved-config.module';
import { createPino, PinoLoggerService } from './infra/logging/pino-logger';
import { httpObserver } from './infra/metrics/http-observer';
import { MetricsRegistry } from './infra/metrics/metrics.registry';
import { RealtimeIoAdapter } from './infra/realtime/realtime-io.adapter';
import { swaggerUiRouter } from './infra/openapi/swagger-ui.router';
import { DEFAULT_QUEUE_RUNTIME_OPTIONS, type QueueRuntimeOptions } from './infra/queue/queue-runtime-options';
import { WorkerModule } from './worker.module';

/** JSON and form bodies; files travel as multipart with their own limit (LIMITS.uploadBytesMax). */
const BODY_LIMIT = '1mb';

export interface AppOptions {
  /** Merged over process.env before validation, as if set in the environment. */
  env?: Record<string, string | undefined>;
  /** Replaces validated values (tests: `runQueueProcessors`). */
  config?: Partial<AppConfig>;
  queue?: Partial<QueueRuntimeOptions>;
  /** The time the app sees (tests: a SettableClock); the system clock otherwise. */
  clock?: Clock;
  /** Replaces the JSON logger (tests: `false`, or a LoggerService that keeps what it is told). */
  logger?: LoggerService | LogLevel[] | false;
  /** Where the JSON log lines go instead of stdout (tests: an in-memory stream). */
  logDestination?: DestinationStream;
  /** Extra modules, for test-only controllers next to everything production boots. */
  imports?: ModuleImport[];
}

/** The process's logger: JSON lines (pino) at LOG_LEVEL unless a test brings its own. */
function loggerFor(
  config: AppConfig,
  { logger, logDestination }: Pick<AppOptions, 'logger' | 'logDestination'>,
): LoggerService | LogLevel[] | false {
  return logger ?? new PinoLoggerService(createPino(config.env.LOG_LEVEL, logDestination));
}

/** Validates the environment once; throws ConfigError naming each bad variable. */
function resolveSettings(options: AppOptions = {}): RuntimeSettings {
  const loaded = loadConfig({ ...process.env, ...options.env });
  return {
    config: { ...loaded, ...options.config },
    queue: { ...DEFAULT_QUEUE_RUNTIME_OPTIONS, ...options.queue },
    clock: options.clock ?? new SystemClock(),
  };
}

/** For the entry points: a bad environment ends the process naming the variable, without a stack. */
export function settingsOrExit(): RuntimeSettings {
  try {
    return resolveSettings();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Webhook signatures (Stripe) are computed over the exact bytes; the parsed body loses them. */
const keepRawBody = (req: IncomingMessage & { rawBody?: Buffer }, _res: ServerResponse, buffer: Buffer): void => {
  req.rawBody = buffer;
};

/** A refused origin or an unreadable body, answered in the one error envelope. */
const earlyErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => sendError(error, req, res);

const inFlightOf = new WeakMap<NestExpressApplication, InFlightRequests>();

/** Everything HTTP that is not a controller: the same for production and tests. */
function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  // Only the web process proxies /api and forwards X-Forwarded-For (TRUSTED_PROXIES: loopback in
  // the embedded default); anyone else's X-Forwarded-For would let them pick their rate-limit bucket.
  app.set('trust proxy', config.trustedProxies);
  const express = app.getHttpAdapter().getInstance() as Express;
  express.set('trust proxy fn', rememberTrust(express.get('trust proxy fn') as TrustProxyFn));
  app.disable('x-powered-by');
  const inFlight = new InFlightRequests();
  inFlightOf.set(app, inFlight);
  app.use(inFlight.middleware);
  app.use(requestIdMiddleware(express.get('trust proxy fn') as TrustProxyFn));
  app.use(httpObserver(app.get(MetricsRegistry)));
  app.use(securityHeaders({ https: config.env.PUBLIC_PROTOCOL === 'https' }));
  // Before the rest: a shared answer costs no parsing, guards or queries.
  app.use(sharedReadCache(config.env.SHARED_READ_CACHE_MS));
  app.use(app.get(ProcessMemo).clearOnWrites);
  app.use(originCheck((host) => config.publicUrl(host)));
  app.use(cookieParser(config.sessionSecret));
  app.use(json({ limit: BODY_LIMIT, verify: keepRawBody }));
  app.use(urlencoded({ extended: true, limit: BODY_LIMIT }));
  app.use(earlyErrors);
  app.use(requestContextMiddleware);
  app.use(`${API_PREFIX}/docs`, swaggerUiRouter(`${API_PREFIX}/docs`, `${API_PREFIX}/docs-json`));
  app.setGlobalPrefix(API_PREFIX);
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config));
}

/** The api process: REST under /api. main.ts listens on it; tests drive it with supertest. */
export async function createApiApp(options: AppOptions = {}): Promise<NestExpressApplication> {
  return createApiAppWith(resolveSettings(options), options);
}

export async function createApiAppWith(
  settings: RuntimeSettings,
  { logger, logDestination, imports = [] }: Pick<AppOptions, 'logger' | 'logDestination' | 'imports'> = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(settings, imports), {
    bodyParser: false,
    abortOnError: false,
    logger: loggerFor(settings.config, { logger, logDestination }),
  });
  configureHttp(app, settings.config);
  await app.init();
  return app;
}

/** The worker process: no HTTP, only the queue processors, which always run here. */
export async function createWorkerContext(options: AppOptions = {}): Promise<INestApplicationContext> {
  return createWorkerContextWith(resolveSettings(options), options);
}

export async function createWorkerContextWith(
  settings: RuntimeSettings,
  { logger, logDestination }: Pick<AppOptions, 'logger' | 'logDestination'> = {},
): Promise<INestApplicationContext> {
  const workerSettings = { ...settings, config: { ...settings.config, runQueueProcessors: true } };
  const context = await NestFactory.createApplicationContext(WorkerModule.register(workerSettings), {
    abortOnError: false,
    logger: loggerFor(settings.config, { logger, logDestination }),
  });
  await context.init();
  new Logger('Worker').log(`processing queues on ${settings.config.redisUrl ? 'Redis' : 'the in-process adapter'}`);
  return context;
}

/**
 * SIGTERM for the api: stop accepting connections, let the requests in flight finish (up to
 * SHUTDOWN_TIMEOUT_MS), then close the rest in order: sockets, queues (running jobs get the same
 * timeout), the database. Nest's own close alone would close the database under a running request.
 */
export async function shutDownGracefully(app: NestExpressApplication, timeoutMs: number): Promise<void> {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  const inFlight = inFlightOf.get(app);
  logger.log(`stopping: ${inFlight?.size ?? 0} request(s) in flight`);
  server.close();
  if (inFlight && !(await inFlight.drained(timeoutMs)))
    logger.warn(`${inFlight.size} request(s) still in flight after ${timeoutMs}ms: closing their connections`);
  server.closeAllConnections();
  await app.close();
  logger.log('stopped');
}
