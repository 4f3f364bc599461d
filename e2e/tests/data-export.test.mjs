import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { fromBufferPromise } from 'yauzl';
import { assertAccessible } from '../support/accessibility.mjs';
import { languageCookie, launchBrowser, step, submitSignIn } from '../support/browser.mjs';
import { activatedAccount, demoCredentials } from '../support/fixtures.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { startTestStack } from '../support/stack.mjs';

/** Every entry of a zip, by name. */
async function unzip(bytes) {
  const zip = await fromBufferPromise(bytes);
  const entries = new Map();
  for await (const entry of zip.eachEntry()) {
    const chunks = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

const streamToBuffer = async (stream) => {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('download my data (issue 29, decision 033)', () => {
  let smtp;
  let stack;
  let browser;
  let credentials;
  const main = () => stack.baseUrl();

  before(async () => {
    smtp = await startSmtpServer();
    // A fresh account (a few rows) is zipped while it streams; the demo follower (ideas, likes,
    // comments, images) is above the limit and packed on the queue.
    stack = await startTestStack({ port: 5010, env: { SMTP_URL: smtp.url, USER_EXPORT_QUEUE_ABOVE: '5' } });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp?.stop();
  });

  const signIn = async (context, page, locale, who) => {
    await page.goto(`${main()}/login`);
    await submitSignIn(page, who, resources[locale].auth);
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
    // Signing in sets the account's own language; the journey runs in `locale`.
    await context.addCookies([languageCookie(locale, main())]);
  };

  /** The zip a download event saved, unpacked; data.json parsed and kept raw too. */
  const unpacked = async (download) => {
    assert.match(download.suggestedFilename(), /^crowd-ideas-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(await streamToBuffer(await download.createReadStream()));
    const raw = entries.get('data.json')?.toString('utf8') ?? '';
    for (const file of JSON.parse(raw).files) assert.ok(entries.has(file.path), `${file.path} is in the zip`);
    return { entries, raw, data: JSON.parse(raw) };
  };

  for (const locale of ['en', 'sk']) {
    const texts = resources[locale].account.dataExport;

    test(`a large account is told a mail will follow, and its link downloads the zip, in ${locale}`, async () => {
      const context = await browser.newContext({ acceptDownloads: true });
      await context.addCookies([languageCookie(locale, main())]);
      const page = await context.newPage();
      try {
        const mailsBefore = smtp.mails.length;
        await step(page, `data-export-queued-${locale}`, async () => {
          await signIn(context, page, locale, credentials.follower);
          await page.goto(`${main()}/account`);
          const section = page.locator('#data-export');
          await section.getByRole('heading', { name: texts.title }).waitFor();
          await assertAccessible(page, `/account's download my data section (${locale})`, '#data-export');
          await section.getByRole('link', { name: texts.action }).click();
          await section.getByRole('status').filter({ hasText: texts.queued }).waitFor();
          await assertAccessible(page, `/account with the export queued (${locale})`, '#data-export');
        });
        await step(page, `data-export-mail-link-${locale}`, async () => {
          const link = await smtp.linkTo(credentials.follower.email, /\/account\/export\/\d+/, { since: mailsBefore });
          const mail = smtp.mails.slice(mailsBefore).find((candidate) => candidate.links.includes(link));
          // The mail and README.txt are in the account's language (English for these accounts), whatever the page's.
          assert.ok(mail.text.includes(resources.en.mail.userExportReady.heading));
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.goto(link).catch(() => undefined), // a download aborts the navigation
          ]);
          const { entries, raw, data } = await unpacked(download);
          assert.equal(data.profile.email, credentials.follower.email);
          assert.ok(data.ideas.some((idea) => idea.name === 'Self-service returns kiosk'));
          assert.ok(data.comments.some((comment) => comment.content.startsWith('Can we show the live production')));
          assert.ok(!raw.includes('passwordHash') && !raw.includes('$argon2'), 'no password hash in data.json');
          assert.ok(!raw.includes(credentials.admin.email), "no other user's e-mail in data.json");
          assert.ok(entries.get('README.txt')?.toString('utf8').includes(resources.en.mail.userExportReadme.title));
        });
      } finally {
        await context.close();
      }
    });

    test(`a small account clicks the button and gets the zip at once, in ${locale}`, async () => {
      const context = await browser.newContext({ acceptDownloads: true });
      await context.addCookies([languageCookie(locale, main())]);
      const page = await context.newPage();
      try {
        await step(page, `data-export-streamed-${locale}`, async () => {
          const email = await activatedAccount(page, { baseUrl: main(), smtp, name: 'Zip', password: 'Zip-Passw0rd!' });
          await context.addCookies([languageCookie(locale, main())]);
          await page.goto(`${main()}/account`);
          const section = page.locator('#data-export');
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            section.getByRole('link', { name: texts.action }).click(),
          ]);
          const { entries, raw, data } = await unpacked(download);
          assert.equal(data.profile.email, email);
          assert.ok(!raw.includes('$argon2'), 'no password hash in data.json');
          assert.ok(entries.get('README.txt')?.toString('utf8').includes(resources.en.mail.userExportReadme.title));
          // The browser saved the zip; the page stayed.
          assert.equal(new URL(page.url()).pathname, '/account');
        });
      } finally {
        await context.close();
      }
    });
  }
});
