import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { exact, launchBrowser, step } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const en = resources.en;
const texts = en.crowdAdmin.categories;
const billing = en.crowdAdmin.billing;

describe('crowd categories and billing (issue 11, items 6 and 7)', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3660 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The demo crowd's admin, signed in on the main site, and the demo crowd's id. */
  const signInAdmin = async (page) => {
    await page.goto(`${main()}/login`);
    await page.getByLabel(exact(en.auth.fields.email)).fill(credentials.admin.email);
    await page.getByLabel(exact(en.auth.fields.password)).fill(credentials.admin.password);
    await page.getByRole('button', { name: exact(en.auth.login.submit) }).click();
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
    return page.evaluate(async () => (await (await fetch('/api/crowdView/domain/demo')).json()).id);
  };

  const categoryRow = (page, name) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: exact(name) }) });

  test('an admin adds a category, sees it on the public site, edits it and deletes it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const crowdId = await signInAdmin(page);
      const list = `${main()}/crowds/${crowdId}/categories`;

      await step(page, 'categories-list', async () => {
        await page.goto(list);
        await page.getByRole('heading', { name: texts.title }).waitFor();
        await categoryRow(page, 'Products').waitFor();
      });

      await step(page, 'categories-create', async () => {
        await page.getByRole('link', { name: texts.add }).click();
        await page.waitForURL(`${list}/create`);
        await page.getByLabel(exact(texts.form.name)).fill('Mobility');
        await page.getByLabel(exact(texts.form.description)).fill('Bikes, buses and shared cars.');
        await page.getByRole('button', { name: texts.form.create }).click();
        await page.waitForURL(list);
        await page.getByText(en.messages.category_created).first().waitFor();
        await categoryRow(page, 'Mobility').waitFor();
      });

      await step(page, 'categories-public-site', async () => {
        const site = await context.newPage();
        await site.goto(`${demo()}/`);
        const tabs = site.getByRole('navigation', { name: en.crowdSite.home.categories });
        await tabs.getByRole('link', { name: 'Mobility', exact: true }).click();
        await site.waitForURL(`${demo()}/mobility`);
        await site.getByText('Bikes, buses and shared cars.').waitFor();
        await site.close();
      });

      await step(page, 'categories-edit', async () => {
        await page.getByRole('link', { name: texts.editLabel.replace('{{name}}', 'Mobility') }).click();
        await page.waitForURL(/\/categories\/\d+$/);
        await page.getByLabel(exact(texts.form.name)).fill('Urban mobility');
        await page.getByRole('button', { name: texts.form.save }).click();
        await page.waitForURL(list);
        await page.getByText(en.messages.category_update_successful).first().waitFor();
        await categoryRow(page, 'Urban mobility').waitFor();
      });

      await step(page, 'categories-delete', async () => {
        await page.getByRole('button', { name: texts.deleteLabel.replace('{{name}}', 'Urban mobility') }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByText(texts.deleteText.replace('{{name}}', 'Urban mobility')).waitFor();
        await dialog.getByRole('button', { name: texts.confirmDelete }).click();
        await page.getByText(en.messages.category_deleted).first().waitFor();
        await categoryRow(page, 'Urban mobility').waitFor({ state: 'detached' });
        assert.equal(await categoryRow(page, 'Products').count(), 1);
      });

      await step(page, 'categories-public-site-after-delete', async () => {
        await page.goto(`${demo()}/`);
        await page.getByText('Products', { exact: true }).waitFor();
        assert.equal(await page.getByText('Urban mobility', { exact: true }).count(), 0);
      });
    } finally {
      await context.close();
    }
  });

  test('the billing form without JavaScript shows a missing required field', async () => {
    const signedIn = await browser.newContext();
    const crowdId = await signInAdmin(await signedIn.newPage());
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.storageState() });
    await signedIn.close();
    const page = await context.newPage();
    try {
      await step(page, 'billing-nojs', async () => {
        await page.goto(`${main()}/crowds/${crowdId}/billing`);
        await page.getByRole('heading', { name: billing.title }).waitFor();
        const values = {
          name: 'Ada King',
          companyName: 'Demo s.r.o.',
          street: 'Hlavná 1',
          postalCode: '811 01',
          country: 'Slovakia',
          companyId: '12345678',
          taxId: '2020202020',
        };
        for (const [field, value] of Object.entries(values)) {
          await page.getByLabel(exact(billing.fields[field])).fill(value);
        }
        await page.getByLabel(exact(billing.fields.city)).fill('');
        await page.getByRole('button', { name: billing.save }).click();
        await page.waitForLoadState('load');
        await page.getByText(en.messages.validation_crowd_billing_city).waitFor();
        assert.equal(await page.getByLabel(exact(billing.fields.companyName)).inputValue(), 'Demo s.r.o.');
      });
    } finally {
      await context.close();
    }
  });
});
