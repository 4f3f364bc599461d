import { ZUser } from '@crowd/contracts';
import { Session } from '../../src/modules/auth/auth/entities/session.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { startTestApp } from '../support/app';
import { authTestApp, client, LOGIN_HOST, MAIN_HOST, sessionCookie, setCookieOf, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { ssoState } from './auth-support';

describe('sign-in, sessions and sign-out', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  const sessionsOf = (userId: number) =>
    testApp.dataSource.getRepository(Session).find({ where: { userId }, order: { createdAt: 'ASC' } });

  it('signs in with e-mail and password: the user, and a host-only 30-day session cookie', async () => {
    const user = await createUser(testApp.dataSource, { email: 'Mixed.Case@Example.com', name: 'Ann' });
    const response = await api()
      .post('/api/login')
      .send({ authProvider: 'EMAIL_PASSWORD', email: 'mixed.case@example.com', password: DEFAULT_TEST_PASSWORD })
      .expect(200);
    expect(ZUser.parse(response.body)).toMatchObject({
      id: user.id,
      name: 'Ann',
      hasPassword: true,
      about: '',
      boundCrowdId: null,
    });

    const cookie = setCookieOf(response, 'crowd_sid') ?? '';
    expect(cookie).toMatch(/^crowd_sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${30 * 24 * 60 * 60}`));
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/Secure/);

    const [session] = await sessionsOf(user.id);
    expect(session).toMatchObject({ host: MAIN_HOST, kind: 'host', masterSessionId: null, revokedAt: null });
    const token = cookie.slice('crowd_sid='.length, cookie.indexOf(';'));
    expect(session?.id).toHaveLength(64);
    expect(session?.id).not.toContain(token);

    const me = await api().get('/api/user').set('Cookie', sessionCookie(response)).expect(200);
    expect(me.body).toMatchObject({ id: user.id, email: 'Mixed.Case@Example.com' });
  });

  it('creates a master session on the login host', async () => {
    const user = await createUser(testApp.dataSource);
    await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    expect((await sessionsOf(user.id))[0]).toMatchObject({ host: LOGIN_HOST, kind: 'master' });
  });

  it('sets Secure cookies when PUBLIC_PROTOCOL is https', async () => {
    const secureApp = await startTestApp({ env: { PUBLIC_PROTOCOL: 'https' }, db: testApp.db });
    try {
      const user = await createUser(testApp.dataSource);
      const response = await client(secureApp.app)
        .post('/api/login')
        .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
        .expect(200);
      expect(setCookieOf(response, 'crowd_sid')).toMatch(/; Secure/);
    } finally {
      await secureApp.app.close();
    }
  });

  it('answers 401 invalid_username_password for an unknown e-mail or a wrong password', async () => {
    const user = await createUser(testApp.dataSource);
    await api()
      .post('/api/login')
      .send({ email: 'nobody@example.com', password: 'Whatever-1' })
      .expect(401, { error: 'invalid_username_password' });
    await api()
      .post('/api/login')
      .send({ email: user.email, password: 'Wrong-Passw0rd' })
      .expect(401, { error: 'invalid_username_password' });
    const social = await createUser(testApp.dataSource, { passwordHash: null, googleId: 'g-no-password' });
    await api()
      .post('/api/login')
      .send({ email: social.email, password: 'Anything-1' })
      .expect(401, { error: 'invalid_username_password' });
  });

  it('validates the login body with the login message keys', async () => {
    const response = await api().post('/api/login').send({ email: 'nope', password: '' }).expect(422);
    expect(response.body.errors).toEqual([
      { param: 'email', msg: 'validation_login_email' },
      { param: 'password', msg: 'validation_login_password' },
    ]);
  });

  it('answers 403 account_not_verified for an account that was never activated', async () => {
    const user = await createUser(testApp.dataSource, { verifiedAt: null });
    await api()
      .post('/api/login')
      .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
      .expect(403, { error: 'account_not_verified' });
  });

  it('rotates the session at sign-in: the presented session is revoked', async () => {
    const user = await createUser(testApp.dataSource);
    const first = await signIn(testApp.app, user.email);
    const second = sessionCookie(
      await api()
        .post('/api/login')
        .set('Cookie', first)
        .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
        .expect(200),
    );
    expect(second).not.toBe(first);
    await api().get('/api/user').set('Cookie', first).expect(401, { error: 'unauthorized' });
    await api().get('/api/user').set('Cookie', second).expect(200);
  });

  it('ignores a cookie presented on another host, an unknown cookie and an expired session', async () => {
    const user = await createUser(testApp.dataSource);
    const cookie = await signIn(testApp.app, user.email);
    await api().get('/api/user', `demo.${MAIN_HOST}`).set('Cookie', cookie).expect(401);
    await api().get('/api/user', LOGIN_HOST).set('Cookie', cookie).expect(401);
    await api().get('/api/user').set('Cookie', 'crowd_sid=forged').expect(401);
    await testApp.dataSource
      .getRepository(Session)
      .update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    await api().get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('logs out: revokes the host session and its master session, clears the cookie', async () => {
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    const state = ssoState();
    const code = await api()
      .post('/api/login/sso/code', LOGIN_HOST)
      .set('Cookie', master)
      .send({ redirectUrl: `http://${MAIN_HOST}/crowds`, state })
      .expect(200);
    const host = sessionCookie(
      await api().post('/api/login/sso/exchange').send({ code: code.body.code, state }).expect(200),
    );

    const response = await api()
      .get('/api/user/logout')
      .set('Cookie', host)
      .expect(200, { message: 'logout_successful' });
    expect(setCookieOf(response, 'crowd_sid')).toMatch(/^crowd_sid=;.*Expires=Thu, 01 Jan 1970/);
    await api().get('/api/user').set('Cookie', host).expect(401);
    await api().get('/api/user', LOGIN_HOST).set('Cookie', master).expect(401);
    const sessions = await sessionsOf(user.id);
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);

    await api().get('/api/user/logout').expect(200, { message: 'logout_successful' });
  });

  it('refuses cross-origin writes with 403 invalid_origin', async () => {
    const user = await createUser(testApp.dataSource);
    const body = { email: user.email, password: DEFAULT_TEST_PASSWORD };
    await api()
      .post('/api/login')
      .set('Origin', `http://evil.${MAIN_HOST}`)
      .send(body)
      .expect(403, { error: 'invalid_origin' });
    await api()
      .post('/api/login')
      .set('Origin', 'https://localhost:3000')
      .send(body)
      .expect(403, { error: 'invalid_origin' });
    await api().post('/api/login').set('Origin', 'null').send(body).expect(403, { error: 'invalid_origin' });
    await api()
      .post('/api/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(body)
      .expect(403, { error: 'invalid_origin' });
    await api()
      .post('/api/login')
      .set('Origin', `http://${MAIN_HOST}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send(body)
      .expect(200);
    await api()
      .post('/api/login', `demo.${MAIN_HOST}`)
      .set('Origin', `http://demo.${MAIN_HOST}`)
      .send(body)
      .expect(200);
    // Safe methods are not checked; a server-to-server call carries no Origin.
    await api().get('/api/health').set('Origin', 'http://evil.test').expect(200);
    await api().post('/api/login').send(body).expect(200);
  });

  describe('signing in through a private crowd', () => {
    it('admits members, allowed e-mails (who become followers) and, with allowPrePrivateLogins, any account', async () => {
      const crowd = await createCrowd(testApp.dataSource, { privateCrowd: true, allowedDomains: ['acme.com'] });
      const member = await createUser(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, member.id);
      await signIn(testApp.app, member.email, { crowdId: crowd.id });

      const allowed = await createUser(testApp.dataSource, { email: `staff-${Date.now()}@acme.com` });
      await signIn(testApp.app, allowed.email, { crowdId: crowd.id });
      expect(
        await testApp.dataSource.getRepository(CrowdMember).findOneBy({ crowdId: crowd.id, userId: allowed.id }),
      ).toMatchObject({ role: 'CROWD_FOLLOWER' });

      const outsider = await createUser(testApp.dataSource);
      await api()
        .post('/api/login')
        .send({ email: outsider.email, password: DEFAULT_TEST_PASSWORD, crowdId: crowd.id })
        .expect(403, { error: 'crowd_private_login_required' });

      const disabled = await createUser(testApp.dataSource);
      const members = testApp.dataSource.getRepository(CrowdMember);
      await members.save(
        members.create({ crowdId: crowd.id, userId: disabled.id, role: 'CROWD_FOLLOWER', disabled: true }),
      );
      await api()
        .post('/api/login')
        .send({ email: disabled.email, password: DEFAULT_TEST_PASSWORD, crowdId: crowd.id })
        .expect(403, { error: 'crowd_private_login_required' });

      const open = await createCrowd(testApp.dataSource, { privateCrowd: true, allowPrePrivateLogins: true });
      await signIn(testApp.app, outsider.email, { crowdId: open.id });
    });

    it('binds a private user to their crowd: another crowd refuses them at sign-in and by header', async () => {
      const home = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
      const elsewhere = await createCrowd(testApp.dataSource);
      const user = await createUser(testApp.dataSource, { boundCrowdId: home.id });
      await addMember(testApp.dataSource, home.id, user.id);

      await api()
        .post('/api/login')
        .send({ email: user.email, password: DEFAULT_TEST_PASSWORD, crowdId: elsewhere.id })
        .expect(403, { error: 'user_bound_to_other_crowd' });
      // Leaving crowdId out on the other crowd's site opens no session there either.
      await api()
        .post('/api/login', `${elsewhere.subdomain}.${MAIN_HOST}`)
        .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
        .expect(403, { error: 'user_bound_to_other_crowd' });
      const cookie = await signIn(testApp.app, user.email, { crowdId: home.id });

      const me = await api().get('/api/user').set('Cookie', cookie).set('X-Private-Crowd', String(home.id)).expect(200);
      expect(me.body.boundCrowdId).toBe(home.id);
      await api()
        .get('/api/user')
        .set('Cookie', cookie)
        .set('X-Private-Crowd', String(elsewhere.id))
        .expect(403, { error: 'user_bound_to_other_crowd' });
      // The header alone grants nothing and binds nobody else.
      const free = await createUser(testApp.dataSource);
      const freeCookie = await signIn(testApp.app, free.email);
      await api().get('/api/user').set('Cookie', freeCookie).set('X-Private-Crowd', String(elsewhere.id)).expect(200);
      await api()
        .get('/api/user/logout')
        .set('Cookie', cookie)
        .set('X-Private-Crowd', String(elsewhere.id))
        .expect(200);
    });
  });
});
