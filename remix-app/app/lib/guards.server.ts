import { redirect, type AppLoadContext } from '@remix-run/node';
import type { TCrowdRole, TUser } from '@crowd/contracts';
import { api, type ApiClient } from './api.server';
import { loginRedirectUrl } from './request-paths';
import { getOptionalUser } from './user.server';

export interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

export interface SignedIn {
  user: TUser;
  /** The request's API client (in a private crowd it sends X-Private-Crowd). */
  api: ApiClient;
}

/** The crowd a request is made in, as far as the API client needs it. */
type RequestCrowd = { id: number; privateCrowd: boolean } | null | undefined;

/** The signed-in user and the request's API client, or a redirect to the sign-in page (and back). */
export async function requireUser(args: RouteArgs, crowd?: RequestCrowd): Promise<SignedIn> {
  const client = api(args).forCrowd(crowd);
  const user = await getOptionalUser(client, args.context);
  if (!user) throw redirect(loginRedirectUrl(args.request));
  return { user, api: client };
}

/**
 * A signed-in member of the crowd with one of the roles: the one answer to "may this user do this
 * in this crowd" on the web side. Others get 403.
 */
export async function requireCrowdRole(
  args: RouteArgs,
  crowd: { id: number; privateCrowd: boolean; role: TCrowdRole | null },
  roles: readonly TCrowdRole[],
): Promise<SignedIn & { role: TCrowdRole }> {
  const signedIn = await requireUser(args, crowd);
  if (!crowd.role || !roles.includes(crowd.role)) throw new Response(null, { status: 403 });
  return { ...signedIn, role: crowd.role };
}
