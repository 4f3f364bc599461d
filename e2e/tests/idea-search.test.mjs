import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, launchBrowser, submitSignIn } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const en = resources.en;
const sk = resources.sk;

const fill = (text, values) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe('searching ideas and similar ideas while writing (issue 28, items 1 and 2)', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3880 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const signIn = async (page, who, texts = en) => {
    await page.goto(`${main()}/login`);
    await submitSignIn(page, who, texts.auth);
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
  };

  /** The cards' full names (a cut name's full text is its link's title). */
  const cardNames = (page) =>
    page
      .getByTestId('idea-card')
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('title') || link.textContent.trim()));
  const marked = (page) => page.getByTestId('idea-card').locator('mark').allTextContents();

  test('a visitor searches the demo crowd in English from the search box, and an empty result offers to add the idea', async () => {
    await journey(browser, 'idea-search-en', async (page) => {
      const texts = en.crowdSite.home.search;
      await page.goto(`${demo()}/`);
      const box = page.getByRole('searchbox', { name: texts.label });
      await box.fill('SOLAR roof');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === 'SOLAR roof');
      await page.getByRole('heading', { name: fill(texts.resultsFor, { search: 'SOLAR roof' }) }).waitFor();
      const names = await cardNames(page);
      assert.deepEqual([...names].sort(), ['Solar panels on the car park roof', 'Solar panels on the warehouse roof']);
      assert.ok((await marked(page)).includes('Solar'));
      await assertAccessible(page, 'search results');

      await box.fill('zzqxw');
      await box.press('Enter');
      await page.getByText(fill(texts.empty, { search: 'zzqxw' })).waitFor();
      assert.equal(await page.getByRole('link', { name: exact(texts.addIdea) }).getAttribute('href'), '/createIdea');
    });
  });

  test('without JavaScript, in Slovak: a search folds case and diacritics, also on a category page', async () => {
    await journey(
      browser,
      'idea-search-sk-no-js',
      async (page) => {
        const texts = sk.crowdSite.home.search;
        await page.goto(`${demo()}/`);
        await page.locator('button[name="locale"][value="sk"]').first().click();
        const box = page.getByRole('searchbox', { name: texts.label });
        await box.fill('NAVRH strechu');
        await page.getByRole('button', { name: exact(texts.submit) }).click();
        await page.waitForURL((url) => url.searchParams.get('search') === 'NAVRH strechu');
        assert.deepEqual(await cardNames(page), ['Návrh na zelenú strechu']);
        const card = page.getByTestId('idea-card');
        assert.deepEqual(await card.locator('h3 mark').allTextContents(), ['Návrh', 'strechu']);
        assert.deepEqual(await card.locator('p mark').allTextContents(), ['strechu']);

        await page.goto(`${demo()}/sustainability`);
        await page.getByRole('searchbox', { name: texts.label }).fill('zelen strech');
        await page.getByRole('button', { name: exact(texts.submit) }).click();
        await page.waitForURL((url) => url.pathname === '/sustainability' && url.searchParams.has('search'));
        assert.deepEqual([...(await cardNames(page))].sort(), [
          'Návrh na zelenú strechu',
          'Zelená strecha nad skladom',
        ]);
      },
      { javaScriptEnabled: false, locale: 'sk-SK' },
    );
  });

  test('the create form shows similar ideas under the name as the follower types', async () => {
    await journey(browser, 'similar-ideas-js', async (page, context) => {
      const texts = en.crowdSite.ideaForm;
      await signIn(page, credentials.follower);

      // Typed before the page's script took over (a signed-in page hydrates once its user menu's
      // chunk is in; held back here): the name still asks for similar ideas once it has.
      const userMenuChunk = /\/assets\/user-menu-dropdown-[\w-]+\.js$/;
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await context.route(userMenuChunk, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${demo()}/createIdea`, { waitUntil: 'commit' });
      await page.getByLabel(exact(texts.name.label)).fill('Zelená strecha');
      // Released, the route lets every later request of the chunk through at once; it stays (an
      // unroute while the held request is being continued raced it: "Route is already handled").
      release();
      const early = page.getByTestId('similar-ideas');
      await early.getByRole('link', { name: 'Návrh na zelenú strechu' }).waitFor();

      await page.goto(`${demo()}/createIdea`);
      await page.getByLabel(exact(texts.name.label)).pressSequentially('Zelená strecha', { delay: 20 });
      const hint = page.getByTestId('similar-ideas');
      await hint.getByRole('link', { name: 'Návrh na zelenú strechu' }).waitFor();
      await hint.getByRole('link', { name: 'Zelená strecha nad skladom' }).waitFor();
      await hint.getByRole('link', { name: texts.similar.likeInstead }).first().click();
      await page.waitForURL((url) => /^\/idea\/\d+$/.test(url.pathname));
    });
  });

  test('without JavaScript, in Slovak, the first submit shows similar ideas and the second adds the idea', async () => {
    await journey(
      browser,
      'similar-ideas-sk-no-js',
      async (page) => {
        const texts = sk.crowdSite.ideaForm;
        await signIn(page, credentials.follower, sk);
        await page.goto(`${demo()}/createIdea`);
        await page.locator('button[name="locale"][value="sk"]').first().click();
        await page.getByLabel(exact(texts.name.label)).fill('Zelené strechy pre všetky budovy');
        await page.getByLabel(exact(texts.description.label)).fill('<p>Aj na administratívnej budove.</p>');
        await page.getByRole('button', { name: texts.submitCreate }).click();
        const confirm = page.getByTestId('similar-ideas');
        await confirm.getByRole('heading', { name: texts.similar.confirmTitle }).waitFor();
        await confirm.getByRole('link', { name: 'Zelená strecha nad skladom' }).waitFor();
        assert.equal(await page.getByLabel(exact(texts.name.label)).inputValue(), 'Zelené strechy pre všetky budovy');

        await page.getByRole('button', { name: texts.submitCreate }).click();
        await page.waitForURL((url) => /^\/idea\/\d+$/.test(url.pathname));
        await page.getByRole('heading', { level: 1, name: 'Zelené strechy pre všetky budovy' }).waitFor();
      },
      { javaScriptEnabled: false, locale: 'sk-SK' },
    );
  });
});
