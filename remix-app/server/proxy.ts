import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware } from 'http-proxy-middleware';

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

export const PROXIED_PREFIXES = ['/api', '/socket.io'] as const;

export const isProxiedPath = (path: string): boolean =>
  PROXIED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

/**
 * The BFF proxy: the browser talks to one origin, `/api/*` and `/socket.io/*` go on to the API
 * untouched (it must be mounted before any body parser so request bodies stream through).
 * `xfwd` adds X-Forwarded-For/-Host/-Proto; the Host header itself is kept so the API sees
 * which site the request was made on.
 */
export function createApiProxy(apiUrl: string): RequestHandler & { upgrade: UpgradeHandler } {
  const proxy = createProxyMiddleware<IncomingMessage>({
    target: apiUrl,
    changeOrigin: false,
    xfwd: true,
    ws: true,
    pathFilter: (path) => isProxiedPath(path),
    on: {
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
  return proxy as unknown as RequestHandler & { upgrade: UpgradeHandler };
}
