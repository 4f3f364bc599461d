import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

/**
 * A response cache in front of Nest (decision 025): a request the owner gives a key is answered
 * from an earlier 200 without Set-Cookie for the TTL, so a hit costs no parsing, guards or
 * queries. lru-cache keeps the entries (TTL, size bound) and runs the fills: concurrent first
 * readers of a key share one answer, and once an entry is past its TTL one reader asks Nest again
 * while the others are still served the older answer. Every write (any method but GET, HEAD or
 * OPTIONS) empties the cache when it starts and when it ends, so what a caller changes through
 * this process shows at once; changes made elsewhere show after the TTL.
 */

interface StoredResponse {
  /** Response headers by lower-case name, as Nest set them. */
  headers: Record<string, number | string | string[]>;
  body: Buffer;
}

/** The request whose answer fills an entry; `filling` tells it that Nest is answering it. */
interface Fill {
  res: ServerResponse;
  next: (error?: unknown) => void;
  filling: boolean;
}

/** Headers that belong to one response, never to a stored one. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  // Each request's own id (docs/operations.md): a shared answer must not name the request that filled it.
  'x-request-id',
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A finished answer that may not be kept: lru-cache drops the entry and its waiters ask Nest themselves. */
const NOT_SHARED = new Error('not shared');

const asBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
};

/** Collects what Nest writes (passing it on unchanged); resolves with the body once sent, null if cut off. */
function recordBody(res: ServerResponse): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    const chunk = asBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const chunk = asBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    return end(...args);
  }) as ServerResponse['end'];
  return new Promise((resolve) => {
    res.once('finish', () => resolve(Buffer.concat(chunks)));
    res.once('close', () => {
      if (!res.writableFinished) resolve(null);
    });
  });
}

function sendStored(res: ServerResponse, stored: StoredResponse): void {
  res.statusCode = 200;
  for (const [name, value] of Object.entries(stored.headers)) res.setHeader(name, value);
  res.setHeader('content-length', stored.body.length);
  res.end(stored.body);
}

export function createResponseCache<Req extends IncomingMessage>({
  ttlMs,
  keyOf,
  maxEntries = 200,
  now,
}: {
  /** Milliseconds an answer is shared; 0 turns the cache off. */
  ttlMs: number;
  /** The key of a request whose answer may be shared, or null to pass it through untouched. */
  keyOf: (req: Req) => string | null;
  maxEntries?: number;
  /** The clock of the TTLs (tests). */
  now?: () => number;
}): (req: Req, res: ServerResponse, next: (error?: unknown) => void) => void {
  const entries = new LRUCache<string, StoredResponse, Fill>({
    max: maxEntries,
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: async (_key, _stale, { context: fill }) => {
      const { res } = fill;
      fill.filling = true;
      const body = recordBody(res);
      // After lru-cache has registered this fill, so every reader of the key from now on waits for it.
      queueMicrotask(() => fill.next());
      const recorded = await body;
      if (recorded === null || res.statusCode !== 200 || res.hasHeader('set-cookie')) throw NOT_SHARED;
      const headers: StoredResponse['headers'] = {};
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
      return { headers, body: recorded };
    },
  });

  return (req, res, next) => {
    if (!SAFE_METHODS.has(req.method ?? 'GET')) {
      // A fill that started before the write is aborted with its entry, so it is never kept.
      entries.clear();
      res.once('close', () => entries.clear());
      return next();
    }
    const key = req.method === 'GET' && ttlMs > 0 ? keyOf(req) : null;
    if (key === null) return next();
    const fill: Fill = { res, next, filling: false };
    entries
      .fetch(key, { ttl: ttlMs, allowStale: true, context: fill })
      .then(
        (stored) => {
          if (fill.filling) return;
          if (stored) sendStored(res, stored);
          else next();
        },
        () => {
          if (!fill.filling) next();
        },
      )
      .catch(next);
  };
}
