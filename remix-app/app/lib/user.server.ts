import type { AppLoadContext } from '@remix-run/node';
import { SESSION_COOKIE_NAME, type TUser } from '@crowd/contracts';
import type { ApiClient } from './api.server';
import { perRequest } from './request-cache.server';

const USER = Symbol('signed-in user');

/**
 * The signed-in user, or null (no session cookie, 401, or the API cannot tell right now). Fetched
 * once per request; a request without a session cookie is anonymous without asking the API.
 */
export function getOptionalUser(api: ApiClient, context: AppLoadContext): Promise<TUser | null> {
  if (!api.sendsCookie(SESSION_COOKIE_NAME)) return Promise.resolve(null);
  return perRequest(context, USER, () =>
    api.request('getUser').then((result) => {
      if (result.ok) return result.data;
      if (result.status !== 401) console.error(`[web] GET /api/user failed: ${result.status} ${result.error.key}`);
      return null;
    }),
  );
}
