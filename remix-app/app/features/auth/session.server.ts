import type { AppLoadContext } from '@remix-run/node';
import { TOAST_DURATION_MS, type MessageKey, type TLocale } from '@crowd/contracts';
import { localeCookie } from '~/i18n/i18next.server';
import { getEnv } from '~/lib/env.server';
import { redirectWithToast } from '~/lib/toast.server';
import { currentOrigin, isLoginHost, loginHostUrl, ssoStartPath, type HostArgs } from './hosts.server';
import { forgetChecked } from './sso-cookies.server';

/**
 * The headers of a response that completes a sign-in (the API's session cookie reaches it through
 * the load context): the `lng` cookie set to the user's stored locale (spec 2.1: after login the
 * locale switches to the user's), and this host's "no session" mark dropped: it held for the
 * signed-out browser only, and once this session ends the next page view asks the login host again.
 */
export async function signedInHeaders(locale: TLocale): Promise<Headers> {
  const headers = new Headers();
  headers.append('Set-Cookie', await localeCookie.serialize(locale, { secure: getEnv().PUBLIC_PROTOCOL === 'https' }));
  headers.append('Set-Cookie', await forgetChecked());
  return headers;
}

/**
 * Where the browser goes once this host has a session (decision 004). On the login host: to the
 * target through `/sso/start`, which first walks through the hosts told "no session" (and goes
 * straight on to a target on the login host). Elsewhere: once through the login
 * host's `/sso/begin`, which keeps the login host's state and has this host's session hand it a
 * code bound to that state (a master session), then on to the target.
 */
export function locationAfterSignIn(target: URL, { context }: HostArgs): string {
  if (isLoginHost(context.host)) return ssoStartPath(target);
  const query = new URLSearchParams({ from: `${currentOrigin(context)}/`, successUrl: target.href });
  return loginHostUrl(`/sso/begin?${query.toString()}`);
}

/** A sign-in failure: back to the page the form was on, with the error shown for 6 s (spec 8). */
export function redirectWithLoginError(location: string, message: MessageKey, init?: ResponseInit): Promise<Response> {
  return redirectWithToast(location, { type: 'ERROR', message, durationMs: TOAST_DURATION_MS.loginError }, init);
}

/**
 * The login page to come back to after a failed attempt: the same address, marked `sso=none` off
 * the login host so the automatic single sign-on does not run again.
 */
export function loginPageAgain(request: Request, context: AppLoadContext): string {
  const url = new URL(request.url);
  url.searchParams.delete('error');
  url.searchParams.delete('index');
  if (!isLoginHost(context.host)) url.searchParams.set('sso', 'none');
  return `${url.pathname}${url.search}`;
}
