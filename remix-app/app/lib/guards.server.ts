import { redirect, type AppLoadContext } from '@remix-run/node';
import type { TUser } from '@crowd/contracts';
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
