import { IsNull, Not } from 'typeorm';
import { Session } from '../../src/modules/auth/auth/entities/session.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { authTestApp, LOGIN_HOST, MAIN_HOST, signIn } from '../support/auth-app';
import { createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { expireToken, lastMailTo, linkToken, sentMails, STRONG_PASSWORD } from './auth-support';

describe('password reset', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  const requestReset = (email: string, crowdId?: number) =>
    api()
      .post('/api/login/sendPasswordResetEmail')
      .send({ email, crowdId })
      .expect(200, { message: 'password_reset_email_sent' });

  it('answers the same for unknown accounts and mails nothing', async () => {
    const before = (await sentMails(testApp)).length;
    await requestReset('nobody-here@example.com');
    expect((await sentMails(testApp)).length).toBe(before);
  });

  it('validates the e-mail', async () => {
    await api()
      .post('/api/login/sendPasswordResetEmail')
      .send({ email: 'nope' })
      .expect(422, { errors: [{ param: 'email', msg: 'validation_registration_email' }] });
  });

  it('resets once with the mailed link and signs the user out everywhere', async () => {
    const user = await createUser(testApp.dataSource, { locale: 'sk' });
    const mainSession = await signIn(testApp.app, user.email);
    const master = await signIn(testApp.app, user.email, { host: LOGIN_HOST });

    await requestReset(user.email.toUpperCase());
    const mail = await lastMailTo(testApp, user.email);
    const { link, token } = linkToken(mail, 'resetPassword');
    expect(link.startsWith(`http://${MAIN_HOST}/resetPassword/`)).toBe(true);

    await api()
      .post(`/api/login/resetPassword/${token}`)
      .send({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
      .expect(200, { status: 'success', message: 'password_reset_successful' });
    await api().get('/api/user').set('Cookie', mainSession).expect(401);
    await api().get('/api/user', LOGIN_HOST).set('Cookie', master).expect(401);
    expect(await testApp.dataSource.getRepository(Session).countBy({ userId: user.id, revokedAt: Not(IsNull()) })).toBe(
      2,
    );

    await api().post('/api/login').send({ email: user.email, password: DEFAULT_TEST_PASSWORD }).expect(401);
    await signIn(testApp.app, user.email, { password: STRONG_PASSWORD });

    await api()
      .post(`/api/login/resetPassword/${token}`)
      .send({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
      .expect(200, { status: 'used', message: 'reset_token_used' });
  });

  it('keeps earlier links working until one is used, then voids the rest; refuses expired or unknown links', async () => {
    // Whoever asks for the owner's link again (a stranger can) must not void the one the owner uses.
    const user = await createUser(testApp.dataSource);
    const tokens: string[] = [];
    for (let request = 0; request < 3; request += 1) {
      await requestReset(user.email);
      tokens.push(linkToken(await lastMailTo(testApp, user.email), 'resetPassword').token);
    }
    const [first, second, third] = tokens as [string, string, string];
    expect(new Set(tokens).size).toBe(3);

    const body = { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
    await expireToken(testApp.dataSource, third);
    await api()
      .post(`/api/login/resetPassword/${third}`)
      .send(body)
      .expect(200, { status: 'invalid', message: 'reset_token_invalid' });
    await api()
      .post(`/api/login/resetPassword/${first}`)
      .send(body)
      .expect(200, { status: 'success', message: 'password_reset_successful' });
    await api()
      .post(`/api/login/resetPassword/${second}`)
      .send(body)
      .expect(200, { status: 'invalid', message: 'reset_token_invalid' });
    await api()
      .post('/api/login/resetPassword/unknown')
      .send(body)
      .expect(200, { status: 'invalid', message: 'reset_token_invalid' });
  });

  it('refuses a weak or mismatched password with 422 and keeps the token usable', async () => {
    const user = await createUser(testApp.dataSource);
    await requestReset(user.email);
    const { token } = linkToken(await lastMailTo(testApp, user.email), 'resetPassword');
    await api()
      .post(`/api/login/resetPassword/${token}`)
      .send({ password: 'weakpass', confirmPassword: 'weakpass' })
      .expect(422, { errors: [{ param: 'password', msg: 'validation_registration_password' }] });
    await api()
      .post(`/api/login/resetPassword/${token}`)
      .send({ password: STRONG_PASSWORD, confirmPassword: 'Other-Passw0rd!' })
      .expect(422, { errors: [{ param: 'confirmPassword', msg: 'validation_registration_confirmPassword' }] });
    await api()
      .post(`/api/login/resetPassword/${token}`)
      .send({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
      .expect(200, { status: 'success', message: 'password_reset_successful' });
  });

  it('links to the crowd host when asked through a crowd, and activates a never-activated account', async () => {
    await createCrowd(testApp.dataSource, { subdomain: 'reset-crowd' });
    const crowd = await createCrowd(testApp.dataSource, { subdomain: 'reset-crowd-2' });
    const user = await createUser(testApp.dataSource, { verifiedAt: null });
    await requestReset(user.email, crowd.id);
    const { link, token } = linkToken(await lastMailTo(testApp, user.email), 'resetPassword');
    expect(link.startsWith(`http://reset-crowd-2.${MAIN_HOST}/resetPassword/`)).toBe(true);
    await api()
      .post(`/api/login/resetPassword/${token}`)
      .send({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
      .expect(200);
    expect((await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).verifiedAt).toBeInstanceOf(
      Date,
    );
  });
});
