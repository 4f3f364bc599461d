import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import { LRUCache } from 'lru-cache';

/**
 * A response cache for the pages that are the same for every signed-out visitor (decision 025). It
 * sits in front of the Remix handler as a Node middleware, so a hit costs neither loaders nor
 * rendering. lru-cache keeps the entries (TTL, size bound) and runs the fills: concurrent first
 * readers of a key share one render, and once an entry is past its TTL one reader renders it again
 * while the others are still served the older answer. This module only records what the framework
 * writes and decides what may be kept: a request with a key (the owner's rule), answered 200
 * without Set-Cookie and accepted by `shareable`. Every write (any method but GET, HEAD or
 * OPTIONS) empties the cache when it starts and when it ends, so what a visitor changes through
 * this process shows at once.
 */

export interface StoredResponse<Note = string | undefined> {
  status: number;
  /** Response headers by lower-case name, as the framework set them. */
  headers: Record<string, number | string | string[]>;
  body: Buffer;
  /** What the owner keeps with the answer (the CSP nonce it was rendered with). */
  note: Note;
}

export interface ResponseCacheOptions<
  Req extends IncomingMessage,
  Res extends ServerResponse,
  Note = string | undefined,
> {
  /** Milliseconds an answer is shared; 0 turns the cache off. */
  ttlMs: () => number;
  /** The key of a request whose answer may be shared, or null to pass it through untouched. */
  keyOf: (req: Req) => string | null;
  /** Whether this finished 200 may be shared (beyond having no Set-Cookie, which is always required). */
  shareable?: (req: Req, res: Res) => boolean;
  /** What to keep with a stored answer, read when it is stored. */
  noteOf?: (res: Res) => Note;
  /**
   * Writes a stored answer as this request's response; the default sends it as it was. `next`
   * passes the request on to the framework instead, when it was not the one that filled the entry.
   */
  serve?: (req: Req, res: Res, stored: StoredResponse<Note>, next: (() => void) | null) => void;
  /**
   * Whether this request, when its render fills the entry, is answered through `serve` from what
   * was stored rather than with what the framework wrote (which is then held back until it ends):
   * for an owner whose `serve` adds something of the request's own to the stored answer.
   */
  servesOwnFill?: (req: Req) => boolean;
  maxEntries?: number;
  /** The clock of the TTLs (tests). */
  now?: () => number;
}

export interface ResponseCache<Req extends IncomingMessage, Res extends ServerResponse> {
  /** Serves shared answers and keeps new ones; empties the cache on writes. */
  middleware: (req: Req, res: Res, next: (error?: unknown) => void) => void;
  /** Only the emptying on writes: for requests handled before `middleware` (a proxy). */
  clearOnWrites: (req: Req, res: Res, next: () => void) => void;
  readonly size: number;
}

/**
 * Headers that belong to one response, never to a stored one. The body is kept as the framework
 * wrote it, before a compression middleware mounted earlier encoded it for that one client.
 */
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

/** A finished answer that may not be kept: lru-cache drops the entry and its waiters render their own. */
const NOT_SHARED = new Error('not shared');

/** The request whose render fills an entry; `filling` tells it that the framework is answering it. */
interface Fill<Req, Res, Note> {
  req: Req;
  res: Res;
  next: (error?: unknown) => void;
  filling: boolean;
  /** What the framework wrote, held back from the client until this request is served (`servesOwnFill`). */
  heldBack: HeldBack | null;
  /** What this request's own render stored (null: it was not kept), even when lru-cache hands out a stale answer. */
  own: Promise<StoredResponse<Note> | null> | null;
}

/** Sends a stored answer as it was kept; `body` and `headers` replace its own when given. */
export function sendStored(
  res: ServerResponse,
  stored: StoredResponse<unknown>,
  replace: { body?: Buffer | string; headers?: Record<string, number | string | string[]> } = {},
): void {
  res.statusCode = stored.status;
  for (const [name, value] of Object.entries({ ...stored.headers, ...replace.headers })) res.setHeader(name, value);
  const body = replace.body ?? stored.body;
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

const asBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
};

