import {
  TOAST_DURATION_MS,
  type TErrorBody,
  type TLoginProvidersResponse,
  type TLoginRequest,
  type TLoginResponse,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { makeCrowdView, makeUser } from '../../../test/mocks/factories';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, lngSetBy, LOGIN, MAIN, routeArgs, settle } from '../../../test/route-args';
import { loginAction, loginLoader, type LoginPageData } from './login.server';

setupMockApi();

const signedIn = (user = makeUser()) => mockApi('getUser', () => HttpResponse.json<TLoginResponse>(user));
const providers = (list: TLoginProvidersResponse['providers']) =>
  mockApi('listLoginProviders', () => HttpResponse.json<TLoginProvidersResponse>({ providers: list }));
const loginFails = (status: number, body?: TErrorBody | TValidationErrorBody) =>
  mockApi('login', () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status })));

const load = (host: string, path: string, cookie?: string) =>
  settle<LoginPageData>(loginLoader({ ...routeArgs(host, path, { cookie }) }));
const submit = (host: string, path: string, form: Record<string, string>, cookie?: string) =>
  settle<{ fieldErrors: Record<string, string> }>(loginAction({ ...routeArgs(host, path, { form, cookie }) }));

/** A signed-in visitor's session cookie (the API mock decides who that is). */
const SESSION = 'crowd_sid=s';

const credentials = { email: 'Ada@Example.com', password: 'secret' };

