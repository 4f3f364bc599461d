import { ZSsoCodeResponse, ZSsoExchangeResponse } from '@crowd/contracts';
import { Session } from '../../src/modules/auth/entities/session.entity';
import { authTestApp, LOGIN_HOST, MAIN_HOST, sessionCookie, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { expireToken } from './auth-support';

describe('single sign-on codes', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  async function issue(cookie: string, redirectUrl: string, host = LOGIN_HOST) {
    const response = await api()
      .post('/api/login/sso/code', host)
      .set('Cookie', cookie)
      .send({ redirectUrl })
      .expect(200);
    return ZSsoCodeResponse.parse(response.body);
  }

  it('hands a crowd host a one-time code for a session of its own, linked to the master', async () => {
    const crowd = await createCrowd(testApp.dataSource, { subdomain: 'sso-demo' });
    const crowdHost = `sso-demo.${MAIN_HOST}`;
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });

    const issued = await issue(master, `http://${crowdHost}/idea/7?tab=comments`);
    expect(issued).toMatchObject({ redirectUrl: `http://${crowdHost}/idea/7?tab=comments`, expiresInSeconds: 60 });
    expect(issued.code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const exchanged = await api().post('/api/login/sso/exchange', crowdHost).send({ code: issued.code }).expect(200);
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
    await api()
      .post('/api/login/sso/exchange', `other.${MAIN_HOST}`)
      .send({ code: used.code })
      .expect(400, { error: 'sso_code_invalid' });
    await api()
      .post('/api/login/sso/exchange', LOGIN_HOST)
      .send({ code: used.code })
      .expect(400, { error: 'sso_code_invalid' });
    await api().post('/api/login/sso/exchange').send({ code: used.code }).expect(200);
    await api().post('/api/login/sso/exchange').send({ code: used.code }).expect(400, { error: 'sso_code_invalid' });

    const expired = await issue(master, `http://${MAIN_HOST}/`);
    await expireToken(testApp.dataSource, expired.code);
    await api().post('/api/login/sso/exchange').send({ code: expired.code }).expect(400, { error: 'sso_code_invalid' });
    await api().post('/api/login/sso/exchange').send({ code: 'unknown' }).expect(400, { error: 'sso_code_invalid' });
    await api()
      .post('/api/login/sso/exchange')
      .send({})
      .expect(422, { errors: [{ param: 'code', msg: 'sso_code_invalid' }] });
  });

  it('dies with the session that issued it', async () => {
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    const issued = await issue(master, `http://${MAIN_HOST}/`);
    await api().get('/api/user/logout', LOGIN_HOST).set('Cookie', master).expect(200);
    await api().post('/api/login/sso/exchange').send({ code: issued.code }).expect(400, { error: 'sso_code_invalid' });
  });

  it('bounces a host sign-in to the login host, which then holds the master of that host session', async () => {
    const user = await createUser(testApp.dataSource);
    const host = await signIn(testApp.app, user.email);
    const issued = await issue(host, `http://${LOGIN_HOST}/sso/start?redirectUrl=x`, MAIN_HOST);
    const exchanged = await api().post('/api/login/sso/exchange', LOGIN_HOST).send({ code: issued.code }).expect(200);
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
    const user = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    for (const redirectUrl of [
      'http://evil.test/',
      `https://${MAIN_HOST}/`,
      `http://unknown-crowd.${MAIN_HOST}/`,
      `http://www.unknown-crowd.${MAIN_HOST}/`,
      'http://not-served.test/',
      'http://www.not-served.test/',
      `http://user:pass@${MAIN_HOST}/`,
      `javascript:alert(1)`,
      '/relative/path',
    ]) {
      const response = await api()
        .post('/api/login/sso/code', LOGIN_HOST)
        .set('Cookie', master)
        .send({ redirectUrl })
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
      .send({ redirectUrl: `http://${MAIN_HOST}/` })
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
      .send({ redirectUrl: `http://foreign-crowd.${MAIN_HOST}/` })
      .expect(403, { error: 'user_bound_to_other_crowd' });
    const issued = await issue(master, `http://home-crowd.${MAIN_HOST}/`);
    await api().post('/api/login/sso/exchange', `home-crowd.${MAIN_HOST}`).send({ code: issued.code }).expect(200);
  });
});
