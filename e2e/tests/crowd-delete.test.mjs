import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, languageCookie, launchBrowser, step, submitSignIn } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

describe('deleting a crowd that never had a subscription (issue 24, finding 10)', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();

  before(async () => {
    stack = await startTestStack({ port: 4120 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A browser in `locale` with the demo admin signed in on the main site. */
  const signedInContext = async (locale) => {
    const context = await browser.newContext();
    await context.addCookies([languageCookie(locale, main())]);
    const page = await context.newPage();
    await page.goto(`${main()}/login`);
    await submitSignIn(page, credentials.admin, resources[locale].auth);
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
    // Signing in sets the account's own language; the journey runs in `locale`.
    await context.addCookies([languageCookie(locale, main())]);
    return context;
  };

  /** "Create crowd" on /crowds; the new crowd's id, from the profile tab it opens. */
  const createCrowd = async (page, texts) => {
    await page.goto(`${main()}/crowds`);
    await page.getByRole('button', { name: texts.crowdAdmin.crowds.create }).click();
    await page.waitForURL(/\/crowds\/\d+$/);
    return Number(new URL(page.url()).pathname.split('/').at(-1));
  };

  /** The toast after a redirect (without JavaScript too: the page then shows it in a noscript). */
  const toast = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

  const crowdIds = (page) =>
    page.evaluate(async () => (await (await fetch('/api/crowd')).json()).map((crowd) => crowd.id));

  for (const locale of ['en', 'sk']) {
    const texts = resources[locale];
    const untitled = texts.crowdAdmin.layout.untitled;
    const deleteTexts = texts.crowdAdmin.crowds.delete;
    const deleteLabel = deleteTexts.label.replace('{{name}}', untitled);

    test(`the owner deletes a new crowd after confirming in a dialog, in ${locale}`, async () => {
      const context = await signedInContext(locale);
      const page = await context.newPage();
      try {
        let crowdId = 0;
        await step(page, `crowd-create-${locale}`, async () => {
          crowdId = await createCrowd(page, texts);
        });
        await step(page, `crowd-delete-dialog-${locale}`, async () => {
          await page.goto(`${main()}/crowds`);
          // The button is in the server's HTML; it opens the dialog once the page's script has taken over.
          await page.waitForLoadState('networkidle');
          await page.getByRole('button', { name: exact(deleteLabel) }).click();
          const dialog = page.getByRole('alertdialog', { name: deleteTexts.title });
          await dialog.getByText(deleteTexts.text.replace('{{name}}', untitled)).waitFor();
          await assertAccessible(page, `/crowds with the delete dialog open (${locale})`);
          await dialog.getByRole('button', { name: deleteTexts.confirm }).click();
          await toast(page, texts.messages.crowd_deleted);
          assert.equal(await page.getByRole('button', { name: exact(deleteLabel) }).count(), 0);
          assert.ok(!(await crowdIds(page)).includes(crowdId));
        });
        await step(page, `crowd-delete-not-offered-${locale}`, async () => {
          // The demo crowd has a subscription: no delete action for it.
          const demo = page.getByRole('row').filter({ hasText: 'Demo' });
          await demo.first().waitFor();
          assert.equal(await demo.getByRole('button', { name: /Delete|Vymazať/ }).count(), 0);
        });
      } finally {
        await context.close();
      }
    });

    test(`the owner deletes a new crowd without JavaScript, confirming in the page, in ${locale}`, async () => {
      const signedIn = await signedInContext(locale);
      const state = await signedIn.storageState();
      await signedIn.close();
      const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
      const page = await context.newPage();
      try {
        let crowdId = 0;
        await step(page, `crowd-create-nojs-${locale}`, async () => {
          crowdId = await createCrowd(page, texts);
        });
        await step(page, `crowd-delete-nojs-${locale}`, async () => {
          await page.goto(`${main()}/crowds`);
          await page.getByRole('link', { name: exact(deleteLabel) }).click();
          await page.waitForURL(`${main()}/crowds?delete=${crowdId}`);
          const confirmation = page.getByRole('alert').filter({ hasText: deleteTexts.title });
          await confirmation.getByText(deleteTexts.text.replace('{{name}}', untitled)).waitFor();
          await confirmation.getByRole('button', { name: deleteTexts.confirm }).click();
          await page.waitForURL(`${main()}/crowds`);
          await toast(page, texts.messages.crowd_deleted);
          assert.equal(await page.getByRole('link', { name: exact(deleteLabel) }).count(), 0);
        });
      } finally {
        await context.close();
      }
      const check = await signedInContext(locale);
      const checkPage = await check.newPage();
      try {
        await step(checkPage, `crowd-delete-nojs-confirmation-a11y-${locale}`, async () => {
          // The in-page confirmation, as a browser without JavaScript gets it, checked with axe.
          const crowdId = await createCrowd(checkPage, texts);
          await checkPage.goto(`${main()}/crowds?delete=${crowdId}`);
          await checkPage.getByRole('alert').filter({ hasText: deleteTexts.title }).waitFor();
          await assertAccessible(checkPage, `/crowds?delete=id (${locale})`);
          await checkPage.getByRole('alert').getByRole('button', { name: deleteTexts.confirm }).click();
          await toast(checkPage, texts.messages.crowd_deleted);
        });
      } finally {
        await check.close();
      }
    });
  }
});
