import {
  TOAST_DURATION_MS,
  type TErrorBody,
  type TSsoCodeRequest,
  type TSsoCodeResponse,
  type TSsoExchangeRequest,
  type TSsoExchangeResponse,
  type TUser,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { makeUser } from '../../../test/mocks/factories';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, lngSetBy, LOGIN, MAIN, routeArgs, settle, type Outcome } from '../../../test/route-args';
import { keepAnswered, markChecked, ssoRound, ssoState } from './sso-cookies.server';
import { ssoBeginLoader, ssoForgetLoader, ssoReceiveLoader, ssoStartLoader, type SsoStartRefusal } from './sso.server';

setupMockApi();

/** A signed-in visitor's session cookie (the API mock decides who that is). */
const SESSION = 'crowd_sid=s';
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const start = (host: string, params: Record<string, string>, cookie?: string) =>
  settle<SsoStartRefusal>(ssoStartLoader(routeArgs(host, `/sso/start?${query(params)}`, { cookie })));
const begin = (host: string, params: Record<string, string>, cookie?: string) =>
  settle(ssoBeginLoader(routeArgs(host, `/sso/begin?${query(params)}`, { cookie })));
const receive = (host: string, search: string, cookie?: string) =>
  settle(ssoReceiveLoader(routeArgs(host, `/sso/receive${search}`, { cookie })));
const forget = (host: string, next: string) =>
  settle(ssoForgetLoader(routeArgs(host, `/sso/forget?${query({ next })}`)));
const signedIn = () => mockApi('getUser', () => HttpResponse.json<TUser>(makeUser()));

/** A browser's state as its `crowd_sso_state` cookie carries it. */
async function browserState(): Promise<{ state: string; cookie: string }> {
  const { state, setCookie } = await ssoState(new Request('http://x/'));
  return { state, cookie: setCookie.split(';')[0] ?? '' };
}

/** The login host's round of a browser, as its `crowd_sso_round` cookie carries it. */
async function loginRound(): Promise<{ round: string; cookie: string }> {
  const { round, setCookie } = await ssoRound(new Request('http://x/'));
  return { round, cookie: setCookie.split(';')[0] ?? '' };
}

const setCookieNamed = (outcome: Outcome, name: string) =>
  outcome.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

/** The login host's list of hosts told "no session", as its `crowd_sso_answered` cookie carries it. */
const answered = async (origins: string[]) => (await keepAnswered(origins)).split(';')[0] ?? '';

/** The origins a Set-Cookie of `crowd_sso_answered` keeps (none when it expires the cookie). */
async function answeredSetBy(outcome: Outcome): Promise<string[] | undefined> {
  const header = setCookieNamed(outcome, 'crowd_sso_answered');
  if (header === undefined) return undefined;
  if (/Max-Age=0/i.test(header)) return [];
  const value = header.slice('crowd_sso_answered='.length).split(';')[0] ?? '';
  return JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString('utf8')) as string[];
}

/** Records the bodies of createSsoCode and answers with a code. */
function codes(code = 'a/b+c') {
  const bodies: TSsoCodeRequest[] = [];
  const handler = mockApi('createSsoCode', async ({ request }) => {
    const body = (await request.json()) as TSsoCodeRequest;
    bodies.push(body);
    return HttpResponse.json<TSsoCodeResponse>({ code, redirectUrl: body.redirectUrl, expiresInSeconds: 60 });
  });
  return { bodies, handler };
}

const STATE = 'S'.repeat(43);

