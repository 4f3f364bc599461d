import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import {
  exact,
  journey,
  launchBrowser,
  openUserMenu,
  sharedReaderPage,
  step,
  submitSignIn,
} from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const en = resources.en;
const texts = en.crowdAdmin.ideas;
const comments = en.crowdSite.comments;
const states = en.common.ideaStates;
const tags = en.common.ideaTags;

/** The seeded idea the journey administers (liked by the demo's Slovak members, commented on). */
const KIOSK = 'Self-service returns kiosk';

describe('idea administration (issue 14)', () => {
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3800 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A demo user (the crowd's admin unless named), signed in on the main site (and so, single sign-on, on the demo crowd). */
  const signIn = async (page, who = 'admin') => {
    await page.goto(`${main()}/login`);
    await submitSignIn(page, credentials[who], en.auth);
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
  };

  /** The page's script has taken over (its buttons open dialogs and menus). */
  const hydrated = (page) => page.waitForLoadState('networkidle');

  const ideaRow = (page, name) => page.getByRole('row').filter({ has: page.getByRole('link', { name: exact(name) }) });

  /** The idea's admin page, opened from the table (all rows on one page). */
  const openIdea = async (page, name) => {
    await page.goto(`${main()}/ideas?size=all`);
    await ideaRow(page, name)
      .getByRole('link', { name: exact(name) })
      .click();
    await page.waitForURL(/\/ideas\/\d+$/);
    await hydrated(page);
    return Number(new URL(page.url()).pathname.split('/').pop());
  };

  /** The state menu's button, named by what it shows ("State: Underway"). */
  const stateMenu = (page) => page.getByRole('button', { name: new RegExp(`^${texts.state.label}:`) });

  /** The chips of an idea's card on the demo crowd's public home, filtered as given. */
  const publicCard = (page, name) => page.getByTestId('idea-card').filter({ hasText: name });

  test('signed-in readers share /ideas; each browser fills in its own table (issue 27)', async () => {
    // First: the journeys after it rename and delete the seeded ideas it reads.
    for (const who of ['admin', 'follower']) {
      await journey(browser, `ideas-reader-${who}`, async (page) => {
        await signIn(page, who);
        const html = await sharedReaderPage(page, `${main()}/ideas?size=all`);
        assert.ok(!html.includes(KIOSK), 'the shared page holds no row');
        assert.ok(!html.includes(credentials.admin.email) && !html.includes(credentials.follower.email));
        const row = page.getByRole('row').filter({ hasText: KIOSK });
        if (who === 'admin') {
          // The crowd's admin administers it: the row opens the idea's admin tabs.
          await ideaRow(page, KIOSK).waitFor();
        } else {
          // The follower wrote it: a link to it on the crowd's site, and theirs to delete.
          await row.getByRole('link', { name: new RegExp(texts.openOnSite.replace('{{name}}', KIOSK)) }).waitFor();
        }
        await row.getByRole('button', { name: texts.delete.label.replace('{{name}}', KIOSK) }).waitFor();
        await assertAccessible(page, `the ideas table filled in by the ${who}'s browser`);
        await openUserMenu(page, en.common.nav.userMenu);
        await page.getByText(credentials[who].email).waitFor();
      });
    }
  });

  test('an admin lists ideas, changes state and tags, edits, moderates comments, reads stats and exports answers', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    try {
      await signIn(page);

      await step(page, 'ideas-list', async () => {
        await openUserMenu(page, en.common.nav.userMenu);
        await page.getByRole('menuitem', { name: en.common.nav.myIdeas }).click();
        await page.waitForURL(`${main()}/ideas`);
        await page.getByRole('heading', { name: exact(texts.title) }).waitFor();
        // Ten rows a page by default; the seed has more.
        assert.equal(await page.getByRole('row').count(), 11);
        await assertAccessible(page, 'the ideas table');
      });

      const ideaId = await openIdea(page, KIOSK);

      await step(page, 'idea-state', async () => {
        await page.getByRole('heading', { name: exact(KIOSK) }).waitFor();
        await assertAccessible(page, 'the idea edit tab');
        await stateMenu(page).click();
        await page.getByRole('menuitemradio', { name: exact(states.UNDERWAY) }).click();
        await page.getByText(en.messages.idea_updated).first().waitFor();
        await page.getByRole('group', { name: texts.chips.label }).getByText(exact(states.UNDERWAY)).waitFor();
      });

      await step(page, 'idea-same-state-sends-nothing', async () => {
        let posts = 0;
        page.on('request', (request) => {
          if (request.method() === 'POST') posts += 1;
        });
        await stateMenu(page).click();
        await page.getByRole('menuitemradio', { name: exact(states.UNDERWAY) }).click();
        await page.waitForTimeout(300);
        assert.equal(posts, 0, 'picking the current state sends nothing');
        page.removeAllListeners('request');
      });

      await step(page, 'idea-edit-and-tags', async () => {
        await page.getByRole('switch', { name: tags.rewarded }).check();
        await page.getByLabel(exact(en.crowdSite.ideaForm.name.label)).fill(`${KIOSK} 2.0`);
        await page.getByRole('button', { name: exact(en.crowdSite.ideaForm.submitEdit) }).click();
        await page.getByText(en.messages.idea_updated).first().waitFor();
        await page.getByRole('heading', { name: exact(`${KIOSK} 2.0`) }).waitFor();
        await page.getByRole('group', { name: texts.chips.label }).getByText(exact(tags.rewarded)).waitFor();
      });

      await step(page, 'idea-chips-on-public-site', async () => {
        await page.goto(`${demo()}/?filter=rewarded`);
        // Cards cut long names: the card is found by the name's start.
        const card = publicCard(page, 'Self-service returns');
        await card.getByText(exact(states.UNDERWAY)).waitFor();
        await card.getByText(exact(tags.rewarded)).waitFor();
        await card.getByText(exact(tags.featured)).waitFor();
      });

      await step(page, 'idea-comments', async () => {
        await page.goto(`${main()}/ideas/${ideaId}`);
        await page.getByRole('link', { name: exact(texts.layout.tabs.comments) }).click();
        await page.waitForURL(`${main()}/ideas/${ideaId}/comments`);
        await hydrated(page);
        const list = page.getByRole('list', { name: comments.listLabel });
        const item = list.getByRole('listitem').filter({ hasText: 'Happy to help with a pilot in my branch!' });
        await item.waitFor();
        await list
          .getByRole('listitem')
          .filter({ hasText: 'We are checking this' })
          .getByText(exact(en.common.roles.CROWD_ADMIN))
          .waitFor();
        await assertAccessible(page, 'the comments tab');
        await item.getByRole('button', { name: /^Delete the comment of Jana Kováčová of / }).click();
        const dialog = page.getByRole('alertdialog', { name: comments.delete.title });
        await dialog.getByRole('button', { name: exact(comments.delete.confirm) }).click();
        await item.waitFor({ state: 'detached' });
        await page.getByText(en.messages.comment_deleted).first().waitFor();
        await page.reload();
        await list.getByText('The kiosk could print the return label too.').waitFor();
        assert.equal(await list.getByText('Happy to help with a pilot in my branch!').count(), 0);
      });

      await step(page, 'idea-stats-and-export', async () => {
        await page.getByRole('link', { name: exact(texts.layout.tabs.stats) }).click();
        await page.waitForURL(`${main()}/ideas/${ideaId}/stats`);
        const table = page.getByRole('table', { name: texts.stats.table });
        const allTime = table.getByRole('row').filter({ hasText: texts.stats.all });
        // The address changes as the tab's data arrives, before React has drawn it.
        await allTime.waitFor();
        assert.deepEqual(await allTime.getByRole('cell').allTextContents(), ['2', '8']);
        await page.getByTestId('idea-stats-chart').locator('svg').first().waitFor();
        await assertAccessible(page, 'the stats tab');

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: texts.export.csv }).click(),
        ]);
        assert.equal(download.suggestedFilename(), `idea-${ideaId}-answers.csv`);
        const csv = readFileSync(await download.path(), 'utf8');
        const [header] = csv.replace(/^\uFEFF/, '').split('\r\n');
        assert.equal(header, 'Idea,Questionnaire,Question,Answer,Author,Date');
        assert.match(csv, /Jana Kováčová/, 'Slovak names survive the export');
        assert.match(csv, /How often would this idea help you\?/);
      });
    } finally {
      await context.close();
    }
  });

  test('without JavaScript an admin changes the state with a plain form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signIn(page);
      const QUIET = 'Quiet room on every floor';
      await step(page, 'ideas-shared-no-js', async () => {
        // The page shared with the main site's readers, its table filled into its slot by the web (decision 042).
        const html = await sharedReaderPage(page, `${main()}/ideas?size=all`);
        assert.match(html, /<noscript data-reader-slot="ideas-table"><div/);
        assert.ok(!html.includes(credentials.admin.email), 'no e-mail of the reader in the page');
        await ideaRow(page, QUIET).waitFor();
        await page
          .getByRole('link', { name: exact(en.common.table.sortBy.replace('{{column}}', texts.columns.likes)) })
          .click();
        await page.waitForURL((url) => url.searchParams.get('sort') === 'likes');
        await ideaRow(page, QUIET).waitFor();
      });
      const ideaId = await openIdea(page, QUIET);
      await step(page, 'idea-state-no-js', async () => {
        await page.getByLabel(exact(texts.state.label)).selectOption('DEFERRED');
        await page.getByRole('button', { name: exact(texts.state.apply) }).click();
        await page.waitForURL(`${main()}/ideas/${ideaId}`);
        await page.getByRole('group', { name: texts.chips.label }).getByText(exact(states.DEFERRED)).waitFor();
      });
    } finally {
      await context.close();
    }
  });

  test('an admin deletes an idea after confirming it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signIn(page);
      await step(page, 'idea-delete', async () => {
        const name = 'Team lunch on Fridays';
        await page.goto(`${main()}/ideas?size=all`);
        await hydrated(page);
        const row = ideaRow(page, name);
        await row.getByRole('button', { name: texts.delete.label.replace('{{name}}', name) }).click();
        const dialog = page.getByRole('alertdialog', { name: texts.delete.title });
        await dialog.getByRole('button', { name: exact(en.common.actions.cancel) }).click();
        await row.waitFor();
        await row.getByRole('button', { name: texts.delete.label.replace('{{name}}', name) }).click();
        await dialog.getByRole('button', { name: exact(texts.delete.confirm) }).click();
        await page.getByText(en.messages.idea_deleted).first().waitFor();
        await row.waitFor({ state: 'detached' });
        await page.goto(`${main()}/ideas?size=all`);
        assert.equal(await ideaRow(page, name).count(), 0);
      });
    } finally {
      await context.close();
    }
  });
});
