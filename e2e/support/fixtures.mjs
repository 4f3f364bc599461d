import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const PLAN_ROWS = {
  0: { name: 'trial', price: 0 },
  1: { name: 'party', price: 9900 },
  2: { name: 'concert', price: 21900 },
  3: { name: 'festival', price: 49900 },
};

function mysql(env, statement) {
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
      statement,
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
  const plan = PLAN_ROWS[tier];
  if (!plan || !Number.isInteger(crowdId))
    throw new Error(`no subscription fixture for crowd ${crowdId}, tier ${tier}`);
  const columns =
    'crowdId, tier, name, status, baseMonthlyPrice, currency, version, validFrom, validTo, createdAt, updatedAt';
  const values = `${crowdId}, ${tier}, '${plan.name}', 'ACTIVE', ${plan.price}, 'EUR', 1`;
  if (env.DATABASE_URL) {
    mysql(
      env,
      `INSERT INTO subscription (${columns}) VALUES (${values}, UTC_TIMESTAMP(3) - INTERVAL 1 DAY, ` +
        'UTC_TIMESTAMP(3) + INTERVAL 30 DAY, UTC_TIMESTAMP(3), UTC_TIMESTAMP(3))',
    );
    return;
  }
  const at = (modifier) => `strftime('%Y-%m-%d %H:%M:%f', 'now'${modifier ? `, '${modifier}'` : ''})`;
  const db = new Database(join(env.DATA_DIR, 'crowd.sqlite'));
  try {
    db.prepare(
      `INSERT INTO subscription (${columns}) VALUES (${values}, ${at('-1 day')}, ${at('+30 days')}, ${at()}, ${at()})`,
    ).run();
  } finally {
    db.close();
  }
}
