import type { RequestHandler } from 'express';
import { Agent, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_PREFIX, API_ROUTE_BY_OPERATION_ID } from '@crowd/contracts';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { forwardingHeaders, resolveClient, rewriteForwarding, type TrustProxy } from './forwarded.js';

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

const PROXIED_PREFIXES = ['/api', '/socket.io'] as const;

const isProxiedPath = (path: string): boolean =>
  PROXIED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

/** The API's own spelling of a route's path, lowercased (its router ignores case). */
const apiPathOf = (operationId: 'metrics' | 'countIdeaViews'): string =>
  `${API_PREFIX}${API_ROUTE_BY_OPERATION_ID[operationId].path}`.toLowerCase();

/**
 * API routes for the operators' network and the web itself, never for browsers: Prometheus scrapes
 * each API instance directly (any method, any path below), and the web sends the views it tallied
 * (that POST only: GET /public/ideas/views/{ideaId} below it is public).
 */
const INTERNAL_ROUTES: readonly { path: string; method?: string }[] = [
  { path: apiPathOf('metrics') },
  { path: apiPathOf('countIdeaViews'), method: 'POST' },
];

const safelyDecoded = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** Every spelling the API's router would take for the same route: any case, doubled or trailing slashes. */
const isInternal = (method: string, path: string): boolean => {
  const normalized = safelyDecoded(path.split('?')[0] ?? '')
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return INTERNAL_ROUTES.some((route) =>
    route.method
      ? method.toUpperCase() === route.method && normalized === route.path
      : normalized === route.path || normalized.startsWith(`${route.path}/`),
  );
};

export interface ApiProxyOptions {
  apiUrl: string;
  trust: TrustProxy;
  protocol: 'http' | 'https';
}

/**
 * The BFF proxy: the browser talks to one origin, `/api/*` and `/socket.io/*` go on to the API
 * untouched (it must be mounted before any body parser so request bodies stream through). The
 * Host header is kept so the API sees which site the request was made on; the client's own
 * X-Forwarded-* never reach the API (it trusts the web's), the web's resolution of them does.
 * The API's internal routes (metrics, the tallied views) are answered 404 here: the API trusts the web as a peer.
 */
export function createApiProxy({
  apiUrl,
  trust,
  protocol,
}: ApiProxyOptions): RequestHandler & { upgrade: UpgradeHandler } {
  const forwarding = (req: IncomingMessage) => forwardingHeaders(resolveClient(req, trust), protocol);
  const proxy = createProxyMiddleware<IncomingMessage>({
    target: apiUrl,
    // Without an agent http-proxy asks the API to close each connection, and its `Connection:
    // close` reached the browser too: every API call cost both a new connection (issue 27). Idle
    // connections are dropped before the API's own keep-alive timeout (Node's 5 s) would.
    agent: new Agent({ keepAlive: true, timeout: 4_000 }),
    changeOrigin: false,
    xfwd: false,
    ws: true,
    pathFilter: (path) => isProxiedPath(path),
    on: {
      proxyReq: (proxyReq, req) => rewriteForwarding(proxyReq, forwarding(req)),
      proxyReqWs: (proxyReq, req) => rewriteForwarding(proxyReq, forwarding(req)),
      error: (error, _req, res) => {
        console.error(`[web] API proxy error: ${error.message}`);
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'default_error' }));
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  });
  const handler: RequestHandler = (req, res, next) => {
    if (isInternal(req.method, req.path)) res.status(404).json({ error: 'not_found' });
    else void proxy(req, res, next);
  };
  return Object.assign(handler, { upgrade: (proxy as unknown as { upgrade: UpgradeHandler }).upgrade });
}
