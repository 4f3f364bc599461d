import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import sharp from 'sharp';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, launchBrowser, step, submitSignIn } from '../support/browser.mjs';
import { createSubscription, demoCredentials, runSql } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const en = resources.en;
const sk = resources.sk;
const form = en.crowdSite.ideaForm;

/** A small PNG of one colour, as a phone's picture would arrive (decoded by the API, so a real one). */
const picture = async (name, background) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer(),
});

const fill = (text, values) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe('writing ideas (issue 13)', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3780 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Signs in on the main site; the crowd's site then signs in silently (single sign-on). */
  const signIn = async (page, who, texts = en) => {
    await page.goto(`${main()}/login`);
    await submitSignIn(page, who, texts.auth);
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
  };

  const ideaOf = (page, ideaId) =>
    page.evaluate(async (id) => (await (await fetch(`/api/crowdView/idea/demo/${id}`)).json()).idea, ideaId);

  const ideaIdOf = (page) => Number(new URL(page.url()).pathname.split('/')[2]);

  let ideaId;

  test('the demo follower writes an idea with bold text, two pictures and a YouTube video, then edits it', async () => {
    await journey(browser, 'idea-create-and-edit', async (page) => {
      await signIn(page, credentials.follower);

      await step(page, 'idea-form', async () => {
        // From a category tab, the new idea starts in that category.
        await page.goto(`${demo()}/`);
        const tabs = page.getByRole('navigation', { name: en.crowdSite.home.categories });
        await tabs.getByRole('link').nth(1).click();
        await page.waitForURL((url) => url.pathname !== '/');
        await page.getByRole('link', { name: exact(en.common.nav.addIdea) }).click();
        await page.waitForURL((url) => url.pathname === '/createIdea' && url.searchParams.has('categoryId'));
        const categoryId = new URL(page.url()).searchParams.get('categoryId');
        assert.equal(await page.getByLabel(exact(form.category.label)).inputValue(), categoryId);
        await page.goto(`${demo()}/`);
        await page.getByRole('link', { name: exact(en.common.nav.addIdea) }).click();
        await page.waitForURL(`${demo()}/createIdea`);
        assert.equal(await page.getByLabel(exact(form.category.label)).inputValue(), '');
        await page.getByRole('heading', { level: 1, name: form.createTitle }).waitFor();
        await assertAccessible(page, 'the idea form');
      });

      await step(page, 'idea-form-errors', async () => {
        await page.getByRole('button', { name: form.submitCreate }).click();
        await page.getByText(en.messages.validation_idea_name).waitFor();
        await page.getByText(en.messages.validation_idea_description_empty).waitFor();
        await page.getByLabel(exact(fill(form.videos.url, { index: '1' }))).fill('not a link');
        await page.getByRole('button', { name: form.submitCreate }).click();
        await page.getByText(en.messages.invalid_video_url).waitFor();
        await assertAccessible(page, 'the idea form with errors');
      });

      await step(page, 'idea-form-filled', async () => {
        await page.getByLabel(exact(form.name.label)).fill('Rooftop gardens');
        const editor = page.getByRole('textbox', { name: form.description.label });
        await editor.click();
        await page.keyboard.type('Grow vegetables on ');
        await page.keyboard.press('Control+b');
        await page.keyboard.type('every flat roof');
        await page.keyboard.press('Control+b');
        await page.keyboard.type(' of the city.');
        await page.getByText(fill(form.description.counter, { count: '47', max: '5000' })).waitFor();
        await page
          .locator('input[type="file"][name="attachments"]')
          .setInputFiles([await picture('roof.png', '#3a7d44'), await picture('beds.png', '#d9a441')]);
        await page.getByText(fill(form.attachments.count, { count: '2', max: '5' })).waitFor();
        await page.getByRole('img', { name: /roof\.png/ }).waitFor();
        await page
          .getByLabel(exact(fill(form.videos.url, { index: '1' })))
          .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
        await page.getByRole('button', { name: form.submitCreate }).click();
        await page.waitForURL((url) => /^\/idea\/\d+$/.test(url.pathname));
        await page.getByText(en.messages.idea_created).first().waitFor();
      });

      await step(page, 'idea-created-page', async () => {
        ideaId = ideaIdOf(page);
        await page.getByRole('heading', { level: 1, name: 'Rooftop gardens' }).waitFor();
        await page.locator('article strong', { hasText: 'every flat roof' }).waitFor();
        const gallery = page.getByRole('region', { name: en.crowdSite.idea.gallery.label });
        await gallery
          .getByRole('group', { name: fill(en.crowdSite.idea.gallery.slide, { index: '3', total: '3' }) })
          .waitFor({ state: 'attached' });
        const idea = await ideaOf(page, ideaId);
        assert.equal(idea.fileIds.length, 2);
        assert.deepEqual(idea.embeddableVideos, ['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
        assert.match(idea.description, /<strong>every flat roof<\/strong>/);
      });

      await step(page, 'idea-on-home', async () => {
        await page.goto(`${demo()}/`);
        await page.getByText('Rooftop gardens').first().waitFor();
      });

      await step(page, 'idea-edit', async () => {
        await page.goto(`${demo()}/idea/${ideaId}`);
        await page.getByRole('link', { name: exact(form.edit) }).click();
        await page.waitForURL(`${demo()}/idea/${ideaId}/edit`);
        await page.getByLabel(exact(form.name.label)).waitFor();
        assert.equal(await page.getByLabel(exact(form.name.label)).inputValue(), 'Rooftop gardens');
        await page.getByRole('button', { name: fill(form.attachments.remove, { index: '1' }) }).click();
        await page.getByText(fill(form.attachments.count, { count: '1', max: '5' })).waitFor();
        await page.getByRole('button', { name: form.videos.add }).click();
        await page.getByLabel(exact(fill(form.videos.url, { index: '2' }))).fill('https://vimeo.com/76979871');
        await assertAccessible(page, 'the idea edit form');
        await page.getByRole('button', { name: form.submitEdit }).click();
        await page.waitForURL(`${demo()}/idea/${ideaId}`);
        await page.getByText(en.messages.idea_updated).first().waitFor();
        const idea = await ideaOf(page, ideaId);
        assert.equal(idea.fileIds.length, 1);
        assert.deepEqual(idea.embeddableVideos, [
          'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          'https://vimeo.com/76979871',
        ]);
      });
    });
  });

  test('nobody but the owner opens the edit page: others go to the home page, a visitor signs in first', async () => {
    assert.ok(ideaId, 'the idea of the first test');
    await journey(browser, 'idea-edit-others', async (page) => {
      await page.goto(`${demo()}/idea/${ideaId}/edit`);
      await page.waitForURL((url) => url.pathname === '/login');
      assert.match(new URL(page.url()).searchParams.get('redirectUrl') ?? '', new RegExp(`/idea/${ideaId}/edit$`));

      await signIn(page, credentials.admin);
      await page.goto(`${demo()}/idea/${ideaId}`);
      await page.getByRole('heading', { level: 1, name: 'Rooftop gardens' }).waitFor();
      assert.equal(await page.getByRole('link', { name: exact(form.edit) }).count(), 0);
      await page.goto(`${demo()}/idea/${ideaId}/edit`);
      await page.waitForURL(`${demo()}/`);
    });
  });

  test('without JavaScript the form posts, comes back with its errors and what was typed, and creates the idea', async () => {
    await journey(
      browser,
      'idea-create-no-js',
      async (page) => {
        await signIn(page, credentials.follower);
        await page.goto(`${demo()}/createIdea`);
        await page.getByText(form.noScriptFiles).waitFor();
        await page.getByLabel(exact(form.name.label)).fill('Night buses');
        await page.getByLabel(exact(form.description.label)).fill('<p>Buses <strong>after midnight</strong></p>');
        await page.getByLabel(exact(fill(form.videos.url, { index: '2' }))).fill('ftp://nope');
        await page.getByRole('button', { name: form.submitCreate }).click();
        await page.getByText(en.messages.invalid_video_url).waitFor();
        assert.equal(await page.getByLabel(exact(form.name.label)).inputValue(), 'Night buses');
        assert.match(await page.getByLabel(exact(form.description.label)).inputValue(), /after midnight/);
        assert.equal(await page.getByLabel(exact(fill(form.videos.url, { index: '2' }))).inputValue(), 'ftp://nope');

        await page.getByLabel(exact(fill(form.videos.url, { index: '2' }))).fill('');
        await page.getByLabel(exact(form.attachments.choose)).setInputFiles([await picture('bus.png', '#1f5bc4')]);
        await page.getByRole('button', { name: form.submitCreate }).click();
        await page.waitForURL((url) => /^\/idea\/\d+$/.test(url.pathname));
        await page.getByRole('heading', { level: 1, name: 'Night buses' }).waitFor();
        await page.locator('article strong', { hasText: 'after midnight' }).waitFor();
      },
      { javaScriptEnabled: false },
    );
  });

  test("a full crowd's add-idea button opens the limit dialog, whose button tells the owners", async () => {
    await journey(browser, 'idea-limit', async (page) => {
      await signIn(page, credentials.follower);
      const subdomain = `full-${Date.now().toString(36)}`;
      const crowdId = await page.evaluate(async () => {
        const response = await fetch('/api/crowd', { method: 'POST' });
        return (await response.json()).crowd.id;
      });
      createSubscription(stack.env, { crowdId, tier: 0 });
      runSql(
        stack.env,
        `UPDATE crowd SET subdomain = '${subdomain}', subdomainNormalized = '${subdomain}', title = 'Full crowd', ` +
          `visible = 1, ideasCount = 50 WHERE id = ${crowdId}`,
      );
      const site = stack.baseUrl(`${subdomain}.${stack.env.MAIN_HOST}`);

      // The page the button leads to without JavaScript (signing in on the crowd's site on the way).
      await page.goto(`${site}/createIdea`);
      await page.getByRole('heading', { level: 1, name: en.messages.crowd_limit_reached }).waitFor();
      await page.getByText(en.messages.ideas_subscription_limit_reached).waitFor();
      await assertAccessible(page, 'the limit page');
      await page.getByRole('button', { name: form.limit.notify }).click();
      await page.getByText(en.messages.crowd_owners_notified).waitFor();

      await page.goto(`${site}/`);
      // With JavaScript the link says it opens a dialog, and does.
      await page.locator('a[aria-haspopup="dialog"]').waitFor();
      await page.getByRole('link', { name: exact(en.common.nav.addIdea) }).click();
      const dialog = page.getByRole('dialog', { name: en.messages.crowd_limit_reached });
      await dialog.getByText(en.messages.ideas_subscription_limit_reached).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');
      await assertAccessible(page, 'the limit dialog', '[role="dialog"]');
      await dialog.getByRole('button', { name: form.limit.notify }).click();
      await dialog.getByText(en.messages.crowd_owners_notified).waitFor();
    });
  });

  test('in Slovak', async () => {
    await journey(
      browser,
      'idea-form-sk',
      async (page) => {
        const texts = sk.crowdSite.ideaForm;
        await signIn(page, credentials.follower, sk);
        await page.goto(`${demo()}/createIdea`);
        await page.locator('button[name="locale"][value="sk"]').first().click();
        await page.getByRole('heading', { level: 1, name: texts.createTitle }).waitFor();
        await page.getByRole('button', { name: texts.submitCreate }).click();
        await page.getByText(sk.messages.validation_idea_name).waitFor();
        await page.getByText(sk.messages.validation_idea_description_empty).waitFor();
        await page.getByLabel(exact(texts.name.label)).fill('Lavičky v parku');
        await page.getByRole('textbox', { name: texts.description.label }).click();
        await page.keyboard.type('Viac lavičiek pri jazere.');
        await page.getByRole('button', { name: texts.submitCreate }).click();
        await page.waitForURL((url) => /^\/idea\/\d+$/.test(url.pathname));
        await page.getByText(sk.messages.idea_created).first().waitFor();
        await page.getByRole('link', { name: exact(texts.edit) }).waitFor();
        await page.locator('button[name="locale"][value="en"]').first().click();
        await page.getByRole('link', { name: exact(form.edit) }).waitFor();
      },
      { locale: 'sk-SK' },
    );
  });
});
