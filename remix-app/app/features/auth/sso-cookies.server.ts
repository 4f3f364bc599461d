import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { ZSsoState } from '@crowd/contracts';
import { seesSsoHint, ssoHintDomain } from '@crowd/contracts/hosts';
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

/**
 * The login host's side of a round trip (decision 029): before it mints a code for a host, the
 * login host sends the browser through that host's `/sso/begin` with this value, and mints only
 * when the browser comes back with it to `/sso/start`. So a code is only ever minted for a round
 * trip the login host itself started in this browser, never for a state a link chose.
 */
const roundCookie = createCookie('crowd_sso_round', {
  path: '/sso/start',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 10 * 60,
});

/** How long a host remembers the login host's silent answer "no session" (decision 004). */
const CHECKED_SECONDS = 5 * 60;

/**
 * Set when this host last asked the login host silently and heard "no session": it does not ask
 * again for a while. A session on this host drops it, and a sign-in anywhere makes the login host
 * walk the browser through this host's `/sso/forget`, which drops it too.
 */
const checkedCookie = createCookie(WEB_PAGE_COOKIES.ssoChecked, {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: CHECKED_SECONDS,
});

/**
 * The login host's list of the hosts it told "no session" while their mark may still stand
 * (decision 004): the next sign-in walks through them so each forgets its mark. Read and written by
 * `/sso/start` alone; a few origins at most, the oldest dropped first (its mark just runs out).
 */
const answeredCookie = createCookie('crowd_sso_answered', {
  path: '/sso/start',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: CHECKED_SECONDS,
});
const ANSWERED_MAX = 8;

/**
 * "This browser holds a master session", left by the login host over the main site's domain
 * (decision 039): the main site and the crowds on its subdomains ask the login host silently only
 * when they see it, so a first visit goes straight to its page. No secret: a hint that outlived its
 * session costs one silent round trip, whose answer "no session" drops it. As long as a session.
 */
const hintCookie = createCookie(WEB_PAGE_COOKIES.ssoHint, {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 30 * 24 * 60 * 60,
});

const secure = (): boolean => getEnv().PUBLIC_PROTOCOL === 'https';

const hintDomain = (): string | null => {
  const { MAIN_HOST, LOGIN_HOST } = getEnv();
  return ssoHintDomain({ mainHost: MAIN_HOST, loginHost: LOGIN_HOST });
};

/** The login host's Set-Cookie for the hint while the browser holds a master session; null where there is no hint. */
export async function markSignedInSomewhere(): Promise<string | null> {
  const domain = hintDomain();
  return domain ? hintCookie.serialize(true, { domain, secure: secure() }) : null;
}

/** The login host's Set-Cookie that drops the hint (no master session); null where there is no hint. */
export async function forgetSignedInSomewhere(): Promise<string | null> {
  const domain = hintDomain();
  return domain ? hintCookie.serialize('', { domain, secure: secure(), maxAge: 0 }) : null;
}

/**
 * Whether asking the login host may find a master session for a page view on `host`: only with
 * the hint where it is seen; always elsewhere (a crowd's own domain, a main site on `localhost`).
 */
export async function maySignInSilently(request: Request, host: string): Promise<boolean> {
  if (!seesSsoHint(host, hintDomain())) return true;
  return (await hintCookie.parse(request.headers.get('Cookie'))) === true;
}

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

async function readRound(request: Request): Promise<string | null> {
  const value: unknown = await roundCookie.parse(request.headers.get('Cookie'));
  return ZSsoState.safeParse(value).success ? (value as string) : null;
}

/** The login host's round for this browser and the Set-Cookie that keeps it: the one it holds (several tabs), else a new one. */
export async function ssoRound(request: Request): Promise<{ round: string; setCookie: string }> {
  const round = (await readRound(request)) ?? randomBytes(32).toString('base64url');
  return { round, setCookie: await roundCookie.serialize(round, { secure: secure() }) };
}

/** Whether `presented` (from the URL) is the round this login host gave this browser. */
export async function isOwnRound(request: Request, presented: string): Promise<boolean> {
  const own = Buffer.from((await readRound(request)) ?? '');
  const given = Buffer.from(presented);
  return own.length > 0 && own.length === given.length && timingSafeEqual(own, given);
}

export async function checkedRecently(request: Request): Promise<boolean> {
  return (await checkedCookie.parse(request.headers.get('Cookie'))) === true;
}

export const markChecked = (): Promise<string> => checkedCookie.serialize(true, { secure: secure() });

/** Drops this host's mark: it asks the login host again on the next page view without a session. */
export const forgetChecked = (): Promise<string> => checkedCookie.serialize('', { secure: secure(), maxAge: 0 });

/** The origins this login host told "no session" whose marks may still stand, oldest first. */
export async function readAnswered(request: Request): Promise<string[]> {
  const value: unknown = await answeredCookie.parse(request.headers.get('Cookie'));
  return Array.isArray(value) ? value.filter((origin): origin is string => typeof origin === 'string') : [];
}

/** The Set-Cookie that keeps `origins` as the login host's list (none: the cookie goes). */
export const keepAnswered = (origins: readonly string[]): Promise<string> =>
  origins.length > 0
    ? answeredCookie.serialize(origins.slice(-ANSWERED_MAX), { secure: secure() })
    : answeredCookie.serialize([], { secure: secure(), maxAge: 0 });
