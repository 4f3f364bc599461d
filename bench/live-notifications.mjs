#!/usr/bin/env node
// Live notifications on one api instance (decision 026): BENCH_SOCKETS (1,000) signed-in users each
// hold a socket.io connection, as the web proxy forwards a browser's (X-Forwarded-Host, Cookie,
// Origin); another user comments on each one's idea, BENCH_LIVE_CONCURRENCY (1) comments in flight at
// a time, and each notification's latency is measured from sending the comment to its arrival on the
// owner's socket (request, queue, fan-out, push). Prints one JSON document like run.mjs.
// Embedded default only (SQLite, in-process queue: the api runs the processor). Needs nest-api built.
// `npm run live -w @crowd/bench`.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { io } from 'socket.io-client';
import { ROOT, waitForHttp } from '../scripts/lib/run.mjs';
import { portEnv, runSeed, stackEnv, startProcess, stopProcess } from '../scripts/lib/stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
/** Comments in flight at a time: 1 measures delivery, more measures the api saturated by comments too. */
const CONCURRENCY = Number(process.env.BENCH_LIVE_CONCURRENCY ?? 1);
/** Comments sent before measuring, whose notifications are not counted. */
const WARMUP_COMMENTS = Number(process.env.BENCH_LIVE_WARMUP ?? 50);
const BUDGET = { latencyP99Ms: 100 };

if (process.env.DATABASE_URL || process.env.REDIS_URL) {
  console.error('live-notifications: runs the embedded default only (unset DATABASE_URL and REDIS_URL)');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'crowd-bench-live-'));
const env = stackEnv({
  ...portEnv(PORT),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  SHARED_READ_CACHE_MS: '0',
});
const origin = `http://${env.MAIN_HOST}`;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

/** The owners (one idea each, one session each) and the commenter, written straight into the database. */
function createPeople(crowdId) {
  const db = new Database(join(dataDir, 'crowd.sqlite'));
  const now = "strftime('%Y-%m-%d %H:%M:%f', 'now')";
  const later = "strftime('%Y-%m-%d %H:%M:%f', 'now', '+1 day')";
  const addUser = db.prepare(
    `INSERT INTO user (version, email, emailNormalized, name, locale, trialEligible, verifiedAt, createdAt, updatedAt) VALUES (1, ?, ?, ?, 'en', 1, ${now}, ${now}, ${now})`,
  );
  const addSession = db.prepare(
    `INSERT INTO session (id, userId, host, kind, familyId, createdAt, lastSeenAt, expiresAt) VALUES (?, ?, ?, 'host', ?, ${now}, ${now}, ${later})`,
  );
  const addIdea = db.prepare(
    `INSERT INTO idea (crowdId, ownerId, creatorName, name, description, state, version, createdAt, updatedAt) VALUES (?, ?, ?, ?, '<p>Live benchmark.</p>', 'SUBMITTED', 1, ${now}, ${now})`,
  );
  const addMember = db.prepare(
    `INSERT INTO crowd_member (version, crowdId, userId, role, disabled, createdAt) VALUES (1, ?, ?, 'CROWD_FOLLOWER', 0, ${now})`,
  );
  const person = (index) => {
    const email = `live-bench-${index}@bench.local`;
    const userId = Number(addUser.run(email, email, `Live ${index}`).lastInsertRowid);
    const token = randomBytes(32).toString('base64url');
    addSession.run(sha256(token), userId, env.MAIN_HOST, sha256(token));
    addMember.run(crowdId, userId);
    return { userId, cookie: `crowd_sid=${token}` };
  };
  try {
    return db.transaction(() => {
      const owners = Array.from({ length: SOCKETS }, (_, index) => {
        const owner = person(index);
        const ideaId = Number(
          addIdea.run(crowdId, owner.userId, `Live ${index}`, `Live idea ${index}`).lastInsertRowid,
        );
        return { ...owner, ideaId };
      });
      return { owners, commenter: person('commenter') };
    })();
  } finally {
    db.close();
  }
}

