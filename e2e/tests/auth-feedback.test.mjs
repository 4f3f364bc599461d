import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { exact, journey, launchBrowser, signedInEmail } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, legal, messages } = resources.en;
const ACTIVATION_LINK = /\/accountActivation\/[\w-]+/;

describe('auth feedback people can act on', () => {
  let smtp;
  let stack;
  let browser;
  const main = () => stack.baseUrl();

  before(async () => {
    smtp = await startSmtpServer();
    stack = await startTestStack({ port: 3540, env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp?.stop();
  });

  const demoFollower = () => demoCredentials(stack).follower;

  /** The password field shows the refusal: marked invalid, described by the announced error, empty. */
  const assertPasswordRefused = async (page) => {
    const password = page.getByLabel(exact(auth.fields.password));
    const error = page.getByText(messages.invalid_username_password);
    await error.waitFor();
    assert.equal(await error.getAttribute('role'), 'alert');
    assert.equal(await password.getAttribute('aria-invalid'), 'true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    assert.ok(describedBy.split(' ').includes(await error.getAttribute('id')), describedBy);
    assert.equal(await password.inputValue(), '');
  };

  const tryWrongPassword = async (page, email) => {
    await page.goto(`${main()}/login?sso=none`);
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill('Wrong-Passw0rd!');
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
  };

  test('a wrong password marks the field, clears it and moves focus to it', async () => {
    const { email } = demoFollower();
    await journey(browser, 'wrong-password', async (page) => {
      await tryWrongPassword(page, email);
      await assertPasswordRefused(page);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'password');
      assert.equal(await page.getByLabel(exact(auth.fields.email)).inputValue(), email);
    });
  });

  test('without JavaScript the server renders the same field error, the password empty and focused', async () => {
    const { email } = demoFollower();
    await journey(
      browser,
      'wrong-password-no-js',
      async (page) => {
        await tryWrongPassword(page, email);
        await assertPasswordRefused(page);
        assert.equal(await page.getByLabel(exact(auth.fields.password)).getAttribute('autofocus'), '');
      },
      { javaScriptEnabled: false },
    );
  });

  /** Registers on the main site and waits for the check-inbox page that names the address. */
  const registerAndCheckInbox = async (page, name, email, password) => {
    await page.goto(`${main()}/register`);
    await page.getByLabel(exact(auth.fields.name)).fill(name);
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.confirmEmail)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill(password);
    await page.getByLabel(exact(auth.fields.confirmPassword)).fill(password);
    await page.getByRole('button', { name: exact(auth.register.submit) }).click();
    await page.getByText(auth.register.sentTo.replace('{{email}}', email)).waitFor();
  };

  test('register, ask for a new activation mail from the check-inbox page, and land signed in', async () => {
    const email = `resend-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'First-Pass1';
    await journey(browser, 'resend-activation', async (page) => {
      await registerAndCheckInbox(page, 'Resend Tester', email, password);
      const first = await smtp.linkTo(email, ACTIVATION_LINK);

      let sentBefore = smtp.mails.length;
      await page.getByRole('button', { name: exact(auth.activation.resend) }).click();
      await page.getByText(auth.activation.resentTo.replace('{{email}}', email)).waitFor();
      const second = await smtp.linkTo(email, ACTIVATION_LINK, { since: sentBefore });
      assert.notEqual(second, first);

      // Signing in before activating offers the same button.
      await page.goto(`${main()}/login?sso=none`);
      await page.getByLabel(exact(auth.fields.email)).fill(email);
      await page.getByLabel(exact(auth.fields.password)).fill(password);
      await page.getByRole('button', { name: exact(auth.login.submit) }).click();
      await page.getByText(messages.account_not_verified).waitFor();
      sentBefore = smtp.mails.length;
      await page.getByRole('button', { name: exact(auth.activation.resend) }).click();
      await page.getByText(auth.activation.resentTo.replace('{{email}}', email)).waitFor();
      const third = await smtp.linkTo(email, ACTIVATION_LINK, { since: sentBefore });
      assert.notEqual(third, second);

      await page.goto(third);
      await page.getByText(messages.activation_token_success).first().waitFor();
      assert.equal(new URL(page.url()).origin, main());
      assert.equal(await signedInEmail(page), email);
    });
  });

  test('without JavaScript /resendActivation asks for the address and mails a new link', async () => {
    const email = `resend-nojs-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'First-Pass1';
    await journey(
      browser,
      'resend-activation-no-js',
      async (page) => {
        await registerAndCheckInbox(page, 'Resend Without Script', email, password);
        const first = await smtp.linkTo(email, ACTIVATION_LINK);

        await page.goto(`${main()}/resendActivation`);
        const sentBefore = smtp.mails.length;
        await page.getByLabel(exact(auth.fields.email)).fill(email);
        await page.getByRole('button', { name: exact(auth.activation.resend) }).click();
        await page.getByText(auth.activation.resentTo.replace('{{email}}', email)).waitFor();
        assert.notEqual(await smtp.linkTo(email, ACTIVATION_LINK, { since: sentBefore }), first);
      },
      { javaScriptEnabled: false },
    );
  });

  test('the sign-in page opens the terms in a dialog loaded on demand, and gives focus back on closing', async () => {
    await journey(browser, 'legal-dialog', async (page) => {
      await page.goto(`${main()}/login?sso=none`);
      await page.waitForLoadState('networkidle');
      const terms = page.getByRole('link', { name: exact('terms of service') });
      assert.equal(await terms.getAttribute('aria-haspopup'), 'dialog');
      await terms.click();
      const dialog = page.getByRole('dialog', { name: exact(legal.terms.title) });
      await dialog.waitFor();
      await dialog.getByText(legal.terms.sections.plans.p3).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent === 'terms of service');
      assert.equal(new URL(page.url()).pathname, '/login');
    });
  });
});
