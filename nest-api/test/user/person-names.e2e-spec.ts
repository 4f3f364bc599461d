import { randomBytes } from 'node:crypto';
import { ZUser } from '@crowd/contracts';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { registration } from '../auth/auth-support';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../auth/fake-oauth-provider';
import { authTestApp, signIn } from '../support/auth-app';
import { createUser } from '../support/factories';

/** Names that carry lines into a mail, turn text around or look empty (issue 24, findings 6 and 10). */
const HOSTILE_NAMES = [
  'Ann\r\nBcc: victim@example.com',
  'Evil\nPlease sign in at http://evil.example/login',
  'a\u0000\u0007b',
  'Ann\u0085Lee',
  '\u202Egnp.exe',
  'Ann\u2066Lee\u2069',
  'Ann\u200BLee',
  '\u2800',
  '\u3164',
];

describe('person names (POST /register, PUT /user, social sign-in)', () => {
  let provider: FakeOAuthProvider;
  beforeAll(async () => {
    provider = await startFakeOAuthProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });
  const testApp = authTestApp(() => ({ env: provider.env() }));
  const { api } = testApp;
  const users = () => testApp.dataSource.getRepository(User);

  it.each(HOSTILE_NAMES)('refuses to register %j and creates no account', async (name) => {
    const body = registration({ name });
    await api()
      .post('/api/register')
      .send(body)
      .expect(422, { errors: [{ param: 'name', msg: 'validation_name_characters' }] });
    expect(await users().existsBy({ emailNormalized: body.email as string })).toBe(false);
  });

  it.each(HOSTILE_NAMES)('refuses %j as a new display name and keeps the old one', async (name) => {
    const user = await createUser(testApp.dataSource, { name: 'Kept Name' });
    const cookie = await signIn(testApp.app, user.email);
    await api()
      .put('/api/user')
      .set('Cookie', cookie)
      .send({ id: user.id, version: user.version, name })
      .expect(422, { errors: [{ param: 'name', msg: 'validation_name_characters' }] });
    expect(await users().findOneByOrFail({ id: user.id })).toMatchObject({ name: 'Kept Name', version: user.version });
  });

  it('accepts names of every script, with joiners and emoji', async () => {
    const user = await createUser(testApp.dataSource);
    const cookie = await signIn(testApp.app, user.email);
    const name = 'Ján مریم‌السادات 👩‍👩‍👧';
    const response = await api()
      .put('/api/user')
      .set('Cookie', cookie)
      .send({ id: user.id, version: user.version, name })
      .expect(200);
    expect(ZUser.parse(response.body.user).name).toBe(name);
  });

  it("drops hidden characters from a provider's name rather than the sign-in", async () => {
    const sub = `g-${randomBytes(4).toString('hex')}`;
    const email = `${sub}@example.com`;
    const accessToken = `at-${sub}`;
    provider.userInfo.set(accessToken, { sub, email, email_verified: true, name: 'Gina\r\nBcc: x@example.com\u202E' });
    const response = await api().post('/api/login').send({ authProvider: 'GOOGLE', accessToken }).expect(200);
    expect(ZUser.parse(response.body).name).toBe('Gina Bcc: x@example.com');
  });
});
