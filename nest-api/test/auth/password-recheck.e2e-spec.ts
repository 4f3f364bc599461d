import { User } from '../../src/modules/auth/user/entities/user.entity';
import { STRONG_PASSWORD } from './auth-support';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';

/**
 * A signed-in account's password asked again (PUT /user/password, DELETE /user): a session left
 * open somewhere must not be a way to guess the password behind it (RATE_LIMIT_PASSWORD_RECHECK).
 */
describe('wrong passwords of a signed-in account', () => {
  const testApp = authTestApp(() => ({ env: { RATE_LIMIT_PASSWORD_RECHECK: '3/1h' } }));
  const { api } = testApp;

  async function signedIn() {
    const user = await createUser(testApp.dataSource);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  /** PUT /user/password with the account's current version; resolves to the answer's status and body. */
  const changePassword = async (cookie: string, userId: number, currentPassword: string) => {
    const { version } = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    const { status, body } = await api()
      .put('/api/user/password')
      .set('Cookie', cookie)
      .send({ id: userId, version, currentPassword, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD });
    return { status, body: body as unknown };
  };
  const erase = (cookie: string, password: string) =>
    api().delete('/api/user', MAIN_HOST).set('Cookie', cookie).send({ password });

  it('answers 429 once the wrong answers are used up, even to the right password, and changes nothing', async () => {
    const { user, cookie } = await signedIn();
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await changePassword(cookie, user.id, `Wrong-Passw0rd${attempt}`)).toEqual({
        status: 422,
        body: { errors: [{ param: 'currentPassword', msg: 'validation_invalid_current_password' }] },
      });
    expect(await changePassword(cookie, user.id, DEFAULT_TEST_PASSWORD)).toEqual({
      status: 429,
      body: { error: 'too_many_requests' },
    });
    await erase(cookie, DEFAULT_TEST_PASSWORD).expect(429, { error: 'too_many_requests' });
    expect(await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).toMatchObject({
      deletedAt: null,
    });
    // The old password still signs in: it was never changed.
    await signIn(testApp.app, user.email);
  });

  it('counts the wrong answers of both routes together, per account', async () => {
    const { user, cookie } = await signedIn();
    const other = await signedIn();
    await erase(cookie, 'Wrong-Passw0rd1').expect(422);
    await erase(cookie, 'Wrong-Passw0rd2').expect(422);
    expect((await changePassword(cookie, user.id, 'Wrong-Passw0rd3')).status).toBe(422);
    await erase(cookie, DEFAULT_TEST_PASSWORD).expect(429);
    // Another account's own answers are its own.
    expect((await changePassword(other.cookie, other.user.id, DEFAULT_TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets the wrong answers after a right one', async () => {
    const { user, cookie } = await signedIn();
    expect((await changePassword(cookie, user.id, 'Wrong-Passw0rd1')).status).toBe(422);
    expect((await changePassword(cookie, user.id, 'Wrong-Passw0rd2')).status).toBe(422);
    expect((await changePassword(cookie, user.id, DEFAULT_TEST_PASSWORD)).status).toBe(200);
    await erase(cookie, 'Wrong-Passw0rd3').expect(422);
    await erase(cookie, 'Wrong-Passw0rd4').expect(422);
    await erase(cookie, STRONG_PASSWORD).expect(200);
  });
});