/** A response whose body the framework has written to the recording only. */
interface HeldBack {
  /** The body once the framework ended it; null when the client left first. */
  body: Promise<Buffer | null>;
  /** Sends what the framework wrote, as it wrote it. */
  release: () => void;
}

/** Collects what the framework writes (passing it on unchanged); resolves with the body once sent, null if cut off. */
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
  // `finished` also settles for a response whose reader left before this was called (its 'close'
  // already emitted): a fill that waited for that event would keep every later reader of its key.
  return new Promise((resolve) => {
    finished(res, (error) => resolve(error ? null : Buffer.concat(chunks)));
  });
}

/**
 * Collects what the framework writes without sending any of it: the body settles when the
 * framework ends the response (null if the client left before), and `res.end` is the socket's
 * again, for whoever answers the request then.
 */
function holdBackBody(res: ServerResponse): HeldBack {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write;
  let ended: (body: Buffer | null) => void = () => undefined;
  const body = new Promise<Buffer | null>((resolve) => {
    ended = resolve;
  });
  res.write = ((...args: unknown[]) => {
    const chunk = asBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const chunk = asBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    res.write = write;
    res.end = end as ServerResponse['end'];
    ended(Buffer.concat(chunks));
    return res;
  }) as ServerResponse['end'];
  res.once('close', () => ended(null));
  return {
    body,
    release: () => {
      void body.then((recorded) => {
        if (recorded !== null && !res.writableEnded) res.end(recorded);
      });
    },
  };
}

export function createResponseCache<Req extends IncomingMessage, Res extends ServerResponse, Note = string | undefined>(
  options: ResponseCacheOptions<Req, Res, Note>,
): ResponseCache<Req, Res> {
  const {
    ttlMs,
    keyOf,
    shareable = () => true,
    noteOf = () => undefined as Note,
    serve = (_req, res, stored) => sendStored(res, stored),
    servesOwnFill = () => false,
    maxEntries = 200,
    now,
  } = options;

  const entries = new LRUCache<string, StoredResponse<Note>, Fill<Req, Res, Note>>({
    max: maxEntries,
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: (_key, _stale, { context: fill }) => {
      const { req, res } = fill;
      fill.filling = true;
      if (servesOwnFill(req)) fill.heldBack = holdBackBody(res);
      const body = fill.heldBack?.body ?? recordBody(res);
      // After lru-cache has registered this fill, so every reader of the key from now on waits for it.
      queueMicrotask(() => fill.next());
      const stored = body.then((recorded): StoredResponse<Note> => {
        if (recorded === null || res.statusCode !== 200 || res.hasHeader('set-cookie') || !shareable(req, res))
          throw NOT_SHARED;
        const headers: StoredResponse['headers'] = {};
        for (const [name, value] of Object.entries(res.getHeaders()))
          if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
        return { status: 200, headers, body: recorded, note: noteOf(res) };
      });
      fill.own = stored.catch(() => null);
      return stored;
    },
  });

  const clearOnWrites: ResponseCache<Req, Res>['clearOnWrites'] = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method ?? 'GET')) {
      // A fill that started before the write is aborted with its entry, so it is never kept.
      entries.clear();
      res.once('close', () => entries.clear());
    }
    next();
  };

  const middleware: ResponseCache<Req, Res>['middleware'] = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method ?? 'GET')) return clearOnWrites(req, res, next);
    const ttl = ttlMs();
    const key = req.method === 'GET' && ttl > 0 ? keyOf(req) : null;
    if (key === null) return next();
    const fill: Fill<Req, Res, Note> = { req, res, next, filling: false, heldBack: null, own: null };
    const answerOwnFill = (): void => {
      const { heldBack, own } = fill;
      if (!heldBack || !own) return;
      void own.then((stored) => (stored ? serve(req, res, stored, null) : heldBack.release()));
    };
    entries
      .fetch(key, { ttl, allowStale: true, context: fill })
      .then(
        (stored) => {
          if (fill.filling) return answerOwnFill();
          if (stored) serve(req, res, stored, next);
          else next();
        },
        () => {
          if (fill.filling) answerOwnFill();
          else next();
        },
      )
      .catch(next);
  };

  return {
    middleware,
    clearOnWrites,
    get size() {
      return entries.size;
    },
  };
}
