import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';
import { authTestApp, generousRateLimits, MAIN_HOST, sessionCookie, setCookieOf, signIn } from '../support/auth-app';
import { createCrowd, createUser } from '../support/factories';
import { expireToken, lastMailTo, linkToken, registration, sentMails, STRONG_PASSWORD } from './auth-support';

const CROWD_HOST = 'resend-crowd.localhost:3000';

describe('activation: resend, sign-in on activation, reset link check', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  const mailsTo = async (email: string) => (await sentMails(testApp)).filter((mail) => mail.to.includes(email));

  async function registered(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    await api().post('/api/register').send(body).expect(201);
    const email = body.email as string;
    return { email, first: linkToken(await lastMailTo(testApp, email), 'accountActivation').token };
  }

  describe('POST /register/resendActivation', () => {
    it('mails a new link to an account waiting for activation; the older link stops working', async () => {
      const { email, first } = await registered();
      await api()
        .post('/api/register/resendActivation')
        .send({ email: email.toUpperCase() })
        .expect(200, { message: 'activation_email_sent' });

      expect(await mailsTo(email)).toHaveLength(2);
      const { link, token: second } = linkToken(await lastMailTo(testApp, email), 'accountActivation');
      expect(second).not.toBe(first);
      expect(link.startsWith(`http://${MAIN_HOST}/accountActivation/`)).toBe(true);
      await api()
        .get(`/api/register/activateAccount/${first}`)
        .expect(200, { status: 'invalid', message: 'activation_token_invalid' });
      await api()
        .get(`/api/register/activateAccount/${second}`)
        .expect(200, { status: 'success', message: 'activation_token_success' });
    });

    it('links to the crowd host when asked through a crowd', async () => {
      const crowd = await createCrowd(testApp.dataSource, { subdomain: 'resend-crowd' });
      const { email } = await registered({ crowdId: crowd.id });
      await api().post('/api/register/resendActivation', CROWD_HOST).send({ email, crowdId: crowd.id }).expect(200);
      const { link } = linkToken(await lastMailTo(testApp, email), 'accountActivation');
      expect(link.startsWith(`http://${CROWD_HOST}/accountActivation/`)).toBe(true);
    });

    it('answers the same for an unknown, an activated or a deleted address, and mails nothing', async () => {
      const active = await createUser(testApp.dataSource);
      const deleted = await createUser(testApp.dataSource, { verifiedAt: null, deletedAt: new Date() });
      for (const email of ['nobody-here@example.com', active.email, deleted.email]) {
        await api()
          .post('/api/register/resendActivation')
          .send({ email })
          .expect(200, { message: 'activation_email_sent' });
        expect(await mailsTo(email)).toEqual([]);
      }
    });

    it('refuses an invalid e-mail with its field error', async () => {
      await api()
        .post('/api/register/resendActivation')
        .send({ email: 'not-an-email' })
        .expect(422, { errors: [{ param: 'email', msg: 'validation_registration_email' }] });
    });
  });

  describe('GET /register/activateAccount/{token}', () => {
    it('signs the browser in on the host the link was opened on, and only there', async () => {
      const { email, first } = await registered();
      const response = await api().get(`/api/register/activateAccount/${first}`).expect(200);
      expect(response.body).toEqual({ status: 'success', message: 'activation_token_success' });
      const cookie = sessionCookie(response);

      const me = await api().get('/api/user').set('Cookie', cookie).expect(200);
      expect(me.body.email).toBe(email);
      await api().get('/api/user', CROWD_HOST).set('Cookie', cookie).expect(401);
    });

    it('signs nobody in for a used or an unknown link', async () => {
      const { first } = await registered();
      await api().get(`/api/register/activateAccount/${first}`).expect(200);
      const again = await api().get(`/api/register/activateAccount/${first}`).expect(200);
      expect(again.body.status).toBe('used');
      expect(setCookieOf(again, 'crowd_sid')).toBeUndefined();
      const unknown = await api().get('/api/register/activateAccount/unknown-token').expect(200);
      expect(setCookieOf(unknown, 'crowd_sid')).toBeUndefined();
    });

    it('activates but does not switch a signed-in browser into the activated account', async () => {
      const visitor = await createUser(testApp.dataSource);
      const cookie = await signIn(testApp.app, visitor.email);
      const { first } = await registered();
      const response = await api()
        .get(`/api/register/activateAccount/${first}`)
        .set('Cookie', cookie)
        .expect(200, { status: 'success', message: 'activation_token_success' });
      expect(setCookieOf(response, 'crowd_sid')).toBeUndefined();
      const me = await api().get('/api/user').set('Cookie', cookie).expect(200);
      expect(me.body.email).toBe(visitor.email);
    });
  });

  describe('GET /login/resetPassword/{token}', () => {
    async function resetLink(): Promise<string> {
      const user = await createUser(testApp.dataSource);
      await api().post('/api/login/sendPasswordResetEmail').send({ email: user.email }).expect(200);
      return linkToken(await lastMailTo(testApp, user.email), 'resetPassword').token;
    }

    it('answers 200 for a link that can still set a password, without spending it', async () => {
      const token = await resetLink();
      await api().get(`/api/login/resetPassword/${token}`).expect(200, { status: 'valid' });
      await api().get(`/api/login/resetPassword/${token}`).expect(200, { status: 'valid' });
      await api()
        .post(`/api/login/resetPassword/${token}`)
        .send({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
        .expect(200);
    });

    it('answers 400 reset_token_used once the link was used', async () => {
      const token = await resetLink();
      await api()
        .post(`/api/login/resetPassword/${token}`)
        .send({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
        .expect(200);
      await api().get(`/api/login/resetPassword/${token}`).expect(400, { error: 'reset_token_used' });
    });

    it('answers 404 reset_token_invalid for an unknown, expired or activation token', async () => {
      await api().get('/api/login/resetPassword/unknown-token').expect(404, { error: 'reset_token_invalid' });
      const expired = await resetLink();
      await expireToken(testApp.dataSource, expired);
      await api().get(`/api/login/resetPassword/${expired}`).expect(404, { error: 'reset_token_invalid' });
      const { first } = await registered();
      await api().get(`/api/login/resetPassword/${first}`).expect(404, { error: 'reset_token_invalid' });
    });
  });
});

describe('resend activation rate limit', () => {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await startTestApp({ env: { ...generousRateLimits(), RATE_LIMIT_REGISTER_PER_ADDRESS: '2/1m' } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('counts with registration per client address and answers 429 with Retry-After', async () => {
    const post = (path: string) => {
      if (!testApp) throw new Error('no app');
      return request(testApp.app.getHttpServer()).post(path).set('X-Forwarded-For', '203.0.113.77');
    };
    await post('/api/register').send(registration()).expect(201);
    await post('/api/register/resendActivation').send({ email: 'someone@example.com' }).expect(200);
    const limited = await post('/api/register/resendActivation')
      .send({ email: 'someone@example.com' })
      .expect(429, { error: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