function connect(cookie) {
  const socket = io(env.API_URL, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { 'X-Forwarded-Host': env.MAIN_HOST, Cookie: cookie, Origin: origin },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
}

async function inBatches(items, size, each) {
  const results = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(each))));
  }
  return results;
}

const api = startProcess('api', join(ROOT, 'nest-api', 'dist', 'main.js'), env, { quiet: true });
const sockets = [];
try {
  await waitForHttp(`${env.API_URL}/api/health`, { timeoutMs: 90_000 });
  await runSeed(env, { quiet: true });
  const crowd = await (await fetch(`${env.API_URL}/api/crowdView/domain/demo`)).json();
  const { owners, commenter } = createPeople(crowd.id);

  const connectStart = performance.now();
  sockets.push(...(await inBatches(owners, 50, (owner) => connect(owner.cookie))));
  const connectMs = performance.now() - connectStart;

  const sentAt = new Map();
  const answeredAt = new Map();
  const latencies = [];
  const afterAnswer = [];
  let allArrived;
  const arrived = new Promise((resolve) => (allArrived = resolve));
  sockets.forEach((socket) =>
    socket.on('notification', (notification) => {
      const sent = sentAt.get(notification.entityId);
      if (sent === undefined) return;
      const now = performance.now();
      latencies.push(now - sent);
      // Usually after the answer; a push may beat it, since the job starts once the comment is committed.
      afterAnswer.push(Math.max(0, now - (answeredAt.get(notification.entityId) ?? now)));
      sentAt.delete(notification.entityId);
      if (latencies.length === owners.length) allArrived();
    }),
  );

  const comment = async ({ ideaId }, measured = true) => {
    if (measured) sentAt.set(ideaId, performance.now());
    const response = await fetch(`${env.API_URL}/api/crowdView/comment/demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Host': env.MAIN_HOST, Cookie: commenter.cookie },
      body: JSON.stringify({ ideaId, content: 'Live benchmark comment' }),
    });
    if (measured) answeredAt.set(ideaId, performance.now());
    if (response.status !== 201) throw new Error(`comment on idea ${ideaId}: ${response.status}`);
  };
  // Unmeasured first: JIT compilation and first fills are not the steady state.
  for (const owner of owners.slice(0, WARMUP_COMMENTS)) await comment(owner, false);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const queue = [...owners];
  const sendStart = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await comment(next);
    }),
  );
  await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  const totalMs = performance.now() - sendStart;

  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted.length ? percentile(sorted, 99) : null;
  const withinBudget = latencies.length === owners.length && p99 !== null && p99 < BUDGET.latencyP99Ms;
  process.exitCode = withinBudget ? 0 : 1;
  const sortedAfterAnswer = [...afterAnswer].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        name: 'live notifications on one api instance',
        database: 'sqlite',
        sockets: sockets.length,
        connectAllMs: round(connectMs),
        commentConcurrency: CONCURRENCY,
        notificationsSent: owners.length,
        notificationsArrived: latencies.length,
        totalMs: round(totalMs),
        latencyP50Ms: sorted.length ? round(percentile(sorted, 50)) : null,
        latencyP95Ms: sorted.length ? round(percentile(sorted, 95)) : null,
        latencyP99Ms: p99 === null ? null : round(p99),
        latencyMaxMs: sorted.length ? round(sorted[sorted.length - 1]) : null,
        afterAnswerP50Ms: sortedAfterAnswer.length ? round(percentile(sortedAfterAnswer, 50)) : null,
        afterAnswerP99Ms: sortedAfterAnswer.length ? round(percentile(sortedAfterAnswer, 99)) : null,
        budget: BUDGET,
        withinBudget,
      },
      null,
      2,
    ),
  );
} finally {
  for (const socket of sockets) socket.close();
  await stopProcess(api);
  rmSync(dataDir, { recursive: true, force: true });
}
