import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, launchBrowser, step } from '../support/browser.mjs';
import { activatedAccount as activatedAccountOf, createSubscription } from '../support/fixtures.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startTestStack } from '../support/stack.mjs';

const { crowdAdmin, messages } = resources.en;
const { users: texts } = crowdAdmin;
const PASSWORD = 'Crowd-Users1';

describe('crowd users tab', () => {
  let smtp;
  let stack;
  let browser;
  const main = () => stack.baseUrl();

  before(async () => {
    smtp = await startSmtpServer();
    stack = await startTestStack({ port: 3700, env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp?.stop();
  });

  const activatedAccount = (page, name) =>
    activatedAccountOf(page, { baseUrl: main(), smtp, name, password: PASSWORD });

  /** A crowd of the signed-in user with a subdomain and a festival subscription (managers and admins). */
  async function crowdOnFestival(page) {
    const created = await page.request.post(`${main()}/api/crowd`);
    assert.equal(created.status(), 201, await created.text());
    const { crowd } = await created.json();
    const subdomain = `users-${randomBytes(4).toString('hex')}`;
    const updated = await page.request.put(`${main()}/api/crowd`, {
      data: { id: crowd.id, version: crowd.version, title: 'Users Crowd', subdomain },
    });
    assert.equal(updated.status(), 200, await updated.text());
    createSubscription(stack.env, { crowdId: crowd.id, tier: 3 });
    return crowd.id;
  }

  test('an admin adds a manager by e-mail, makes them an admin, invites an unknown address, makes the crowd private; without JavaScript disables and removes the manager', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await step(page, 'crowd-users', async () => {
        const colleague = await activatedAccount(page, 'Colleague');
        await context.clearCookies();
        await activatedAccount(page, 'Owner');
        const crowdId = await crowdOnFestival(page);

        await page.goto(`${main()}/crowds/${crowdId}/users`);
        await page.getByRole('heading', { name: exact(texts.add.title) }).waitFor();

        // An existing account becomes a manager.
        await page.getByLabel(exact(texts.add.emails)).fill(colleague);
        await page.getByLabel(exact(texts.add.userType)).selectOption('manager');
        await page.getByRole('button', { name: exact(texts.add.submit) }).click();
        await page.getByText(messages.crowd_users_added_successfully).first().waitFor();
        const role = page.getByLabel(exact(texts.table.roleOf.replace('{{name}}', 'Colleague')));
        await role.waitFor();
        assert.equal(await role.inputValue(), 'manager');
        await assertAccessible(page, 'the users tab with a manager');

        // The change is staged (the row says so) and saved with one Save.
        await role.selectOption('admin');
        await page.getByText(exact(texts.table.changed)).waitFor();
        await page.getByRole('button', { name: exact(texts.table.saveCount_one.replace('{{count}}', '1')) }).click();
        await page.getByText(messages.crowd_users_updated_successfully).first().waitFor();
        await page.reload();
        assert.equal(
          await page.getByLabel(exact(texts.table.roleOf.replace('{{name}}', 'Colleague'))).inputValue(),
          'admin',
        );

        // An address without an account is reported on the field and invited to register.
        const stranger = `stranger-${randomBytes(4).toString('hex')}@example.com`;
        await page.getByLabel(exact(texts.add.emails)).fill(stranger);
        await page.getByRole('button', { name: exact(texts.add.submit) }).click();
        const invited = texts.add.invited.replace(
          '$t(messages:validation_crowd_users_do_not_exist)',
          messages.validation_crowd_users_do_not_exist,
        );
        await page.getByText(invited).first().waitFor();
        const link = await smtp.linkTo(stranger, /\/register$/);
        assert.ok(link.includes('.localhost'), `the invitation links to the crowd's site: ${link}`);

        // Privacy: a private crowd needs allowed e-mails or domains.
        const privateCrowd = page.getByLabel(exact(texts.privacy.privateCrowd));
        await privateCrowd.check();
        await page.getByRole('button', { name: exact(texts.privacy.save) }).click();
        await page.getByText(messages.validation_crowd_private_allowed_emails_empty).first().waitFor();
        await page.getByLabel(exact(texts.privacy.allowedDomains)).fill('example.com; jane@other.org');
        await page.getByRole('button', { name: exact(texts.privacy.save) }).click();
        await page.getByText(messages.crowd_update_successful).first().waitFor();
        await page.reload();
        assert.equal(await page.getByLabel(exact(texts.privacy.privateCrowd)).isChecked(), true);
        assert.match(
          await page.getByLabel(exact(texts.privacy.allowedDomains)).inputValue(),
          /example\.com.*jane@other\.org/s,
        );

        await withoutJavaScript(await context.storageState(), crowdId);
      });
    } finally {
      await context.close();
    }
  });

  /** The same browser without JavaScript: the table is one form, removal asks in the page. */
  async function withoutJavaScript(storageState, crowdId) {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState });
    const page = await context.newPage();
    try {
      await step(page, 'crowd-users-nojs', async () => {
        await page.goto(`${main()}/crowds/${crowdId}/users`);
        const enabled = page.getByLabel(exact(texts.table.enabledOf.replace('{{name}}', 'Colleague')));
        assert.equal(await enabled.isChecked(), true);
        await enabled.uncheck();
        await page.getByRole('button', { name: exact(texts.table.save) }).click();
        // Without JavaScript the flashed toast is server-rendered in place.
        const toast = (text) => page.getByRole('status').filter({ hasText: text }).waitFor();
        await toast(messages.crowd_users_updated_successfully);
        assert.equal(
          await page.getByLabel(exact(texts.table.enabledOf.replace('{{name}}', 'Colleague'))).isChecked(),
          false,
        );

        await page.getByRole('link', { name: exact(texts.table.removeLabel.replace('{{name}}', 'Colleague')) }).click();
        await page.getByText(exact(texts.table.removeTitle)).waitFor();
        await page.getByRole('button', { name: exact(texts.table.confirmRemove) }).click();
        await toast(messages.crowd_user_deleted);
        assert.equal(await page.getByLabel(exact(texts.table.roleOf.replace('{{name}}', 'Colleague'))).count(), 0);
      });
    } finally {
      await context.close();
    }
  }
});
