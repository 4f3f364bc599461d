import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, languageCookie, launchBrowser, openUserMenu, signedInEmail } from '../support/browser.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { BROWSER_UA } from '../support/http.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, common, crowdAdmin, messages } = resources.en;

describe('crowd administration', () => {
  let stack;
  let browser;
  let credentials;
  /** The crowd the first journey creates, for the journeys after it. */
  const created = { id: null, subdomain: `e2e-${randomBytes(3).toString('hex')}`, title: 'Harbour ideas' };
  const main = () => stack.baseUrl();
  const demo = () => stack.baseUrl(`demo.${stack.env.MAIN_HOST}`);
  const crowdSite = () => stack.baseUrl(`${created.subdomain}.${stack.env.MAIN_HOST}`);

  before(async () => {
    stack = await startTestStack({ port: 3600 });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Each journey is a browser of its own (its own cookies). */
  const adminJourney = (name, options, fn) => journey(browser, name, fn, { userAgent: BROWSER_UA, ...options });

  const signIn = async (page, origin, { email, password }, texts = auth) => {
    await page.goto(`${origin}/login?sso=none`);
    await page.getByLabel(exact(texts.fields.email)).fill(email);
    await page.getByLabel(exact(texts.fields.password)).fill(password);
    await page.getByRole('button', { name: exact(texts.login.submit) }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'));
  };

  /** The card (its form) that holds the field labelled `label`. */
  const cardWith = (page, label) => page.locator('form').filter({ has: page.getByLabel(exact(label)) });

  test('create a crowd, give it a subdomain and a title, see it on its own site', async () => {
    await adminJourney('crowd-admin-create', {}, async (page, context) => {
      // The demo follower administers no crowd yet.
      await signIn(page, main(), credentials.follower);
      await openUserMenu(page, common.nav.userMenu);
      await page.getByRole('menuitem', { name: common.nav.myCrowds }).click();
      await page.waitForURL(`${main()}/crowds`);
      await page.getByText(crowdAdmin.crowds.empty.title).waitFor();
      await assertAccessible(page, '/crowds without crowds');

      await page.getByRole('button', { name: crowdAdmin.crowds.create }).click();
      await page.waitForURL((url) => /^\/crowds\/\d+$/.test(url.pathname));
      created.id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByText(messages.crowd_created).first().waitFor();
      // A new crowd has no subscription, no logo and is hidden; it has no site until it has a subdomain.
      await page.getByText(crowdAdmin.layout.banners.noSubscription).waitFor();
      await page.getByText(crowdAdmin.layout.banners.noLogo).waitFor();
      await page.getByText(crowdAdmin.layout.banners.notVisible).waitFor();
      await page.getByText(crowdAdmin.layout.previewNoSite).waitFor();
      await assertAccessible(page, 'the profile tab of a new crowd');

      const domainCard = cardWith(page, crowdAdmin.profile.domain.subdomain);
      await domainCard.getByLabel(exact(crowdAdmin.profile.domain.subdomain)).fill('admin');
      await domainCard.getByRole('button', { name: crowdAdmin.profile.save }).click();
      await page.getByText(messages.validation_crowd_subdomain_invalid).waitFor();
      await domainCard.getByLabel(exact(crowdAdmin.profile.domain.subdomain)).fill(created.subdomain);
      await domainCard.getByRole('button', { name: crowdAdmin.profile.save }).click();
      await page.getByText(messages.crowd_update_successful).first().waitFor();

      const profileCard = cardWith(page, crowdAdmin.profile.profile.crowdTitle);
      await profileCard.getByLabel(exact(crowdAdmin.profile.profile.crowdTitle)).fill(created.title);
      // Visible needs a subscription: a dialog says so instead of saving.
      await profileCard.getByRole('switch', { name: crowdAdmin.profile.profile.visible }).click();
      await page.getByRole('dialog', { name: crowdAdmin.profile.needsSubscription.title }).waitFor();
      await assertAccessible(page, 'the subscription-needed dialog', '[role="dialog"]');
      await page.getByRole('button', { name: crowdAdmin.profile.needsSubscription.close }).click();
      assert.equal(
        await profileCard
          .getByRole('switch', { name: crowdAdmin.profile.profile.visible })
          .getAttribute('aria-checked'),
        'false',
      );
      await profileCard.getByRole('button', { name: crowdAdmin.profile.save }).click();
      await page.getByRole('heading', { level: 1, name: created.title }).waitFor();

      // The table lists it with its status and plan.
      await page.goto(`${main()}/crowds`);
      const row = page.getByRole('row').filter({ hasText: created.title });
      await row.getByText(common.crowdStatus.inactive).waitFor();
      await row.getByText(common.plans.no_subscription).waitFor();
      await assertAccessible(page, '/crowds');

      // The preview opens the hidden crowd's site in a new tab, where its admin sees it.
      await page.goto(`${main()}/crowds/${created.id}`);
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: crowdAdmin.layout.preview }).click(),
      ]);
      await preview.waitForURL((url) => url.origin === crowdSite() && !url.searchParams.has('sso'));
      await preview.getByText(created.title).first().waitFor();
      await preview.getByText(common.crowdPreview.hidden).waitFor();
      assert.equal(await signedInEmail(preview), credentials.follower.email);
    });

    await adminJourney('crowd-admin-outsider', {}, async (page) => {
      await page.goto(`${crowdSite()}/`);
      await page.getByRole('heading', { name: common.crowdBlocked.hiddenTitle }).waitFor();
    });
  });

  test('a save over a newer version is refused and the form shows the current values', async () => {
    assert.ok(created.id, 'the first journey created a crowd');
    await adminJourney('crowd-admin-stale', {}, async (page, context) => {
      await signIn(page, main(), credentials.follower);
      const profile = `${main()}/crowds/${created.id}/profile`;
      await page.goto(profile);
      const other = await context.newPage();
      await other.goto(profile);
      const titleIn = (tab) =>
        cardWith(tab, crowdAdmin.profile.profile.crowdTitle).getByLabel(exact(crowdAdmin.profile.profile.crowdTitle));
      const save = (tab) =>
        cardWith(tab, crowdAdmin.profile.profile.crowdTitle).getByRole('button', { name: crowdAdmin.profile.save });

      await titleIn(other).fill('Harbour ideas, newer');
      await save(other).click();
      await other.getByText(messages.crowd_update_successful).first().waitFor();

      await titleIn(page).fill('Harbour ideas, stale');
      await save(page).click();
      await page.getByText(messages.optimistic_locking_error).first().waitFor();
      await page.getByRole('heading', { level: 1, name: 'Harbour ideas, newer' }).waitFor();
      assert.equal(await titleIn(page).inputValue(), 'Harbour ideas, newer');
    });
  });

  test('the profile page in Slovak', async () => {
    assert.ok(created.id, 'the first journey created a crowd');
    const sk = resources.sk;
    await adminJourney('crowd-admin-slovak', {}, async (page, context) => {
      await signIn(page, main(), credentials.follower);
      // Signing in applies the account's language (en): the visitor then switches to Slovak.
      await context.addCookies([languageCookie('sk', main())]);
      await page.goto(`${main()}/crowds/${created.id}/profile`);
      assert.equal(await page.getAttribute('html', 'lang'), 'sk');
      await page.getByRole('heading', { name: sk.crowdAdmin.profile.domain.title }).waitFor();
      await page.getByRole('heading', { name: sk.crowdAdmin.profile.profile.title }).waitFor();
      await page.getByLabel(exact(sk.crowdAdmin.profile.domain.subdomain)).waitFor();
      await page.getByRole('link', { name: sk.crowdAdmin.layout.tabs.theming }).first().waitFor();
      await page.getByText(sk.crowdAdmin.layout.banners.notVisible).waitFor();
      await assertAccessible(page, 'the profile tab in Slovak');
    });
  });

  test('the profile form works without JavaScript', async () => {
    assert.ok(created.id, 'the first journey created a crowd');
    await adminJourney('crowd-admin-nojs', { javaScriptEnabled: false }, async (page) => {
      await signIn(page, main(), credentials.follower);
      await page.goto(`${main()}/crowds/${created.id}/profile`);
      const profileCard = cardWith(page, crowdAdmin.profile.profile.crowdTitle);
      await profileCard.getByLabel(exact(crowdAdmin.profile.profile.crowdTitle)).fill(' ');
      await profileCard.getByRole('button', { name: crowdAdmin.profile.save }).click();
      await page.getByText(messages.validation_crowd_title).waitFor();

      // Without the dialog, making the crowd visible without a subscription is a field error.
      await profileCard.getByLabel(exact(crowdAdmin.profile.profile.crowdTitle)).fill('Harbour ideas');
      await profileCard.getByRole('checkbox', { name: crowdAdmin.profile.profile.visible }).check();
      await profileCard.getByRole('button', { name: crowdAdmin.profile.save }).click();
      await page.getByText(messages.validation_crowd_visible_no_subscription).waitFor();
      // The refused form comes back as it was sent, the switch still on.
      await profileCard.getByRole('checkbox', { name: crowdAdmin.profile.profile.visible }).uncheck();

      await profileCard.getByLabel(exact(crowdAdmin.profile.profile.crowdTitle)).fill('Harbour ideas, no JS');
      await profileCard.getByLabel(exact(crowdAdmin.profile.profile.rewardAmount)).fill('12.50');
      await profileCard.getByRole('button', { name: crowdAdmin.profile.save }).click();
      await page.getByRole('heading', { level: 1, name: 'Harbour ideas, no JS' }).waitFor();
      assert.equal(await profileCard.getByLabel(exact(crowdAdmin.profile.profile.rewardAmount)).inputValue(), '12.5');
    });
  });

  test('Dashboard from the crowd lands signed in on /crowds/{id}', async () => {
    await adminJourney('crowd-admin-dashboard', {}, async (page) => {
      await signIn(page, demo(), credentials.admin);
      await page.goto(`${demo()}/`);
      await openUserMenu(page, common.nav.userMenu);
      await page.getByRole('menuitem', { name: common.nav.dashboard }).click();
      await page.waitForURL((url) => url.origin === main() && /^\/crowds\/\d+$/.test(url.pathname));
      await page
        .getByRole('tab', { name: crowdAdmin.layout.tabs.profile })
        .or(page.getByRole('link', { name: crowdAdmin.layout.tabs.profile }))
        .first()
        .waitFor();
      assert.equal(await signedInEmail(page), credentials.admin.email);
    });
  });
});
