import { randomBytes } from 'node:crypto';
import { ZSocialEmailResponse, ZUser } from '@crowd/contracts';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { startTestApp } from '../support/app';
import { authTestApp, client, LOGIN_HOST, MAIN_HOST, sessionCookie, setCookieOf } from '../support/auth-app';
import { createCrowd, createUser } from '../support/factories';
import { ssoState } from './auth-support';
import { startFakeOAuthProvider, type FakeOAuthProvider } from './fake-oauth-provider';

const unique = () => randomBytes(4).toString('hex');

describe('social sign-in', () => {
  let provider: FakeOAuthProvider;
  beforeAll(async () => {
    provider = await startFakeOAuthProvider();
  });
  const testApp = authTestApp(() => ({ env: provider.env() }));
  const { api } = testApp;
  const users = () => testApp.dataSource.getRepository(User);
  afterAll(async () => {
    await provider?.close();
  });

  /** A token the fake provider knows, answering `info` from its user-info endpoint. */
  function token(info: Record<string, unknown>): string {
    const accessToken = `at-${unique()}`;
    provider.userInfo.set(accessToken, info);
    return accessToken;
  }

  it('lists the configured providers', async () => {
    await api()
      .get('/api/login/providers')
      .expect(200, { providers: ['google', 'facebook'] });
  });

  describe('with an access token (POST /login)', () => {
    it('creates a verified account without a password, then finds it by the Google id', async () => {
      const sub = `g-${unique()}`;
      const email = `${sub}@example.com`;
      const first = await api()
        .post('/api/login')
        .send({
          authProvider: 'GOOGLE',
          accessToken: token({ sub, email, email_verified: true, name: 'Gina' }),
          locale: 'sk',
        })
        .expect(200);
      expect(ZUser.parse(first.body)).toMatchObject({ email, name: 'Gina', hasPassword: false, locale: 'sk' });
      await api().get('/api/user').set('Cookie', sessionCookie(first)).expect(200);
      const created = await users().findOneByOrFail({ emailNormalized: email });
      expect(created).toMatchObject({ googleId: sub, passwordHash: null });
      expect(created.verifiedAt).toBeInstanceOf(Date);

      const again = await api()
        .post('/api/login')
        .send({
          authProvider: 'GOOGLE',
          accessToken: token({ sub, email: 'changed@example.com', email_verified: true }),
        })
        .expect(200);
      expect(again.body.id).toBe(created.id);
    });

    it('links an existing account only when the provider vouches for its e-mail', async () => {
      const existing = await createUser(testApp.dataSource, {
        email: `linked-${unique()}@example.com`,
        verifiedAt: null,
      });
      const sub = `g-${unique()}`;
      await api()
        .post('/api/login')
        .send({ authProvider: 'GOOGLE', accessToken: token({ sub, email: existing.email, email_verified: false }) })
        .expect(422, { errors: [{ param: 'email', msg: 'social_email_required' }] });
      await api()
        .post('/api/login')
        .send({
          authProvider: 'GOOGLE',
          accessToken: token({ sub, email: existing.email, email_verified: false }),
          email: existing.email,
        })
        .expect(422, { errors: [{ param: 'email', msg: 'validation_email_in_use' }] });

      const linked = await api()
        .post('/api/login')
        .send({
          authProvider: 'GOOGLE',
          accessToken: token({ sub, email: existing.email.toUpperCase(), email_verified: true }),
        })
        .expect(200);
      expect(linked.body.id).toBe(existing.id);
      const row = await users().findOneByOrFail({ id: existing.id });
      expect(row.googleId).toBe(sub);
      expect(row.verifiedAt).toBeInstanceOf(Date);
    });

    it('refuses to link an account that already belongs to another identity of the provider', async () => {
      const existing = await createUser(testApp.dataSource, { facebookId: `fb-${unique()}` });
      await api()
        .post('/api/login')
        .send({
          authProvider: 'FACEBOOK',
          accessToken: token({ id: `fb-${unique()}`, email: existing.email, name: 'Other' }),
        })
        .expect(422, { errors: [{ param: 'email', msg: 'validation_email_in_use' }] });
    });

    it('asks for an e-mail when Facebook gives none, and answers facebook_login_error without an id', async () => {
      const id = `fb-${unique()}`;
      await api()
        .post('/api/login')
        .send({ authProvider: 'FACEBOOK', accessToken: token({ id, name: 'Fay' }) })
        .expect(422, { errors: [{ param: 'email', msg: 'social_email_required' }] });
      const email = `fay-${unique()}@example.com`;
      const created = await api()
        .post('/api/login')
        .send({ authProvider: 'FACEBOOK', accessToken: token({ id, name: 'Fay' }), email })
        .expect(200);
      expect(created.body).toMatchObject({ email, name: 'Fay', hasPassword: false });
      await api()
        .post('/api/login')
        .send({ authProvider: 'FACEBOOK', accessToken: token({ name: 'No Id' }) })
        .expect(401, { error: 'facebook_login_error' });
    });

    it('answers 401 social_login_error for a token the provider does not accept, 422 without a token', async () => {
      await api()
        .post('/api/login')
        .send({ authProvider: 'GOOGLE', accessToken: 'forged' })
        .expect(401, { error: 'social_login_error' });
      await api()
        .post('/api/login')
        .send({ authProvider: 'FACEBOOK', accessToken: 'forged' })
        .expect(401, { error: 'social_login_error' });
      await api()
        .post('/api/login')
        .send({ authProvider: 'GOOGLE' })
        .expect(422, { errors: [{ param: 'accessToken', msg: 'social_login_error' }] });
    });

    it('applies the crowd rules to new social accounts: allowed domains, binding, membership', async () => {
      const crowd = await createCrowd(testApp.dataSource, {
        tier: 3,
        privateCrowd: true,
        privateUsers: true,
        allowedDomains: ['acme.com'],
      });
      await api()
        .post('/api/login')
        .send({
          authProvider: 'GOOGLE',
          accessToken: token({ sub: `g-${unique()}`, email: `x-${unique()}@else.com`, email_verified: true }),
          crowdId: crowd.id,
        })
        .expect(422, { errors: [{ param: 'email', msg: 'validation_email_domain_not_allowed' }] });
      const response = await api()
        .post('/api/login')
        .send({
          authProvider: 'GOOGLE',
          accessToken: token({ sub: `g-${unique()}`, email: `y-${unique()}@acme.com`, email_verified: true }),
          crowdId: crowd.id,
        })
        .expect(200);
      expect(response.body.boundCrowdId).toBe(crowd.id);
      expect(
        await testApp.dataSource.getRepository(CrowdMember).existsBy({ crowdId: crowd.id, userId: response.body.id }),
      ).toBe(true);
    });
  });

  describe('the redirect flow', () => {
    async function start(providerName: 'google' | 'facebook', redirectUrl: string) {
      const response = await api()
        .get(`/api/login/social/${providerName}?redirectUrl=${encodeURIComponent(redirectUrl)}&locale=sk`, LOGIN_HOST)
        .expect(302);
      const location = new URL(response.headers.location as string);
      const stateCookie = (setCookieOf(response, 'crowd_oauth') ?? '').split(';')[0] ?? '';
      return { location, stateCookie, state: location.searchParams.get('state') ?? '' };
    }

    async function callback(
      providerName: 'google' | 'facebook',
      flow: { stateCookie: string; state: string },
      info: Record<string, unknown>,
    ) {
      const code = `code-${unique()}`;
      provider.codes.set(code, token(info));
      return api()
        .get(
          `/api/login/social/${providerName}/callback?code=${code}&state=${encodeURIComponent(flow.state)}`,
          LOGIN_HOST,
        )
        .set('Cookie', flow.stateCookie)
        .expect(302);
    }

    it('sends the browser to the provider with a state bound to it', async () => {
      const flow = await start('google', `http://${MAIN_HOST}/crowds`);
      expect(`${flow.location.origin}${flow.location.pathname}`).toBe(`${provider.origin}/google/auth`);
      expect(Object.fromEntries(flow.location.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: 'google-client',
        redirect_uri: `http://${LOGIN_HOST}/api/login/social/google/callback`,
        scope: 'openid email profile',
      });
      expect(flow.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(flow.stateCookie).toMatch(/^crowd_oauth=/);
    });

    it('signs in on the login host and continues to the crowd through single sign-on', async () => {
      await createCrowd(testApp.dataSource, { subdomain: 'social-crowd' });
      const target = `http://social-crowd.${MAIN_HOST}/idea/3`;
      const flow = await start('google', target);
      const sub = `g-${unique()}`;
      const response = await callback('google', flow, {
        sub,
        email: `${sub}@example.com`,
        email_verified: true,
        name: 'Redirected',
      });
      expect(provider.tokenRequests.at(-1)).toMatchObject({
        client_id: 'google-client',
        client_secret: 'google-secret',
        grant_type: 'authorization_code',
        redirect_uri: `http://${LOGIN_HOST}/api/login/social/google/callback`,
      });

      const master = sessionCookie(response);
      await api().get('/api/user', LOGIN_HOST).set('Cookie', master).expect(200);
      // The crowd host takes its session through the login host's /sso/start, bound to its own state.
      expect(response.headers.location).toBe(`http://${LOGIN_HOST}/sso/start?successUrl=${encodeURIComponent(target)}`);
      const state = ssoState();
      const issued = await api()
        .post('/api/login/sso/code', LOGIN_HOST)
        .set('Cookie', master)
        .send({ redirectUrl: target, state })
        .expect(200);
      const exchanged = await api()
        .post('/api/login/sso/exchange', `social-crowd.${MAIN_HOST}`)
        .send({ code: issued.body.code, state })
        .expect(200);
      expect(exchanged.body).toMatchObject({ name: 'Redirected', locale: 'sk', redirectUrl: target });

      // The state was single-use.
      const replay = await callback('google', flow, { sub, email: `${sub}@example.com`, email_verified: true });
      expect(replay.headers.location).toBe(`http://${LOGIN_HOST}/login?error=social_login_error`);
    });

    it('goes to a redirect URL on the login host through its /sso/start too (every sign-in passes there)', async () => {
      const flow = await start('google', `http://${LOGIN_HOST}/done`);
      const sub = `g-${unique()}`;
      const response = await callback('google', flow, { sub, email: `${sub}@example.com`, email_verified: true });
      expect(response.headers.location).toBe(
        `http://${LOGIN_HOST}/sso/start?successUrl=${encodeURIComponent(`http://${LOGIN_HOST}/done`)}`,
      );
    });

    it('refuses a callback from another browser or with the provider error', async () => {
      const flow = await start('google', `http://${MAIN_HOST}/`);
      const stolen = await callback('google', { ...flow, stateCookie: 'crowd_oauth=other-browser' }, { sub: 'x' });
      expect(stolen.headers.location).toBe(`http://${LOGIN_HOST}/login?error=social_login_error`);
      const denied = await start('google', `http://${MAIN_HOST}/`);
      const response = await api()
        .get(`/api/login/social/google/callback?error=access_denied&state=${denied.state}`, LOGIN_HOST)
        .set('Cookie', denied.stateCookie)
        .expect(302);
      expect(new URL(response.headers.location as string).searchParams.get('error')).toBe('social_login_error');
    });

    it('asks for an e-mail on the login host when Facebook gives none', async () => {
      const flow = await start('facebook', `http://${MAIN_HOST}/crowds`);
      const id = `fb-${unique()}`;
      const response = await callback('facebook', flow, { id, name: 'Pending Fay' });
      const location = new URL(response.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(`http://${LOGIN_HOST}/login/socialEmail`);
      const pending = location.searchParams.get('token') ?? '';

      const taken = await createUser(testApp.dataSource);
      await api()
        .post('/api/login/socialEmail', LOGIN_HOST)
        .send({ token: pending, email: taken.email })
        .expect(422, { errors: [{ param: 'email', msg: 'validation_email_in_use' }] });
      await api()
        .post('/api/login/socialEmail', LOGIN_HOST)
        .send({ token: pending, email: 'bad' })
        .expect(422, { errors: [{ param: 'email', msg: 'validation_registration_email' }] });

      const email = `fay-${unique()}@example.com`;
      const done = await api().post('/api/login/socialEmail', LOGIN_HOST).send({ token: pending, email }).expect(200);
      expect(ZSocialEmailResponse.parse(done.body)).toMatchObject({
        email,
        name: 'Pending Fay',
        redirectUrl: `http://${MAIN_HOST}/crowds`,
      });
      await api().get('/api/user', LOGIN_HOST).set('Cookie', sessionCookie(done)).expect(200);
      await api()
        .post('/api/login/socialEmail', LOGIN_HOST)
        .send({ token: pending, email: `again-${unique()}@example.com` })
        .expect(400, { error: 'social_login_error' });
    });

    it('lives on the login host only and refuses unknown redirect URLs', async () => {
      await api().get('/api/login/social/google').expect(404, { error: 'not_found' });
      await api().get(`/api/login/social/google/callback?code=x&state=y`).expect(404, { error: 'not_found' });
      await api()
        .get(`/api/login/social/google?redirectUrl=${encodeURIComponent('http://evil.test/')}`, LOGIN_HOST)
        .expect(422, { errors: [{ param: 'redirectUrl', msg: 'invalid_redirect_url' }] });
      await api().get('/api/login/social/twitter', LOGIN_HOST).expect(422);
    });
  });

  describe('without provider credentials', () => {
    it('lists no providers and answers 404 for them', async () => {
      const bare = await startTestApp({ db: testApp.db });
      try {
        const bareApi = client(bare.app);
        await bareApi.get('/api/login/providers').expect(200, { providers: [] });
        await bareApi.get('/api/login/social/google', LOGIN_HOST).expect(404, { error: 'not_found' });
        await bareApi
          .post('/api/login')
          .send({ authProvider: 'FACEBOOK', accessToken: 'x' })
          .expect(404, { error: 'not_found' });
      } finally {
        await bare.app.close();
      }
    });
  });
});
