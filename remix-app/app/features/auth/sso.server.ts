import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { ZSsoState, type MessageKey } from '@crowd/contracts';
import { redirectTargetUrl } from '@crowd/contracts/hosts';
import { getOptionalUser } from '~/lib/user.server';
import { api as apiClient, type ApiClient } from '~/lib/api.server';
import { isCurrentHost, isLoginHost, knownTarget, locationFor, loginHostUrl, type HostArgs } from './hosts.server';
import { redirectWithLoginError, signedInHeaders } from './session.server';
import {
  checkedRecently,
  forgetChecked,
  forgetSignedInSomewhere,
  isOwnRound,
  keepAnswered,
  markChecked,
  markSignedInSomewhere,
  readAnswered,
  readSsoState,
  ssoRound,
  ssoState,
} from './sso-cookies.server';

/** `/sso/start` refuses a target on an unknown host: the page says so. */
export interface SsoStartRefusal {
  error: MessageKey;
}

/** A silent round trip (`silent=1`) never shows a login form: without a session it just comes back. */
const isSilent = (url: URL): boolean => url.searchParams.get('silent') === '1';

const withQuery = (url: string, query: Record<string, string>): string =>
  `${url}?${new URLSearchParams(query).toString()}`;

const silentQuery = (silent: boolean): Record<string, string> => (silent ? { silent: '1' } : {});

const loginFormOf = (target: URL, error?: MessageKey): string => {
  const query: Record<string, string> = { sso: 'none', redirectUrl: target.href };
  if (error) query.error = error;
  return withQuery(`${target.origin}/login`, query);
};

/** The silent "no session" answer, through the target host's `/sso/receive` (see there). */
const noSessionAt = (target: URL): string =>
  withQuery(`${target.origin}/sso/receive`, { none: '1', successUrl: target.href });

/**
 * The silent answer "no session" for `target`, remembered on the login host: the target's host now
 * holds a mark, and the next sign-in walks through that host so it forgets it (`walkAnswered`).
 */
async function answerNone(request: Request, target: URL): Promise<Response> {
  const origins = (await readAnswered(request)).filter((origin) => origin !== target.origin);
  return redirect(noSessionAt(target), { headers: { 'Set-Cookie': await keepAnswered([...origins, target.origin]) } });
}

/**
 * A browser with a master session that was told "no session" on some hosts (their marks may still
 * stand): through the first one's `/sso/forget`, which drops its mark and comes back to this same
 * `/sso/start`, until none is left. So a sign-in anywhere (every one reaches the login host's
 * `/sso/start`) is seen by every host on its next page view; page views themselves cost nothing.
 */
async function walkAnswered(args: HostArgs): Promise<Response | null> {
  const [first, ...rest] = await readAnswered(args.request);
  if (first === undefined) return null;
  const headers = { 'Set-Cookie': await keepAnswered(rest) };
  const url = new URL(args.request.url);
  const next = loginHostUrl(`${url.pathname}${url.search}`);
  // Only ever to a host we serve (one that stopped being ours is skipped).
  const host = await knownTarget(`${first}/`, args);
  return redirect(host ? withQuery(`${host.origin}/sso/forget`, { next }) : next, { headers });
}

/** A well-formed `round` of the URL (the login host checks it is its own), else null. */
const roundOf = (url: URL): string | null => {
  const round = url.searchParams.get('round');
  return ZSsoState.safeParse(round).success ? round : null;
};

/**
 * A round trip for `target` on this host (not the login host). Without `round` it asks the login
 * host's `/sso/start`, which (with a master session) comes back here with a round of its own. With
 * it, this browser's state is kept here and goes back with the round, so the code is bound to both
 * ends. A silent one also remembers that it asked, before leaving, so the answer "no session"
 * cannot bounce the browser again.
 */