describe('/login loader', () => {
  it('sends a signed-in visitor to redirectUrl on this host', async () => {
    server.use(signedIn());
    const outcome = await load(MAIN, '/login?redirectUrl=%2Fideas%3Fpage%3D2', SESSION);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/ideas?page=2');
  });

  it('accepts a known crowd host and refuses an unknown one', async () => {
    server.use(signedIn());
    const known = await load(MAIN, `/login?redirectUrl=${encodeURIComponent(`http://${DEMO}/idea/4`)}`, SESSION);
    expect(known.location).toBe(`http://${DEMO}/idea/4`);
    const unknown = await load(MAIN, `/login?redirectUrl=${encodeURIComponent('http://evil.example/')}`, SESSION);
    expect(unknown.location).toBe('/');
    const sneaky = await load(MAIN, '/login?redirectUrl=%2F%2Fevil.example%2F', SESSION);
    expect(sneaky.location).toBe('/');
    const unknownCrowd = await load(
      MAIN,
      `/login?redirectUrl=${encodeURIComponent('http://nope.localhost:3000/')}`,
      SESSION,
    );
    expect(unknownCrowd.location).toBe('/');
  });

  it('never redirects to a path that reads as another host, nor answers 500 for a newline', async () => {
    server.use(signedIn());
    const phish = `http://${DEMO}//evil.example/phish`;
    const onDemo = await load(DEMO, `/login?redirectUrl=${encodeURIComponent(phish)}`, SESSION);
    expect(onDemo.location).toBe('/evil.example/phish');
    const fromMain = await load(MAIN, `/login?redirectUrl=${encodeURIComponent(phish)}`, SESSION);
    expect(fromMain.location).toBe(`http://${DEMO}/evil.example/phish`);
    const newline = await load(MAIN, `/login?redirectUrl=${encodeURIComponent('/ideas\r\nX-Evil: 1')}`, SESSION);
    expect(newline.status).toBe(302);
    expect(newline.location).toBe('/');
  });

  it('on the login host sends a signed-in visitor on through /sso/start', async () => {
    server.use(signedIn());
    const outcome = await load(LOGIN, `/login?redirectUrl=${encodeURIComponent(`http://${DEMO}/`)}`, SESSION);
    expect(outcome.location).toBe(`/sso/start?successUrl=${encodeURIComponent(`http://${DEMO}/`)}`);
    const fallback = await load(LOGIN, '/login', SESSION);
    expect(fallback.location).toBe(`/sso/start?successUrl=${encodeURIComponent(`http://${MAIN}/`)}`);
  });

  it('tries single sign-on through the login host first (which binds the round trip on its way back)', async () => {
    const outcome = await load(DEMO, '/login?redirectUrl=%2Fidea%2F7');
    expect(outcome.status).toBe(302);
    const location = new URL(outcome.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`http://${LOGIN}/sso/start`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ successUrl: `http://${DEMO}/idea/7` });
    // Not silent: no answer is remembered.
    expect(outcome.headers.getSetCookie().some((cookie) => cookie.startsWith('crowd_sso_checked='))).toBe(false);
  });

  it('leaves the state of a target on another host to that host', async () => {
    const target = `http://${MAIN}/account`;
    const outcome = await load(DEMO, `/login?redirectUrl=${encodeURIComponent(target)}`);
    expect(outcome.location).toBe(`http://${LOGIN}/sso/start?successUrl=${encodeURIComponent(target)}`);
  });

  it('renders the form after ?sso=none, with a button per configured provider', async () => {
    server.use(providers(['google', 'facebook']));
    const outcome = await load(DEMO, '/login?sso=none&redirectUrl=%2Fidea%2F7');
    expect(outcome.status).toBe(200);
    const page = outcome.body;
    expect(page?.brand).toEqual({ name: 'Demo crowd', featuredImageId: null });
    expect(page?.registerHref).toBe('/register');
    const google = new URL(page?.socialLogins[0]?.href ?? '');
    expect(`${google.origin}${google.pathname}`).toBe(`http://${LOGIN}/api/login/social/google`);
    expect(google.searchParams.get('redirectUrl')).toBe(`http://${DEMO}/idea/7`);
    expect(google.searchParams.get('crowdId')).toMatch(/^\d+$/);
    expect(google.searchParams.get('locale')).toBe('en');
    expect(page?.socialLogins.map((login) => login.provider)).toEqual(['google', 'facebook']);
  });

  it('hides the social buttons when the provider list cannot be loaded', async () => {
    server.use(mockApi('listLoginProviders', () => new HttpResponse(null, { status: 500 })));
    const outcome = await load(LOGIN, '/login');
    expect(outcome.body?.socialLogins).toEqual([]);
  });

  it('on the login host brands the page with ?crowdId and links registration to the target site', async () => {
    const crowd = makeCrowdView({ id: 42, name: 'Acme ideas', subdomain: 'acme' });
    server.use(
      providers([]),
      mockApi('getCrowdView', () => HttpResponse.json(crowd), { params: { crowdId: '42' } }),
      mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd), { params: { domain: 'acme' } }),
    );
    const outcome = await load(LOGIN, '/login?crowdId=42');
    expect(outcome.body?.brand).toEqual({ name: 'Acme ideas', featuredImageId: null });
    expect(outcome.body?.registerHref).toBe('http://acme.localhost:3000/register');
    expect(outcome.body?.forgotPasswordHref).toBe('http://acme.localhost:3000/forgotPassword');
  });

  it('turns ?error=<key> into a 6-second error toast', async () => {
    const outcome = await load(LOGIN, '/login?error=social_login_error&redirectUrl=x');
    expect(outcome.location).toBe('/login?redirectUrl=x');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'social_login_error',
      durationMs: TOAST_DURATION_MS.loginError,
    });
  });
});

