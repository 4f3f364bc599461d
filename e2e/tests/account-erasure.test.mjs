import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, languageCookie, launchBrowser, signedInEmail, step, submitSignIn } from '../support/browser.mjs';
import { activatedAccount, demoCredentials, runSql } from '../support/fixtures.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startTestStack } from '../support/stack.mjs';

const PASSWORD = 'Erase-Me-Pass1';

describe('erasing an account (issue 29, item 2; decision 034)', () => {
  let stack;
  let browser;
  let smtp;
  let credentials;
  let crowdId;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    smtp = await startSmtpServer();
    stack = await startTestStack({ port: 5020, env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${demo()}/`);
    crowdId = await page.evaluate(async () => (await (await fetch('/api/crowdView/domain/demo')).json()).id);
    await context.close();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp?.stop();
  });

  const now = { mysql: 'UTC_TIMESTAMP(3)', sqlite: "strftime('%Y-%m-%d %H:%M:%f', 'now')" };

  /** An idea of the demo crowd by `ownerId`, stored directly (authoring is another journey); its id. */
  const ideaBy = async (page, ownerId, creatorName, name) => {
    const sql = (engine) =>
      'INSERT INTO idea (version, crowdId, categoryId, ownerId, creatorName, name, description, state, ' +
      'featured, rewarded, implemented, likeCount, commentCount, shareCount, viewCount, ratingSum, ratingCount, ' +
      `createdAt, updatedAt) VALUES (1, ${crowdId}, NULL, ${ownerId}, '${creatorName}', '${name}', ` +
      `'<p>About ${name}.</p>', 'SUBMITTED', 0, 0, 0, 3, 0, 0, 0, 0, 0, ${now[engine]}, ${now[engine]})`;
    runSql(stack.env, { mysql: sql('mysql'), sqlite: sql('sqlite') });
    const ideaId = await page.evaluate(
      async ({ crowd, title }) => {
        const body = await (await fetch(`/api/crowdView/ideas/${crowd}`)).json();
        return body.ideas.find((idea) => idea.name === title)?.id;
      },
      { crowd: crowdId, title: name },
    );
    assert.ok(ideaId, `idea ${name} is listed`);
    return ideaId;
  };

  const toast = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const section = (page) => page.locator('#delete-account');

  for (const locale of ['en', 'sk']) {
    const texts = resources[locale];
    const erase = texts.account.deleteAccount;

    test(`a member erases their account: wrong password refused, then signed out, ideas by "Deleted user", e-mail free again, in ${locale}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        const name = `Erin${locale}`;
        const email = await activatedAccount(page, { baseUrl: main(), smtp, name, password: PASSWORD });
        await context.addCookies([languageCookie(locale, main()), languageCookie(locale, demo())]);
        const userId = await page.evaluate(async () => (await (await fetch('/api/user')).json()).id);
        const ideaName = `Erased idea ${locale}`;
        const ideaId = await ideaBy(page, userId, name, ideaName);

        await step(page, `erase-section-${locale}`, async () => {
          await page.goto(`${main()}/account`);
          await section(page).getByRole('heading', { name: erase.title }).waitFor();
          await assertAccessible(page, `/account delete section (${locale})`, '#delete-account');
        });

        await step(page, `erase-wrong-password-${locale}`, async () => {
          await section(page).getByLabel(exact(erase.password)).fill('Not-My-Pass1');
          await section(page).getByRole('button', { name: erase.submit }).click();
          const dialog = page.getByRole('alertdialog', { name: erase.confirmTitle });
          await dialog.waitFor();
          await assertAccessible(page, `/account delete dialog (${locale})`);
          await dialog.getByRole('button', { name: exact(erase.confirm) }).click();
          await section(page).getByText(texts.messages.validation_account_erase_password).waitFor();
          assert.equal(await signedInEmail(page), email);
        });

        await step(page, `erase-success-${locale}`, async () => {
          await section(page).getByLabel(exact(erase.password)).fill(PASSWORD);
          await section(page).getByRole('button', { name: erase.submit }).click();
          await page
            .getByRole('alertdialog', { name: erase.confirmTitle })
            .getByRole('button', { name: exact(erase.confirm) })
            .click();
          await page.waitForURL(`${main()}/`);
          await toast(page, texts.messages.account_erased);
          assert.equal(await signedInEmail(page), null);
        });

        await step(page, `erase-idea-deleted-user-${locale}`, async () => {
          await page.goto(`${demo()}/idea/${ideaId}`);
          await page.getByRole('heading', { name: ideaName }).waitFor();
          await page.getByText(texts.common.deletedUser, { exact: true }).first().waitFor();
          assert.equal(await page.getByText(name, { exact: true }).count(), 0);
        });

        await step(page, `erase-register-again-${locale}`, async () => {
          const again = await page.request.post(`${main()}/api/register`, {
            data: { email, confirmEmail: email, name, password: PASSWORD, confirmPassword: PASSWORD, locale },
          });
          assert.equal(again.status(), 201);
        });
      } finally {
        await context.close();
      }
    });

    test(`without JavaScript the form's own checkbox confirms, and the ideas can go too, in ${locale}`, async () => {
      const signedIn = await browser.newContext();
      const setup = await signedIn.newPage();
      const name = `Nojs${locale}`;
      const email = await activatedAccount(setup, { baseUrl: main(), smtp, name, password: PASSWORD });
      const userId = await setup.evaluate(async () => (await (await fetch('/api/user')).json()).id);
      const ideaName = `Removed idea ${locale}`;
      const ideaId = await ideaBy(setup, userId, name, ideaName);
      const state = await signedIn.storageState();
      await signedIn.close();
      const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
      await context.addCookies([languageCookie(locale, main())]);
      const page = await context.newPage();
      const signedInAs = async () => {
        const response = await context.request.get(`${main()}/api/user`);
        return response.ok() ? (await response.json()).email : null;
      };
      try {
        await step(page, `erase-nojs-${locale}`, async () => {
          await page.goto(`${main()}/account`);
          await section(page).getByLabel(exact(erase.password)).fill(PASSWORD);
          await section(page).getByLabel(erase.removeContent).check();
          await section(page).getByLabel(erase.confirmCheckbox).check();
          await section(page).getByRole('button', { name: erase.submit }).click();
          await page.waitForURL(`${main()}/`);
          await toast(page, texts.messages.account_erased);
          assert.equal(await signedInAs(), null);
          const idea = await page.goto(`${demo()}/idea/${ideaId}`);
          assert.equal(idea?.status(), 404, `the removed idea ${ideaId} of ${email} is gone`);
        });
      } finally {
        await context.close();
      }
    });

    test(`an owner of crowds is told which crowds to hand over first, in ${locale}`, async () => {
      const context = await browser.newContext();
      await context.addCookies([languageCookie(locale, main())]);
      const page = await context.newPage();
      try {
        await page.goto(`${main()}/login`);
        await submitSignIn(page, credentials.admin, texts.auth);
        await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
        await context.addCookies([languageCookie(locale, main())]);
        await step(page, `erase-owner-blocked-${locale}`, async () => {
          await page.goto(`${main()}/account`);
          await section(page).getByLabel(exact(erase.password)).fill(credentials.admin.password);
          await section(page).getByRole('button', { name: erase.submit }).click();
          await page
            .getByRole('alertdialog', { name: erase.confirmTitle })
            .getByRole('button', { name: exact(erase.confirm) })
            .click();
          const notice = section(page).getByRole('alert').filter({ hasText: erase.ownsCrowds });
          await notice.waitFor();
          const link = notice.locator(`a[href="/crowds/${crowdId}"]`);
          assert.equal(await link.count(), 1);
          assert.equal(await notice.locator('a[href="/crowds"]').count(), 1);
          await assertAccessible(page, `/account owner refused (${locale})`, '#delete-account');
          assert.equal(await signedInEmail(page), credentials.admin.email);
        });
      } finally {
        await context.close();
      }
    });
  }
});
