import type { AppLoadContext } from '@remix-run/node';

// The loaders and actions of one request share its load context, so it keys what they share.
const caches = new WeakMap<AppLoadContext, Map<symbol, unknown>>();

/**
 * A value computed once per request: the first caller computes it, every other loader of the same
 * request gets the same value (a promise, for API calls).
 */
export function perRequest<T>(context: AppLoadContext, key: symbol, compute: () => T): T {
  let cache = caches.get(context);
  if (!cache) {
    cache = new Map();
    caches.set(context, cache);
  }
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}
