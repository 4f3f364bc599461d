import type { AppLoadContext } from '@remix-run/node';
import { type TUser } from '@crowd/contracts';
import type { ApiClient } from '~/lib/api.server';

const perRequest = new WeakMap<AppLoadContext, Promise<TUser | null>>();

/** The signed-in user, or null (401, or the API cannot tell right now). Fetched once per request. */
export function getOptionalUser(api: ApiClient, context: AppLoadContext): Promise<TUser | null> {
  let user = perRequest.get(context);
  if (!user) {
    user = api.request('getUser').then((result) => {
      if (result.ok) return result.data;
      if (result.status !== 401) console.error(`[web] GET /api/user failed: ${result.status} ${result.error.key}`);
      return null;
    });
    perRequest.set(context, user);
  }
  return user;
}
