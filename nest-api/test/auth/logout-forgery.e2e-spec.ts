import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { createUser } from '../support/factories';

/** Issue 9 probe: a page on another site (or a sibling crowd host) signed the user out with a plain GET. */
describe('logout refuses forged cross-site requests', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  const signedIn = async (): Promise<string> => signIn(testApp.app, (await createUser(testApp.dataSource)).email);

  it.each([
    ['Sec-Fetch-Site: cross-site', '/api/user/logout', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling crowd host)', '/api/user/logout', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', '/api/user/logout', { Origin: 'http://evil.test' }],
    ['a sibling crowd Origin', '/api/user/logout', { Origin: `http://evil.${MAIN_HOST}` }],
    ['a trailing slash', '/api/user/logout/', { 'Sec-Fetch-Site': 'cross-site' }],
    ['another letter case', '/api/User/Logout', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses %s with 403 invalid_origin and keeps the session', async (_name, path, headers) => {
    const cookie = await signedIn();
    await api().get(path).set(headers).set('Cookie', cookie).expect(403, { error: 'invalid_origin' });
    await api().get('/api/user').set('Cookie', cookie).expect(200);
  });

  it.each([
    ['the web process (no Origin, no Sec-Fetch-Site)', {}],
    ['our own page', { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${MAIN_HOST}` }],
    ['the address bar', { 'Sec-Fetch-Site': 'none' }],
  ])('still signs out a request from %s', async (_name, headers) => {
    const cookie = await signedIn();
    await api()
      .get('/api/user/logout')
      .set(headers)
      .set('Cookie', cookie)
      .expect(200, { message: 'logout_successful' });
    await api().get('/api/user').set('Cookie', cookie).expect(401);
  });
});
