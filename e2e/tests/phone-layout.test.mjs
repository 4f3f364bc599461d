import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { LIMITS } from '@crowd/contracts/limits';
import { resources } from '@crowd/i18n';
import { exact, journey, languageCookie, launchBrowser } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

/** The narrowest phone the admin area is made for (issue 25): nothing may scroll sideways. */
const PHONE = { width: 360, height: 740 };

describe('the admin area on a 360 px phone', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 4200 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const signIn = async (page, { email, password }, origin = main()) => {
    const { auth } = resources.en;
    await page.goto(`${origin}/login?sso=none`);
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill(password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'));
  };

  /** Whether the element is on screen where it is drawn: not cut off, nor scrolled out of a box. */
  const onScreen = (locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.left >= 0 && box.right <= window.innerWidth && Boolean(hit && element.contains(hit));
    });

  /**
   * A manager with a long e-mail address on the demo crowd's users tab, the widest row the table
   * has to fit; registered through the API (the tab lists accounts not yet activated too).
   */
  async function addLongManager(page, crowdId) {
    const email = `bartholomew.wolfeschlegelsteinhausen-${randomBytes(3).toString('hex')}@example-organisation.com`;
    const password = 'Phone-Layout1';
    const registered = await page.request.post(`${main()}/api/register`, {
      data: { email, confirmEmail: email, name: 'Bartholomew', password, confirmPassword: password, locale: 'en' },
    });
    assert.equal(registered.status(), 201, await registered.text());
    const added = await page.request.post(`${main()}/api/crowdUsers`, {
      data: { crowdId, emails: [email], userType: 'manager' },
    });
    assert.equal(added.status(), 201, await added.text());
  }

  /** Every page of the admin area a crowd admin opens, from the crowd's tabs to the idea tabs. */
  async function adminPages(page) {
    const crowds = await (await page.request.get(`${main()}/api/crowd`)).json();
    const crowd = crowds.find((candidate) => candidate.subdomain === 'demo');
    assert.ok(crowd, 'the demo admin administers the demo crowd');
    const categories = await (await page.request.get(`${main()}/api/category/${crowd.id}`)).json();
    const { ideas } = await (await page.request.get(`${main()}/api/idea?size=all`)).json();
    const ideaId = ideas.find((idea) => idea.crowdId === crowd.id).id;
    return {
      crowdId: crowd.id,
      paths: [
        '/crowds',
        `/crowds/${crowd.id}`,
        `/crowds/${crowd.id}/theming`,
        `/crowds/${crowd.id}/categories`,
        `/crowds/${crowd.id}/categories/create`,
        `/crowds/${crowd.id}/categories/${categories[0].id}`,
        `/crowds/${crowd.id}/billing`,
        `/crowds/${crowd.id}/ideaSettings`,
        `/crowds/${crowd.id}/subscription`,
        `/crowds/${crowd.id}/users`,
        `/crowds/${crowd.id}/webhooks`,
        '/ideas',
        `/ideas/${ideaId}`,
        `/ideas/${ideaId}/comments`,
        `/ideas/${ideaId}/stats`,
        `/ideas/${ideaId}/merge`,
      ],
    };
  }

  /** How wide each page is laid out, in the language of the browser's cookie. */
  async function widths(page, paths) {
    const measured = [];
    for (const path of paths) {
      await page.goto(`${main()}${path}`);
      await page.waitForLoadState('networkidle');
      assert.equal(new URL(page.url()).pathname, path, `${path} is shown, not redirected`);
      measured.push({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) });
    }
    return measured;
  }

  test('every tab of a crowd, the crowds and the ideas lists fit 360 px in English and Slovak', async () => {
    await journey(
      browser,
      'phone-admin-widths',
      async (page, context) => {
        await signIn(page, credentials.admin);
        const { crowdId, paths } = await adminPages(page);
        await addLongManager(page, crowdId);
        const overflowing = [];
        for (const locale of ['en', 'sk']) {
          await context.addCookies([languageCookie(locale, main())]);
          const measured = await widths(page, paths);
          assert.equal(await page.getAttribute('html', 'lang'), locale);
          overflowing.push(...measured.filter(({ width }) => width > PHONE.width).map((row) => ({ locale, ...row })));
        }
        assert.deepEqual(overflowing, [], `pages wider than ${PHONE.width} px`);
      },
      { viewport: PHONE },
    );
  });

  for (const locale of ['en', 'sk']) {
    const texts = resources[locale];

    test(`phone polish in ${locale}: the crowd's name in the top bar, the open-site icon, the picture picker, the About limit`, async () => {
      await journey(
        browser,
        `phone-polish-${locale}`,
        async (page, context) => {
          // Signed in on both sites first: signing in applies the account's language, the cookie then overrides it.
          await signIn(page, credentials.admin);
          await signIn(page, credentials.admin, demo());
          await context.addCookies([languageCookie(locale, main()), languageCookie(locale, demo())]);

          // The signed-in crowd bar keeps the crowd's name whole (two lines at most), not "D…".
          await page.goto(`${demo()}/`);
          assert.equal(await page.getAttribute('html', 'lang'), locale);
          const name = page.locator('header').getByText('Demo Crowd', { exact: true }).first();
          const clipped = await name.evaluate(
            (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
          );
          assert.equal(clipped, false, 'the crowd name is not cut');
          assert.equal(await onScreen(page.getByRole('link', { name: exact(texts.common.nav.addIdea) })), true);

          // The idea form's featured image is picked with a button like "Add pictures".
          await page.goto(`${demo()}/createIdea`);
          const form = texts.crowdSite.ideaForm;
          await page.getByRole('button', { name: exact(form.featured.choose) }).waitFor();
          await page.getByRole('button', { name: exact(form.attachments.choose) }).waitFor();
          // The browser's own "Choose File" inputs go out of sight behind the buttons (waited for: under
          // load the check could land between the buttons' and the inputs' styles settling).
          await page.waitForFunction(
            () =>
              [...document.querySelectorAll('input[type="file"]')].every(
                (input) => input.getBoundingClientRect().width <= 1,
              ),
            undefined,
            { timeout: 10_000 },
          );

          // /crowds shows each crowd's open-site icon on screen.
          await page.goto(`${main()}/crowds`);
          const open = page.getByRole('link', {
            name: texts.crowdAdmin.crowds.actions.open.replace('{{name}}', 'Demo Crowd'),
          });
          // The page may still be settling its sign-in hand-off when goto returns.
          await page.waitForLoadState('networkidle');
          assert.equal(await onScreen(open), true, 'the open-site icon is on screen');

          // The About field stops at its limit, as its counter says.
          await page.goto(`${main()}/account/profile`);
          // The counter follows React's state: text typed before hydration would never reach it.
          await page.waitForLoadState('networkidle');
          const about = page.getByLabel(exact(texts.account.profile.about));
          await about.fill('x'.repeat(20));
          await about.press('End');
          await page.keyboard.insertText('y'.repeat(LIMITS.aboutMax));
          assert.equal((await about.inputValue()).length, LIMITS.aboutMax);
          await page.getByText(`${LIMITS.aboutMax} / ${LIMITS.aboutMax}`, { exact: true }).waitFor();
        },
        { viewport: { width: 390, height: 844 } },
      );
    });
  }
});
