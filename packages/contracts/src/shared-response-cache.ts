import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Server-only: a response cache for the answers that are the same for every signed-out visitor
 * (a public crowd's home page on the web, the crowd site's reads on the API). It sits in front of
 * the framework as a Node middleware, so a hit costs neither loaders nor rendering nor queries.
 *
 * - A request is looked up only when `keyOf` gives it a key (the owner decides who may share and
 *   puts everything the answer depends on into the key); a response is kept only when it is a
 *   200 without Set-Cookie that `shareable` accepts.
 * - The first request for a key fills it while the others for the same key wait for it; once an
 *   entry is older than the TTL the next request refreshes it while the others are still served
 *   the older answer (never more than `staleGraceMs` past the TTL), so a burst costs one render.
 * - Every write (any method but GET, HEAD or OPTIONS) empties the cache when it starts and when it
 *   ends, so what a visitor changes through this process shows at once; changes made elsewhere
 *   (another process, a job) show after the TTL.
 */

export interface StoredResponse {
  status: number;
  /** Response headers by lower-case name, as the framework set them. */
  headers: Record<string, number | string | string[]>;
  body: Buffer;
  /** What the owner keeps with the answer (the web: the CSP nonce it was rendered with). */
  note: string | undefined;
  at: number;
}

export interface SharedResponseCacheOptions<Req extends IncomingMessage, Res extends ServerResponse> {
  /** Milliseconds an answer is shared; 0 turns the cache off. */
  ttlMs: () => number;
  /** The key of a request whose answer may be shared, or null to pass it through untouched. */
  keyOf: (req: Req) => string | null;
  /** Whether this finished 200 may be shared (beyond having no Set-Cookie, which is always required). */
  shareable?: (req: Req, res: Res) => boolean;
  /** What to keep with a stored answer, read when it is stored. */
  noteOf?: (res: Res) => string | undefined;
  /** Writes a stored answer as this request's response; the default sends it as it was. */
  serve?: (req: Req, res: Res, stored: StoredResponse) => void;
  maxEntries?: number;
  /** How long past its TTL an answer may still be served while a refresh runs. */
  staleGraceMs?: number;
  now?: () => number;
}

export interface SharedResponseCache<Req extends IncomingMessage, Res extends ServerResponse> {
  /** Serves shared answers and keeps new ones; empties the cache on writes. */
  middleware: (req: Req, res: Res, next: (error?: unknown) => void) => void;
  /** Only the emptying on writes: for requests handled before `middleware` (a proxy). */
  clearOnWrites: (req: Req, res: Res, next: () => void) => void;
  clear: () => void;
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
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  stored: StoredResponse | null;
  /** The answer being rendered for this key; waiters get the stored answer, or null to render their own. */
  filling: Promise<StoredResponse | null> | null;
}

/** Sends a stored answer as it was kept; `body` and `headers` replace its own when given. */
export function sendStored(
  res: ServerResponse,
  stored: StoredResponse,
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
  return new Promise((resolve) => {
    res.once('finish', () => resolve(Buffer.concat(chunks)));
    res.once('close', () => {
      if (!res.writableFinished) resolve(null);
    });
  });
}

export function createSharedResponseCache<Req extends IncomingMessage, Res extends ServerResponse>(
  options: SharedResponseCacheOptions<Req, Res>,
): SharedResponseCache<Req, Res> {
  const {
    ttlMs,
    keyOf,
    shareable = () => true,
    noteOf = () => undefined,
    serve = (_req, res, stored) => sendStored(res, stored),
    maxEntries = 200,
    staleGraceMs = 5_000,
    now = Date.now,
  } = options;
  const entries = new Map<string, Entry>();
  const clear = (): void => entries.clear();

  /** Lets the framework answer `req`, keeping the answer under `key` when it may be shared. */
  const fill = (req: Req, res: Res, key: string, entry: Entry, next: () => void): void => {
    const filling = recordBody(res).then((body) => {
      const keep =
        body !== null &&
        res.statusCode === 200 &&
        !res.hasHeader('set-cookie') &&
        entries.get(key) === entry &&
        shareable(req, res);
      if (!keep) {
        if (entries.get(key) === entry) entries.delete(key);
        return null;
      }
      const headers: StoredResponse['headers'] = {};
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
      entry.stored = { status: 200, headers, body, note: noteOf(res), at: now() };
      entry.filling = null;
      return entry.stored;
    });
    entry.filling = filling;
    next();
  };

  const middleware: SharedResponseCache<Req, Res>['middleware'] = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method ?? 'GET')) return clearOnWrites(req, res, next);
    const ttl = ttlMs();
    const key = req.method === 'GET' && ttl > 0 ? keyOf(req) : null;
    if (key === null) return next();

    const entry = entries.get(key);
    if (entry?.stored) {
      const age = now() - entry.stored.at;
      if (age < ttl || (entry.filling && age < ttl + staleGraceMs)) return serve(req, res, entry.stored);
      if (!entry.filling) return fill(req, res, key, entry, next);
    } else if (entry?.filling) {
      entry.filling.then(
        (stored) => (stored ? serve(req, res, stored) : next()),
        (error: unknown) => next(error),
      );
      return;
    }
    const fresh: Entry = { stored: null, filling: null };
    entries.delete(key);
    entries.set(key, fresh);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    fill(req, res, key, fresh, next);
  };

  const clearOnWrites: SharedResponseCache<Req, Res>['clearOnWrites'] = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method ?? 'GET')) {
      clear();
      res.once('close', clear);
    }
    next();
  };

  return {
    middleware,
    clearOnWrites,
    clear,
    get size() {
      return entries.size;
    },
  };
}
