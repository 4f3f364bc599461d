import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, languageCookie, launchBrowser } from '../support/browser.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startTestStack } from '../support/stack.mjs';

const PASSWORD = 'Digest-Pass1';

/** The digest select of a type, named by its label and the type's (decision 036). */
const digestSelect = (page, texts, type) =>
  page.getByRole('combobox', {
    name: exact(`${texts.notificationSettings.digest} ${texts.notificationSettings.types[type]}`),
  });

describe('e-mail digests', () => {
  let smtp;
  let stack;
  let browser;
  const main = () => stack.baseUrl();

  before(async () => {
    smtp = await startSmtpServer();
    stack = await startTestStack({ port: 5040, env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp?.stop();
  });

  /**
   * Registers through the form in a browser in `timeZone` (its context's `timezoneId`), once the
   * page's script has filled the zone in, and activates the account (which signs it in).
   */
  const register = async (page, email, timeZone) => {
    const { auth, messages } = resources.en;
    await page.goto(`${main()}/register`);
    // Sent before the script ran, the form says UTC (decision 036): under load that race is the test's, not the product's.
    await page.locator(`input[name="timeZone"][value="${timeZone}"]`).waitFor({ state: 'attached' });
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.confirmEmail)).fill(email);
    await page.getByLabel(exact(auth.fields.name)).fill('Dana Digest');
    await page.getByLabel(exact(auth.fields.password)).fill(PASSWORD);
    await page.getByLabel(exact(auth.fields.confirmPassword)).fill(PASSWORD);
    await page.getByRole('button', { name: exact(auth.register.submit) }).click();
    await page.getByText(auth.register.sentTo.replace('{{email}}', email)).first().waitFor();
    await page.goto(await smtp.linkTo(email, /\/accountActivation\/[\w-]+/));
    await page.getByText(messages.activation_token_success).first().waitFor();
  };

  test('the time zone is guessed at sign-up; a daily digest is chosen on the settings page in English', async () => {
    const email = `dana-${randomBytes(4).toString('hex')}@example.com`;
    const { account, messages } = resources.en;
    await journey(
      browser,
      'digests-en',
      async (page) => {
        await register(page, email, 'America/New_York');
        const user = await page.evaluate(async () => (await fetch('/api/user')).json());
        assert.equal(user.timeZone, 'America/New_York');

        await page.goto(`${main()}/account/profile`);
        assert.equal(await page.getByLabel(exact(account.profile.timeZone)).inputValue(), 'America/New_York');
        await assertAccessible(page, 'the profile page with its time zone');

        await page.goto(`${main()}/account/notificationSettings`);
        const select = digestSelect(page, account, 'ideaCommented');
        assert.equal(await select.inputValue(), 'off');
        await select.selectOption('daily');
        await page.getByRole('button', { name: exact(account.notificationSettings.save) }).click();
        await page.getByText(messages.notifications_update_successful).first().waitFor();
        await page.reload();
        assert.equal(await digestSelect(page, account, 'ideaCommented').inputValue(), 'daily');
        await assertAccessible(page, 'the notification settings with digests');

        const settings = await page.evaluate(async () => (await fetch('/api/user/notificationSettings')).json());
        assert.equal(settings.digests.ideaCommented, 'daily');
        assert.equal(settings.digests.ideaLiked, 'off');
      },
      { timezoneId: 'America/New_York' },
    );
  });

  test('in Slovak: the time zone guessed in Bratislava, a weekly digest saved', async () => {
    const email = `jana-${randomBytes(4).toString('hex')}@example.com`;
    const { account, messages } = resources.sk;
    await journey(
      browser,
      'digests-sk',
      async (page, context) => {
        await register(page, email, 'Europe/Bratislava');
        await context.addCookies([languageCookie('sk', main())]);

        await page.goto(`${main()}/account/profile`);
        assert.equal(await page.getByLabel(exact(account.profile.timeZone)).inputValue(), 'Europe/Bratislava');

        await page.goto(`${main()}/account/notificationSettings`);
        await digestSelect(page, account, 'ideaLiked').selectOption('weekly');
        await page.getByRole('button', { name: exact(account.notificationSettings.save) }).click();
        await page.getByText(messages.notifications_update_successful).first().waitFor();
        await page.reload();
        assert.equal(await digestSelect(page, account, 'ideaLiked').inputValue(), 'weekly');
        await assertAccessible(page, 'the Slovak notification settings with digests');
      },
      { timezoneId: 'Europe/Bratislava' },
    );
  });
});
