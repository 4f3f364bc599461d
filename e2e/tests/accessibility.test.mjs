import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, languageCookie, launchBrowser, openUserMenu, step } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const LANGUAGES = ['en', 'sk'];
const PHONE = { width: 390, height: 844 };

/** The page's title and meta description. */
const pageMeta = (page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  }));

describe('accessibility', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);
  const loginHost = () => stack.baseUrl(stack.env.LOGIN_HOST);
  const unknownCrowd = () => stack.baseUrl(`no-such-crowd.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3560 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A fresh browser in `locale` (the `lng` cookie on every host the suite visits). */
  const withContext = async (name, locale, options, fn) => {
    const context = await browser.newContext(options);
    await context.addCookies(
      [main(), demo(), loginHost(), unknownCrowd()].map((origin) => languageCookie(locale, origin)),
    );
    const page = await context.newPage();
    try {
      await step(page, name, () => fn(page));
    } finally {
      await context.close();
    }
  };

  /** Sends the sign-in form the page shows and waits to be back on its host, signed in. */
  const signInHere = async (page, email, password) => {
    const { origin } = new URL(page.url());
    const { auth } = resources[await page.getAttribute('html', 'lang')];
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill(password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'));
  };

  const signIn = async (page, email, password) => {
    await page.goto(`${main()}/login`);
    await signInHere(page, email, password);
  };

  /** Every page the browser suite knows, by name. */
  const signedOutPages = () => ({
    landing: `${main()}/`,
    intro: `${main()}/intro`,
    privacyPolicy: `${main()}/privacyPolicy`,
    serviceAgreement: `${main()}/serviceAgreement`,
    login: `${main()}/login`,
    register: `${main()}/register`,
    forgotPassword: `${main()}/forgotPassword`,
    resendActivation: `${main()}/resendActivation`,
    resetPassword: `${main()}/resetPassword/not-a-token`,
    accountActivation: `${main()}/accountActivation/not-a-token`,
    eraseAccount: `${main()}/eraseAccount/not-a-token`,
    notFound: `${main()}/no/such/page`,
    crowdHome: `${demo()}/`,
    crowdLogin: `${demo()}/login?sso=none`,
    crowdNotFound: `${demo()}/no/such/page`,
    unknownCrowd: `${unknownCrowd()}/`,
    loginHost: `${loginHost()}/login`,
  });
  /** The demo crowd's and one of its categories' ids, as the admin's API answers them. */
  const demoIds = { crowd: 0, category: 0 };
  const signedInPages = () => ({
    profile: `${main()}/account/profile`,
    notificationSettings: `${main()}/account/notificationSettings`,
    notificationHistory: `${main()}/account/notificationHistory`,
    creditCards: `${main()}/account/creditCards`,
    crowds: `${main()}/crowds`,
    crowdProfile: `${main()}/crowds/${demoIds.crowd}`,
    crowdTheming: `${main()}/crowds/${demoIds.crowd}/theming`,
    crowdCategories: `${main()}/crowds/${demoIds.crowd}/categories`,
    crowdCategoryCreate: `${main()}/crowds/${demoIds.crowd}/categories/create`,
    crowdCategoryEdit: `${main()}/crowds/${demoIds.crowd}/categories/${demoIds.category}`,
    crowdBilling: `${main()}/crowds/${demoIds.crowd}/billing`,
    crowdIdeaSettings: `${main()}/crowds/${demoIds.crowd}/ideaSettings`,
    ideas: `${main()}/ideas`,
    ideaEdit: `${main()}/ideas/${demoIds.idea}`,
    ideaComments: `${main()}/ideas/${demoIds.idea}/comments`,
    ideaStats: `${main()}/ideas/${demoIds.idea}/stats`,
    ideaMerge: `${main()}/ideas/${demoIds.idea}/merge`,
  });

  const readDemoIds = (page) =>
    page.evaluate(async () => {
      const crowds = await (await fetch('/api/crowd')).json();
      const crowd = crowds.find((candidate) => candidate.subdomain === 'demo');
      const categories = await (await fetch(`/api/category/${crowd.id}`)).json();
      const { ideas } = await (await fetch('/api/idea')).json();
      return { crowd: crowd.id, category: categories[0].id, idea: ideas[0].id };
    });

  /** Visits each page, checks it with axe and keeps its title and description by page (when `seen`). */
  const auditPages = async (page, where, pages, seen) => {
    for (const [label, url] of Object.entries(pages)) {
      await page.goto(url);
      assert.equal(await page.getAttribute('html', 'lang'), where.locale, `${label} is in ${where.locale}`);
      await assertAccessible(page, `${label} (${url}, ${where.locale}, ${where.device})`);
      if (seen) seen[label] = await pageMeta(page);
    }
  };

  /**
   * The crowd site as its admin sees it: the state menus on the cards and on the idea page. Signed
   * in on the crowd's own sign-in page, so the audit does not depend on single sign-on.
   */
  const auditCrowdAsStaff = async (page, where) => {
    await page.goto(`${demo()}/login?sso=none`);
    await signInHere(page, credentials.admin.email, credentials.admin.password);
    await page.context().addCookies([languageCookie(where.locale, demo())]);
    await page.goto(`${demo()}/`);
    const { crowdAdmin } = resources[where.locale];
    const stateMenu = page.getByRole('button', { name: new RegExp(`^${crowdAdmin.ideas.state.label}:`) });
    await stateMenu.first().waitFor();
    await assertAccessible(page, `the crowd home as its admin (${where.locale}, ${where.device})`);
    await page.getByTestId('idea-card').first().getByRole('link').click();
    await page.waitForURL(/\/idea\/\d+$/);
    await page.locator('#idea-title').waitFor();
    await stateMenu.waitFor();
    await assertAccessible(page, `an idea page as its admin (${where.locale}, ${where.device})`);
    await stateMenu.click();
    await page.getByRole('menu').waitFor();
    await assertAccessible(page, `the open state menu (${where.locale}, ${where.device})`, '[role="menu"]');
  };

  const metaByLanguage = { en: {}, sk: {} };
  const DEVICES = { desktop: {}, phone: { viewport: PHONE, isMobile: true, hasTouch: true } };

  for (const locale of LANGUAGES) {
    for (const [device, options] of Object.entries(DEVICES)) {
      const where = { locale, device };
      test(`every page has no axe violations, in ${locale} on a ${device}`, async () => {
        // The titles are the same on every device: kept once.
        const seen = device === 'desktop' ? metaByLanguage[locale] : null;
        await withContext(`a11y-signed-out-${locale}-${device}`, locale, options, async (page) => {
          await auditPages(page, where, signedOutPages(), seen);
        });
        await withContext(`a11y-signed-in-${locale}-${device}`, locale, options, async (page) => {
          await signIn(page, credentials.admin.email, credentials.admin.password);
          // Signing in sets the language the account stored; the audit wants its own.
          await page.context().addCookies([main(), demo()].map((origin) => languageCookie(locale, origin)));
          Object.assign(demoIds, await readDemoIds(page));
          await auditPages(page, where, signedInPages(), seen);
          await auditCrowdAsStaff(page, where);
          if (device === 'desktop') {
            await page.goto(`${main()}/crowds`);
            await openUserMenu(page, resources[locale].common.nav.userMenu);
            await page.getByRole('menu').waitFor();
            // The open menu hides the page from assistive technology (a modal menu): only it counts.
            await assertAccessible(page, `the open user menu (${locale})`, '[role="menu"]');
          }
        });
      });
    }
  }

  test('each page has its own title and description, translated', () => {
    const labels = Object.keys({ ...signedOutPages(), ...signedInPages() }).sort();
    for (const locale of LANGUAGES) {
      const pages = metaByLanguage[locale];
      assert.deepEqual(Object.keys(pages).sort(), labels, `every page was visited in ${locale}`);
      // The login host's sign-in page is the main site's sign-in page on another host.
      const { loginHost: _sameAsLogin, ...distinct } = pages;
      const titles = Object.values(distinct).map((meta) => meta.title);
      assert.equal(
        new Set(titles).size,
        titles.length,
        `${locale} titles differ: ${JSON.stringify(distinct, null, 1)}`,
      );
      for (const [label, meta] of Object.entries(pages)) {
        assert.ok(meta.title.trim(), `${label} has a title`);
        assert.ok(meta.description.trim(), `${label} has a description`);
      }
    }
    for (const [label, meta] of Object.entries(metaByLanguage.en)) {
      // The crowd's home is titled and described in the crowd's own words, the same in both languages.
      if (label === 'crowdHome') {
        assert.equal(metaByLanguage.sk[label].title, meta.title, "the crowd's title");
        continue;
      }
      assert.notEqual(metaByLanguage.sk[label].title, meta.title, `${label}'s title is translated`);
      assert.notEqual(metaByLanguage.sk[label].description, meta.description, `${label}'s description is translated`);
    }
  });

  test('the skip link is the first thing to focus and leads to the main content', async () => {
    const pages = [`${main()}/`, `${main()}/login`, `${demo()}/`, `${loginHost()}/login`, `${main()}/no/such/page`];
    await withContext('a11y-skip-link', 'sk', {}, async (page) => {
      for (const url of pages) {
        await page.goto(url);
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => ({
          text: document.activeElement?.textContent?.trim(),
          href: document.activeElement?.getAttribute('href'),
        }));
        assert.equal(focused.text, resources.sk.common.nav.skipToContent, `skip link first on ${url}`);
        assert.equal(focused.href, '#main-content', `the skip link leads to the main content on ${url}`);
        await page.keyboard.press('Enter');
        const target = await page.evaluate(() => document.activeElement?.tagName);
        assert.equal(target, 'MAIN', `the skip link focuses the main landmark on ${url}`);
        assert.equal(await page.locator('main').count(), 1, `one main landmark on ${url}`);
      }
    });
  });

  test('one language switch per page', async () => {
    await withContext('a11y-one-switch', 'en', {}, async (page) => {
      for (const url of [`${main()}/`, `${main()}/login`, `${demo()}/login?sso=none`, `${loginHost()}/login`]) {
        await page.goto(url);
        const visible = await page.getByRole('button', { name: /^SK$/ }).filter({ visible: true }).count();
        assert.equal(visible, 1, `one visible language switch on ${url}`);
      }
    });
  });

  test('the menu drawer of the phone layout loads on opening, has no axe violations and gives focus back', async () => {
    for (const locale of LANGUAGES) {
      await withContext(`a11y-phone-${locale}`, locale, DEVICES.phone, async (page) => {
        await page.goto(`${main()}/`);
        // The drawer opens once the page's script runs.
        await page.waitForLoadState('networkidle');
        // Radix's dialog comes with the drawer's first opening, not with the page.
        const dialogChunks = () =>
          page.evaluate(
            () =>
              performance
                .getEntriesByType('resource')
                .filter((entry) => /\/assets\/dialog-[\w-]{8}\.js$/.test(entry.name)).length,
          );
        assert.equal(await dialogChunks(), 0, 'no dialog module before the drawer opens');
        const openMenu = page.getByRole('button', { name: resources[locale].common.nav.openMenu });
        assert.equal(await openMenu.getAttribute('aria-haspopup'), 'dialog');
        await openMenu.click();
        await page.getByRole('dialog').waitFor();
        assert.equal(await dialogChunks(), 1);
        // (The open dialog hides the rest of the page from the accessibility tree.)
        const menuButton = page.locator(`button[aria-label="${resources[locale].common.nav.openMenu}"]`);
        assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
        await assertAccessible(page, `the open menu drawer (${locale})`);
        // Closing gives focus back to the button that opened it, and it opens again.
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog');
        assert.equal(await openMenu.getAttribute('aria-expanded'), 'false');
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').waitFor();
      });
    }
  });
});
