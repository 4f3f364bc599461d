import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;

/** Debian's chromium, installed with apt when missing (no browser download of its own). */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('> installing chromium with apt-get');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export async function launchBrowser() {
  ensureChromium();
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Runs one journey step; on failure keeps a screenshot under e2e/artifacts and rethrows. */
export async function step(page, name, fn) {
  try {
    await fn();
  } catch (error) {
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`screenshot of the failure: ${file}`);
    throw error;
  }
}

/** A role or label name matched whole (surrounding white space allowed), as the page's text is. */
export const exact = (text) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** One journey in a fresh browser context (its own cookies), closed afterwards. */
export async function journey(browser, name, fn, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  try {
    await step(page, name, () => fn(page, context));
  } finally {
    await context.close();
  }
}

/** Who the API says is signed in on the page's current host, asked from inside the page. */
export const signedInEmail = (page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/user');
    return response.ok ? (await response.json()).email : null;
  });

/**
 * Fills and sends the sign-in form the page shows (on whichever host it is), as `who`; `auth` is
 * the page language's `auth` texts. The caller waits for where the sign-in leads.
 */
export async function submitSignIn(page, who, auth) {
  await page.getByLabel(exact(auth.fields.email)).fill(who.email);
  await page.getByLabel(exact(auth.fields.password)).fill(who.password);
  await page.getByRole('button', { name: exact(auth.login.submit) }).click();
}

/**
 * Opens the signed-in user's menu. Its button hydrates once the page's script, its texts and the
 * menu's chunk are in; a click before that is lost (a person would click again), so this waits for
 * the page's network to settle first.
 */
export async function openUserMenu(page, label) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('menu').waitFor();
}

/** The hosts of the page's document requests from now on (each redirect hop is one): a cross-host bounce shows in it. */
export function navigationsOf(page) {
  const hosts = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) hosts.push(new URL(request.url()).host);
  });
  return hosts;
}

/** The `lng` cookie as the web's language switch writes it (Remix's base64 JSON encoding). */
export const languageCookie = (locale, url) => ({
  name: 'lng',
  value: encodeURIComponent(Buffer.from(JSON.stringify(locale)).toString('base64')),
  url,
});

/** What a page the web rendered once for every signed-in reader of a class holds instead of the user menu (decision 038). */
export const READER_PENDING_MARK = 'data-testid="user-pending"';

/**
 * Loads `url` until the web answers the page it rendered for every signed-in reader of this
 * browser's class (the first visits are the reader's own: they tell the web the path is shared and
 * issue the reader cookie); its HTML.
 */
export async function sharedReaderPage(page, url) {
  for (let visit = 0; visit < 4; visit += 1) {
    const html = await (await page.goto(url)).text();
    if (html.includes(READER_PENDING_MARK)) return html;
  }
  throw new Error(`the web never answered ${url} as the page shared with this reader's class`);
}
