import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, languageCookie, launchBrowser, submitSignIn } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const PORT = 5030;
const RECEIVER_PORT = 5039;

/** A local receiver of deliveries: every POST's path, headers and raw body. */
function startReceiver() {
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(RECEIVER_PORT, '127.0.0.1', () =>
      resolve({ received, close: () => new Promise((done) => server.close(done)) }),
    ),
  );
}

const waitFor = async (check, what) => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('crowd webhooks (issue 29, item 3)', () => {
  let stack;
  let browser;
  let receiver;
  let credentials;
  const main = () => stack.baseUrl();

  before(async () => {
    receiver = await startReceiver();
    stack = await startTestStack({
      port: PORT,
      env: { WEBHOOK_ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${RECEIVER_PORT}` },
    });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await receiver?.close();
  });

  for (const locale of ['en', 'sk']) {
    const texts = resources[locale];
    const hooks = texts.crowdAdmin.webhooks;

    test(`an admin adds a webhook, sees its secret once, and a new idea arrives signed (${locale})`, async () => {
      await journey(
        browser,
        `webhooks-${locale}`,
        async (page, context) => {
          await page.goto(`${main()}/login`);
          await submitSignIn(page, credentials.admin, resources.en.auth);
          await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
          // Signing in sets the account's language; the page language is switched after it.
          await context.addCookies([languageCookie(locale, main())]);
          const crowdId = await page.evaluate(
            async () => (await (await fetch('/api/crowdView/domain/demo')).json()).id,
          );
          const tab = `${main()}/crowds/${crowdId}/webhooks`;
          // At phone width the tabs fold into a dropdown.
          await page.goto(`${main()}/crowds/${crowdId}`);
          await page.locator('details summary').first().click();
          await page.getByRole('link', { name: exact(texts.crowdAdmin.layout.tabs.webhooks) }).click();
          await page.waitForURL(tab);
          await page.getByRole('heading', { name: hooks.title }).waitFor();
          await assertAccessible(page, `the webhooks tab (${locale})`);

          const url = `http://127.0.0.1:${RECEIVER_PORT}/${locale}`;
          await page.getByLabel(exact(hooks.url)).fill(url);
          await page.getByLabel(exact(hooks.eventNames.ideaAdded)).check();
          await page.getByRole('button', { name: exact(hooks.add) }).click();
          await page.getByRole('heading', { name: hooks.secretTitle }).waitFor();
          const secret = await page.getByLabel(exact(hooks.secretLabel)).inputValue();
          assert.match(secret, /^whsec_/);
          await assertAccessible(page, `the webhooks tab with the new secret (${locale})`, 'main');

          // Shown once: the tab read again has the webhook but no secret.
          await page.goto(tab);
          await page.getByRole('heading', { name: url }).waitFor();
          assert.equal(await page.getByRole('heading', { name: hooks.secretTitle }).count(), 0);
          assert.equal((await page.content()).includes(secret), false);

          const before = receiver.received.filter((entry) => entry.path === `/${locale}`).length;
          const created = await page.evaluate(async (crowd) => {
            const form = new FormData();
            form.set('crowdId', String(crowd));
            form.set('name', 'Webhook bikes');
            form.set('description', '<p>Bike lanes on every street.</p>');
            const response = await fetch('/api/idea', { method: 'POST', body: form });
            return { status: response.status, body: await response.json() };
          }, crowdId);
          assert.equal(created.status, 201, JSON.stringify(created.body));

          const delivery = await waitFor(
            () => receiver.received.filter((entry) => entry.path === `/${locale}`)[before],
            'the delivery',
          );
          const signature = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`;
          assert.equal(delivery.headers['x-crowd-signature'], signature);
          const body = JSON.parse(delivery.body);
          assert.equal(body.type, 'ideaAdded');
          assert.equal(body.id, delivery.headers['x-crowd-event-id']);
          assert.equal(String(body.timestamp), delivery.headers['x-crowd-timestamp']);
          assert.equal(body.idea.id, created.body.idea.id);
          assert.equal(body.idea.title, 'Webhook bikes');

          // The log shows it (the delivery is logged just after the answer).
          for (let tries = 0; ; tries += 1) {
            await page.goto(tab);
            const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
            if ((await card.getByRole('cell', { name: '200' }).count()) > 0) break;
            assert.ok(tries < 20, 'the log never showed the delivery');
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          await assertAccessible(page, `the webhooks tab with a delivery log (${locale})`, 'main');
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= 360, `the tab is ${width} px wide at 360 px`);
        },
        { viewport: { width: 360, height: 800 } },
      );
    });
  }

  test('without JavaScript, deleting asks in the page first', async () => {
    await journey(
      browser,
      'webhooks-delete-no-js',
      async (page) => {
        const texts = resources.en;
        const hooks = texts.crowdAdmin.webhooks;
        await page.goto(`${main()}/login`);
        await submitSignIn(page, credentials.admin, texts.auth);
        await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
        const crowdId = await page.evaluate(async () => (await (await fetch('/api/crowdView/domain/demo')).json()).id);
        await page.goto(`${main()}/crowds/${crowdId}/webhooks`);
        const url = `http://127.0.0.1:${RECEIVER_PORT}/en`;
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
        await card.getByRole('link', { name: exact(hooks.delete) }).click();
        await page.getByText(hooks.deleteTitle).waitFor();
        await page.getByRole('button', { name: exact(hooks.confirmDelete) }).click();
        await page.getByRole('status').filter({ hasText: texts.messages.crowd_webhook_deleted }).first().waitFor();
        assert.equal(await page.getByRole('heading', { name: url }).count(), 0);
      },
      { javaScriptEnabled: false },
    );
  });
});
