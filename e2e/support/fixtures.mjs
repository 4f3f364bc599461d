import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PLANS } from '@crowd/contracts/plans';
import { resources } from '@crowd/i18n';
import Database from 'better-sqlite3';

/** The demo crowd's admin and follower (e-mail, password), as the seed wrote them for the stack. */
export const demoCredentials = (stack) =>
  JSON.parse(readFileSync(join(stack.env.DATA_DIR, 'demo-credentials.json'), 'utf8'));

/**
 * How long what signed-out visitors were shown may still be shown after a write past the app
 * (decision 025): the API's shared read, the web's read of it and the page made of that.
 */
const settleMs = (env) => 2 * Number(env.PUBLIC_READ_CACHE_MS ?? 1000) + Number(env.SHARED_READ_CACHE_MS ?? 1000) + 200;

/**
 * Runs one SQL statement straight in the stack's database (MariaDB through the `mysql` client, or
 * the SQLite file), for the few facts no page sets yet. `sql` may differ per engine. A write past
 * the app empties none of its shared answers: it returns once they have let go of the old ones.
 */
export function runSql(env, sql) {
  execute(env, sql);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, settleMs(env));
}

function execute(env, sql) {
  if (!env.DATABASE_URL) {
    const db = new Database(join(env.DATA_DIR, 'crowd.sqlite'));
    try {
      db.prepare(typeof sql === 'string' ? sql : sql.sqlite).run();
    } finally {
      db.close();
    }
    return;
  }
  const url = new URL(env.DATABASE_URL);
  execFileSync(
    'mysql',
    [
      '-h',
      url.hostname,
      '-P',
      url.port || '3306',
      '-u',
      decodeURIComponent(url.username),
      url.pathname.slice(1),
      '-e',
      typeof sql === 'string' ? sql : sql.mysql,
    ],
    { env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) }, stdio: 'pipe' },
  );
}

/**
 * Gives a crowd an active subscription of `tier`, in force from yesterday for 30 days, straight
 * in the stack's database: subscriptions are bought through an API of their own (not there yet).
 * Times are UTC, as the API stores them.
 */
export function createSubscription(env, { crowdId, tier }) {
  const plan = PLANS[tier];
  if (!plan || !Number.isInteger(crowdId))
    throw new Error(`no subscription fixture for crowd ${crowdId}, tier ${tier}`);
  const columns =
    'crowdId, tier, name, status, baseMonthlyPrice, currency, version, validFrom, validTo, createdAt, updatedAt';
  const values = `${crowdId}, ${tier}, '${plan.name}', 'ACTIVE', ${plan.baseMonthlyPrice}, '${plan.currency}', 1`;
  const at = (modifier) => `strftime('%Y-%m-%d %H:%M:%f', 'now'${modifier ? `, '${modifier}'` : ''})`;
  runSql(env, {
    mysql:
      `INSERT INTO subscription (${columns}) VALUES (${values}, UTC_TIMESTAMP(3) - INTERVAL 1 DAY, ` +
      'UTC_TIMESTAMP(3) + INTERVAL 30 DAY, UTC_TIMESTAMP(3), UTC_TIMESTAMP(3))',
    sqlite: `INSERT INTO subscription (${columns}) VALUES (${values}, ${at('-1 day')}, ${at('+30 days')}, ${at()}, ${at()})`,
  });
}

/**
 * Registers an account through the API and opens its activation link (from the local SMTP server),
 * which signs the browser in; returns the account's e-mail.
 */
export async function activatedAccount(page, { baseUrl, smtp, name, password }) {
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post(`${baseUrl}/api/register`, {
    data: { email, confirmEmail: email, name, password, confirmPassword: password, locale: 'en' },
  });
  if (registered.status() !== 201)
    throw new Error(`registration failed: ${registered.status()} ${await registered.text()}`);
  await page.goto(await smtp.linkTo(email, /\/accountActivation\/[\w-]+/));
  await page.getByText(resources.en.messages.activation_token_success).first().waitFor();
  return email;
}
