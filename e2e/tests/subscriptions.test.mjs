import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, launchBrowser, step } from '../support/browser.mjs';
import { activatedAccount as activatedAccountOf } from '../support/fixtures.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startTestStack } from '../support/stack.mjs';

const { crowdAdmin, account, messages } = resources.en;
const texts = crowdAdmin.subscription;
const PASSWORD = 'Subscribe-Pass1';
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

describe('subscriptions and cards with the offline provider', () => {
  let smtp;
  let stack;
  let browser;
  const main = () => stack.baseUrl();

  before(async () => {
    smtp = await startSmtpServer();
    stack = await startTestStack({ port: 3860, env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp?.stop();
  });

  const activatedAccount = (page, name) =>
    activatedAccountOf(page, { baseUrl: main(), smtp, name, password: PASSWORD });

  async function fillCard(scope, number) {
    await scope.getByLabel(exact(texts.card.name)).fill('Ada Lovelace');
    await scope.getByLabel(exact(texts.card.number)).fill(number);
    await scope.getByLabel(exact(texts.card.expMonth)).fill('12');
    await scope.getByLabel(exact(texts.card.expYear)).fill(String(new Date().getUTCFullYear() + 3));
    await scope.getByLabel(exact(texts.card.cvc)).fill('123');
  }

  test('subscribes a new crowd to Concert (a declined card first), changes to Festival from the next period, cancels and renews', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await step(page, 'subscriptions', async () => {
        await activatedAccount(page, 'Payer');

        await page.goto(`${main()}/subscription?tier=2`);
        await page.getByRole('heading', { name: exact(texts.subscribePage.title) }).waitFor();
        await assertAccessible(page, 'the direct subscribe page');
        await fillCard(page, DECLINED);
        await page.getByRole('button', { name: exact(texts.subscribePage.submit) }).click();
        await page.getByText(messages.credit_card_payment_failed).first().waitFor();
        assert.equal(await page.getByLabel(exact(texts.card.number)).getAttribute('aria-invalid'), 'true');
        // The refused payment left no crowd behind (issue 25): /crowds lists none.
        assert.deepEqual(await (await page.request.get(`${main()}/api/crowd`)).json(), []);

        await fillCard(page, SUCCEEDS);
        await page.getByRole('button', { name: exact(texts.subscribePage.submit) }).click();
        await page.waitForURL(/\/crowds\/\d+$/);
        await page.getByText(messages.subscription_created).first().waitFor();
        const crowdId = Number(new URL(page.url()).pathname.split('/').pop());

        // Exactly one crowd was created, though the first payment failed.
        const crowds = await (await page.request.get(`${main()}/api/crowd`)).json();
        assert.deepEqual(
          crowds.map((crowd) => crowd.id),
          [crowdId],
        );

        await page.goto(`${main()}/crowds/${crowdId}/subscription`);
        await page
          .getByRole('heading', { name: exact(texts.title) })
          .first()
          .waitFor();
        await page.getByText('Concert').first().waitFor();
        await assertAccessible(page, 'the subscription tab');

        await page.getByRole('link', { name: exact(texts.actions.change) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('link', { name: exact(texts.flow.choose.replace('{{plan}}', 'Festival')) }).click();
        await dialog.getByRole('button', { name: exact(texts.flow.scheduleSubmit) }).click();
        await page.getByText(messages.subscription_change_scheduled).first().waitFor();
        await page
          .getByText(/Changes to Festival on/)
          .first()
          .waitFor();

        // The plan in force stays Concert until the next period.
        const view = await (await page.request.get(`${main()}/api/subscription/${crowdId}`)).json();
        assert.equal(view.current.tier, 2);
        assert.equal(view.next.tier, 3);
        assert.equal(view.next.validFrom, view.current.validTo);

        await page.getByRole('button', { name: exact(texts.actions.cancel) }).click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: exact(texts.cancelDialog.confirm) })
          .click();
        await page.getByText(messages.subscription_cancelled).first().waitFor();
        await page
          .getByText(/Cancelled: the crowd keeps the Concert plan until/)
          .first()
          .waitFor();

        await page.getByRole('link', { name: exact(texts.actions.renew) }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: exact(texts.flow.renewSubmit) })
          .click();
        await page.getByText(messages.subscription_renewed).first().waitFor();
        const renewed = await (await page.request.get(`${main()}/api/subscription/${crowdId}`)).json();
        assert.equal(renewed.current.status, 'ACTIVE');
        assert.equal(renewed.current.tier, 2);
      });
    } finally {
      await context.close();
    }
  });

  test('without JavaScript, the direct subscribe page creates the crowd and its subscription', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await step(page, 'subscribe-no-js', async () => {
        await activatedAccount(page, 'Plain');
        await page.goto(`${main()}/subscription?tier=1`);
        await page.getByRole('heading', { name: exact(texts.subscribePage.title) }).waitFor();
        await fillCard(page, SUCCEEDS);
        await page.getByRole('button', { name: exact(texts.subscribePage.submit) }).click();
        await page.waitForURL(/\/crowds\/\d+$/);
        const crowdId = Number(new URL(page.url()).pathname.split('/').pop());
        const view = await (await page.request.get(`${main()}/api/subscription/${crowdId}`)).json();
        assert.equal(view.current.tier, 1);
        assert.equal(view.current.status, 'ACTIVE');
      });
    } finally {
      await context.close();
    }
  });

  test('the credit cards page lists the cards, makes one the default and removes it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await step(page, 'credit-cards', async () => {
        await activatedAccount(page, 'Cardholder');
        const created = await page.request.post(`${main()}/api/crowd`);
        assert.equal(created.status(), 201, await created.text());
        const { crowd } = await created.json();
        const subscribed = await page.request.post(`${main()}/api/subscription`, {
          data: { crowdId: crowd.id, requestedTier: 1, paymentMethodId: 'pm_card_visa' },
        });
        assert.equal(subscribed.status(), 201, await subscribed.text());

        await page.goto(`${main()}/account/creditCards`);
        await page.getByText('Visa ending in 4242').waitFor();
        await page.getByRole('link', { name: exact(account.creditCards.add) }).click();
        await fillCard(page, '5555 5555 5555 4444');
        await page.getByRole('button', { name: exact(account.creditCards.save) }).click();
        await page.getByText(messages.credit_card_added).first().waitFor();
        const rows = page.getByRole('list').filter({ hasText: 'ending in' }).getByRole('listitem');
        await page.getByText('Mastercard ending in 4444').waitFor();
        assert.match(await rows.first().innerText(), /Visa ending in 4242/);

        await page
          .getByRole('button', {
            name: exact(
              account.creditCards.makeDefaultLabel.replace('{{brand}}', 'Mastercard').replace('{{last4}}', '4444'),
            ),
          })
          .click();
        await page.getByText(messages.credit_card_made_default).first().waitFor();
        assert.match(await rows.first().innerText(), /Mastercard ending in 4444[\s\S]*Default/);
        await assertAccessible(page, 'the credit cards page');

        await page
          .getByRole('button', {
            name: exact(
              account.creditCards.deleteLabel.replace('{{brand}}', 'Mastercard').replace('{{last4}}', '4444'),
            ),
          })
          .click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: exact(account.creditCards.confirmDelete) })
          .click();
        await page.getByText(messages.credit_card_deleted_new_default).first().waitFor();
        await page.getByText('Mastercard ending in 4444').waitFor({ state: 'detached' });
        assert.match(await rows.first().innerText(), /Visa ending in 4242[\s\S]*Default/);
      });
    } finally {
      await context.close();
    }
  });
});
