import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import {
  exact,
  journey,
  launchBrowser,
  READER_PENDING_MARK,
  sharedReaderPage,
  submitSignIn,
} from '../support/browser.mjs';
import { demoCredentials, runSql } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, common } = resources.en;
const home = resources.en.crowdSite.home;
const skHome = resources.sk.crowdSite.home;

/** Ideas the test adds to the demo crowd, so its home has more than one page of 20 cards. */
const EXTRA_IDEAS = 24;

describe("the crowd's home (issue 12, items 1 and 2)", () => {
  let stack;
  let browser;
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3720 });
    browser = await launchBrowser();
    const now = { mysql: 'UTC_TIMESTAMP(3)', sqlite: "strftime('%Y-%m-%d %H:%M:%f', 'now')" };
    const rows = (engine) =>
      Array.from(
        { length: EXTRA_IDEAS },
        (_, index) =>
          `((SELECT id FROM crowd WHERE subdomain = 'demo'), 'Tester', 'Scrolled idea number ${index + 1}', ` +
          `'<p>Added for paging.</p>', 'SUBMITTED', 1, ${now[engine]}, ${now[engine]})`,
      ).join(', ');
    const insert = (engine) =>
      `INSERT INTO idea (crowdId, creatorName, name, description, state, version, createdAt, updatedAt) VALUES ${rows(engine)}`;
    runSql(stack.env, { mysql: insert('mysql'), sqlite: insert('sqlite') });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const cards = (page) => page.getByTestId('idea-card');
  /** Waits until the navigation's link `name` is the current one (a client navigation renders after the URL changes). */
  const currentLink = (nav, name) => nav.locator('a[aria-current=page]', { hasText: exact(name) }).waitFor();
  const cardNames = (page) => cards(page).locator('h3').allTextContents();

  test('a visitor browses: a category tab, a filter on it, more cards as they scroll, an accessible page', async () => {
    await journey(browser, 'crowd-home-browse', async (page) => {
      await page.goto(`${demo()}/`);
      await page.getByRole('heading', { level: 1, name: 'Demo Crowd' }).waitFor();
      assert.equal(await page.title(), 'Demo Crowd');
      const tabs = page.getByRole('navigation', { name: home.categories });
      assert.equal(
        await tabs.getByRole('link', { name: exact(home.allCategories) }).getAttribute('aria-current'),
        'page',
      );
      assert.equal(await cards(page).count(), 20);
      await assertAccessible(page, "the crowd's home");

      await page.mouse.wheel(0, 20_000);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=idea-card]').length > 20);
      const all = await cardNames(page);
      assert.equal(new Set(all).size, all.length, 'no card twice');

      await tabs.getByRole('link', { name: exact('Products') }).click();
      await page.waitForURL(`${demo()}/products`);
      await currentLink(tabs, 'Products');
      assert.equal(await page.title(), 'Products · Demo Crowd');
      const inProducts = await cards(page).count();
      assert.ok(inProducts > 0 && inProducts < all.length);

      const filters = page.getByRole('navigation', { name: home.filters });
      await filters.getByRole('link', { name: exact(common.ideaTags.most_likes) }).click();
      await page.waitForURL(`${demo()}/products?filter=most_likes`);
      await currentLink(filters, common.ideaTags.most_likes);
      const likes = await cards(page).evaluateAll((nodes) =>
        nodes.map((node) => Number(node.querySelectorAll('li')[1]?.textContent?.match(/\d+/)?.[0])),
      );
      assert.deepEqual(
        likes,
        [...likes].sort((a, b) => b - a),
        'most liked first',
      );
      assert.equal(
        await tabs.getByRole('link', { name: exact(home.allCategories) }).getAttribute('href'),
        '/?filter=most_likes',
      );

      await page.goto(`${demo()}/no-such-category`);
      await page.getByRole('heading', { name: common.notFound.title }).waitFor();
    });
  });

  test('without JavaScript the next page is a link, and an idea card links to its page', async () => {
    await journey(
      browser,
      'crowd-home-no-js',
      async (page) => {
        await page.goto(`${demo()}/`);
        assert.equal(await cards(page).count(), 20);
        const first = await cardNames(page);
        await page.getByRole('link', { name: exact(home.nextPage) }).click();
        await page.waitForURL(/\?cursor=/);
        const second = await cardNames(page);
        assert.ok(second.length > 0);
        assert.deepEqual(
          second.filter((name) => first.includes(name)),
          [],
        );
        assert.match((await cards(page).first().getByRole('link').getAttribute('href')) ?? '', /^\/idea\/\d+$/);
        await page.getByRole('link', { name: exact(home.firstPage) }).waitFor();
      },
      { javaScriptEnabled: false },
    );
  });

  test('the slideshow turns by itself, its carousel script loaded only for its first turn', async () => {
    await journey(browser, 'crowd-home-slideshow-turns', async (page) => {
      const emblaLoaded = () =>
        page.evaluate(
          () => performance.getEntriesByType('resource').filter((entry) => /\/assets\/embla-/.test(entry.name)).length,
        );
      await page.goto(`${demo()}/`);
      await page.waitForLoadState('networkidle');
      const slideshow = page.getByTestId('slideshow');
      const dot = (number) =>
        slideshow.getByRole('button', { name: home.slideshow.goTo.replace('{{number}}', number) });
      assert.equal(await dot(1).getAttribute('aria-current'), 'true');
      assert.equal(await emblaLoaded(), 0, 'no carousel script before the first turn');
      // 5 s a slide (UI.slideshowIntervalMs): the second shows, then the third.
      await page.waitForFunction(
        (name) => document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-current') === 'true',
        home.slideshow.goTo.replace('{{number}}', '2'),
        { timeout: 8000 },
      );
      assert.ok((await emblaLoaded()) > 0);
      await page.waitForFunction(
        (name) => document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-current') === 'true',
        home.slideshow.goTo.replace('{{number}}', '3'),
        { timeout: 8000 },
      );
      await dot(1).click();
      await page.waitForFunction(
        (name) => document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-current') === 'true',
        home.slideshow.goTo.replace('{{number}}', '1'),
      );
    });
  });

  test('the slideshow, once closed, stays closed after a reload (with and without JavaScript)', async () => {
    await journey(browser, 'crowd-home-slideshow', async (page) => {
      await page.goto(`${demo()}/`);
      const slideshow = page.getByTestId('slideshow');
      await slideshow.waitFor();
      const stored = page.waitForResponse((response) => response.request().method() === 'POST');
      await slideshow.getByRole('button', { name: home.slideshow.close }).click();
      await slideshow.waitFor({ state: 'detached' });
      await stored;
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Demo Crowd' }).waitFor();
      assert.equal(await page.getByTestId('slideshow').count(), 0);
    });
    await journey(
      browser,
      'crowd-home-slideshow-no-js',
      async (page) => {
        await page.goto(`${demo()}/products`);
        await page.getByTestId('slideshow').getByRole('button', { name: home.slideshow.close }).click();
        await page.waitForURL(`${demo()}/products`);
        assert.equal(await page.getByTestId('slideshow').count(), 0);
        await page.goto(`${demo()}/`);
        assert.equal(await page.getByTestId('slideshow').count(), 0);
      },
      { javaScriptEnabled: false },
    );
  });

  test('in Slovak', async () => {
    await journey(
      browser,
      'crowd-home-sk',
      async (page) => {
        await page.goto(`${demo()}/`);
        const tabs = page.getByRole('navigation', { name: skHome.categories });
        await tabs.getByRole('link', { name: exact(skHome.allCategories) }).waitFor();
        const filters = page.getByRole('navigation', { name: skHome.filters });
        await filters.getByRole('link', { name: exact(resources.sk.common.ideaTags.most_comments) }).waitFor();
        await page.getByText(skHome.slideshow.slides.search.title).waitFor();
        // Natural Slovak, not anglicisms (issue 25: "Dajte like", "lajky").
        const slideshow = await page.getByTestId('slideshow').textContent();
        assert.ok(slideshow.includes('Povedzte, čo sa vám páči'), slideshow);
        assert.doesNotMatch(slideshow, /\blike\b|lajk/i);
      },
      { locale: 'sk-SK' },
    );
  });

  test('signed-in readers share one page per role; each browser fills in its own user menu (issue 27)', async () => {
    const { admin, follower } = demoCredentials(stack);
    const userMenu = (page) => page.getByRole('button', { name: common.nav.userMenu });
    const signInOnDemo = async (page, who) => {
      await page.goto(`${demo()}/login`);
      await submitSignIn(page, who, auth);
      await page.waitForURL(`${demo()}/`);
    };

    let followerPage;
    await journey(browser, 'crowd-home-reader-follower', async (page) => {
      await signInOnDemo(page, follower);
      followerPage = await sharedReaderPage(page, `${demo()}/`);
      assert.ok(!followerPage.includes(follower.email), 'the shared page holds nothing of its reader');
      assert.ok(!followerPage.includes('changeState'), "a follower's page has no staff controls");
      await userMenu(page).click();
      await page.getByText(follower.email).waitFor();
      await page.keyboard.press('Escape');
      await assertAccessible(page, "a reader's shared crowd home");
    });

    await journey(browser, 'crowd-home-reader-admin', async (page) => {
      await signInOnDemo(page, admin);
      const adminPage = await sharedReaderPage(page, `${demo()}/`);
      assert.ok(adminPage.includes('changeState'), "the admins' page keeps the cards' state menus");
      assert.ok(!adminPage.includes(follower.email) && !adminPage.includes(admin.email));
      await userMenu(page).click();
      await page.getByText(admin.email).waitFor();
    });

    await journey(
      browser,
      'crowd-home-reader-nojs',
      async (page) => {
        await page.goto(`${demo()}/login`);
        await submitSignIn(page, follower, auth);
        await page.waitForURL(`${demo()}/`);
        // Its page of its own named its role (the reader cookie): from then on it is served the
        // followers' page too, whose top bar carries links for a browser without JavaScript (decision 041).
        const html = await sharedReaderPage(page, `${demo()}/`);
        assert.ok(!html.includes(follower.email), 'the shared page holds nothing of its reader');
        const bar = page.getByRole('banner');
        await bar.getByRole('link', { name: exact(common.nav.notifications) }).waitFor();
        await bar.getByRole('link', { name: exact(common.nav.myAccount) }).waitFor();
        assert.equal(await bar.getByRole('link', { name: exact(common.nav.login) }).count(), 0);
        // The plain logout form posts; its answer (a redirect) ends the session before the next view.
        const loggedOut = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/logout' && response.request().method() === 'POST',
        );
        await bar.getByRole('button', { name: exact(common.nav.logout) }).click();
        await loggedOut;
        const after = await (await page.goto(`${demo()}/`)).text();
        assert.ok(!after.includes(READER_PENDING_MARK), 'signed out, the reader page is not shown again');
        await bar
          .getByRole('link', { name: exact(common.nav.login) })
          .first()
          .waitFor();
      },
      { javaScriptEnabled: false },
    );
  });

  test('a private crowd sends a signed-out visitor to sign in and back to the same path and query', async () => {
    runSql(stack.env, "UPDATE crowd SET privateCrowd = 1 WHERE subdomain = 'demo'");
    await journey(browser, 'crowd-home-private', async (page) => {
      const { follower } = demoCredentials(stack);
      await page.goto(`${demo()}/products?filter=most_likes`);
      await page.waitForURL((url) => url.pathname === '/login');
      const back = new URL(new URL(page.url()).searchParams.get('redirectUrl') ?? '', page.url());
      assert.equal(back.href, `${demo()}/products?filter=most_likes`);
      await submitSignIn(page, follower, auth);
      await page.waitForURL(`${demo()}/products?filter=most_likes`);
      assert.ok((await cards(page).count()) > 0);
    });
  });
});