describe('/sso/start on the login host', () => {
  it('refuses a target on a host that is not ours', async () => {
    for (const target of ['http://evil.example/', 'http://nope.localhost:3000/', 'javascript:alert(1)', '/relative']) {
      const outcome = await start(LOGIN, { successUrl: target, state: STATE });
      expect(outcome.status).toBe(400);
      expect(outcome.body).toEqual({ error: 'invalid_redirect_url' });
    }
  });

  it('never answers with a Location that reads as another host (open redirect through //)', async () => {
    server.use(signedIn());
    for (const path of ['//evil.example/y', '/\\evil.example/y', '/.//evil.example/y']) {
      const outcome = await start(LOGIN, { successUrl: `http://${LOGIN}${path}` }, SESSION);
      expect(outcome.location).toBe('/evil.example/y');
    }
    const anonymous = await start(LOGIN, { successUrl: `http://${DEMO}//evil.example/y` });
    expect(new URL(anonymous.location ?? '').searchParams.get('redirectUrl')).toBe(`http://${DEMO}/evil.example/y`);
  });

  it('sends a visitor without a master session to the target’s own login form, or silently back', async () => {
    const target = `http://${DEMO}/idea/9?tab=comments`;
    const outcome = await start(LOGIN, { successUrl: target, state: STATE });
    expect(outcome.location).toBe(`http://${DEMO}/login?${query({ sso: 'none', redirectUrl: target })}`);
    const silent = await start(LOGIN, { successUrl: target, state: STATE, silent: '1' });
    expect(silent.location).toBe(`http://${DEMO}/sso/receive?${query({ none: '1', successUrl: target })}`);
  });

  it('remembers each host it silently told "no session" (while that host’s mark stands), and no other', async () => {
    const silent = await start(LOGIN, { successUrl: `http://${DEMO}/`, silent: '1' });
    await expect(answeredSetBy(silent)).resolves.toEqual([`http://${DEMO}`]);
    const again = await start(
      LOGIN,
      { successUrl: `http://${MAIN}/x`, silent: '1' },
      await answered([`http://${DEMO}`, `http://${MAIN}`]),
    );
    await expect(answeredSetBy(again)).resolves.toEqual([`http://${DEMO}`, `http://${MAIN}`]);
    const form = await start(LOGIN, { successUrl: `http://${DEMO}/` });
    await expect(answeredSetBy(form)).resolves.toBeUndefined();
  });

  it('after a sign-in, walks through each host told "no session" so it forgets its mark, then goes on', async () => {
    const { bodies, handler } = codes();
    server.use(signedIn(), handler);
    const path = `/sso/start?${query({ successUrl: `http://${MAIN}/crowds` })}`;
    const cookie = `${SESSION}; ${await answered([`http://${DEMO}`, 'http://gone.localhost:3000', `http://${MAIN}`])}`;

    const first = await start(LOGIN, { successUrl: `http://${MAIN}/crowds` }, cookie);
    expect(first.location).toBe(`http://${DEMO}/sso/forget?${query({ next: `http://${LOGIN}${path}` })}`);
    await expect(answeredSetBy(first)).resolves.toEqual(['http://gone.localhost:3000', `http://${MAIN}`]);
    // A host that is no longer ours is skipped: straight back to the walk.
    const skipped = await start(
      LOGIN,
      { successUrl: `http://${MAIN}/crowds` },
      `${SESSION}; ${await answered(['http://gone.localhost:3000', `http://${MAIN}`])}`,
    );
    expect(skipped.location).toBe(`http://${LOGIN}${path}`);
    const last = await start(LOGIN, { successUrl: `http://${MAIN}/crowds` }, `${SESSION}; ${await answered([])}`);
    expect(new URL(last.location ?? '').pathname).toBe('/sso/begin');
    expect(bodies).toEqual([]);
  });

  it('hands a signed-in visitor’s target host a one-time code bound to the target host’s state, in its own round', async () => {
    const { bodies, handler } = codes();
    server.use(signedIn(), handler);
    const { round, cookie } = await loginRound();
    const params = { successUrl: `http://${MAIN}/crowds`, state: STATE, round };
    const outcome = await start(LOGIN, params, `${SESSION}; ${cookie}`);
    expect(bodies).toEqual([{ redirectUrl: `http://${MAIN}/crowds`, state: STATE }]);
    expect(outcome.location).toBe(`http://${MAIN}/sso/receive?code=a%2Fb%2Bc`);
  });

  it('never mints a code for a state the URL chose: the browser first goes through the target’s /sso/begin with a round of the login host', async () => {
    const { bodies, handler } = codes();
    server.use(signedIn(), handler);
    const target = `http://${DEMO}/x`;
    // Issue 24, finding 2: `/sso/start?successUrl=<host>&state=<attacker's 43 chars>`.
    const withoutState: Record<string, string> = { successUrl: target };
    for (const params of [{ successUrl: target, state: STATE }, withoutState]) {
      const outcome = await start(LOGIN, params, SESSION);
      const location = new URL(outcome.location ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`http://${DEMO}/sso/begin`);
      const round = location.searchParams.get('round') ?? '';
      expect(Object.fromEntries(location.searchParams)).toEqual({ successUrl: target, round });
      expect(setCookieNamed(outcome, 'crowd_sso_round')).toMatch(
        new RegExp(`^crowd_sso_round=.+; Max-Age=600; Path=/sso/start; HttpOnly; SameSite=Lax$`),
      );
    }
    const { round, cookie } = await loginRound();
    const silent = await start(LOGIN, { successUrl: target, silent: '1' }, `${SESSION}; ${cookie}`);
    expect(silent.location).toBe(`http://${DEMO}/sso/begin?${query({ successUrl: target, silent: '1', round })}`);
    expect(bodies).toEqual([]);
  });

  it('mints nothing for a round this browser was not given, and does not bounce again', async () => {
    const { bodies, handler } = codes();
    server.use(signedIn(), handler);
    const target = `http://${DEMO}/x`;
    const other = await loginRound();
    const forged = { successUrl: target, state: STATE, round: (await loginRound()).round };
    for (const cookie of [SESSION, `${SESSION}; ${other.cookie}`]) {
      const outcome = await start(LOGIN, forged, cookie);
      expect(outcome.location).toBe(
        `http://${DEMO}/login?${query({ sso: 'none', redirectUrl: target, error: 'sso_code_invalid' })}`,
      );
      const silent = await start(LOGIN, { ...forged, silent: '1' }, cookie);
      expect(silent.location).toBe(`http://${DEMO}/sso/receive?${query({ none: '1', successUrl: target })}`);
    }
    const stateless = await start(LOGIN, { successUrl: target, round: other.round }, `${SESSION}; ${other.cookie}`);
    expect(new URL(stateless.location ?? '').pathname).toBe('/login');
    expect(bodies).toEqual([]);
  });

  it('passes a refusal on to the target’s login form; a silent round trip just comes back', async () => {
    server.use(
      signedIn(),
      mockApi('createSsoCode', () =>
        HttpResponse.json<TErrorBody>({ error: 'user_bound_to_other_crowd' }, { status: 403 }),
      ),
    );
    const { round, cookie } = await loginRound();
    const inRound = `${SESSION}; ${cookie}`;
    const outcome = await start(LOGIN, { successUrl: `http://${DEMO}/`, state: STATE, round }, inRound);
    const location = new URL(outcome.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`http://${DEMO}/login`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      sso: 'none',
      redirectUrl: `http://${DEMO}/`,
      error: 'user_bound_to_other_crowd',
    });
    const silent = await start(LOGIN, { successUrl: `http://${DEMO}/`, state: STATE, round, silent: '1' }, inRound);
    expect(new URL(silent.location ?? '').pathname).toBe('/sso/receive');
  });
});

