import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, launchBrowser } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, crowdAdmin, messages } = resources.en;
const { theming } = crowdAdmin;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('crowd theming: an admin designs the intro the crowd site shows', () => {
  let stack;
  let browser;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3640 });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The demo crowd's admin signs in on the main site; answers the theming tab's address. */
  const signInAsDemoAdmin = async (page) => {
    const { admin } = demoCredentials(stack);
    await page.goto(`${main()}/login?sso=none`);
    await page.getByLabel(exact(auth.fields.email)).fill(admin.email);
    await page.getByLabel(exact(auth.fields.password)).fill(admin.password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const crowds = await page.request.get(`${main()}/api/crowd`);
    const crowd = (await crowds.json()).find((candidate) => candidate.subdomain === 'demo');
    assert.ok(crowd, 'the demo admin administers the demo crowd');
    return `${main()}/crowds/${crowd.id}/theming`;
  };

  /** Without JavaScript the toast is rendered inside <noscript>, which Playwright's text engine skips. */
  const noScriptToast = async (page) => {
    const toast = page.locator('[role=status] p');
    await toast.waitFor();
    return (await toast.textContent())?.trim();
  };

  /** The swatches are radios under their colour: a click on the colour chooses it. */
  const chooseColour = async (page, name) => {
    const radio = page.getByRole('radio', { name: exact(name) });
    await page.locator('label', { has: radio }).click();
    assert.equal(await radio.isChecked(), true);
  };

  test('a custom intro with bold text and a link, written in the editor, shows on the crowd site', async () => {
    await journey(browser, 'theming-custom-intro', async (page) => {
      const tab = await signInAsDemoAdmin(page);
      await page.goto(tab);

      await page.getByRole('radio', { name: exact(theming.intro.custom) }).check();
      await chooseColour(page, theming.color.names.blue);

      const editor = page.getByRole('textbox', { name: exact(theming.content.label) });
      await editor.click();
      await page.keyboard.type('Welcome to ');
      await page.getByRole('button', { name: exact(theming.content.bold) }).click();
      await page.keyboard.type('our crowd');
      await page.getByRole('button', { name: exact(theming.content.bold) }).click();
      await page.keyboard.type('. Read the rules');
      for (let i = 0; i < 'the rules'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      page.once('dialog', (dialog) => void dialog.accept('https://example.com/rules'));
      await page.getByRole('button', { name: exact(theming.content.link) }).click();
      await editor.locator('a[href="https://example.com/rules"]').waitFor();
      await page
        .getByText(exact(theming.content.counter.replace('{{count}}', '36').replace('{{max}}', '3000')))
        .waitFor();

      await assertAccessible(page, 'the theming tab with the editor', 'main');

      await page.getByRole('button', { name: exact(theming.save) }).click();
      await page.getByText(messages.crowd_update_successful).first().waitFor();
      assert.equal(await page.getByRole('radio', { name: exact(theming.intro.custom) }).isChecked(), true);

      await page.goto(`${demo()}/`);
      const intro = page.getByTestId('custom-intro');
      await intro.locator('strong', { hasText: 'our crowd' }).waitFor();
      const link = intro.getByRole('link', { name: 'the rules' });
      assert.equal(await link.getAttribute('href'), 'https://example.com/rules');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer nofollow');
      assert.equal(await intro.evaluate((node) => getComputedStyle(node).backgroundColor), 'rgb(30, 136, 229)');
      await assertAccessible(page, "the crowd's home with the custom intro");
    });
  });

  test('without JavaScript the form posts a textarea: too long is refused with the count, then saved sanitized', async () => {
    await journey(
      browser,
      'theming-no-js',
      async (page) => {
        const tab = await signInAsDemoAdmin(page);
        await page.goto(tab);
        const textarea = page.getByRole('textbox', { name: exact(theming.content.label) });
        assert.equal(await textarea.evaluate((node) => node.tagName), 'TEXTAREA');

        await textarea.fill(`<p>${'a'.repeat(3001)}</p>`);
        await page.getByRole('button', { name: exact(theming.save) }).click();
        await page.getByText(messages.validation_crowd_intro_too_long.replace('{{count}}', '1')).waitFor();

        await page.getByRole('radio', { name: exact(theming.intro.custom) }).check();
        await chooseColour(page, theming.color.names.green);
        await textarea.fill('<p onclick="alert(1)">Plain <em>HTML</em> intro<script>alert(2)</script></p>');
        await page.getByRole('button', { name: exact(theming.save) }).click();
        assert.equal(await noScriptToast(page), messages.crowd_update_successful);
        assert.equal(await textarea.inputValue(), '<p>Plain <em>HTML</em> intro</p>');

        await page.goto(`${demo()}/`);
        const intro = page.getByTestId('custom-intro');
        await intro.locator('em', { hasText: 'HTML' }).waitFor();
        assert.equal(await intro.locator('script').count(), 0);
      },
      { javaScriptEnabled: false },
    );
  });

  test('the logo is uploaded on the theming tab and replaces "no logo yet"', async () => {
    await journey(browser, 'theming-logo', async (page) => {
      const tab = await signInAsDemoAdmin(page);
      await page.goto(tab);
      await page.getByText(exact(theming.logo.empty)).waitFor();
      await page
        .getByLabel(exact(theming.logo.file))
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: exact(theming.logo.upload) }).click();
      await page.getByText(messages.crowd_update_successful).first().waitFor();
      const logo = page.getByRole('img', { name: theming.logo.alt.replace('{{title}}', 'Demo Crowd') });
      await logo.waitFor();
      // Rejects when the image cannot be loaded (a 1×1 image in a 160w srcset has a naturalWidth of 0).
      await logo.evaluate((image) => image.decode());
      assert.equal(await page.getByText(exact(theming.logo.empty)).count(), 0);
    });
  });
});
