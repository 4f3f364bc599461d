import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, launchBrowser, step } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const LANGUAGES = ['en', 'sk'];
const PHONE = { width: 390, height: 844 };

/** The `lng` cookie as the web's language switch writes it (Remix's base64 JSON encoding). */
const languageCookie = (locale, url) => ({
  name: 'lng',
  value: encodeURIComponent(Buffer.from(JSON.stringify(locale)).toString('base64')),
  url,
});

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

  const signIn = async (page, email, password) => {
    await page.goto(`${main()}/login`);
    const { auth } = resources[await page.getAttribute('html', 'lang')];
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill(password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
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
  });

  const readDemoIds = (page) =>
    page.evaluate(async () => {
      const crowds = await (await fetch('/api/crowd')).json();
      const crowd = crowds.find((candidate) => candidate.subdomain === 'demo');
      const categories = await (await fetch(`/api/category/${crowd.id}`)).json();
      return { crowd: crowd.id, category: categories[0].id };
    });

  /** Visits each page, checks it with axe and keeps its title and description by page. */
  const auditPages = async (page, locale, pages, seen) => {
    for (const [label, url] of Object.entries(pages)) {
      await page.goto(url);
      assert.equal(await page.getAttribute('html', 'lang'), locale, `${label} is in ${locale}`);
      await assertAccessible(page, `${label} (${url}, ${locale})`);
      seen[label] = await pageMeta(page);
    }
  };

  const metaByLanguage = { en: {}, sk: {} };

  for (const locale of LANGUAGES) {
    test(`every page has no axe violations, in ${locale}`, async () => {
      await withContext(`a11y-signed-out-${locale}`, locale, {}, async (page) => {
        await auditPages(page, locale, signedOutPages(), metaByLanguage[locale]);
      });
      await withContext(`a11y-signed-in-${locale}`, locale, {}, async (page) => {
        await signIn(page, credentials.admin.email, credentials.admin.password);
        // Signing in sets the language the account stored; the audit wants its own.
        await page.context().addCookies([languageCookie(locale, main())]);
        Object.assign(demoIds, await readDemoIds(page));
        await auditPages(page, locale, signedInPages(), metaByLanguage[locale]);
        await page.getByRole('button', { name: resources[locale].common.nav.userMenu }).click();
        await page.getByRole('menu').waitFor();
        // The open menu hides the page from assistive technology (a modal menu): only it counts.
        await assertAccessible(page, `the open user menu (${locale})`, '[role="menu"]');
      });
    });
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

  test('the phone layout and its menu drawer have no axe violations', async () => {
    for (const locale of LANGUAGES) {
      await withContext(
        `a11y-phone-${locale}`,
        locale,
        { viewport: PHONE, isMobile: true, hasTouch: true },
        async (page) => {
          for (const url of [`${main()}/`, `${demo()}/`, `${main()}/login`]) {
            await page.goto(url);
            await assertAccessible(page, `${url} at phone width (${locale})`);
          }
          await page.goto(`${main()}/`);
          await page.getByRole('button', { name: resources[locale].common.nav.openMenu }).click();
          await page.getByRole('dialog').waitFor();
          await assertAccessible(page, `the open menu drawer (${locale})`);
        },
      );
    }
  });
});
