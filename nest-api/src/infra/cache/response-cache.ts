import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { recordShareable, sendStored, type StoredResponse } from './recorded-response';

/**
 * A response cache in front of Nest (decision 025): a request the owner gives a key is answered
 * from an earlier 200 without Set-Cookie for the TTL, so a hit costs no parsing, guards or
 * queries. lru-cache keeps the entries (TTL, size bound) and runs the fills: concurrent first
 * readers of a key share one answer, and once an entry is past its TTL one reader asks Nest again
 * while the others are still served the older answer. Every write (any method but GET, HEAD or
 * OPTIONS) empties the cache when it starts and when it ends, so what a caller changes through
 * this process shows at once; changes made elsewhere show after the TTL.
 */

/** The request whose answer fills an entry; `filling` tells it that Nest is answering it. */
interface Fill {
  res: ServerResponse;
  next: (error?: unknown) => void;
  filling: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A finished answer that may not be kept: lru-cache drops the entry and its waiters ask Nest themselves. */
const NOT_SHARED = new Error('not shared');

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
      const answer = recordShareable(res);
      // After lru-cache has registered this fill, so every reader of the key from now on waits for it.
      queueMicrotask(() => fill.next());
      const recorded = await answer;
      if (recorded === null) throw NOT_SHARED;
      return recorded;
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
