import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { requestIdOf } from './request-id.js';

/** Headers that carry credentials: never written, even by a line that logs headers one day. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** A segment as long as a token (a password reset's, an activation's): written as `:token`. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

/** The path without its query and without anything that looks like a secret. */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
}

const PINO_LEVEL = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' } as const;

/** The web's JSON lines at LOG_LEVEL: one object a line on stdout (or `destination`). */
export function createLogger(level: keyof typeof PINO_LEVEL, destination?: DestinationStream): Logger {
  return pino(
    {
      level: PINO_LEVEL[level],
      base: { pid: process.pid, app: 'web' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination ?? pino.destination({ sync: false }),
  );
}

/** One access line per request with its request id; no headers, no bodies, no query strings. */
export function createHttpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: loggablePath(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
