import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { exact, launchBrowser, step } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth } = resources.en;

describe("the crowd's logo", () => {
  let stack;
  let browser;
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3620 });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  test("an admin's uploaded logo shows in the crowd's top bar as a width copy", async () => {
    const { admin } = demoCredentials(stack);
    const context = await browser.newContext({ deviceScaleFactor: 2 });
    const page = await context.newPage();
    try {
      await step(page, 'crowd-logo', async () => {
        await page.goto(`${demo()}/login?sso=none`);
        await page.getByLabel(exact(auth.fields.email)).fill(admin.email);
        await page.getByLabel(exact(auth.fields.password)).fill(admin.password);
        await page.getByRole('button', { name: exact(auth.login.submit) }).click();
        await page.waitForURL((url) => url.origin === demo() && !url.pathname.startsWith('/login'));

        // The theming tab's card sends this form; here the page sends it through the web's /api proxy.
        const uploaded = await page.evaluate(async () => {
          const crowds = await (await fetch('/api/crowd')).json();
          const crowd = crowds.find((candidate) => candidate.subdomain === 'demo');
          const canvas = Object.assign(document.createElement('canvas'), { width: 900, height: 300 });
          const context2d = canvas.getContext('2d');
          context2d.fillStyle = '#1d4ed8';
          context2d.fillRect(0, 0, 900, 300);
          const png = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
          const form = new FormData();
          form.set('id', String(crowd.id));
          form.set('version', String(crowd.version));
          form.set('coverImage', png, 'logo.png');
          const response = await fetch('/api/crowd/uploadCoverImage', { method: 'POST', body: form });
          return { status: response.status, body: await response.json(), title: crowd.title };
        });
        assert.equal(uploaded.status, 200);
        assert.ok(uploaded.body.featuredImageId > 0);

        await page.reload();
        const logo = page.getByRole('banner').getByRole('img', { name: uploaded.title });
        await logo.waitFor();
        await page.waitForFunction(
          (name) => [...document.images].some((img) => img.alt === name && img.complete && img.naturalWidth > 0),
          uploaded.title,
        );
        // At most 144 CSS px at a pixel ratio of 2: the 320 px copy, not the 900 px original.
        const shown = await logo.evaluate((img) => img.currentSrc);
        assert.match(shown, new RegExp(`/api/file\\?fileId=${uploaded.body.featuredImageId}&w=320$`));
      });
    } finally {
      await context.close();
    }
  });
});
