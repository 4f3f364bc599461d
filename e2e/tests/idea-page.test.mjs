import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import {
  exact,
  journey,
  launchBrowser,
  READER_PENDING_MARK,
  sharedReaderPage,
  submitSignIn,
} from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, messages } = resources.en;
const texts = resources.en.crowdSite.idea;
const comments = resources.en.crowdSite.comments;
const sk = resources.sk.crowdSite.idea;
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name]));

/** The like questionnaire the demo admin sets up: one question of each kind. */
const QUESTIONS = [
  { questionType: 'TEXT', questionText: 'Why do you like it?', options: [] },
  { questionType: 'SINGLE_CHOICE', questionText: 'How soon?', options: [{ text: 'This year' }, { text: 'Later' }] },
  {
    questionType: 'MULTIPLE_CHOICE',
    questionText: 'Who gains?',
    options: [{ text: 'Customers' }, { text: 'Staff' }, { text: 'Partners' }],
  },
];

describe('the idea page on the demo crowd', () => {
  let smtp;
  let stack;
  let browser;
  let credentials;
  let crowdId;
  /** Two ideas of the demo crowd the follower does not like yet: one for each journey. */
  let ideas;
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  /** A fresh API session of `who` on the main site (cookies kept by the returned browser context). */
  async function apiAs(who) {
    const context = await browser.newContext();
    const login = await context.request.post(`${stack.baseUrl()}/api/login`, {
      data: { authProvider: 'EMAIL_PASSWORD', email: credentials[who].email, password: credentials[who].password },
    });
    assert.equal(login.ok(), true, await login.text());
    return context;
  }

  before(async () => {
    smtp = await startSmtpServer();
    stack = await startTestStack({ port: 3740, env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);

    const admin = await apiAs('admin');
    try {
      const view = await (await admin.request.get(`${stack.baseUrl()}/api/crowdView/domain/demo`)).json();
      crowdId = view.id;
      const questionnaires = await admin.request.get(`${stack.baseUrl()}/api/questionnaire/${crowdId}`);
      const { likeQuestionnaire } = await questionnaires.json();
      const saved = await admin.request.post(`${stack.baseUrl()}/api/questionnaire`, {
        data: {
          id: likeQuestionnaire.id,
          version: likeQuestionnaire.version,
          questionnaireType: 'IDEA_LIKE',
          crowdId,
          enabled: true,
          questions: QUESTIONS,
        },
      });
      assert.equal(saved.status(), 200, await saved.text());
    } finally {
      await admin.close();
    }

    const follower = await apiAs('follower');
    try {
      const list = await follower.request.get(`${stack.baseUrl()}/api/crowdView/ideas/${crowdId}`);
      const { ideas: listed } = await list.json();
      ideas = [];
      for (const idea of listed) {
        const read = await follower.request.get(`${stack.baseUrl()}/api/crowdView/idea/demo/${idea.id}`);
        const { viewer } = await read.json();
        if (!viewer.liked && !viewer.likeQuestionnaireAnswered) ideas.push(idea);
        if (ideas.length === 2) break;
      }
      assert.equal(ideas.length, 2, 'the follower has two demo ideas to like');
    } finally {
      await follower.close();
    }
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp?.stop();
  });

  const count = async (page, name) => Number(await page.locator(`[data-count="${name}"]`).textContent());
  const toast = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

  async function signIn(page, who) {
    await submitSignIn(page, credentials[who], auth);
  }

  /** Signs `who` in on the demo crowd from `path`, collecting every script error and console error the page reports from then on. */
  async function signInWatchingErrors(page, who, path) {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${demo()}/login?redirectUrl=${encodeURIComponent(path)}`);
    await signIn(page, who);
    await page.waitForURL((url) => url.pathname === path);
    return errors;
  }

  const commentItem = (page, text) =>
    page
      .locator('#comments')
      .getByRole('list', { name: comments.listLabel })
      .getByRole('listitem')
      .filter({ has: page.getByText(text, { exact: true }) });
  const commentField = (page) => page.locator('#comments').getByLabel(exact(comments.form.label));
  const commentButton = (page) => page.locator('#comments').getByRole('button', { name: exact(comments.form.submit) });

  test('a visitor opens an idea, signs in to like it, answers the questionnaire, unlikes, rates and shares it', async () => {
    const [idea] = ideas;
    const path = `/idea/${idea.id}`;
    await journey(browser, 'idea-page-js', async (page) => {
      const response = await page.goto(`${demo()}${path}`);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: exact(idea.name) }).waitFor();
      assert.match(await page.title(), new RegExp(`^${idea.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
      const views = await count(page, 'views');
      assert.equal(views, idea.viewCount + 1, 'the visit counts one view');
      await page
        .locator('#comments')
        .getByRole('heading', { name: exact(resources.en.crowdSite.comments.title) })
        .waitFor();
      // Signed out the rating is read-only.
      assert.equal(await page.getByRole('radio').count(), 0);
      await assertAccessible(page, 'the idea page, signed out');

      // Like signed out: sign in, and back to the idea.
      await page.getByRole('link', { name: new RegExp(`^\\s*${texts.like.like}`) }).click();
      await page.waitForURL(
        (url) => url.pathname === '/login' && new URL(url.searchParams.get('redirectUrl') ?? '', url).pathname === path,
      );
      await signIn(page, 'follower');
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: exact(idea.name) }).waitFor();
      const viewsSignedIn = await count(page, 'views');
      assert.equal(viewsSignedIn, views + 1, 'coming back from the sign-in page is a visit');

      // The pages the dialogs are without JavaScript (the other idea's questionnaire is still unanswered).
      await page.goto(`${demo()}/idea/${ideas[1].id}/like`);
      await page.getByRole('heading', { level: 1, name: exact(texts.questionnaire.title) }).waitFor();
      await assertAccessible(page, 'the like questionnaire page');
      await page.goto(`${demo()}${path}/share`);
      await page.getByRole('heading', { level: 1, name: exact(texts.share.title) }).waitFor();
      await assertAccessible(page, 'the share page');
      await page.getByRole('link', { name: exact(texts.back) }).click();
      await page.waitForURL((url) => url.pathname === path);
      assert.equal(await count(page, 'views'), viewsSignedIn, 'back from its own share page is not a new visit');

      // The questionnaire opens first; empty answers are refused in the browser.
      const likes = await count(page, 'likes');
      await page.getByRole('link', { name: new RegExp(`^\\s*${texts.like.like}`) }).click();
      const dialog = page.getByRole('dialog', { name: exact(texts.questionnaire.title) });
      await dialog.waitFor();
      await assertAccessible(page, 'the like questionnaire dialog');
      await dialog.getByRole('button', { name: exact(texts.questionnaire.submit) }).click();
      await dialog.getByText(messages.idea_question_validation_answer_empty).waitFor();
      assert.equal(await dialog.getByText(messages.idea_question_validation_option_empty).count(), 2);
      await dialog.getByLabel(exact('Why do you like it?')).fill('It saves time');
      await dialog.getByLabel(exact('This year')).check();
      await dialog.getByLabel(exact('Staff')).check();
      await dialog.getByLabel(exact('Partners')).check();
      await dialog.getByRole('button', { name: exact(texts.questionnaire.submit) }).click();
      await toast(page, messages.idea_liked);
      await page.getByRole('button', { name: new RegExp(`^\\s*${texts.like.unlike}`) }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await count(page, 'likes'), likes + 1);
      assert.equal(await count(page, 'views'), viewsSignedIn, 'liking is not a new view');

      // Unlike: the questionnaire is not asked again for this idea.
      await page.getByRole('button', { name: new RegExp(`^\\s*${texts.like.unlike}`) }).click();
      await toast(page, messages.idea_unliked);
      await page.getByRole('button', { name: new RegExp(`^\\s*${texts.like.like}`) }).waitFor();
      assert.equal(await count(page, 'likes'), likes);

      // Rate 4 of 5 with the keyboard.
      await page.getByRole('radio', { name: exact(fill(texts.rating.star, { value: 2, max: 5 })) }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(
        await page.getByRole('radio', { name: exact(fill(texts.rating.star, { value: 4, max: 5 })) }).isChecked(),
        true,
      );
      await page.getByRole('button', { name: exact(texts.rating.submit) }).click();
      await toast(page, messages.idea_rated);
      await page.getByText(exact(fill(texts.rating.own, { value: 4 }))).waitFor();

      // Share: a wrong address is refused in the dialog, then two friends get the link.
      await page.getByRole('link', { name: exact(texts.share.button) }).click();
      const share = page.getByRole('dialog', { name: exact(texts.share.title) });
      await share.waitFor();
      const emails = share.getByLabel(exact(texts.share.emails));
      assert.equal(await emails.getAttribute('rows'), '3');
      await emails.fill('friend-one@example.com; not-an-address');
      await share.getByRole('button', { name: exact(texts.share.submit) }).click();
      await share.getByText(messages.validation_crowd_users_emails).waitFor();
      await assertAccessible(page, 'the share dialog with an error');
      await emails.fill('friend-one@example.com, friend-two@example.com');
      await share.getByRole('button', { name: exact(texts.share.submit) }).click();
      await toast(page, messages.idea_shared);
      await share.waitFor({ state: 'detached' });
      const link = await smtp.linkTo('friend-two@example.com', new RegExp(`/idea/${idea.id}$`));
      assert.match(link, /^http:\/\/demo\./);
      assert.equal(await count(page, 'shares'), idea.shareCount + 1);
      await assertAccessible(page, 'the idea page, signed in');

      // A new visit counts one more view.
      await page.goto(`${demo()}${path}`);
      assert.equal(await count(page, 'views'), viewsSignedIn + 1);
    });
  });

  test('signed-in readers share one idea page per role; each browser fills in its own like, rating and comments (issue 27)', async () => {
    // After the first journey the follower rated this idea 4, answered its questionnaire and unliked it.
    const [idea] = ideas;
    const path = `/idea/${idea.id}`;
    const signInTo = async (page, who) => {
      await page.goto(`${demo()}/login?redirectUrl=${encodeURIComponent(path)}`);
      await signIn(page, who);
      await page.waitForURL((url) => url.pathname === path);
    };

    await journey(browser, 'idea-page-reader-follower', async (page) => {
      await signInTo(page, 'follower');
      const html = await sharedReaderPage(page, `${demo()}${path}`);
      assert.ok(!html.includes(credentials.follower.email), 'the shared page holds nothing of its reader');
      assert.ok(!html.includes('data-testid="own-rating"'), "nor anyone's own rating");
      assert.ok(!html.includes('changeState'), "a follower's page has no staff controls");

      // The reader's own state comes with their browser's one call.
      await page.getByText(exact(fill(texts.rating.own, { value: 4 }))).waitFor();
      const like = page.getByRole('button', { name: new RegExp(`^\\s*${texts.like.like}`) });
      await like.waitFor();
      assert.equal(await like.isEnabled(), true);
      // Their questionnaire for this idea is answered: the like is sent at once.
      await like.click();
      await toast(page, messages.idea_liked);
      await page.getByRole('button', { name: new RegExp(`^\\s*${texts.like.unlike}`) }).click();
      await toast(page, messages.idea_unliked);

      // The comment they write on it is theirs to edit.
      await sharedReaderPage(page, `${demo()}${path}`);
      await commentField(page).fill('Written on a shared page');
      await commentButton(page).click();
      await commentItem(page, 'Written on a shared page')
        .getByRole('button', { name: /^Edit your comment of/ })
        .waitFor();
      await sharedReaderPage(page, `${demo()}${path}`);
      await commentItem(page, 'Written on a shared page')
        .getByRole('button', { name: /^Edit your comment of/ })
        .waitFor();
      await assertAccessible(page, "a reader's shared idea page");
    });

    await journey(browser, 'idea-page-reader-admin', async (page) => {
      await signInTo(page, 'admin');
      const html = await sharedReaderPage(page, `${demo()}${path}`);
      assert.ok(html.includes('changeState'), "the admins' page keeps the state menu");
      assert.ok(!html.includes(credentials.admin.email) && !html.includes(credentials.follower.email));
      // Their like control waits for their own state, then is theirs.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      // The follower's comment is not the admin's to edit on the site.
      await commentItem(page, 'Written on a shared page').waitFor();
      assert.equal(
        await commentItem(page, 'Written on a shared page')
          .getByRole('button', { name: /^Edit your comment of/ })
          .count(),
        0,
      );
    });
  });

  test('a comment typed and sent as soon as the page appears is posted, whether the forms script is in or not', async () => {
    const path = `/idea/${ideas[0].id}`;
    await journey(browser, 'idea-page-early-comment', async (page, context) => {
      await page.goto(`${demo()}/login?redirectUrl=${encodeURIComponent(path)}`);
      await signIn(page, 'follower');
      await page.waitForURL((url) => url.pathname === path);

      // The comment forms' script (a chunk of their own) held back until `gate.open()`.
      const chunk = /\/assets\/comment-editors-[\w-]+\.js$/;
      let gate;
      const hold = () => {
        let open;
        const closed = new Promise((resolve) => (open = resolve));
        gate = { closed, open };
      };
      await context.route(chunk, async (route) => {
        await gate.closed;
        await route.continue();
      });

      // Sent before the script is in: the browser posts the form itself (before React hydrates it),
      // or React keeps the click and sends it once the script is in (when it was hydrating): posted
      // either way, and once (a second copy would make the locator ambiguous).
      hold();
      await page.goto(`${demo()}${path}`, { waitUntil: 'commit' });
      await commentField(page).fill('Sent before the script');
      // The form's own action, or the same as a Remix data request (`.data`).
      const posted = page.waitForRequest(
        (request) =>
          request.method() === 'POST' &&
          [`${path}/comments`, `${path}/comments.data`].includes(new URL(request.url()).pathname),
      );
      await commentButton(page).click();
      gate.open();
      await posted;
      await commentItem(page, 'Sent before the script').waitFor();

      // Typed before the script is in: the text is still there once React takes the form over.
      hold();
      await page.goto(`${demo()}${path}`, { waitUntil: 'commit' });
      await commentField(page).fill('Typed before the script');
      gate.open();
      await page.locator('#comments form input[name="script"]').waitFor({ state: 'attached' });
      assert.equal(await commentField(page).inputValue(), 'Typed before the script');
      await commentButton(page).click();
      await commentItem(page, 'Typed before the script').waitFor();
      await toast(page, messages.comment_created);
      assert.equal(await commentField(page).inputValue(), '', 'the page sent it: the form is empty again');

      // No script held back: typed and sent at once.
      await context.unroute(chunk);
      await page.goto(`${demo()}${path}`, { waitUntil: 'commit' });
      await commentField(page).fill('Sent at once');
      await commentButton(page).click();
      await commentItem(page, 'Sent at once').waitFor();
    });
  });

  test('a browser whose script has not marked the host yet gets the idea page with its controls in slots, and hydrates it as usual', async () => {
    const idea = ideas[2] ?? ideas[0];
    const path = `/idea/${idea.id}`;
    await journey(browser, 'idea-page-slots-scripted', async (page, context) => {
      const errors = await signInWatchingErrors(page, 'follower', path);
      await page.getByRole('heading', { level: 1, name: exact(idea.name) }).waitFor();
      // A view of its own after the sign-in's toast names the path's page to the cache; then, as a
      // browser's views before its script set the mark, the shared page filled in for a browser without script.
      await page.goto(`${demo()}${path}`);
      await context.clearCookies({ name: 'crowd_js' });
      const html = await (await page.goto(`${demo()}${path}`)).text();
      assert.ok(html.includes(READER_PENDING_MARK), 'the page shared with the followers');
      assert.match(html, /<noscript data-reader-slot="idea-like"><(form|a) /);
      // The script ignores the slots: it fills the controls in from its own call.
      await page.waitForFunction(
        () => document.readyState === 'complete' && !document.querySelector('[aria-busy="true"]'),
      );
      await page.getByRole('radio', { name: exact(fill(texts.rating.star, { value: 1, max: 5 })) }).waitFor();
      assert.equal(
        await page.locator('[data-reader-slot] form, [data-reader-slot] a').count(),
        0,
        'no slot content in the DOM',
      );
      assert.deepEqual(errors, []);
    });
  });

  test("the reader's parts coming before a part loaded on demand has hydrated leave its markup in place", async () => {
    const idea = ideas[2] ?? ideas[0];
    const path = `/idea/${idea.id}`;
    await journey(browser, 'idea-page-parts-before-lazy-chunks', async (page) => {
      const errors = await signInWatchingErrors(page, 'follower', path);
      await sharedReaderPage(page, `${demo()}${path}`);
      // As on a slow connection: the chunks the page asks for once its own scripts ran (its parts
      // loaded on demand, each behind a Suspense boundary) come well after the reader call's answer.
      let scriptsRan = false;
      page.on('domcontentloaded', () => {
        scriptsRan = true;
      });
      await page.route('**/assets/*.js', async (route) => {
        if (scriptsRan) await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      const html = await (await page.goto(`${demo()}${path}`)).text();
      assert.ok(html.includes(READER_PENDING_MARK), 'the page shared with the followers');
      await page.getByRole('radio', { name: exact(fill(texts.rating.star, { value: 1, max: 5 })) }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(errors, []);
    });
  });

  test('without JavaScript the questionnaire and the share form are pages of their own', async () => {
    const idea = ideas[1];
    const path = `/idea/${idea.id}`;
    await journey(
      browser,
      'idea-page-nojs',
      async (page) => {
        await page.goto(`${demo()}/login?redirectUrl=${encodeURIComponent(path)}`);
        await signIn(page, 'follower');
        await page.waitForURL((url) => url.pathname === path);
        // The first view is a page of its own (it names the role); the next ones are the page shared
        // with the crowd's followers, with this reader's controls filled into its `<noscript>` slots
        // by the web (decision 042).
        for (let visit = 0; visit < 3; visit += 1) {
          const html = await (await page.goto(`${demo()}${path}`)).text();
          assert.equal(html.includes(READER_PENDING_MARK), visit > 0, `view ${visit + 1}`);
          if (visit > 0) assert.match(html, /<noscript data-reader-slot="idea-like"><a [^>]*href="\/idea\/\d+\/like"/);
        }
        await page.getByRole('heading', { level: 1, name: exact(idea.name) }).waitFor();
        const likes = await count(page, 'likes');

        await page.getByRole('link', { name: new RegExp(`^\\s*${texts.like.like}`) }).click();
        await page.waitForURL((url) => url.pathname === `${path}/like`);
        await page.getByRole('heading', { level: 1, name: exact(texts.questionnaire.title) }).waitFor();
        // Refused answers come back with what was typed.
        await page.getByLabel(exact('Why do you like it?')).fill('Cheaper');
        await page.getByRole('button', { name: exact(texts.questionnaire.submit) }).click();
        await page.getByText(messages.idea_question_validation_option_empty).first().waitFor();
        assert.equal(await page.getByLabel(exact('Why do you like it?')).inputValue(), 'Cheaper');
        await page.getByLabel(exact('Later')).check();
        await page.getByLabel(exact('Customers')).check();
        await page.getByRole('button', { name: exact(texts.questionnaire.submit) }).click();
        await page.waitForURL((url) => url.pathname === path);
        await toast(page, messages.idea_liked);
        assert.equal(await count(page, 'likes'), likes + 1);

        await page.getByRole('button', { name: new RegExp(`^\\s*${texts.like.unlike}`) }).click();
        await toast(page, messages.idea_unliked);
        assert.equal(await count(page, 'likes'), likes);

        // Rated on the shared page: the form in its slot carries the reader's own rating.
        await page.goto(`${demo()}${path}`);
        // The star drawn over the radio: a click on it (its label) picks it.
        await page
          .getByRole('radio', { name: exact(fill(texts.rating.star, { value: 3, max: 5 })) })
          .locator('xpath=..')
          .click();
        await page.getByRole('button', { name: exact(texts.rating.submit) }).click();
        await toast(page, messages.idea_rated);
        assert.ok(
          (await (await page.goto(`${demo()}${path}`)).text()).includes(READER_PENDING_MARK),
          'the shared page again',
        );
        await page.getByText(exact(fill(texts.rating.own, { value: 3 }))).waitFor();
        assert.ok(
          await page.getByRole('radio', { name: exact(fill(texts.rating.star, { value: 3, max: 5 })) }).isChecked(),
        );

        await page.getByRole('link', { name: exact(texts.share.button) }).click();
        await page.waitForURL((url) => url.pathname === `${path}/share`);
        await page.getByLabel(exact(texts.share.emails)).fill('');
        await page.getByRole('button', { name: exact(texts.share.submit) }).click();
        await page.getByText(messages.validation_crowd_users_emails_empty).waitFor();
        await page.getByLabel(exact(texts.share.emails)).fill('nojs-friend@example.com');
        await page.getByRole('button', { name: exact(texts.share.submit) }).click();
        await page.waitForURL((url) => url.pathname === path);
        await toast(page, messages.idea_shared);
        await smtp.linkTo('nojs-friend@example.com', new RegExp(`/idea/${idea.id}$`));

        // The comment form is a plain form: posted, the page comes back with the comment.
        await commentField(page).fill('Posted without JavaScript');
        await commentButton(page).click();
        await page.waitForURL((url) => url.pathname === path && url.hash === '#comments');
        await commentItem(page, 'Posted without JavaScript').waitFor();
        await toast(page, messages.comment_created);
        // On the shared page, their own comment has its edit link, from its slot.
        const shared = await (await page.goto(`${demo()}${path}`)).text();
        assert.ok(shared.includes(READER_PENDING_MARK), 'the shared page again');
        const editLabel = comments.edit.label.split('{{')[0];
        await commentItem(page, 'Posted without JavaScript')
          .getByRole('link', { name: new RegExp(`^${editLabel}`) })
          .waitFor();
      },
      { javaScriptEnabled: false },
    );
  });

  test('an unknown idea is a 404 page, and the page speaks Slovak', async () => {
    await journey(
      browser,
      'idea-page-sk',
      async (page) => {
        const missing = await page.goto(`${demo()}/idea/987654`);
        assert.equal(missing.status(), 404);
        await page.getByRole('heading', { name: exact(resources.sk.common.notFound.title) }).waitFor();

        await page.goto(`${demo()}/idea/${ideas[0].id}`);
        await page.getByRole('heading', { name: exact(sk.rating.title) }).waitFor();
        await page.getByRole('link', { name: new RegExp(`^\\s*${sk.like.like}`) }).waitFor();
        await page.getByText(exact(sk.counts.views)).waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), 'sk');
      },
      { locale: 'sk-SK' },
    );
  });
});
