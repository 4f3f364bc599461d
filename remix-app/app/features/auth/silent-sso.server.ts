import { isbot } from 'isbot';
import { redirectTargetUrl } from '@crowd/contracts/hosts';
import type { ApiClient } from '~/lib/api.server';
import { isAuthPath } from '~/lib/auth-paths';
import { getOptionalUser } from '~/lib/user.server';
import { currentOrigin, type HostArgs } from './hosts.server';
import { checkedRecently, maySignInSilently } from './sso-cookies.server';
import { beginSso } from './sso.server';

/**
 * Whether this request is a person's page view that silent single sign-on may bounce: a GET for an
 * HTML document (not HEAD, not Remix's data requests, not a crawler), on a crowd host or the main
 * site, not a sign-in page, not already answered (`sso=…`).
 */
function isBounceable({ request, context }: HostArgs): boolean {
  if (request.method !== 'GET' || context.site.kind === 'login') return false;
  const url = new URL(request.url);
  if (url.searchParams.has('_data') || url.searchParams.has('sso') || isAuthPath(url.pathname)) return false;
  if (!(request.headers.get('Accept') ?? '').includes('text/html')) return false;
  return !isbot(request.headers.get('User-Agent') ?? '');
}

/**
 * Silent single sign-on (decision 004): the first page view without a session on this host goes
 * once through the login host (`/sso/start?silent=1`), which sends the browser back to the same
 * URL signed in when it holds a master session, or just back. The answer "no session" is remembered
 * for a few minutes (`crowd_sso_checked`), so the browser is not bounced again meanwhile, unless it
 * signs in somewhere: the login host then has this host forget it (`/sso/forget`). On the main
 * site and its subdomains a browser without the login host's hint is not bounced at all (decision
 * 039). Throws the bounce.
 */
export async function silentSingleSignOn(args: HostArgs, api: ApiClient): Promise<void> {
  if (!isBounceable(args)) return;
  if (await checkedRecently(args.request)) return;
  if (!(await maySignInSilently(args.request, args.context.host))) return;
  if (await getOptionalUser(api, args.context)) return;
  const url = new URL(args.request.url);
  const target = redirectTargetUrl(`${url.pathname}${url.search}`, args.context.protocol, currentOrigin(args.context));
  if (target) throw await beginSso(args, target, { silent: true });
}
