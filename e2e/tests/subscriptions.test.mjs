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

  /** The `lng` cookie as the web's language switch writes it (Remix's base64 JSON encoding). */
  const languageCookie = (locale) => ({
    name: 'lng',
    value: encodeURIComponent(Buffer.from(JSON.stringify(locale)).toString('base64')),
    url: main(),
  });

  /** "December 27" / "27. decembra": the last day a cancelled crowd is live, as /crowds and the banner say it. */
  const liveUntil = (seconds, locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(seconds * 1000),
    );

  /**
   * After a cancel (issue 25): /crowds says "Cancelled – live until …" with a Renew link to the
   * renew step, and so does the admin area's banner, in the browser's language.
   */
  async function showsLiveUntil(page, crowdId, validTo, locale) {
    const texts = resources[locale].crowdAdmin;
    const date = liveUntil(validTo, locale);
    await page.goto(`${main()}/crowds`);
    const row = page.getByRole('row').filter({ hasText: 'Paid crowd' });
    await row.getByText(exact(texts.crowds.liveUntil.replace('{{date}}', date))).waitFor();
    assert.equal(await row.getByText(exact(resources[locale].common.crowdStatus.inactive)).count(), 0);
    const renew = row.getByRole('link', { name: texts.crowds.actions.renewLabel.replace('{{name}}', 'Paid crowd') });
    assert.equal(await renew.getAttribute('href'), `/crowds/${crowdId}/subscription?renew=1`);
    await page.goto(`${main()}/crowds/${crowdId}`);
    const banner = page
      .getByRole('listitem')
      .filter({ hasText: texts.layout.banners.cancelled.replace('{{date}}', date) });
    assert.equal(
      await banner.getByRole('link', { name: exact(texts.layout.banners.cancelledLink) }).getAttribute('href'),
      `/crowds/${crowdId}/subscription?renew=1`,
    );
  }

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
        // Published: a cancelled plan keeps its site live, which /crowds then says.
        const published = await page.request.put(`${main()}/api/crowd`, {
          data: { id: crowdId, version: crowds[0].version, title: 'Paid crowd', visible: true },
        });
        assert.equal(published.status(), 200, await published.text());

        await page.goto(`${main()}/crowds/${crowdId}/subscription`);
        await page
          .getByRole('heading', { name: exact(texts.title) })
          .first()
          .waitFor();
        await page.getByText('Concert').first().waitFor();
        await assertAccessible(page, 'the subscription tab');

        await page.getByRole('link', { name: exact(texts.actions.change) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('link', { name: exact(texts.flow.choose.replace('{{plan}}', 'Festival')) }).waitFor();
        // A running paid plan is changed to another paid one: no trial is offered (issue 25).
        assert.equal(await dialog.getByRole('button', { name: exact(texts.flow.startTrial) }).count(), 0);
        await dialog.getByRole('link', { name: exact(texts.flow.choose.replace('{{plan}}', 'Festival')) }).click();
        // The payment step says that nothing is charged now, and from when the new price is.
        await dialog
          .getByText(/^Nothing is charged now\. The Festival plan starts on .*, and €499 is charged from then on/)
          .waitFor();
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

        const { current: cancelled } = await (await page.request.get(`${main()}/api/subscription/${crowdId}`)).json();
        await showsLiveUntil(page, crowdId, cancelled.validTo, 'en');
        await context.addCookies([languageCookie('sk')]);
        await showsLiveUntil(page, crowdId, cancelled.validTo, 'sk');
        await context.addCookies([languageCookie('en')]);

        // Renewing a cancelled plan charges nothing now: the dialog says when the next payment is.
        await page.goto(`${main()}/crowds/${crowdId}/subscription`);
        // The banner and the tab's own Renew lead to the same step.
        await page
          .getByRole('link', { name: exact(texts.actions.renew) })
          .last()
          .click();
        const renewal = page.getByRole('dialog');
        await renewal
          .getByText(/^Nothing is charged now\. The Concert plan runs on, and its next payment of €219 is on /)
          .waitFor();
        await renewal.getByRole('button', { name: exact(texts.flow.renewSubmit) }).click();
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
