import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import { ssoHintDomain } from '@crowd/contracts/hosts';
import compression from 'compression';
import express from 'express';
import { withBoundedActions } from './server/bounded-actions.js';
import { limitPageBodies } from './server/body-limit.js';
import { createLoadContext } from './server/context.js';
import { EnvError, getEnv } from './server/env.js';
import { compileTrust, dropUntrustedForwarding, resolveClient } from './server/forwarded.js';
import { createOriginCheck } from './server/origin.js';
import { createPageCache } from './server/cache/page-cache.js';
import { createReaderClasses } from './server/cache/reader-class.js';
import { gracefulShutdown } from './server/in-flight.js';
import { createHttpLogger, createLogger } from './server/logger.js';
import { createApiProxy } from './server/proxy.js';
import { assignRequestId, createRequestId } from './server/request-id.js';
import { createSecurityHeaders } from './server/security-headers.js';
import { createViewTally, sendToApi } from './server/view-tally.js';

async function main(): Promise<void> {
  const env = getEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const production = env.NODE_ENV === 'production';
  const hosts = { mainHost: env.MAIN_HOST, loginHost: env.LOGIN_HOST };
  const protocol = env.PUBLIC_PROTOCOL;
  const trust = compileTrust(env.TRUSTED_PROXIES);
  const securityHeaders = createSecurityHeaders({ protocol });
  const pageCache = createPageCache({
    ttlMs: () => env.PUBLIC_READ_CACHE_MS,
    securityHeaders,
    readerClasses: createReaderClasses(() => env.SESSION_SECRET),
    silentSignOn: { hintDomain: ssoHintDomain(hosts), hostOf: (req) => resolveClient(req, trust).host },
  });
  const viewTally = createViewTally({ flushMs: () => env.VIEW_TALLY_FLUSH_MS, send: sendToApi(env.API_URL) });

  const app = express();
  const server = createServer(app);
  const shutdown = gracefulShutdown(server);
  app.disable('x-powered-by');
  app.set('trust proxy', trust);
  // First: every request, proxied or not, is counted for the shutdown, named and logged.
  app.use(shutdown.middleware);
  app.use(createRequestId(trust));
  app.use(createHttpLogger(logger));

  // Before anything that reads or compresses bodies: the proxy streams them through untouched,
  // and the API's answers keep the API's own headers.
  const apiProxy = createApiProxy({ apiUrl: env.API_URL, trust, protocol });
  app.use(pageCache.clearOnWrites);
  app.use(apiProxy);
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/socket.io')) return;
    assignRequestId(req, trust);
    apiProxy.upgrade(req, socket, head);
  });

  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });

  app.use(securityHeaders.middleware);
  app.use(compression());
  app.use(createOriginCheck({ trust, protocol }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (production) {
    // build/server/server.js sits beside Remix's build/server/index.js; assets are in build/client.
    const here = dirname(fileURLToPath(import.meta.url));
    const clientDir = join(here, '..', 'client');
    app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    // The client folder's own files (the favicon) are known at start: a page's path skips the disk.
    const rootFiles = new Set(readdirSync(clientDir).map((name) => `/${name}`));
    const rootStatic = express.static(clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => (rootFiles.has(req.path) ? rootStatic(req, res, next) : next()));
    build = withBoundedActions((await import(pathToFileURL(join(here, 'index.js')).href)) as ServerBuild);
  } else {
    const vite = await import('vite');
    const root = dirname(fileURLToPath(import.meta.url));
    const devServer = await vite.createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      // Crowd hosts are any subdomain or domain: Vite's host check must let them all through.
      server: { middlewareMode: true, hmr: { server }, allowedHosts: true },
    });
    app.use(devServer.middlewares);
    // Vite hands back the same module until a file changes: each is wrapped once.
    const bounded = new WeakMap<ServerBuild, ServerBuild>();
    build = async () => {
      const loaded = (await devServer.ssrLoadModule('virtual:remix/server-build')) as ServerBuild;
      if (!bounded.has(loaded)) bounded.set(loaded, withBoundedActions(loaded));
      return bounded.get(loaded) as ServerBuild;
    };
  }

  // Express 5 route syntax: a named wildcard, in braces so that `/` matches too.
  app.all(
    '/{*splat}',
    limitPageBodies,
    dropUntrustedForwarding(trust),
    pageCache.middleware,
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) =>
        createLoadContext(req, res, { hosts, protocol, trust, securityHeaders, pageCache, viewTally }),
    }),
  );

  server.listen(env.PORT, () => {
    logger.info(`listening on port ${env.PORT}: ${env.PUBLIC_PROTOCOL}://${env.MAIN_HOST} (API ${env.API_URL})`);
  });

  const stop = (): void => {
    logger.info('stopping: finishing the requests in flight');
    shutdown
      .shutDown(env.SHUTDOWN_TIMEOUT_MS)
      .then(async (drained) => {
        if (!drained) logger.warn(`requests still in flight after ${env.SHUTDOWN_TIMEOUT_MS}ms were cut off`);
        // The views of the last moment's visits go to the API before the web exits.
        await viewTally.close();
      })
      .then(
        () => logger.flush(() => process.exit(0)),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    for (const issue of error.issues)
      console.error(`[web] invalid environment variable ${issue.variable}: ${issue.message}`);
  } else {
    console.error('[web] failed to start', error);
  }
  process.exit(1);
});
