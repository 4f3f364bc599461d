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
import { DEMO, flashedToast, lngSetBy, LOGIN, MAIN, routeArgs, settle } from '../../../test/route-args';
import { ssoReceiveLoader, ssoStartLoader, type SsoStartRefusal } from './sso.server';

setupMockApi();

const start = (host: string, successUrl: string, cookie?: string) =>
  settle<SsoStartRefusal>(
    ssoStartLoader(routeArgs(host, `/sso/start?successUrl=${encodeURIComponent(successUrl)}`, { cookie })),
  );
/** A signed-in visitor's session cookie (the API mock decides who that is). */
const SESSION = 'crowd_sid=s';
const receive = (host: string, query: string) => settle(ssoReceiveLoader(routeArgs(host, `/sso/receive${query}`)));
const signedIn = () => mockApi('getUser', () => HttpResponse.json<TUser>(makeUser()));

describe('/sso/start', () => {
  it('serves the login host only', async () => {
    const outcome = await start(DEMO, `http://${DEMO}/`);
    expect(outcome.location).toBe('/');
  });

  it('refuses a target on a host that is not ours', async () => {
    for (const target of ['http://evil.example/', 'http://nope.localhost:3000/', 'javascript:alert(1)', '/relative']) {
      const outcome = await start(LOGIN, target);
      expect(outcome.status).toBe(400);
      expect(outcome.body).toEqual({ error: 'invalid_redirect_url' });
    }
  });

  it('sends a visitor without a master session to the target’s own login form', async () => {
    const target = `http://${DEMO}/idea/9?tab=comments`;
    const outcome = await start(LOGIN, target);
    expect(outcome.location).toBe(`http://${DEMO}/login?sso=none&redirectUrl=${encodeURIComponent(target)}`);
  });

  it('hands a signed-in visitor’s target host a one-time code', async () => {
    let body: TSsoCodeRequest | undefined;
    server.use(
      signedIn(),
      mockApi('createSsoCode', async ({ request }) => {
        body = (await request.json()) as TSsoCodeRequest;
        return HttpResponse.json<TSsoCodeResponse>({
          code: 'a/b+c',
          redirectUrl: body.redirectUrl,
          expiresInSeconds: 60,
        });
      }),
    );
    const outcome = await start(LOGIN, `http://${MAIN}/crowds`, SESSION);
    expect(body).toEqual({ redirectUrl: `http://${MAIN}/crowds` });
    expect(outcome.location).toBe(`http://${MAIN}/sso/receive?code=a%2Fb%2Bc`);
  });

  it('passes a refusal on to the target’s login form', async () => {
    server.use(
      signedIn(),
      mockApi('createSsoCode', () =>
        HttpResponse.json<TErrorBody>({ error: 'user_bound_to_other_crowd' }, { status: 403 }),
      ),
    );
    const outcome = await start(LOGIN, `http://${DEMO}/`, SESSION);
    const location = new URL(outcome.location ?? '');
    expect(location.origin).toBe(`http://${DEMO}`);
    expect(location.pathname).toBe('/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      sso: 'none',
      redirectUrl: `http://${DEMO}/`,
      error: 'user_bound_to_other_crowd',
    });
  });
});

describe('/sso/receive', () => {
  it('trades the code for a session of this host and goes to the remembered URL', async () => {
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
    const outcome = await receive(DEMO, '?code=abc');
    expect(body).toEqual({ code: 'abc' });
    expect(outcome.location).toBe('/idea/3?x=1');
    expect(outcome.headers.getSetCookie()).toContain('crowd_sid=host; Path=/; HttpOnly; SameSite=Lax');
    await expect(lngSetBy(outcome)).resolves.toBe('sk');
  });

  it('never follows a remembered URL to another host', async () => {
    server.use(
      mockApi('exchangeSsoCode', () =>
        HttpResponse.json<TSsoExchangeResponse>({ ...makeUser(), redirectUrl: 'http://evil.example/' }),
      ),
    );
    const outcome = await receive(DEMO, '?code=abc');
    expect(outcome.location).toBe('/');
  });

  it('goes back to the login form with sso_code_invalid when the code is refused or missing', async () => {
    server.use(
      mockApi('exchangeSsoCode', () => HttpResponse.json<TErrorBody>({ error: 'sso_code_invalid' }, { status: 400 })),
    );
    for (const query of ['?code=used', '']) {
      const outcome = await receive(MAIN, query);
      expect(outcome.location).toBe('/login?sso=none');
      expect(outcome.headers.getSetCookie().some((cookie) => cookie.startsWith('lng='))).toBe(false);
      await expect(flashedToast(outcome)).resolves.toMatchObject({
        type: 'ERROR',
        message: 'sso_code_invalid',
        durationMs: TOAST_DURATION_MS.loginError,
      });
    }
  });
});