describe('/sso/begin', () => {
  it('on a host asks the login host, which answers with a round of its own', async () => {
    const target = `http://${DEMO}/idea/2`;
    const outcome = await begin(DEMO, { successUrl: target });
    expect(outcome.location).toBe(`http://${LOGIN}/sso/start?${query({ successUrl: target })}`);
    expect(setCookieNamed(outcome, 'crowd_sso_state')).toBeUndefined();
    expect(setCookieNamed(outcome, 'crowd_sso_checked')).toBeUndefined();
  });

  it('with the login host’s round, keeps the browser’s state and sends both back for a code bound to it', async () => {
    const target = `http://${DEMO}/idea/2`;
    const outcome = await begin(DEMO, { successUrl: target, round: STATE });
    const location = new URL(outcome.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`http://${LOGIN}/sso/start`);
    const state = location.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(Object.fromEntries(location.searchParams)).toEqual({ successUrl: target, state, round: STATE });
    expect(setCookieNamed(outcome, 'crowd_sso_state')).toBeDefined();
    // A malformed round is not passed on.
    const malformed = await begin(DEMO, { successUrl: target, round: 'x' });
    expect(malformed.location).toBe(`http://${LOGIN}/sso/start?${query({ successUrl: target })}`);
  });

  it('keeps the state the browser already holds, so round trips of several tabs all finish', async () => {
    const { state, cookie } = await browserState();
    const outcome = await begin(DEMO, { successUrl: `http://${DEMO}/`, silent: '1', round: STATE }, cookie);
    expect(new URL(outcome.location ?? '').searchParams.get('state')).toBe(state);
    expect(new URL(outcome.location ?? '').searchParams.get('silent')).toBe('1');
    expect(setCookieNamed(outcome, 'crowd_sso_checked')).toMatch(/Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('on a host serves targets on that host only', async () => {
    const outcome = await begin(DEMO, { successUrl: `http://${MAIN}/` });
    expect(outcome.location).toBe('/');
  });

  it('on the login host sends its own state to the host a sign-in happened on', async () => {
    const target = `http://${DEMO}/idea/3`;
    const outcome = await begin(LOGIN, { from: `http://${DEMO}/`, successUrl: target });
    const location = new URL(outcome.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`http://${DEMO}/sso/start`);
    expect(location.searchParams.get('successUrl')).toBe(target);
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(setCookieNamed(outcome, 'crowd_sso_state')).toBeDefined();
    for (const from of ['http://evil.example/', `http://${LOGIN}/`]) {
      expect((await begin(LOGIN, { from, successUrl: target })).location).toBe('/login');
    }
  });
});

describe('/sso/start on another host: the push of a sign-in to the login host', () => {
  it('hands the login host a code bound to the login host’s state; the login host binds the way on to the target', async () => {
    const { bodies, handler } = codes('c0de');
    server.use(signedIn(), handler);
    for (const target of [`http://${DEMO}/idea/3`, `http://${MAIN}/`]) {
      const outcome = await start(DEMO, { successUrl: target, state: STATE }, SESSION);
      expect(outcome.location).toBe(`http://${LOGIN}/sso/receive?code=c0de`);
      expect(bodies.pop()).toEqual({
        redirectUrl: `http://${LOGIN}/sso/start?${query({ successUrl: target })}`,
        state: STATE,
      });
    }
  });

  it('without a session or a state goes on to the target and mints nothing', async () => {
    const { bodies, handler } = codes();
    server.use(signedIn(), handler);
    expect((await start(DEMO, { successUrl: `http://${DEMO}/x` })).location).toBe('/x');
    server.use(mockApi('getUser', () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })));
    expect((await start(DEMO, { successUrl: `http://${DEMO}/x`, state: STATE }, SESSION)).location).toBe('/x');
    expect(bodies).toEqual([]);
  });
});

describe('/sso/receive', () => {
  it('trades the code with this browser’s state for a session of this host and goes to the remembered URL', async () => {
    const { state, cookie } = await browserState();
    let body: TSsoExchangeRequest | undefined;
    server.use(
      mockApi('exchangeSsoCode', async ({ request }) => {
        body = (await request.json()) as TSsoExchangeRequest;
        return HttpResponse.json<TSsoExchangeResponse>(
          { ...makeUser({ locale: 'sk' }), redirectUrl: `http://${DEMO}/idea/3?x=1` },
          { headers: { 'Set-Cookie': 'crowd_sid=host; Path=/; HttpOnly; SameSite=Lax' } },
        );
      }),
    );
    const outcome = await receive(DEMO, '?code=abc', cookie);
    expect(body).toEqual({ code: 'abc', state });
    expect(outcome.location).toBe('/idea/3?x=1');
    expect(outcome.headers.getSetCookie()).toContain('crowd_sid=host; Path=/; HttpOnly; SameSite=Lax');
    await expect(lngSetBy(outcome)).resolves.toBe('sk');
    // Signed in here: the "no session" mark is dropped, so after a sign-out this host asks again.
    expect(setCookieNamed(outcome, 'crowd_sso_checked')).toMatch(/Max-Age=0/i);
  });

  it('never follows a remembered URL to another host, nor to one its path reads as', async () => {
    const { cookie } = await browserState();
    for (const [redirectUrl, location] of [
      ['http://evil.example/', '/'],
      [`http://${DEMO}//evil.example/phish`, '/evil.example/phish'],
    ] as const) {
      server.use(
        mockApi('exchangeSsoCode', () => HttpResponse.json<TSsoExchangeResponse>({ ...makeUser(), redirectUrl })),
      );
      expect((await receive(DEMO, '?code=abc', cookie)).location).toBe(location);
    }
  });

  it('refuses a code this browser did not ask for (login CSRF): no state, nothing is traded', async () => {
    let exchanges = 0;
    server.use(
      mockApi('exchangeSsoCode', () => {
        exchanges += 1;
        return HttpResponse.json<TSsoExchangeResponse>({ ...makeUser(), redirectUrl: `http://${MAIN}/` });
      }),
    );
    const outcome = await receive(MAIN, '?code=attackers-code');
    expect(exchanges).toBe(0);
    expect(outcome.location).toBe('/login?sso=none');
    expect(outcome.headers.getSetCookie().some((cookie) => cookie.startsWith('crowd_sid='))).toBe(false);
  });

  it('goes back to the login form with sso_code_invalid when the code is refused or missing', async () => {
    const { cookie } = await browserState();
    server.use(
      mockApi('exchangeSsoCode', () => HttpResponse.json<TErrorBody>({ error: 'sso_code_invalid' }, { status: 400 })),
    );
    for (const search of ['?code=used', '']) {
      const outcome = await receive(MAIN, search, cookie);
      expect(outcome.location).toBe('/login?sso=none');
      expect(outcome.headers.getSetCookie().some((setCookie) => setCookie.startsWith('lng='))).toBe(false);
      await expect(flashedToast(outcome)).resolves.toMatchObject({
        type: 'ERROR',
        message: 'sso_code_invalid',
        durationMs: TOAST_DURATION_MS.loginError,
      });
    }
  });

  it('answers "no session" with the same URL, marked sso=none for a browser that kept no cookie', async () => {
    const target = `http://${DEMO}/idea/4?x=1`;
    const checked = (await markChecked()).split(';')[0] ?? '';
    expect((await receive(DEMO, `?${query({ none: '1', successUrl: target })}`, checked)).location).toBe('/idea/4?x=1');
    expect((await receive(DEMO, `?${query({ none: '1', successUrl: target })}`)).location).toBe('/idea/4?x=1&sso=none');
    expect((await receive(DEMO, `?${query({ none: '1', successUrl: 'http://evil.example/' })}`)).location).toBe('/');
  });
});

describe('/sso/forget on a host', () => {
  it('drops the "no session" mark and goes back to the login host’s /sso/start only', async () => {
    const next = `http://${LOGIN}/sso/start?${query({ successUrl: `http://${MAIN}/` })}`;
    const back = await forget(DEMO, next);
    expect(back.location).toBe(next);
    expect(setCookieNamed(back, 'crowd_sso_checked')).toMatch(/Max-Age=0/i);
    for (const elsewhere of [
      'http://evil.example/sso/start',
      `http://${LOGIN}/login`,
      `http://${MAIN}/sso/start`,
      '',
    ]) {
      expect((await forget(DEMO, elsewhere)).location).toBe('/');
    }
  });
});
