import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { exact, journey, launchBrowser, navigationsOf, openUserMenu, signedInEmail } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { BROWSER_UA, CRAWLER_UA, cookieHeader, rawRequest } from '../support/http.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, common } = resources.en;

describe('single sign-on and single logout across hosts', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const login = () => stack.baseUrl(stack.env.LOGIN_HOST);
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3520 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /**
   * Each journey is a browser of its own (its own cookies); `fn` gets its page and context. It
   * says it is a desktop Chrome: headless Chromium's own user agent counts as a bot, never bounced.
   */
  const asBrowser = (name, fn) => journey(browser, name, fn, { userAgent: BROWSER_UA });

  const signIn = async (page, origin, { email, password }, query = '') => {
    await page.goto(`${origin}/login${query}`);
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill(password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
  };

  /** One request straight to the web process, as a browser sends it. */
  const raw = (url, headers = {}) => rawRequest(stack.env.PORT, url, { 'User-Agent': BROWSER_UA, ...headers });

  test('signed in on the main site, the demo crowd is signed in on its first page view without a click', async () => {
    await asBrowser('silent-sso', async (page) => {
      await signIn(page, main(), credentials.follower);
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      assert.equal(await signedInEmail(page), credentials.follower.email);

      await page.goto(`${demo()}/`);
      await page.waitForURL(`${demo()}/`);
      assert.equal(await signedInEmail(page), credentials.follower.email);
      await page.getByRole('button', { name: common.nav.userMenu }).waitFor();
    });
  });

  test('a crowd seen signed out greets the browser signed in after a sign-in on the main site, and signed out after a sign-out there', async () => {
    await asBrowser('silent-sso-follows', async (page) => {
      /** The demo crowd's home as the browser's next page view shows it: whose top bar, whose API session. */
      const crowdGreets = async (email) => {
        await page.goto(`${demo()}/`);
        await page.waitForURL(`${demo()}/`);
        const topBar = page.getByRole('banner');
        if (email) await topBar.getByRole('button', { name: common.nav.userMenu }).waitFor();
        else
          await topBar
            .getByRole('link', { name: exact(common.nav.login) })
            .first()
            .waitFor();
        assert.equal(await signedInEmail(page), email);
      };
      // The first view asked the login host (no session) and remembers that answer for a while.
      await crowdGreets(null);

      await signIn(page, main(), credentials.follower);
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      await crowdGreets(credentials.follower.email);

      await page.goto(`${main()}/`);
      await openUserMenu(page, common.nav.userMenu);
      await page.getByRole('menuitem', { name: common.nav.logout }).click();
      await page.getByText(resources.en.messages.logout_successful).first().waitFor();
      await crowdGreets(null);

      // Signed in again at once: the crowd's fresh "no session" answer does not hold the browser back.
      await signIn(page, main(), credentials.follower);
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      await crowdGreets(credentials.follower.email);
    });
  });

  test('without a session anywhere, the first page view comes back to the same URL, not to a login form', async () => {
    await asBrowser('silent-sso-none', async (page) => {
      const bounces = navigationsOf(page);
      await page.goto(`${demo()}/?from=test`);
      await page.waitForURL(`${demo()}/?from=test`);
      assert.ok(bounces.includes(stack.env.LOGIN_HOST), 'went through the login host once');
      assert.equal(await signedInEmail(page), null);

      bounces.length = 0;
      await page.goto(`${demo()}/`);
      assert.deepEqual(bounces, [`demo.${stack.env.MAIN_HOST}`], 'the answer is remembered: no second bounce');
    });
  });

  test('a crawler, a HEAD request and a non-HTML request are not bounced; a browser is', async () => {
    const page = `${demo()}/`;
    assert.deepEqual(await raw(page, { 'User-Agent': CRAWLER_UA }), { status: 200, location: undefined });
    assert.equal((await raw(page, { Accept: '*/*' })).status, 200);
    const bounced = await raw(page);
    assert.equal(bounced.status, 302);
    const location = new URL(bounced.location);
    assert.equal(`${location.origin}${location.pathname}`, `${login()}/sso/start`);
    assert.equal(location.searchParams.get('silent'), '1');
    assert.equal(location.searchParams.get('successUrl'), page);
  });

  test('logging out on the crowd signs the browser out on the main site and the login host too', async () => {
    await asBrowser('single-logout', async (page) => {
      await signIn(page, main(), credentials.follower);
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      await page.goto(`${demo()}/`);
      await page.waitForURL(`${demo()}/`);
      assert.equal(await signedInEmail(page), credentials.follower.email);

      await openUserMenu(page, common.nav.userMenu);
      await page.getByRole('menuitem', { name: common.nav.logout }).click();
      await page.getByText(resources.en.messages.logout_successful).first().waitFor();
      assert.equal(await signedInEmail(page), null);

      await page.goto(`${main()}/`);
      await page.waitForURL(`${main()}/`);
      assert.equal(await signedInEmail(page), null);
      await page.getByRole('button', { name: common.nav.userMenu }).waitFor({ state: 'detached' });

      // The login host has no master session left: its form stays (a master would send the browser on).
      await page.goto(`${login()}/login`);
      await page.getByLabel(exact(auth.fields.email)).waitFor();
      assert.equal(new URL(page.url()).origin, login());
      assert.equal(await signedInEmail(page), null);
    });
  });

  test('open redirect: a target whose path reads as another host stays on our host', async () => {
    await asBrowser('open-redirect', async (page, context) => {
      const phish = `${demo()}//evil.example/phish`;
      await signIn(page, main(), credentials.follower, `?sso=none&redirectUrl=${encodeURIComponent(phish)}`);
      await page.waitForURL((url) => url.origin === demo());
      assert.equal(new URL(page.url()).pathname, '/evil.example/phish');

      const cookie = await cookieHeader(context, login());
      for (const path of ['//evil.example/y', '/\\evil.example/y', '/.//evil.example/y']) {
        const answer = await raw(`${login()}/sso/start?successUrl=${encodeURIComponent(`${login()}${path}`)}`, {
          Cookie: cookie,
        });
        assert.equal(answer.status, 302);
        assert.equal(answer.location, '/evil.example/y');
      }
      const newline = await raw(`${main()}/login?sso=none&redirectUrl=${encodeURIComponent('/x\r\nX-Evil: 1')}`);
      assert.equal(newline.status, 200);
    });
  });

  test('login CSRF: a code minted from the attacker’s session does not sign a victim in', async () => {
    const codes = [];
    await asBrowser('sso-csrf-attacker', async (page) => {
      await signIn(page, main(), credentials.admin);
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      for (const victim of ['signed-in', 'anonymous']) {
        const code = await page.evaluate(
          async ({ redirectUrl, state }) => {
            const response = await fetch('/api/login/sso/code', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ redirectUrl, state }),
            });
            return (await response.json()).code;
          },
          { redirectUrl: `${main()}/`, state: randomBytes(32).toString('base64url') },
        );
        assert.match(code, /^[\w-]{43}$/, `a code for the ${victim} victim`);
        codes.push(code);
      }
    });

    await asBrowser('sso-csrf-victim', async (page) => {
      await signIn(page, main(), credentials.follower);
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      await page.goto(`${main()}/sso/receive?code=${encodeURIComponent(codes[0])}`);
      assert.equal(await signedInEmail(page), credentials.follower.email);
      assert.notEqual(await signedInEmail(page), credentials.admin.email);
    });

    await asBrowser('sso-csrf-anonymous-victim', async (page) => {
      await page.goto(`${main()}/`);
      await page.goto(`${main()}/sso/receive?code=${encodeURIComponent(codes[1])}`);
      assert.equal(await signedInEmail(page), null);
    });
  });
});
