import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { exact, launchBrowser, openUserMenu, signedInEmail, step } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startFacebookStandIn, startGoogleStandIn } from '../support/oauth.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, account, common, messages } = resources.en;

describe('identity and accounts', () => {
  let smtp;
  let google;
  let facebook;
  let stack;
  let browser;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    smtp = await startSmtpServer();
    google = await startGoogleStandIn();
    facebook = await startFacebookStandIn();
    stack = await startTestStack({ port: 3120, env: { SMTP_URL: smtp.url, ...google.env, ...facebook.env } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await google?.stop();
    await facebook?.stop();
    await smtp?.stop();
  });

  const journey = async (name, fn) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await step(page, name, () => fn(page));
    } finally {
      await context.close();
    }
  };

  const signIn = async (page, origin, email, password) => {
    await page.goto(`${origin}/login`);
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill(password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'));
  };

  test('register, activate, sign in, edit the profile, change and reset the password', async () => {
    const email = `jane-${randomBytes(4).toString('hex')}@example.com`;
    const firstPassword = 'First-Pass1';
    const secondPassword = 'Second-Pass2';
    const thirdPassword = 'Third-Pass3';

    await journey('identity-journey', async (page) => {
      await page.goto(`${main()}/register`);
      await page.getByLabel(exact(auth.fields.email)).fill(email);
      await page.getByLabel(exact(auth.fields.confirmEmail)).fill(email);
      await page.getByLabel(exact(auth.fields.name)).fill('Jane Doe');
      await page.getByLabel(exact(auth.fields.password)).fill(firstPassword);
      await page.getByLabel(exact(auth.fields.confirmPassword)).fill(firstPassword);
      await page.getByRole('button', { name: exact(auth.register.submit) }).click();
      // The check-inbox page names the address the link went to.
      await page.getByText(auth.register.sentTo.replace('{{email}}', email)).first().waitFor();

      // Activation signs the browser in.
      const activation = await smtp.linkTo(email, /\/accountActivation\/[\w-]+/);
      await page.goto(activation);
      await page.getByText(messages.activation_token_success).first().waitFor();
      await page.goto(`${main()}/`);
      assert.equal(await signedInEmail(page), email);

      await page.goto(`${main()}/account/profile`);
      await page.getByLabel(exact(account.profile.name)).fill('Jane Q. Doe');
      await page.getByLabel(exact(account.profile.about)).fill('I like ideas.');
      await page.getByRole('button', { name: exact(account.profile.save) }).click();
      await page.getByText(messages.account_update_successful).first().waitFor();
      await page.reload();
      assert.equal(await page.getByLabel(exact(account.profile.name)).inputValue(), 'Jane Q. Doe');

      await page.getByLabel(exact(account.changePassword.currentPassword)).fill(firstPassword);
      await page.getByLabel(exact(account.changePassword.password)).fill(secondPassword);
      await page.getByLabel(exact(account.changePassword.confirmPassword)).fill(secondPassword);
      await page.getByRole('button', { name: exact(account.changePassword.save) }).click();
      await page.getByText(messages.change_password_successful).first().waitFor();

      const sentBefore = smtp.mails.length;
      await openUserMenu(page, common.nav.userMenu);
      await page.getByRole('menuitem', { name: common.nav.logout }).click();
      await page.getByText(messages.logout_successful).first().waitFor();
      assert.equal(await signedInEmail(page), null);

      await page.goto(`${main()}/forgotPassword`);
      await page.getByLabel(exact(auth.fields.email)).fill(email);
      await page.getByRole('button', { name: exact(auth.forgotPassword.submit) }).click();
      await page.getByText(messages.password_reset_email_sent).first().waitFor();

      const reset = await smtp.linkTo(email, /\/resetPassword\/[\w-]+/, { since: sentBefore });
      await page.goto(reset);
      await page.getByLabel(exact(auth.fields.newPassword)).fill(thirdPassword);
      await page.getByLabel(exact(auth.fields.confirmPassword)).fill(thirdPassword);
      await page.getByRole('button', { name: exact(auth.resetPassword.submit) }).click();
      await page.getByText(messages.password_reset_successful).first().waitFor();

      await signIn(page, main(), email, thirdPassword);
      assert.equal(await signedInEmail(page), email);
    });
  });

  test('signed in on the main site, the demo crowd signs in through the login host without a password', async () => {
    await journey('single-sign-on', async (page) => {
      const credentials = demoCredentials(stack);
      await signIn(page, main(), credentials.follower.email, credentials.follower.password);

      await page.goto(`${demo()}/login`);
      await page.waitForURL((url) => url.origin === demo() && !url.pathname.startsWith('/login'));
      assert.equal(await signedInEmail(page), credentials.follower.email);
      await page.getByText('Demo Crowd').first().waitFor();
    });
  });

  test('Google sign-in runs the OAuth dance against the local provider', async () => {
    google.nextUser({ sub: 'google-e2e-1', email: 'gina.google@example.com', name: 'Gina Google' });
    await journey('google-sign-in', async (page) => {
      await page.goto(`${main()}/login?sso=none`);
      await page.getByRole('link', { name: exact(auth.login.continueWith.google) }).click();
      await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
      assert.equal(await signedInEmail(page), 'gina.google@example.com');
    });
  });

  test('Facebook sign-in without an e-mail asks for one on the login host, then signs in', async () => {
    facebook.nextUser({ id: 'fb-e2e-1', name: 'Fiona Facebook' });
    await journey('facebook-sign-in', async (page) => {
      await page.goto(`${demo()}/login?sso=none`);
      await page.getByRole('link', { name: exact(auth.login.continueWith.facebook) }).click();
      await page.waitForURL((url) => url.host === stack.env.LOGIN_HOST && url.pathname === '/login/socialEmail');
      await page.getByLabel(exact(auth.fields.email)).fill('fiona.facebook@example.com');
      await page.getByRole('button', { name: exact(auth.socialEmail.submit) }).click();
      await page.waitForURL((url) => url.origin === demo() && !url.pathname.startsWith('/login'));
      assert.equal(await signedInEmail(page), 'fiona.facebook@example.com');
    });
  });
});
