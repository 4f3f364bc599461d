import type { Request, RequestHandler } from 'express';
import { API_PREFIX, API_ROUTES, PRIVATE_CROWD_HEADER, SESSION_COOKIE_NAME } from '@crowd/contracts';
import { createResponseCache } from './response-cache';

/** `/crowdView/ideas/{crowdId}` → a pattern of the whole request path, one segment per placeholder. */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${API_PREFIX}${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const SHARED_PATHS = API_ROUTES.filter((route) => route.method === 'get' && 'sharedWhenSignedOut' in route).map(
  (route) => pathPattern(route.path),
);

const SESSION_PRESENT = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE_NAME}=[^;\\s]`);

/**
 * Everything a shared answer may depend on besides the caller: the path and query, the host the
 * caller came by (the web's X-Forwarded-Host), the crowd the web reads for and the language.
 */
export function sharedAnswerKey(req: Request): string {
  const header = (name: string): string => String(req.headers[name.toLowerCase()] ?? '');
  return [
    req.originalUrl,
    header('host'),
    header('x-forwarded-host'),
    header('x-forwarded-proto'),
    header(PRIVATE_CROWD_HEADER),
    header('accept-language'),
  ].join('\n');
}

/** A caller with a session (their likes, their role) is never looked up here. */
function keyOf(req: Request): string | null {
  if (SESSION_PRESENT.test(req.headers.cookie ?? '') || req.headers.authorization) return null;
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  return SHARED_PATHS.some((pattern) => pattern.test(path)) ? sharedAnswerKey(req) : null;
}

/**
 * The API's shared read cache (decision 025): the answers of the routes marked
 * `sharedWhenSignedOut` to callers without a session, for `ttlMs`, answered before Nest's pipeline
 * runs. Every write through this process empties it.
 */
export function sharedReadCache(ttlMs: number): RequestHandler {
  return createResponseCache<Request>({ ttlMs, keyOf });
}