export async function beginSso(
  { request }: HostArgs,
  target: URL,
  { silent, round = null }: { silent: boolean; round?: string | null },
): Promise<Response> {
  const headers = new Headers();
  const query: Record<string, string> = { successUrl: target.href, ...silentQuery(silent) };
  if (round) {
    const { state, setCookie } = await ssoState(request);
    headers.append('Set-Cookie', setCookie);
    Object.assign(query, { state, round });
  }
  if (silent) headers.append('Set-Cookie', await markChecked());
  return redirect(withQuery(loginHostUrl('/sso/start'), query), { headers });
}

/**
 * `GET /sso/begin?successUrl=T[&round=R]` binds a round trip to this browser before a code is
 * minted. On a host: for T on this host, as `beginSso`. On the login host, with `from=<origin of a
 * known host>` (an own domain only once proven, decision 029): the login host's own state goes to
 * that host's `/sso/start`, whose session hands the login host a code (a sign-in on that host
 * reaches the login host this way).
 */
export async function ssoBeginLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const target = await knownTarget(url.searchParams.get('successUrl'), args);
  if (!isLoginHost(context.host)) {
    if (!target || !isCurrentHost(target, context)) throw redirect('/');
    return beginSso(args, target, { silent: isSilent(url), round: roundOf(url) });
  }
  const from = await knownTarget(url.searchParams.get('from'), args);
  if (!target || !from || isLoginHost(from.host)) throw redirect('/login');
  const { state, setCookie } = await ssoState(request);
  const location = withQuery(`${from.origin}/sso/start`, { successUrl: target.href, state });
  return redirect(location, { headers: { 'Set-Cookie': setCookie } });
}

/**
 * `GET /sso/start?successUrl=S` on the login host (decisions 004 and 029): with a master session,
 * first through S's host's `/sso/begin` with a round of the login host's own (its cookie), which
 * comes back as `?successUrl=S&state=X&round=R`; only then a one-time code for S's host bound to X,
 * and on to its `/sso/receive`. A state the URL brought without the login host's round is never
 * used; a round that is not this browser's mints nothing (and does not bounce again). Without a
 * session, S's own login form (`?sso=none`), or for a silent round trip S itself. On another host
 * it is the sign-in push.
 */
export async function ssoStartLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const target = await knownTarget(url.searchParams.get('successUrl') ?? url.searchParams.get('redirectUrl'), args);
  if (!isLoginHost(context.host)) return pushToLoginHost(args, target, url.searchParams.get('state'));
  if (!target) return data<SsoStartRefusal>({ error: 'invalid_redirect_url' }, { status: 400 });

  const silent = isSilent(url);
  const api = apiClient(args);
  // Every sign-in passes here, and so does every silent question: the hint follows the answer.
  if (!(await getOptionalUser(api, context))) {
    const answer = silent ? await answerNone(request, target) : redirect(loginFormOf(target));
    throw withSetCookie(answer, await forgetSignedInSomewhere());
  }
  const hint = await markSignedInSomewhere();
  try {
    return await startSignedIn(args, target, silent, api);
  } catch (thrown) {
    throw thrown instanceof Response ? withSetCookie(thrown, hint) : thrown;
  }
}