describe('/login action', () => {
  it('validates with the contract schema before calling the API', async () => {
    const outcome = await submit(MAIN, '/login?sso=none', { email: 'nope', password: '' });
    expect(outcome.status).toBe(422);
    expect(outcome.body?.fieldErrors).toEqual({
      email: 'validation_login_email',
      password: 'validation_login_password',
    });
  });

  it.each([
    [401, { error: 'invalid_username_password' } as TErrorBody],
    [401, undefined],
  ])('shows %s (%j) as the password field’s error, the password left out of the refill', async (status, body) => {
    server.use(loginFails(status, body));
    const outcome = await submit(DEMO, '/login?redirectUrl=%2Fx', credentials);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      fieldErrors: { password: 'invalid_username_password' },
      repopulateFields: { email: 'ada@example.com' },
    });
    expect(JSON.stringify(outcome.body)).not.toContain('secret');
  });

  it('offers a new activation link for an account not activated yet', async () => {
    server.use(loginFails(403, { error: 'account_not_verified' }));
    const outcome = await submit(DEMO, '/login?redirectUrl=%2Fx', credentials);
    expect(outcome.status).toBe(403);
    expect(outcome.body).toEqual({ notActivated: { email: 'ada@example.com' } });
  });

  it('says when to try again after a 429 with Retry-After (whole minutes, rounded up)', async () => {
    server.use(
      mockApi('login', () =>
        HttpResponse.json<TErrorBody>(
          { error: 'too_many_requests' },
          { status: 429, headers: { 'Retry-After': '61' } },
        ),
      ),
    );
    const outcome = await submit(DEMO, '/login?redirectUrl=%2Fx', credentials);
    expect(outcome.location).toBe('/login?redirectUrl=%2Fx&sso=none');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'common:rateLimited.tryAgainIn',
      values: { count: 2 },
      durationMs: TOAST_DURATION_MS.loginError,
    });
  });

  it.each([
    [403, { error: 'user_bound_to_other_crowd' } as TErrorBody, 'user_bound_to_other_crowd'],
    [429, undefined, 'too_many_requests'],
    [426, undefined, 'crowd_user_limit_reached'],
    [500, undefined, 'default_error'],
  ])('maps %s (%j) to %s, shown for 6 s back on the form', async (status, body, key) => {
    server.use(loginFails(status, body));
    const outcome = await submit(DEMO, '/login?redirectUrl=%2Fx', credentials);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/login?redirectUrl=%2Fx&sso=none');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: key,
      durationMs: TOAST_DURATION_MS.loginError,
    });
  });

  it('shows the API’s 422 errors under the fields', async () => {
    server.use(loginFails(422, { errors: [{ param: 'email', msg: 'validation_login_email' }] }));
    const outcome = await submit(MAIN, '/login?sso=none', credentials);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ fieldErrors: { email: 'validation_login_email' } });
  });

  it('signs in on a crowd host, then bounces through the login host for a master session', async () => {
    const user = makeUser({ locale: 'sk' });
    let loginBody: TLoginRequest | undefined;
    server.use(
      mockApi('login', async ({ request }) => {
        loginBody = (await request.json()) as TLoginRequest;
        return HttpResponse.json<TLoginResponse>(user, {
          headers: { 'Set-Cookie': 'crowd_sid=fresh; Path=/; HttpOnly; SameSite=Lax' },
        });
      }),
    );
    const outcome = await submit(DEMO, '/login?sso=none&redirectUrl=%2Fidea%2F3', credentials, 'crowd_sid=stale');

    expect(loginBody).toMatchObject({
      authProvider: 'EMAIL_PASSWORD',
      email: 'ada@example.com',
      password: 'secret',
      locale: 'en',
    });
    expect(typeof loginBody?.crowdId).toBe('number');
    // The login host keeps its own state first, then has this host's session hand it a code (/sso/start here).
    const target = `http://${DEMO}/idea/3`;
    expect(outcome.location).toBe(
      `http://${LOGIN}/sso/begin?from=${encodeURIComponent(`http://${DEMO}/`)}&successUrl=${encodeURIComponent(target)}`,
    );
    const cookies = outcome.headers.getSetCookie();
    expect(cookies).toContain('crowd_sid=fresh; Path=/; HttpOnly; SameSite=Lax');
    await expect(lngSetBy(outcome)).resolves.toBe('sk');
  });

  it('sends X-Private-Crowd in a private crowd', async () => {
    let header: string | null = null;
    const crowd = makeCrowdView({ id: 77, privateCrowd: true });
    server.use(
      mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd), { params: { domain: 'demo' } }),
      mockApi('login', ({ request }) => {
        header = request.headers.get('x-private-crowd');
        return HttpResponse.json<TErrorBody>({ error: 'invalid_username_password' }, { status: 401 });
      }),
    );
    await submit(DEMO, '/login?sso=none', credentials);
    expect(header).toBe('77');
  });

  it('on the login host continues through /sso/start, by default to the main site', async () => {
    server.use(mockApi('login', () => HttpResponse.json<TLoginResponse>(makeUser())));
    const toCrowd = await submit(LOGIN, `/login?redirectUrl=${encodeURIComponent(`http://${DEMO}/x`)}`, credentials);
    expect(toCrowd.location).toBe(`/sso/start?successUrl=${encodeURIComponent(`http://${DEMO}/x`)}`);
    const byDefault = await submit(LOGIN, '/login', credentials);
    expect(byDefault.location).toBe(`/sso/start?successUrl=${encodeURIComponent(`http://${MAIN}/`)}`);
  });
});
