import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { exact, journey, launchBrowser, navigationsOf, openUserMenu, signedInEmail } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { BROWSER_UA } from '../support/http.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, common } = resources.en;
const PORT = 3900;

/**
 * Decision 039 on a main site whose domain browsers share a cookie over (`crowd.localhost`; Chromium
 * takes no cookie for `localhost` itself, where every host still asks as in `sso.test.mjs`).
 */
describe("the login host's hint: a first visit goes straight to its page", () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const login = () => stack.baseUrl(stack.env.LOGIN_HOST);
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({
      port: PORT,
      env: { MAIN_HOST: `crowd.localhost:${PORT}`, LOGIN_HOST: `login.crowd.localhost:${PORT}` },
    });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A browser of its own that says it is a desktop Chrome (headless Chromium's own agent is a bot, never bounced). */
  const asBrowser = (name, fn) => journey(browser, name, fn, { userAgent: BROWSER_UA });

  const hintOf = async (context) =>
    (await context.cookies(main())).find((cookie) => cookie.name === 'crowd_sso_hint') ?? null;

  test('a browser never signed in sees the crowd without a detour through the login host', async () => {
    await asBrowser('hint-none', async (page, context) => {
      const hosts = navigationsOf(page);
      await page.goto(`${demo()}/`);
      await page.getByRole('heading', { level: 1, name: 'Demo Crowd' }).waitFor();
      assert.deepEqual(hosts, [`demo.${stack.env.MAIN_HOST}`]);
      assert.equal(await signedInEmail(page), null);
      assert.equal(await hintOf(context), null);
    });
  });

  test('signed in on the main site, the crowd is signed in on its first page view; signed out, the hint goes', async () => {
    await asBrowser('hint-sign-in', async (page, context) => {
      const hosts = navigationsOf(page);
      await page.goto(`${main()}/login`);
      await page.getByLabel(exact(auth.fields.email)).fill(credentials.follower.email);
      await page.getByLabel(exact(auth.fields.password)).fill(credentials.follower.password);
      await page.getByRole('button', { name: exact(auth.login.submit) }).click();
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      const hint = await hintOf(context);
      assert.equal(hint?.domain, '.crowd.localhost');
      assert.equal(hint?.httpOnly, true);

      hosts.length = 0;
      await page.goto(`${demo()}/`);
      await page.waitForURL(`${demo()}/`);
      assert.ok(hosts.includes(stack.env.LOGIN_HOST), 'asked the login host, which found the session');
      assert.equal(await signedInEmail(page), credentials.follower.email);

      // Signed out on the login host: its master session is gone, and so is the hint.
      await openUserMenu(page, common.nav.userMenu);
      await page.getByRole('menuitem', { name: common.nav.logout }).click();
      await page.getByText(resources.en.messages.logout_successful).first().waitFor();
      await page.goto(`${login()}/login`);
      await page.getByLabel(exact(auth.fields.email)).waitFor();
      await context.clearCookies({ name: 'crowd_sso_checked' });
      await page.goto(`${main()}/`);
      await page.waitForURL(`${main()}/`);
      assert.equal(await signedInEmail(page), null);
      assert.equal(await hintOf(context), null, 'the answer "no session" dropped the hint');

      hosts.length = 0;
      await context.clearCookies({ name: 'crowd_sso_checked' });
      await page.goto(`${demo()}/?again=1`);
      await page.waitForURL(`${demo()}/?again=1`);
      assert.deepEqual(hosts, [`demo.${stack.env.MAIN_HOST}`], 'no hint, no detour');
    });
  });
});