/** `response` with one more Set-Cookie (the login host's hint, decision 039). */
function withSetCookie(response: Response, setCookie: string | null): Response {
  if (!setCookie) return response;
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', setCookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** `/sso/start` on the login host for a browser with a master session (see `ssoStartLoader`): throws where it goes next. */
async function startSignedIn(args: HostArgs, target: URL, silent: boolean, api: ApiClient) {
  const { request, context } = args;
  const url = new URL(request.url);
  const walk = await walkAnswered(args);
  if (walk) throw walk;
  if (isLoginHost(target.host)) throw redirect(locationFor(target, context));
  const round = url.searchParams.get('round');
  if (round === null) {
    const own = await ssoRound(request);
    const location = withQuery(`${target.origin}/sso/begin`, {
      successUrl: target.href,
      ...silentQuery(silent),
      round: own.round,
    });
    throw redirect(location, { headers: { 'Set-Cookie': own.setCookie } });
  }
  const state = url.searchParams.get('state');
  if (!state || !(await isOwnRound(request, round)))
    throw silent ? await answerNone(request, target) : redirect(loginFormOf(target, 'sso_code_invalid'));

  const code = await api.request('createSsoCode', { body: { redirectUrl: target.href, state } });
  if (!code.ok) {
    // Signed out meanwhile: the target's form. Refused (e.g. a user bound to another crowd): the form says why.
    if (silent) throw await answerNone(request, target);
    const error = code.error.status === 401 ? undefined : (code.error.serverKey ?? code.error.key);
    throw redirect(loginFormOf(target, error));
  }
  throw redirect(withQuery(`${target.origin}/sso/receive`, { code: code.data.code }));
}

/**
 * `GET /sso/start?successUrl=T&state=X` on a host other than the login host, reached from the
 * login host's `/sso/begin` after a sign-in here: this host's session hands the login host a code
 * bound to the login host's state X, so the login host holds a master session too. The login host
 * then goes on to T through its `/sso/start` (which binds the way to T's host with a round of its
 * own). Without a session or a state there is nothing to hand over: on to T.
 */
async function pushToLoginHost(args: HostArgs, target: URL | null, state: string | null): Promise<Response> {
  const { context } = args;
  if (!target) throw redirect('/');
  const api = apiClient(args);
  if (!state || !(await getOptionalUser(api, context))) throw redirect(locationFor(target, context));

  const redirectUrl = withQuery(loginHostUrl('/sso/start'), { successUrl: target.href });
  const code = await api.request('createSsoCode', { body: { redirectUrl, state } });
  if (!code.ok) throw redirect(locationFor(target, context));
  return redirect(withQuery(loginHostUrl('/sso/receive'), { code: code.data.code }));
}

/**
 * `GET /sso/receive?code=C` on any host: trades the code, with this browser's state on this host,
 * for a session of this host and goes on to the URL the code was issued for (only ever on this
 * host). A code this browser did not ask for (no or another state) is refused: login CSRF.
 * `?none=1&successUrl=T` is the silent answer "no session": on to T, or, when the browser kept no
 * cookie from the bounce (so it would bounce again), to T marked `sso=none`.
 */
export async function ssoReceiveLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  if (url.searchParams.has('none')) return noSessionAnswer(args, url.searchParams.get('successUrl'));

  const code = url.searchParams.get('code');
  const state = await readSsoState(request);
  if (!code || !state) return redirectWithLoginError('/login?sso=none', 'sso_code_invalid');

  const api = apiClient(args);
  const result = await api.request('exchangeSsoCode', { body: { code, state } });
  if (!result.ok) {
    const key = result.error.status === 403 && result.error.serverKey ? result.error.serverKey : 'sso_code_invalid';
    return redirectWithLoginError('/login?sso=none', key);
  }

  const next = redirectTargetUrl(result.data.redirectUrl, context.protocol);
  const location = next && isCurrentHost(next, context) ? locationFor(next, context) : '/';
  return redirect(location, { headers: await signedInHeaders(result.data.locale) });
}

async function noSessionAnswer({ request, context }: HostArgs, raw: string | null): Promise<Response> {
  const target = raw ? redirectTargetUrl(raw, context.protocol) : null;
  if (!target || !isCurrentHost(target, context)) return redirect('/');
  if (!(await checkedRecently(request))) target.searchParams.set('sso', 'none');
  return redirect(locationFor(target, context));
}

/**
 * `GET /sso/forget?next=N` on a host other than the login host: the login host's walk after a
 * sign-in (decision 004). Drops this host's "no session" mark, so its next page view asks the login
 * host again, and goes back to N, only ever the login host's `/sso/start`. Anyone may send a
 * browser here: the worst is one more silent round trip.
 */
export async function ssoForgetLoader({ request, context }: LoaderFunctionArgs) {
  const next = redirectTargetUrl(new URL(request.url).searchParams.get('next') ?? '', context.protocol);
  const back = next && isLoginHost(next.host) && next.pathname === '/sso/start' ? next.href : '/';
  return redirect(back, { headers: { 'Set-Cookie': await forgetChecked() } });
}
