import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, launchBrowser, submitSignIn } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth } = resources.en;
const texts = resources.en.common.notifications;
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name]));
const literally = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const BELL = /^Notifications, (\d+) unread$/;

describe('live notifications in the top bar', () => {
  let stack;
  let browser;
  let credentials;
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3820 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  test('the follower comments on and likes the admin’s idea: the admin’s bell counts up live, lists them and marks them read', async () => {
    await journey(browser, 'notifications-live', async (page) => {
      // The admin, signed in on the crowd site, waits with the live connection open.
      await page.goto(`${demo()}/login`);
      // socket.io answers the client's connect packet ("40") once the gateway accepted the handshake.
      const frames = [];
      const connected = new Promise((resolve) => {
        page.on('websocket', (ws) => {
          if (!ws.url().includes('/socket.io/')) return;
          ws.on('framereceived', (frame) => {
            frames.push(String(frame.payload));
            if (String(frame.payload).startsWith('40')) resolve();
          });
        });
      });
      await submitSignIn(page, credentials.admin, auth);
      await page.waitForURL((url) => url.pathname !== '/login');
      const bell = page.getByRole('button', { name: BELL });
      await bell.waitFor();
      const unread = async () => Number(BELL.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no socket.io connection; frames: ${frames.join(' | ')}`)), 15_000);
      });
      await Promise.race([connected, timeout]).finally(() => clearTimeout(timer));
      const before = await unread();
      const adminId = await page.evaluate(async () => (await (await fetch('/api/user')).json()).id);

      // The follower, in a browser context of their own (its API calls go to the main site's /api,
      // which Node resolves), picks one of the admin's ideas.
      const follower = await browser.newContext();
      try {
        const login = await follower.request.post(`${stack.baseUrl()}/api/login`, {
          data: {
            authProvider: 'EMAIL_PASSWORD',
            email: credentials.follower.email,
            password: credentials.follower.password,
          },
        });
        assert.equal(login.ok(), true, await login.text());
        const followerName = (await (await follower.request.get(`${stack.baseUrl()}/api/user`)).json()).name;
        const view = await (await follower.request.get(`${stack.baseUrl()}/api/crowdView/domain/demo`)).json();
        const { ideas } = await (
          await follower.request.get(`${stack.baseUrl()}/api/crowdView/ideas/${view.id}`)
        ).json();
        let idea;
        for (const candidate of ideas.filter((listed) => listed.ownerId === adminId)) {
          const read = await follower.request.get(`${stack.baseUrl()}/api/crowdView/idea/demo/${candidate.id}`);
          if (!(await read.json()).viewer.liked) {
            idea = candidate;
            break;
          }
        }
        assert.ok(idea, 'the admin has an idea the follower does not like yet');

        const comment = await follower.request.post(`${stack.baseUrl()}/api/crowdView/comment/demo`, {
          data: { ideaId: idea.id, content: 'Count me in for the first one.' },
        });
        assert.equal(comment.status(), 201, await comment.text());
        await page.getByRole('button', { name: fill(texts.bellLabel, { count: before + 1 }) }).waitFor();

        // The demo crowd asks its like questionnaire: the follower answers each question.
        const questionnaires = await follower.request.get(`${stack.baseUrl()}/api/crowdView/ideaQuestionnaire/demo`);
        const { likeQuestionnaire } = await questionnaires.json();
        const answers = likeQuestionnaire
          ? {
              questionnaireId: likeQuestionnaire.id,
              questionnaireAnswers: likeQuestionnaire.questions.map((question) =>
                question.options.length > 0
                  ? { questionId: question.id, optionIds: [question.options[0].id] }
                  : { questionId: question.id, answer: 'Yes.' },
              ),
            }
          : {};
        const like = await follower.request.post(`${stack.baseUrl()}/api/ideaLike/demo`, {
          data: { ideaId: idea.id, ...answers },
        });
        assert.equal(like.status(), 201, await like.text());
        await page.getByRole('button', { name: fill(texts.bellLabel, { count: before + 2 }) }).waitFor();

        // The dropdown: newest first, both unread, keyboard reachable and axe-clean.
        await bell.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await menu.waitFor();
        const items = menu.getByTestId('notification-item');
        await items.first().waitFor();
        assert.match(await items.nth(0).innerText(), literally(fill(texts.types.ideaLiked, { name: idea.name })));
        assert.match(
          await items.nth(1).innerText(),
          literally(fill(texts.detailed.ideaCommented, { name: idea.name, authorName: followerName })),
        );
        // The open menu hides the page from assistive technology (a modal menu): only it counts.
        await assertAccessible(page, 'the open notifications dropdown', '[role="menu"]');

        // The bell turns read at once; the reload below must not overtake the request that stores it.
        const stored = page.waitForResponse(
          (response) => response.url().includes('/resources/notifications') && response.request().method() === 'POST',
        );
        await menu.getByRole('menuitem', { name: exact(texts.markAllRead) }).click();
        assert.ok((await stored).ok(), 'marking all read is stored');
        // The menu stays open (the list turns read): it hides the bar from assistive technology.
        await page.getByRole('button', { name: fill(texts.bellLabel, { count: 0 }), includeHidden: true }).waitFor();
        assert.equal(await menu.getByText(texts.unread).count(), 0, 'no notification is marked unread');
        assert.equal(await page.getByTestId('notification-badge').count(), 0, 'the badge is gone');

        // And it stays read after a reload (the server renders the count).
        await page.keyboard.press('Escape');
        await page.reload();
        await page.getByRole('button', { name: fill(texts.bellLabel, { count: 0 }) }).waitFor();
      } finally {
        await follower.close();
      }
    });
  });
});
