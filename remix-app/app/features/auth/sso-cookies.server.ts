import { randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { ZSsoState } from '@crowd/contracts';
import { WEB_PAGE_COOKIES } from '@crowd/contracts/session';
import { getEnv } from '~/lib/env.server';

/**
 * The state of this browser's single sign-on round trips to this host (decision 004, like OAuth's
 * `state`): a code is minted bound to it and `/sso/receive` presents it, so only the browser that
 * started a round trip can finish it. Host-only, read by `/sso/receive` alone.
 */
const stateCookie = createCookie('crowd_sso_state', {
  path: '/sso/receive',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 10 * 60,
});

/** Set when this host last asked the login host silently: it does not ask again for a while. */
const checkedCookie = createCookie(WEB_PAGE_COOKIES.ssoChecked, {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 5 * 60,
});

const secure = (): boolean => getEnv().PUBLIC_PROTOCOL === 'https';

/** The browser's state on this host, if it holds a well-formed one. */
export async function readSsoState(request: Request): Promise<string | null> {
  const value: unknown = await stateCookie.parse(request.headers.get('Cookie'));
  return ZSsoState.safeParse(value).success ? (value as string) : null;
}

/**
 * The browser's state on this host and the Set-Cookie that keeps it: the one it holds (so round
 * trips of several tabs at once all finish), else a new random one.
 */
export async function ssoState(request: Request): Promise<{ state: string; setCookie: string }> {
  const state = (await readSsoState(request)) ?? randomBytes(32).toString('base64url');
  return { state, setCookie: await stateCookie.serialize(state, { secure: secure() }) };
}

export async function checkedRecently(request: Request): Promise<boolean> {
  return (await checkedCookie.parse(request.headers.get('Cookie'))) === true;
}

export const markChecked = (): Promise<string> => checkedCookie.serialize(true, { secure: secure() });
