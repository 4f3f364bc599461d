import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { TIERS } from '@crowd/contracts/plans';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, launchBrowser, openUserMenu, sharedReaderPage, submitSignIn } from '../support/browser.mjs';
import { createSubscription, demoCredentials, runSql } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const PRODUCT = 'Crowd Ideas';
/** A private crowd the test creates: its idea is the most liked and the newest, so only the rule keeps it out. */
const SECRET = {
  crowdId: 9001,
  subdomain: 'secret-landing',
  title: 'Secret Landing Crowd',
  idea: 'Secret landing idea',
};

/** An idea of two paragraphs and a list (issue 25: the excerpt read "instantly.No queu…"). */
const PARAGRAPHS = {
  name: 'Refund kiosk',
  description: '<p>Get the refund instantly.</p><p>No queues.</p><ul><li>Open</li><li>Fast</li></ul>',
  excerpt: 'Get the refund instantly. No queues. Open Fast',
};

describe('the landing site (issue 17): /, /intro, legal pages, robots and sitemap', () => {
  let stack;
  let browser;
  const main = (path = '/') => `${stack.baseUrl()}${path}`;

  before(async () => {
    stack = await startTestStack({ port: 3960 });
    browser = await launchBrowser();
    const now = { mysql: 'UTC_TIMESTAMP(3)', sqlite: "strftime('%Y-%m-%d %H:%M:%f', 'now')" };
    const crowd = (engine) =>
      'INSERT INTO crowd (id, title, description, subdomain, subdomainNormalized, locale, visible, privateCrowd, active, version, createdAt, updatedAt) ' +
      `VALUES (${SECRET.crowdId}, '${SECRET.title}', 'Members only', '${SECRET.subdomain}', '${SECRET.subdomain}', 'en', 1, 1, 1, 1, ${now[engine]}, ${now[engine]})`;
    runSql(stack.env, { mysql: crowd('mysql'), sqlite: crowd('sqlite') });
    createSubscription(stack.env, { crowdId: SECRET.crowdId, tier: 3 });
    const idea = (engine) =>
      'INSERT INTO idea (crowdId, creatorName, name, description, state, likeCount, version, createdAt, updatedAt) ' +
      `VALUES (${SECRET.crowdId}, 'Insider', '${SECRET.idea}', '<p>Only for members.</p>', 'SUBMITTED', 100000, 1, ${now[engine]}, ${now[engine]})`;
    runSql(stack.env, { mysql: idea('mysql'), sqlite: idea('sqlite') });
    // The demo crowd's newest idea: two paragraphs, whose excerpt must not run them together.
    const paragraphs = (engine) =>
      'INSERT INTO idea (crowdId, creatorName, name, description, state, version, createdAt, updatedAt) ' +
      `SELECT id, 'Ann', '${PARAGRAPHS.name}', '${PARAGRAPHS.description}', 'SUBMITTED', 1, ${now[engine]}, ${now[engine]} FROM crowd WHERE subdomain = 'demo'`;
    runSql(stack.env, { mysql: paragraphs('mysql'), sqlite: paragraphs('sqlite') });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const list = (page, name) => page.locator(`[data-list="${name}"] > li`);
  const metaDescription = (page) => page.locator('meta[name="description"]').getAttribute('content');

  for (const [language, locale] of [
    ['en', 'en-US'],
    ['sk', 'sk-SK'],
  ]) {
    const { landing, common } = resources[language];

    test(`/intro in ${language}: the demo crowd and its ideas, padded to ten, never the private crowd`, async () => {
      await journey(
        browser,
        `landing-intro-${language}`,
        async (page) => {
          await page.goto(main('/intro'));
          assert.equal(await page.getAttribute('html', 'lang'), language);
          await page.getByRole('heading', { level: 1, name: exact(landing.hero.title) }).waitFor();
          assert.equal(await page.title(), `${common.meta.intro.title} · ${PRODUCT}`);
          assert.equal(await metaDescription(page), common.meta.intro.description);
          for (const section of [landing.publicCrowds.title, landing.mostLiked.title, landing.newest.title])
            await page.getByRole('heading', { level: 2, name: exact(section) }).waitFor();

          const crowds = list(page, 'public-crowds');
          assert.equal(await crowds.count(), 10);
          const demo = crowds.getByRole('link', {
            name: landing.publicCrowds.visit.replace('{{title}}', 'Demo Crowd'),
          });
          assert.equal(await demo.getAttribute('href'), `http://demo.${stack.env.MAIN_HOST}`);
          const placeholders = page.locator('[data-list="public-crowds"] a[data-placeholder="crowd"]');
          assert.equal(await placeholders.count(), 9);
          for (const href of await placeholders.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
            assert.equal(href, '/subscription?tier=2');

          for (const name of ['most-liked', 'newest']) {
            const ideas = list(page, name);
            assert.equal(await ideas.count(), 10);
            const links = await ideas
              .locator('h3 a')
              .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
            assert.equal(links.length, 10, `${name}: ten demo ideas, no placeholder`);
            for (const href of links)
              assert.match(href, new RegExp(`^http://demo\\.${stack.env.MAIN_HOST}/idea/\\d+$`));
          }
          const newest = list(page, 'newest').filter({ hasText: PARAGRAPHS.name });
          assert.equal(await newest.getByText(PARAGRAPHS.excerpt, { exact: true }).count(), 1);
          const html = await page.content();
          assert.equal(html.includes(SECRET.title), false);
          assert.equal(html.includes(SECRET.idea), false);
          assert.equal(html.includes(SECRET.subdomain), false);
          if (language === 'en') await assertAccessible(page, 'the intro page with its lists');
        },
        { locale },
      );
    });

    test(`/ in ${language}: pricing buttons lead to subscribing with their tier`, async () => {
      await journey(
        browser,
        `landing-business-${language}`,
        async (page) => {
          await page.goto(main('/'));
          await page.getByRole('heading', { level: 1, name: exact(landing.business.hero.title) }).waitFor();
          assert.equal(await page.title(), `${common.meta.landing.title} · ${PRODUCT}`);
          assert.equal(await metaDescription(page), common.meta.landing.description);
          const pricing = page.locator('#pricing');
          for (const tier of TIERS) {
            const hrefs = await pricing
              .locator(`a[href="/subscription?tier=${tier}"]`)
              .evaluateAll((links) => links.map((link) => link.textContent));
            assert.equal(hrefs.length, 1, `one button for tier ${tier}`);
          }
        },
        { locale },
      );
    });

    test(`the terms and the privacy policy in ${language}: full texts, reached from the footer`, async () => {
      const { legal } = resources[language];
      await journey(
        browser,
        `landing-legal-${language}`,
        async (page) => {
          await page.goto(main('/'));
          await page
            .getByRole('contentinfo')
            .getByRole('link', { name: exact(common.footer.termsOfService) })
            .click();
          await page.waitForURL(/\/serviceAgreement$/);
          await page.getByRole('heading', { level: 1, name: exact(legal.terms.title) }).waitFor();
          assert.equal(await page.title(), `${common.meta.serviceAgreement.title} · ${PRODUCT}`);
          const termsSections = Object.values(legal.terms.sections);
          assert.equal(await page.getByRole('heading', { level: 2 }).count(), termsSections.length);
          await page.getByText(legal.terms.sections.plans.p3).waitFor();
          await page.getByText(legal.effectiveFrom.replace('{{date}}', legal.effectiveDate), { exact: true }).waitFor();

          await page
            .getByRole('contentinfo')
            .getByRole('link', { name: exact(common.footer.privacyPolicy) })
            .click();
          await page.waitForURL(/\/privacyPolicy$/);
          await page.getByRole('heading', { level: 1, name: exact(legal.privacy.title) }).waitFor();
          await page.getByText(legal.privacy.sections.data.p1).waitFor();
          const contents = page.getByRole('navigation', { name: exact(legal.contents) });
          await contents.getByRole('link', { name: exact(legal.privacy.sections.cookies.title) }).click();
          await page.waitForURL(/#privacy-cookies$/);
          if (language === 'sk') await assertAccessible(page, 'the privacy policy');
        },
        { locale },
      );
    });
  }

  test('signed-in readers share the landing page; each browser fills in its own top bar (issue 27)', async () => {
    const { admin, follower } = demoCredentials(stack);
    const { common, auth } = resources.en;
    for (const who of [admin, follower]) {
      await journey(browser, `landing-reader-${who === admin ? 'admin' : 'follower'}`, async (page) => {
        await page.goto(main('/login'));
        await submitSignIn(page, who, auth);
        await page.waitForURL((url) => url.origin === main('') && !url.pathname.startsWith('/login'));
        const html = await sharedReaderPage(page, main('/'));
        assert.ok(
          !html.includes(admin.email) && !html.includes(follower.email),
          'the shared page holds nothing of its reader',
        );
        await openUserMenu(page, common.nav.userMenu);
        await page.getByText(who.email).waitFor();
      });
    }
  });

  test('the sign-in page opens the full terms in a dialog', async () => {
    const { auth, legal } = resources.en;
    await journey(browser, 'landing-legal-dialog', async (page) => {
      await page.goto(main('/login'));
      const notice = auth.legalNotice.match(/<terms>(.*?)<\/terms>/)?.[1];
      await page.getByRole('link', { name: exact(notice) }).click();
      const dialog = page.getByRole('dialog', { name: exact(legal.terms.title) });
      await dialog.getByRole('heading', { level: 3, name: exact(legal.terms.sections.cancellation.title) }).waitFor();
    });
  });

  test('the top bar gains a shadow and the scroll-to-top button appears after 100 px of scrolling', async () => {
    const { common } = resources.en;
    await journey(
      browser,
      'landing-scroll',
      async (page) => {
        await page.goto(main('/intro'));
        const header = page.locator('header').first();
        const toTop = page.getByRole('button', { name: exact(common.scrollToTop) });
        const shadow = () => header.evaluate((node) => getComputedStyle(node).boxShadow);
        assert.equal(await shadow(), 'none');
        await page.evaluate(() => window.scrollTo(0, 60));
        await page.waitForFunction(() => getComputedStyle(document.querySelector('header')).boxShadow !== 'none');
        assert.equal(await toTop.getAttribute('tabindex'), '-1');
        await page.evaluate(() => window.scrollTo(0, 400));
        await page.waitForFunction((label) => {
          const button = document.querySelector(`button[aria-label="${label}"]`);
          return button?.getAttribute('tabindex') === '0' && getComputedStyle(button).opacity === '1';
        }, common.scrollToTop);
        await toTop.click();
        await page.waitForFunction(() => window.scrollY === 0);
      },
      { viewport: { width: 450, height: 800 } },
    );
  });

  test('robots.txt names the sitemap; the sitemap lists the main pages and the public crowds only', async () => {
    await journey(browser, 'landing-robots-sitemap', async (page) => {
      const robots = await page.request.get(main('/robots.txt'));
      assert.equal(robots.status(), 200);
      const text = await robots.text();
      assert.match(text, /Disallow: \/account\n/);
      assert.match(text, new RegExp(`Sitemap: http://${stack.env.MAIN_HOST}/sitemap\\.xml`));

      const sitemap = await page.request.get(main('/sitemap.xml'));
      assert.equal(sitemap.status(), 200);
      assert.match(sitemap.headers()['content-type'], /application\/xml/);
      const xml = await sitemap.text();
      for (const path of ['/', '/intro', '/serviceAgreement', '/privacyPolicy'])
        assert.ok(xml.includes(`<loc>http://${stack.env.MAIN_HOST}${path}</loc>`), path);
      assert.ok(xml.includes(`<loc>http://demo.${stack.env.MAIN_HOST}/</loc>`));
      assert.equal(xml.includes(SECRET.subdomain), false);
    });
  });
});
