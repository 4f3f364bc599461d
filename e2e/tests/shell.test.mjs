import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { launchBrowser, step } from '../support/browser.mjs';
import { startTestStack } from '../support/stack.mjs';

const en = resources.en;
const sk = resources.sk;

describe('web shell', () => {
  let stack;
  let browser;

  before(async () => {
    stack = await startTestStack({ port: 3100 });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const withPage = async (name, options, fn) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    try {
      await step(page, name, () => fn(page));
    } finally {
      await context.close();
    }
  };

  test('the landing page renders in English by default', async () => {
    await withPage('landing-en', {}, async (page) => {
      await page.goto(stack.baseUrl());
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.ok((await page.content()).includes(en.messages.default_error) === false);
    });
  });

  test('the landing page renders in Slovak for a Slovak browser and after switching', async () => {
    await withPage('landing-sk', { locale: 'sk-SK' }, async (page) => {
      await page.goto(stack.baseUrl());
      assert.equal(await page.getAttribute('html', 'lang'), 'sk');
    });
    await withPage('landing-switch', {}, async (page) => {
      await page.goto(stack.baseUrl());
      await page.getByRole('button', { name: /^SK$/ }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'sk');
      await page.reload();
      assert.equal(await page.getAttribute('html', 'lang'), 'sk');
    });
  });

  test('the page is server-rendered: it works with JavaScript disabled', async () => {
    await withPage('landing-nojs', { javaScriptEnabled: false }, async (page) => {
      const response = await page.goto(stack.baseUrl());
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });
  });

  test('demo.localhost shows the demo crowd', async () => {
    await withPage('demo-crowd', {}, async (page) => {
      const response = await page.goto(stack.baseUrl(`demo.${stack.env.MAIN_HOST}`));
      assert.equal(response.status(), 200);
      await page.getByText('Demo Crowd').first().waitFor();
    });
  });

  test('an unknown subdomain shows the does-not-exist screen', async () => {
    await withPage('unknown-crowd', {}, async (page) => {
      await page.goto(stack.baseUrl(`no-such-crowd.${stack.env.MAIN_HOST}`));
      await page.getByText(en.messages.crowd_does_not_exist).first().waitFor();
    });
    await withPage('unknown-crowd-sk', { locale: 'sk' }, async (page) => {
      await page.goto(stack.baseUrl(`no-such-crowd.${stack.env.MAIN_HOST}`));
      await page.getByText(sk.messages.crowd_does_not_exist).first().waitFor();
    });
  });

  test('an unknown path answers 404 with a page that links home, on the main site and on a crowd', async () => {
    await withPage('unknown-path', {}, async (page) => {
      for (const base of [stack.baseUrl(), stack.baseUrl(`demo.${stack.env.MAIN_HOST}`)]) {
        const response = await page.goto(`${base}/no/such/page`);
        assert.equal(response.status(), 404);
        assert.equal(new URL(page.url()).pathname, '/no/such/page');
        await page.getByRole('heading', { name: en.common.notFound.title }).waitFor();
        await page.getByRole('link', { name: en.common.backToHome }).waitFor();
      }
    });
  });

  test('the API is reachable through the web origin and reports the database up', async () => {
    const response = await fetch(`http://127.0.0.1:${stack.env.PORT}/api/health`, {
      headers: { host: stack.env.MAIN_HOST },
    });
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.database, 'up');
    if (process.env.REQUIRE_SERVICES === '1') assert.equal(body.redis, 'up');
  });
});
