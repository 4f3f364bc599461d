import type { AppLoadContext } from '@remix-run/node';
import type { TUserRolesResponse } from '@crowd/contracts';
import { getVisibleCrowd } from '~/features/crowd/crowd.server';
import { requireUser, type RouteArgs, type SignedIn } from '~/lib/guards.server';
import { perRequest } from '~/lib/request-cache.server';
import { redirectWithToast } from '~/lib/toast.server';
import type { ToastInput } from '~/lib/toast';

export type { RouteArgs } from '~/lib/guards.server';
export { pagePath } from '~/lib/request-paths';

export type Account = SignedIn;

/**
 * The account area's guard (spec 2.5): the signed-in user and the request's API client (in the
 * host's crowd), or a redirect to the sign-in page.
 */
export async function requireAccount(args: RouteArgs): Promise<Account> {
  const crowd = args.context.site.kind === 'crowd' ? await getVisibleCrowd(args.request, args.context) : null;
  return requireUser(args, crowd);
}

const ROLES = Symbol('user roles');

/** GET /user/roles, once per request; an API failure counts as no roles. */
function getUserRoles(account: Account, context: AppLoadContext): Promise<TUserRolesResponse> {
  return perRequest(context, ROLES, () =>
    account.api.request('getUserRoles').then((result) => {
      if (result.ok) return result.data;
      if (result.status !== 401) console.error(`[web] GET /api/user/roles failed: ${result.status}`);
      return {};
    }),
  );
}
/** Spec 6: only an admin of at least one crowd sees or opens the credit-cards page. */
export async function isAdminOfAnyCrowd(account: Account, context: AppLoadContext): Promise<boolean> {
  const byCrowd = await getUserRoles(account, context);
  return Object.values(byCrowd).includes('CROWD_ADMIN');
}

/** A redirect that carries a toast (and the given headers, e.g. a new `lng` cookie). */
export function redirectWithAccountToast(url: string, toast: ToastInput, headers = new Headers()): Promise<Response> {
  return redirectWithToast(url, toast, { headers });
}

export { failedActionResponse } from '~/lib/failed-action.server';
