import { ZSsoCodeResponse, ZSsoExchangeResponse } from '@crowd/contracts';
import { Session } from '../../src/modules/auth/auth/entities/session.entity';
import { authTestApp, LOGIN_HOST, MAIN_HOST, sessionCookie, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD, PENDING_DOMAIN } from '../support/factories';
import { expireToken, ssoState } from './auth-support';

describe('single sign-on codes', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  /** The state every code of this file is bound to, unless a test says otherwise. */
  const state = ssoState();

  async function issue(cookie: string, redirectUrl: string, host = LOGIN_HOST, boundTo = state) {
    const response = await api()
      .post('/api/login/sso/code', host)
      .set('Cookie', cookie)
      .send({ redirectUrl, state: boundTo })
      .expect(200);
    return ZSsoCodeResponse.parse(response.body);
  }

  const exchange = (code: string, host = MAIN_HOST, presented = state) =>
    api().post('/api/login/sso/exchange', host).send({ code, state: presented });

  /** Signs `cookie`'s browser in on `host` through a code; returns the new session cookie. */
  async function handOff(cookie: string, host: string, from = LOGIN_HOST): Promise<string> {
    const issued = await issue(cookie, `http://${host}/`, from);
    return sessionCookie(await exchange(issued.code, host).expect(200));
  }

  it('hands a crowd host a one-time code for a session of its own, linked to the master', async () => {
    const crowd = await createCrowd(testApp.dataSource, { subdomain: 'sso-demo' });
    const crowdHost = `sso-demo.${MAIN_HOST}`;
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });

    const issued = await issue(master, `http://${crowdHost}/idea/7?tab=comments`);
    expect(issued).toMatchObject({ redirectUrl: `http://${crowdHost}/idea/7?tab=comments`, expiresInSeconds: 60 });
    expect(issued.code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const exchanged = await exchange(issued.code, crowdHost).expect(200);
    expect(ZSsoExchangeResponse.parse(exchanged.body)).toMatchObject({ id: user.id, redirectUrl: issued.redirectUrl });
    const hostCookie = sessionCookie(exchanged);
    await api().get('/api/user', crowdHost).set('Cookie', hostCookie).expect(200);

    const sessions = await testApp.dataSource.getRepository(Session).find({ where: { userId: user.id } });
    const masterRow = sessions.find((session) => session.kind === 'master');
    expect(sessions.find((session) => session.host === crowdHost)).toMatchObject({
      kind: 'host',
      masterSessionId: masterRow?.id,
    });
    expect(crowd.id).toBeGreaterThan(0);
  });

  it('is single use, expires, and works only on the host it was issued for', async () => {
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });

    const used = await issue(master, `http://${MAIN_HOST}/crowds`);
    await exchange(used.code, `other.${MAIN_HOST}`).expect(400, { error: 'sso_code_invalid' });
    await exchange(used.code, LOGIN_HOST).expect(400, { error: 'sso_code_invalid' });
    await exchange(used.code).expect(200);
    await exchange(used.code).expect(400, { error: 'sso_code_invalid' });

    const expired = await issue(master, `http://${MAIN_HOST}/`);
    await expireToken(testApp.dataSource, expired.code);
    await exchange(expired.code).expect(400, { error: 'sso_code_invalid' });
    await exchange('unknown').expect(400, { error: 'sso_code_invalid' });
    await api()
      .post('/api/login/sso/exchange')
      .send({})
      .expect(422, {
        errors: [
          { param: 'code', msg: 'sso_code_invalid' },
          { param: 'state', msg: 'sso_code_invalid' },
        ],
      });
  });

  it('dies with the session that issued it', async () => {
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    const issued = await issue(master, `http://${MAIN_HOST}/`);
    await api().get('/api/user/logout', LOGIN_HOST).set('Cookie', master).expect(200);
    await exchange(issued.code).expect(400, { error: 'sso_code_invalid' });
  });

  it('bounces a host sign-in to the login host, which then holds the master of that host session', async () => {
    const user = await createUser(testApp.dataSource);
    const host = await signIn(testApp.app, user.email);
    const issued = await issue(host, `http://${LOGIN_HOST}/sso/start?redirectUrl=x`, MAIN_HOST);
    const exchanged = await exchange(issued.code, LOGIN_HOST).expect(200);
    const master = sessionCookie(exchanged);

    const sessions = await testApp.dataSource.getRepository(Session).find({ where: { userId: user.id } });
    const masterRow = sessions.find((session) => session.kind === 'master');
    expect(masterRow?.host).toBe(LOGIN_HOST);
    expect(sessions.find((session) => session.host === MAIN_HOST)?.masterSessionId).toBe(masterRow?.id);

    // Logging out on the main site now signs the login host out too.
    await api().get('/api/user/logout').set('Cookie', host).expect(200);
    await api().get('/api/user', LOGIN_HOST).set('Cookie', master).expect(401);
  });

  it('refuses unknown hosts, other protocols and malformed URLs: no open redirect', async () => {
    await createCrowd(testApp.dataSource, { subdomain: 'known-crowd', tier: 3, domain: 'known-crowd.test' });
    await createCrowd(testApp.dataSource, { subdomain: 'no-domain-plan', tier: 2, domain: 'not-served.test' });
    // Decision 029: a domain its crowd has not proven by DNS receives no code (issue 24, finding 2).
    await createCrowd(testApp.dataSource, { tier: 3, domain: 'claimed-only.test', ...PENDING_DOMAIN });
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    for (const redirectUrl of [
      'http://evil.test/',
      `https://${MAIN_HOST}/`,
      `http://unknown-crowd.${MAIN_HOST}/`,
      `http://www.unknown-crowd.${MAIN_HOST}/`,
      'http://not-served.test/',
      'http://www.not-served.test/',
      'http://claimed-only.test/',
      'http://www.claimed-only.test/',
      `http://user:pass@${MAIN_HOST}/`,
      `javascript:alert(1)`,
      '/relative/path',
    ]) {
      const response = await api()
        .post('/api/login/sso/code', LOGIN_HOST)
        .set('Cookie', master)
        .send({ redirectUrl, state })
        .expect(422);
      expect(response.body).toEqual({ errors: [{ param: 'redirectUrl', msg: 'invalid_redirect_url' }] });
    }
    await issue(master, 'http://known-crowd.test/ideas');
    await issue(master, `http://known-crowd.${MAIN_HOST}/`);
    await issue(master, `http://${LOGIN_HOST}/`);
    // The one host rule (decision 003): `www.` before the main host or a served host is the same site.
    await issue(master, `http://www.${MAIN_HOST}/`);
    await issue(master, 'http://www.known-crowd.test/ideas');
  });

  it('needs a signed-in session (401)', async () => {
    await api()
      .post('/api/login/sso/code', LOGIN_HOST)
      .send({ redirectUrl: `http://${MAIN_HOST}/`, state })
      .expect(401, { error: 'unauthorized' });
  });

  it('keeps a private user out of other crowds hosts', async () => {
    const home = await createCrowd(testApp.dataSource, { subdomain: 'home-crowd', tier: 3, privateUsers: true });
    await createCrowd(testApp.dataSource, { subdomain: 'foreign-crowd' });
    const user = await createUser(testApp.dataSource, { boundCrowdId: home.id });
    await addMember(testApp.dataSource, home.id, user.id);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    await api()
      .post('/api/login/sso/code', LOGIN_HOST)
      .set('Cookie', master)
      .send({ redirectUrl: `http://foreign-crowd.${MAIN_HOST}/`, state })
      .expect(403, { error: 'user_bound_to_other_crowd' });
    const issued = await issue(master, `http://home-crowd.${MAIN_HOST}/`);
    await exchange(issued.code, `home-crowd.${MAIN_HOST}`).expect(200);
  });

  it('is refused to a browser that did not ask for it: login CSRF through an attacker’s own code fails', async () => {
    const attacker = await createUser(testApp.dataSource);
    const attackerMaster = await signIn(testApp.app, attacker.email, { host: LOGIN_HOST });
    const attackersState = ssoState();
    const victimsState = ssoState();
    const minted = await issue(attackerMaster, `http://${MAIN_HOST}/`, LOGIN_HOST, attackersState);

    // The victim's browser opens /sso/receive?code=…: the web presents the victim's own state.
    const replay = await exchange(minted.code, MAIN_HOST, victimsState).expect(400, { error: 'sso_code_invalid' });
    expect(replay.headers['set-cookie']).toBeUndefined();
    // The code is spent by the attempt.
    await exchange(minted.code, MAIN_HOST, attackersState).expect(400, { error: 'sso_code_invalid' });
    await api()
      .post('/api/login/sso/exchange')
      .send({ code: minted.code, state: 'short' })
      .expect(422, { errors: [{ param: 'state', msg: 'sso_code_invalid' }] });
    await api()
      .post('/api/login/sso/code', LOGIN_HOST)
      .set('Cookie', attackerMaster)
      .send({ redirectUrl: `http://${MAIN_HOST}/` })
      .expect(422, { errors: [{ param: 'state', msg: 'sso_code_invalid' }] });
  });

  it('re-serialises a target whose path reads as another host: no open redirect through //', async () => {
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    for (const path of ['//evil.example/phish', '/\\evil.example/phish', '/.//evil.example/phish']) {
      const issued = await issue(master, `http://${MAIN_HOST}${path}`);
      expect(issued.redirectUrl).toBe(`http://${MAIN_HOST}/evil.example/phish`);
      const exchanged = await exchange(issued.code).expect(200);
      expect(exchanged.body.redirectUrl).toBe(`http://${MAIN_HOST}/evil.example/phish`);
    }
  });

  describe('single logout', () => {
    const live = (cookie: string, host: string) => api().get('/api/user', host).set('Cookie', cookie);

    it('ends every session of the family, on every host and through every hop, and nothing else', async () => {
      await createCrowd(testApp.dataSource, { subdomain: 'family-a' });
      await createCrowd(testApp.dataSource, { subdomain: 'family-b' });
      const hostA = `family-a.${MAIN_HOST}`;
      const hostB = `family-b.${MAIN_HOST}`;
      const user = await createUser(testApp.dataSource);

      // Signed in on crowd A, which pushes a master to the login host, which signs in the main site and crowd B.
      const onA = await signIn(testApp.app, user.email, { host: hostA });
      const master = await handOff(onA, LOGIN_HOST, hostA);
      const onMain = await handOff(master, MAIN_HOST);
      const onB = await handOff(master, hostB);
      // A second sign-in on the login host rotates the master; it stays in the family and hands out more.
      const rotated = sessionCookie(
        await api()
          .post('/api/login', LOGIN_HOST)
          .set('Cookie', master)
          .send({ email: user.email, password: DEFAULT_TEST_PASSWORD })
          .expect(200),
      );
      const onMainAgain = await handOff(rotated, MAIN_HOST);
      // The same user in another browser: another family.
      const elsewhere = await signIn(testApp.app, user.email, { host: hostB });

      for (const [cookie, host] of [
        [onA, hostA],
        [onMain, MAIN_HOST],
        [onB, hostB],
        [rotated, LOGIN_HOST],
        [onMainAgain, MAIN_HOST],
      ] as const) {
        await live(cookie, host).expect(200);
      }

      await api().get('/api/user/logout', hostB).set('Cookie', onB).expect(200);

      for (const [cookie, host] of [
        [onA, hostA],
        [onMain, MAIN_HOST],
        [onB, hostB],
        [rotated, LOGIN_HOST],
        [onMainAgain, MAIN_HOST],
      ] as const) {
        await live(cookie, host).expect(401);
      }
      await live(elsewhere, hostB).expect(200);
      const rows = await testApp.dataSource.getRepository(Session).find({ where: { userId: user.id } });
      expect(new Set(rows.filter((row) => row.revokedAt === null).map((row) => row.host))).toEqual(new Set([hostB]));
    });
  });
});
