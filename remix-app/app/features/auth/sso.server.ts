import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { type MessageKey } from '@crowd/contracts';
import { getOptionalUser } from '~/lib/user.server';
import { api as apiClient } from '~/lib/api.server';
import { isKnownHost, isLoginHost, locationFor } from './hosts.server';
import { redirectWithLoginError, signedInHeaders } from './session.server';

/** `/sso/start` refuses a target on an unknown host: the page says so. */
export interface SsoStartRefusal {
  error: MessageKey;
}

async function knownTarget(raw: string | null, args: LoaderFunctionArgs): Promise<URL | null> {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${args.context.protocol}:` || url.username !== '' || url.password !== '') return null;
  return (await isKnownHost(url.host, args)) ? url : null;
}

const loginFormOf = (target: URL, error?: MessageKey): string => {
  const query = new URLSearchParams({ sso: 'none', redirectUrl: target.href });
  if (error) query.set('error', error);
  return `${target.origin}/login?${query.toString()}`;
};

/**
 * `GET /sso/start?successUrl=S` on the login host (decision 004): with a master session, a one-time
 * code for S's host and on to its `/sso/receive`; without one, S's own login form (`?sso=none`).
 */
export async function ssoStartLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  if (!isLoginHost(context.host)) throw redirect('/');
  const url = new URL(request.url);
  const target = await knownTarget(url.searchParams.get('successUrl') ?? url.searchParams.get('redirectUrl'), args);
  if (!target) return data<SsoStartRefusal>({ error: 'invalid_redirect_url' }, { status: 400 });

  const api = apiClient(args);
  const user = await getOptionalUser(api, context);
  if (!user) throw redirect(loginFormOf(target));
  if (isLoginHost(target.host)) throw redirect(locationFor(target, context));

  const code = await api.request('createSsoCode', { body: { redirectUrl: target.href } });
  if (!code.ok) {
    // Signed out meanwhile: the target's form. Refused (e.g. a user bound to another crowd): the form says why.
    const error = code.error.status === 401 ? undefined : (code.error.serverKey ?? code.error.key);
    throw redirect(loginFormOf(target, error));
  }
  throw redirect(`${target.origin}/sso/receive?code=${encodeURIComponent(code.data.code)}`);
}

/**
 * `GET /sso/receive?code=C` on any host: trades the code for a session of this host and goes on to
 * the URL the code was issued for (only ever on this host).
 */
export async function ssoReceiveLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return redirectWithLoginError('/login?sso=none', 'sso_code_invalid');

  const api = apiClient(args);
  const result = await api.request('exchangeSsoCode', { body: { code } });
  if (!result.ok) {
    const key = result.error.status === 403 && result.error.serverKey ? result.error.serverKey : 'sso_code_invalid';
    return redirectWithLoginError('/login?sso=none', key);
  }

  let location = '/';
  try {
    const next = new URL(result.data.redirectUrl);
    if (next.host === context.host) location = locationFor(next, context);
  } catch {
    // not a URL: stay on this host's home
  }
  return redirect(location, { headers: await signedInHeaders(result.data.locale) });
}
