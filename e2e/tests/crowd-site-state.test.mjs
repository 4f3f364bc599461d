import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, languageCookie, launchBrowser, submitSignIn } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

/** Seeded ideas of the demo crowd on its home's first page, each changed by one journey only. */
const ON_CARD = { en: 'Monthly idea hackathon', sk: 'Loyalty points for repairs' };
const ON_PAGE = { en: 'Dark mode for the mobile app', sk: 'Price alerts for wish lists' };
const FOLLOWER_SEES = 'Solar panels on the warehouse roof';

describe("the admin's state menu on the crowd site (issue 25, item 4)", () => {
  let stack;
  let browser;
  let credentials;
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 4320 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Signs `who` in on the crowd's own sign-in page and shows the crowd's home in `locale`. */
  const signInOnCrowd = async (page, who, locale) => {
    await page.goto(`${demo()}/login?sso=none`);
    await submitSignIn(page, credentials[who], resources[await page.getAttribute('html', 'lang')].auth);
    await page.waitForURL((url) => url.origin === demo() && !url.pathname.startsWith('/login'));
    // Signing in applies the account's language; the journey wants its own.
    await page.context().addCookies([languageCookie(locale, demo())]);
    await page.goto(`${demo()}/`);
    assert.equal(await page.getAttribute('html', 'lang'), locale);
  };

  /** A card of the home, found by the start of its name (cards cut names at 24 characters). */
  const card = (page, name) => page.getByTestId('idea-card').filter({ hasText: name.slice(0, 20) });
  const stateButton = (scope, locale) =>
    scope.getByRole('button', { name: new RegExp(`^${resources[locale].crowdAdmin.ideas.state.label}:`) });
  const toast = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  /** The idea page's chips (state first). */
  const pageChips = (page, locale) => page.getByRole('list', { name: resources[locale].crowdSite.idea.chips });

  const openIdea = async (page, name) => {
    await card(page, name).getByRole('link').click();
    await page.waitForURL(/\/idea\/\d+$/);
    await page.locator('#idea-title').waitFor();
    return new URL(page.url()).pathname;
  };

  for (const locale of ['en', 'sk']) {
    const { common, messages } = resources[locale];
    const states = common.ideaStates;

    test(`the admin changes a card's state and the idea page's state, in ${locale}`, async () => {
      await journey(browser, `crowd-state-js-${locale}`, async (page) => {
        await signInOnCrowd(page, 'admin', locale);
        await page.waitForLoadState('networkidle');
        const onCard = card(page, ON_CARD[locale]);
        await stateButton(onCard, locale).click();
        await page.getByRole('menuitemradio', { name: exact(states.APPROVED) }).click();
        await toast(page, messages.idea_updated);
        await page.waitForURL(`${demo()}/`);
        await stateButton(onCard, locale).filter({ hasText: states.APPROVED }).waitFor();
        await onCard.getByText(exact(states.APPROVED)).first().waitFor();
        await assertAccessible(page, `the crowd home with state menus (${locale})`);

        await openIdea(page, ON_PAGE[locale]);
        await page.waitForLoadState('networkidle');
        await stateButton(page, locale).click();
        await page.getByRole('menuitemradio', { name: exact(states.UNDERWAY) }).click();
        await toast(page, messages.idea_updated);
        await pageChips(page, locale).getByText(exact(states.UNDERWAY)).waitFor();
        await page.reload();
        await pageChips(page, locale).getByText(exact(states.UNDERWAY)).waitFor();
      });
    });

    test(`without JavaScript the admin changes both with a plain form, in ${locale}`, async () => {
      const texts = resources[locale].crowdAdmin.ideas.state;
      await journey(
        browser,
        `crowd-state-nojs-${locale}`,
        async (page) => {
          await signInOnCrowd(page, 'admin', locale);
          const onCard = card(page, ON_CARD[locale]);
          await onCard.getByLabel(exact(texts.label)).selectOption('IMPLEMENTED');
          await onCard.getByRole('button', { name: exact(texts.apply) }).click();
          await page.waitForURL(`${demo()}/`);
          await toast(page, messages.idea_updated);
          await onCard.getByText(exact(states.IMPLEMENTED)).first().waitFor();

          const path = await openIdea(page, ON_PAGE[locale]);
          await page.getByLabel(exact(texts.label)).selectOption('REJECTED');
          await page.getByRole('button', { name: exact(texts.apply) }).click();
          await page.waitForURL(`${demo()}${path}`);
          await toast(page, messages.idea_updated);
          await pageChips(page, locale).getByText(exact(states.REJECTED)).waitFor();
        },
        { javaScriptEnabled: false },
      );
    });
  }

  test('the forms offered without JavaScript have no axe violations', async () => {
    // axe needs scripts: the page runs them, but none of the app's, so it stays as the server made it.
    await journey(browser, 'crowd-state-nojs-axe', async (page) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await signInOnCrowd(page, 'admin', 'sk');
      const texts = resources.sk.crowdAdmin.ideas.state;
      await card(page, FOLLOWER_SEES)
        .getByRole('button', { name: exact(texts.apply) })
        .waitFor();
      await assertAccessible(page, "the crowd home's state forms without JavaScript");
      await openIdea(page, FOLLOWER_SEES);
      await page.getByRole('button', { name: exact(texts.apply) }).waitFor();
      await assertAccessible(page, "the idea page's state form without JavaScript");
    });
  });

  test('a follower sees no state menu, and a forged change is refused', async () => {
    await journey(browser, 'crowd-state-follower', async (page) => {
      await signInOnCrowd(page, 'follower', 'en');
      await page.waitForLoadState('networkidle');
      const onCard = card(page, FOLLOWER_SEES);
      await onCard.waitFor();
      assert.equal(await stateButton(page, 'en').count(), 0, 'no state menu on the cards');
      const path = await openIdea(page, FOLLOWER_SEES);
      await page.waitForLoadState('networkidle');
      assert.equal(await stateButton(page, 'en').count(), 0, 'no state menu on the idea page');
      const before = await pageChips(page, 'en').getByRole('listitem').first().textContent();

      // The plain form's post, sent from the page (its origin, its session): the API refuses it.
      const answer = await page.evaluate(async (action) => {
        const form = { intent: 'changeState', ideaState: 'REJECTED', version: '1', back: action };
        const response = await fetch(action, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
        return response.type;
      }, path);
      assert.equal(answer, 'opaqueredirect', 'back to the page, with an error toast');
      await page.reload();
      assert.equal(await pageChips(page, 'en').getByRole('listitem').first().textContent(), before);
    });
  });

  test('a signed-out visitor sees no state menu, in Slovak', async () => {
    await journey(
      browser,
      'crowd-state-signed-out',
      async (page) => {
        await page.goto(`${demo()}/`);
        await card(page, FOLLOWER_SEES).waitFor();
        assert.equal(await stateButton(page, 'sk').count(), 0);
        assert.equal(await page.getByLabel(exact(resources.sk.crowdAdmin.ideas.state.label)).count(), 0);
        await openIdea(page, FOLLOWER_SEES);
        assert.equal(await stateButton(page, 'sk').count(), 0);
      },
      { locale: 'sk-SK' },
    );
  });
});
