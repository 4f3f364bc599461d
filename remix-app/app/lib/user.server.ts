import type { AppLoadContext } from '@remix-run/node';
import type { TUser } from '@crowd/contracts';
import type { ApiClient } from './api.server';
import { perRequest } from './request-cache.server';

const USER = Symbol('signed-in user');

/** The signed-in user, or null (401, or the API cannot tell right now). Fetched once per request. */
export function getOptionalUser(api: ApiClient, context: AppLoadContext): Promise<TUser | null> {
  return perRequest(context, USER, () =>
    api.request('getUser').then((result) => {
      if (result.ok) return result.data;
      if (result.status !== 401) console.error(`[web] GET /api/user failed: ${result.status} ${result.error.key}`);
      return null;
    }),
  );
}
