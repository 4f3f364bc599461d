#!/usr/bin/env node
// Demo data against the scaled data set (issue 27), read by read: two stacks side by side, one
// seeded with the demo crowd only, the other also with BENCH_SEED_SCALE ideas (100 000 unless
// set), asked in turn one request at a time, so both see the same load of a shared machine.
// Prints each read's median latency on both and their ratio; exits 1 when a read is more than
// 20 % slower at scale. `npm run compare-scale -w @crowd/bench`. On MySQL, DATABASE_URL is the
// demo stack's (empty or demo-only) database and BENCH_SCALE_DATABASE_URL the scaled one's.
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portEnv, stackEnv, startStack } from '../scripts/lib/stack.mjs';
import { benchDataDir, seedScale } from './scale.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 41);
const TOLERANCE = 1.2;
/** Only the reads whose name contains this text (e.g. `BENCH_ONLY=notifications`). */
const ONLY = process.env.BENCH_ONLY ?? '';
const SCALE_IDEAS = Number(process.env.BENCH_SEED_SCALE || 100_000);
/** A read slower than this at scale is asked fewer times (at least MIN_REQUESTS): its ratio is plain anyway. */
const TIME_PER_READ_MS = 20_000;
const MIN_REQUESTS = 7;
if (process.env.DATABASE_URL && !process.env.BENCH_SCALE_DATABASE_URL) {
  console.error('BENCH_SCALE_DATABASE_URL (the scaled database) is required with DATABASE_URL.');
  process.exit(2);
}

/** A stack on `port` over `dataDir`, with what the reads need: the demo crowd, its most commented idea, two sessions. */
async function openStack(port, dataDir, databaseUrl, { scale }) {
  const env = stackEnv({
    ...portEnv(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    // Every request reaches the database: the comparison is about the data, not the cache.
    SHARED_READ_CACHE_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  if (scale) await seedScale(env, SCALE_IDEAS);
  const stack = await startStack(env, { quiet: true });
  const json = async (path) => (await fetch(`${env.API_URL}${path}`)).json();
  const crowd = await json('/api/crowdView/domain/demo');
  const { ideas } = await json(`/api/crowdView/ideas/${crowd.id}?filter=most_comments&limit=1`);
  const credentialsFile = join(dataDir, 'demo-credentials.json');
  const credentials = existsSync(credentialsFile) ? JSON.parse(readFileSync(credentialsFile, 'utf8')) : null;
  const session = async (who) => {
    if (!credentials) return null;
    const response = await fetch(`${env.API_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': env.MAIN_HOST },
      body: JSON.stringify(credentials[who]),
    });
    return (response.headers.get('set-cookie') ?? '').split(';')[0] || null;
  };
  return {
    env,
    stack,
    crowdId: crowd.id,
    ideaId: ideas[0].id,
    sessions: { admin: await session('admin'), follower: await session('follower') },
  };
}

/** The reads compared: [name, path of the site, session, web]. */
const READS = (site) => [
  ['api crowd ideas, newest', `/api/crowdView/ideas/${site.crowdId}?limit=20`],
  ['api crowd ideas, most likes', `/api/crowdView/ideas/${site.crowdId}?filter=most_likes&limit=20`],
  ['api crowd ideas, most comments', `/api/crowdView/ideas/${site.crowdId}?filter=most_comments&limit=20`],
  ['api crowd ideas, signed in', `/api/crowdView/ideas/${site.crowdId}?limit=20`, 'follower'],
  ['api idea detail', `/api/crowdView/idea/demo/${site.ideaId}`],
  ['api idea detail, signed in', `/api/crowdView/idea/demo/${site.ideaId}`, 'follower'],
  ["api idea's comments", `/api/crowdView/comment/demo/${site.ideaId}`],
  ['api landing: public crowds', '/api/public/crowds'],
  ['api landing: most liked ideas', '/api/public/ideas/mostLiked'],
  ['api landing: newest ideas', '/api/public/ideas/recent'],
  ['api crowd view', '/api/crowdView/domain/demo'],
  ['api signed-in user', '/api/user', 'admin'],
  ['api notifications', '/api/notification', 'admin'],
  ['api idea stats', `/api/idea/stats/${site.crowdId}/${site.ideaId}`, 'admin'],
  ['api admin ideas list', '/api/idea', 'admin'],
  ['web crowd home', '/', null, true],
  ['web idea detail', `/idea/${site.ideaId}`, null, true],
];

function timedGet(site, [, path, who, web]) {
  const url = web ? `http://127.0.0.1:${site.env.PORT}${path}` : `${site.env.API_URL}${path}`;
  const headers = web
    ? { host: `demo.${site.env.MAIN_HOST}` }
    : { 'x-forwarded-host': site.env.MAIN_HOST, ...(who ? { cookie: site.sessions[who] } : {}) };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode, bytes }));
      })
      .on('error', reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const round = (value) => Math.round(value * 100) / 100;

const demoDir = mkdtempSync(join(tmpdir(), 'crowd-compare-'));
const { dataDir: scaleDir, dispose } = benchDataDir();
const sites = [];
const results = [];
try {
  sites.push(await openStack(PORT, demoDir, process.env.DATABASE_URL, { scale: false }));
  sites.push(await openStack(PORT + 20, scaleDir, process.env.BENCH_SCALE_DATABASE_URL, { scale: true }));
  const [demo, scale] = sites;
  // An idea's reads on both stacks are of the demo's idea, which the scaled set leaves as it is: they
  // differ only by the data around it (the scaled crowd's own most commented idea has other comments).
  const scaleReads = READS({ ...scale, ideaId: demo.ideaId });
  for (const [index, read] of READS(demo).entries()) {
    if (!read[0].includes(ONLY) || (read[2] && !(demo.sessions[read[2]] && scale.sessions[read[2]]))) continue;
    const times = { demo: [], scale: [] };
    let last;
    for (let turn = 0; turn < REQUESTS; turn += 1) {
      const onDemo = await timedGet(demo, read);
      last = await timedGet(scale, scaleReads[index]);
      times.demo.push(onDemo.ms);
      times.scale.push(last.ms);
      if (onDemo.status !== 200 || last.status !== 200)
        throw new Error(`${read[0]}: ${onDemo.status} / ${last.status}`);
      if (turn + 1 >= MIN_REQUESTS && times.scale.reduce((sum, ms) => sum + ms, 0) > TIME_PER_READ_MS) break;
    }
    const ratio = median(times.scale) / median(times.demo);
    results.push({
      name: read[0],
      demoMedianMs: round(median(times.demo)),
      scaleMedianMs: round(median(times.scale)),
      ratio: round(ratio),
      scaleBytes: last.bytes,
      within20Percent: ratio <= TOLERANCE,
    });
  }
} finally {
  await Promise.all(sites.map((site) => site.stack.stop()));
  rmSync(demoDir, { recursive: true, force: true });
  dispose();
}

console.log(
  JSON.stringify(
    {
      database: process.env.DATABASE_URL ? 'mysql' : 'sqlite',
      scaleIdeas: SCALE_IDEAS,
      requestsPerRead: REQUESTS,
      results,
    },
    null,
    2,
  ),
);
process.exit(results.every((result) => result.within20Percent) ? 0 : 1);
