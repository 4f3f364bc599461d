import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { exact, journey, launchBrowser } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, crowdAdmin, messages } = resources.en;
const texts = crowdAdmin.ideaSettings;
const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name]));

describe('crowd admin: idea settings (the two questionnaires)', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();

  before(async () => {
    stack = await startTestStack({ port: 3680 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Signs the demo crowd's admin in and opens its idea settings tab. */
  const openIdeaSettings = async (page) => {
    await page.goto(`${main()}/login`);
    await page.getByLabel(exact(auth.fields.email)).fill(credentials.admin.email);
    await page.getByLabel(exact(auth.fields.password)).fill(credentials.admin.password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const crowds = await (await page.request.get(`${main()}/api/crowd`)).json();
    const crowd = crowds.find((candidate) => candidate.subdomain === 'demo');
    assert.ok(crowd, 'the demo admin administers the demo crowd');
    const path = `${main()}/crowds/${crowd.id}/ideaSettings`;
    await page.goto(path);
    return path;
  };

  const questionHeading = new RegExp(`^${fill(texts.questionLabel, { number: '\\d+' })}$`);
  const editor = (page, title) => page.getByRole('form', { name: title });
  const question = (form, number) =>
    form
      .getByRole('listitem')
      .filter({ has: form.page().getByRole('heading', { name: fill(texts.questionLabel, { number }) }) });

  test('adds a single-choice question with 3 options and a recommended one, saves, and removes an option', async () => {
    await journey(browser, 'idea-settings-js', async (page) => {
      const path = await openIdeaSettings(page);
      const creation = editor(page, texts.creation.title);
      await creation.getByText(texts.empty).waitFor();

      await creation.getByLabel(exact(texts.newQuestionType)).selectOption('SINGLE_CHOICE');
      await creation.getByRole('button', { name: exact(texts.addQuestion) }).click();
      const first = question(creation, 1);
      await first.getByLabel(exact(texts.questionText)).fill('Which team benefits most?');
      await first.getByLabel(exact(fill(texts.optionLabel, { number: 1 }))).fill('Sales');
      await first.getByLabel(exact(fill(texts.optionLabel, { number: 2 }))).fill('Support');
      // Two options: none of them may be removed yet.
      assert.equal(await first.getByRole('button', { name: /Remove option/ }).count(), 0);
      await first.getByRole('button', { name: exact(texts.addOption) }).click();
      await first.getByLabel(exact(fill(texts.optionLabel, { number: 3 }))).fill('Engineering');

      await creation.getByLabel(exact(texts.presets.label)).selectOption('savings');
      await creation.getByRole('button', { name: exact(texts.presets.add) }).click();
      await creation.getByRole('switch').click();
      await creation.getByRole('button', { name: exact(texts.save) }).click();
      await page.getByText(messages.idea_questionnaire_saved).first().waitFor();

      await page.goto(path);
      const saved = editor(page, texts.creation.title);
      const reloaded = question(saved, 1);
      assert.equal(await reloaded.getByLabel(exact(texts.questionText)).inputValue(), 'Which team benefits most?');
      assert.equal(
        await reloaded.getByLabel(exact(fill(texts.optionLabel, { number: 3 }))).inputValue(),
        'Engineering',
      );
      assert.equal(
        await question(saved, 2).getByLabel(exact(texts.questionText)).inputValue(),
        texts.presets.savings.question,
      );
      assert.equal(await saved.getByRole('switch').getAttribute('aria-checked'), 'true');

      await reloaded.getByRole('button', { name: exact(fill(texts.removeOption, { number: 2 })) }).click();
      assert.equal(await reloaded.getByRole('button', { name: /Remove option/ }).count(), 0);
      await saved.getByRole('button', { name: exact(texts.save) }).click();
      await page.getByText(messages.idea_questionnaire_saved).first().waitFor();
      await page.goto(path);
      const afterRemoval = question(editor(page, texts.creation.title), 1);
      assert.equal(
        await afterRemoval.getByLabel(exact(fill(texts.optionLabel, { number: 2 }))).inputValue(),
        'Engineering',
      );
      assert.equal(await afterRemoval.getByLabel(exact(fill(texts.optionLabel, { number: 3 }))).count(), 0);
    });
  });

  test('works without JavaScript: every button posts the draft, save stores it', async () => {
    await journey(
      browser,
      'idea-settings-nojs',
      async (page) => {
        const path = await openIdeaSettings(page);
        let like = editor(page, texts.like.title);
        // The demo crowd's like questionnaire has questions already: the new one comes after them.
        const number = (await like.getByRole('heading', { name: questionHeading }).count()) + 1;
        await like.getByLabel(exact(texts.newQuestionType)).selectOption('SINGLE_CHOICE');
        await like.getByRole('button', { name: exact(texts.addQuestion) }).click();
        await page.waitForLoadState();
        like = editor(page, texts.like.title);
        const first = question(like, number);
        await first.getByLabel(exact(texts.questionText)).fill('Would you use it yourself?');
        await first.getByLabel(exact(fill(texts.optionLabel, { number: 1 }))).fill('Yes');
        await first.getByLabel(exact(fill(texts.optionLabel, { number: 2 }))).fill('No');
        await first.getByRole('button', { name: exact(texts.addOption) }).click();
        await page.waitForLoadState();
        like = editor(page, texts.like.title);
        // What was typed came back with the new, empty third option.
        assert.equal(
          await question(like, number).getByLabel(exact(texts.questionText)).inputValue(),
          'Would you use it yourself?',
        );
        await question(like, number)
          .getByLabel(exact(fill(texts.optionLabel, { number: 3 })))
          .fill('Maybe');
        await like.getByRole('checkbox').check();
        await like.getByRole('button', { name: exact(texts.save) }).click();
        await page.waitForLoadState();
        // Without JavaScript the toast is rendered inside <noscript>, which text locators skip.
        assert.ok((await page.content()).includes(messages.idea_questionnaire_saved));

        await page.goto(path);
        like = editor(page, texts.like.title);
        assert.equal(
          await question(like, number)
            .getByLabel(exact(fill(texts.optionLabel, { number: 3 })))
            .inputValue(),
          'Maybe',
        );
        assert.equal(await like.getByRole('checkbox').isChecked(), true);
      },
      { javaScriptEnabled: false },
    );
  });
});
