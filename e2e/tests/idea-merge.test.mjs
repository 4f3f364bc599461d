import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, languageCookie, launchBrowser, submitSignIn } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

describe('merging duplicate ideas (issue 28)', () => {
  let stack;
  let browser;
  let credentials;
  let crowdId;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 4580 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
    crowdId = (await (await fetch(`${stack.env.API_URL}/api/crowdView/domain/demo`)).json()).id;
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The demo crowd's admin, signed in on the main site in English (the account's language). */
  const signInAdmin = async (page) => {
    await page.goto(`${main()}/login?sso=none`);
    await submitSignIn(page, credentials.admin, resources.en.auth);
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
  };

  /** An idea of the demo crowd added through the API with the page's session; its id. */
  const addIdea = async (page, name) => {
    const response = await page.request.post(`${main()}/api/idea`, {
      headers: { Origin: main() },
      multipart: { name, description: `<p>${name}, please.</p>`, crowdId: String(crowdId) },
    });
    assert.equal(response.status(), 201, await response.text());
    return (await response.json()).idea.id;
  };

  for (const { locale, javaScript } of [
    { locale: 'en', javaScript: true },
    { locale: 'sk', javaScript: false },
  ]) {
    test(`${locale}, ${javaScript ? 'with' : 'without'} JavaScript: an admin finds the original, confirms, and the duplicate's address leads to it`, async () => {
      const texts = resources[locale].crowdAdmin.ideas.merge;
      const tag = randomBytes(3).toString('hex');
      const originalName = `Zelené strechy na školách ${tag}`;
      await journey(
        browser,
        `idea-merge-${locale}`,
        async (page, context) => {
          await signInAdmin(page);
          const duplicate = await addIdea(page, `Green roofs for schools ${tag}`);
          const original = await addIdea(page, originalName);
          await context.addCookies([languageCookie(locale, main())]);

          await page.goto(`${main()}/ideas/${duplicate}`);
          await page.getByRole('link', { name: exact(texts.action) }).click();
          await page.waitForURL(new RegExp(`/ideas/${duplicate}/merge`));
          // Accents and case aside: "zelene STRECHY" finds "Zelené strechy".
          const search = page.getByRole('searchbox', { name: exact(texts.search) });
          if (javaScript) {
            await page.waitForLoadState('networkidle');
            await search.pressSequentially(`zelene STRECHY ${tag}`);
          } else {
            await search.fill(`zelene STRECHY ${tag}`);
            await page.getByRole('button', { name: exact(texts.searchSubmit) }).click();
          }
          const picks = page.getByRole('link', { name: new RegExp(`^${texts.pick}`) });
          const pick = picks.filter({ hasText: originalName });
          await pick.waitFor();
          assert.equal(await picks.count(), 1, 'only the match');
          if (javaScript) await assertAccessible(page);
          await pick.click();

          const confirm = page.getByRole('button', { name: exact(texts.confirm) });
          await confirm.click();
          await page.waitForURL((url) => url.pathname === `/ideas/${original}`);
          await page.getByRole('status').filter({ hasText: resources[locale].messages.ideas_merged }).first().waitFor();

          // The duplicate's old address, on the crowd's site, now opens the original.
          await page.goto(`${demo()}/idea/${duplicate}`);
          assert.equal(new URL(page.url()).pathname, `/idea/${original}`);
        },
        { javaScriptEnabled: javaScript },
      );
    });
  }
});
