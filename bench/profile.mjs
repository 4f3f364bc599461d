#!/usr/bin/env node
// Where a page's time goes (docs/performance.md): starts the stack as the benchmark does, with
// bench/profile/hooks.cjs preloaded into its processes, and for each scenario (those whose name
// contains PROFILE_ONLY, default "signed in") prints the API calls and SQL statements of one page
// view, and the web's and the API's CPU milliseconds per view (PROFILE_REQUESTS sequential views,
// from /proc: Linux). A view is the scenario's request and, for a scripted browser, the calls its
// script makes (`also`), with the reader cookies the bench sends. With PROFILE_LOAD_S > 0 it also
// records a CPU profile of each process under 50 connections of load for that long, written to
// PROFILE_DIR as .cpuprofile files (Chrome DevTools or speedscope show them as flame graphs), and
// prints the busiest packages.
// `npm run profile -w @crowd/bench`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { portEnv, stackEnv, startStack } from '../scripts/lib/stack.mjs';
import { demoFacts, demoSessions, readerCookies } from './fixtures.mjs';
import { summarizeProfile } from './profile/summary.mjs';
import { SCENARIOS } from './scenarios.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const ONLY = process.env.PROFILE_ONLY ?? 'signed in';
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 50);
const LOAD_S = Number(process.env.PROFILE_LOAD_S ?? 0);
const profileDir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'crowd-profile-'));
mkdirSync(profileDir, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'crowd-bench-'));
const env = stackEnv({
  ...portEnv(PORT),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  PROFILE_DIR: profileDir,
  NODE_OPTIONS: `--require ${new URL('./profile/hooks.cjs', import.meta.url).pathname}`,
});
const stack = await startStack(env, { quiet: true });
const pidOf = (name) => stack.children.find((child) => child.name === name).pid;
const processes = { web: pidOf('web'), api: pidOf('api') };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const get = (url, headers) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const call = request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    call.on('error', reject);
    call.end();
  });

/** CPU milliseconds a process has used (user + system), from /proc. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Requests the API has answered, by method, route and status (its Prometheus histogram's counts). */
const apiCalls = async () => {
  const { body } = await get(`${env.API_URL}/api/metrics`, {});
  const counts = new Map();
  for (const line of body.split('\n')) {
    const match = /^http_request_duration_seconds_count\{(.*)\} (\d+)$/.exec(line);
    if (match && !match[1].includes('metrics')) counts.set(match[1], Number(match[2]));
  }
  return counts;
};

/** The SQL statements the API ran since the last call. */
const sqlSince = async () => {
  const file = join(profileDir, `sql-${processes.api}.json`);
  rmSync(file, { force: true });
  process.kill(processes.api, 'SIGUSR2');
  for (let waited = 0; !existsSync(file) && waited < 2000; waited += 20) await sleep(20);
  await sleep(20);
  return JSON.parse(readFileSync(file, 'utf8'));
};

const report = [];
try {
  const facts = await demoFacts(env);
  const sessions = await demoSessions(env);
  for (const scenario of SCENARIOS.filter(({ name }) => name.includes(ONLY))) {
    const base = scenario.target === 'api' ? env.API_URL : `http://127.0.0.1:${PORT}`;
    const path = typeof scenario.path === 'function' ? scenario.path(facts) : scenario.path;
    const host = scenario.host?.(env) ?? (scenario.target === 'api' ? undefined : env.MAIN_HOST);
    const session = scenario.signedInAs ? sessions[scenario.signedInAs] : undefined;
    // A scripted browser's view is the page with its reader cookies and the calls it then makes (`also`), as in run.mjs.
    const cookie =
      session && scenario.target === 'web'
        ? await readerCookies(env, host, path, session, { scripted: Boolean(scenario.scripted) })
        : session;
    const also = (typeof scenario.also === 'function' ? scenario.also(facts) : scenario.also) ?? [];
    const headers = { ...(host ? { host } : {}), ...(cookie ? { cookie } : {}) };
    const url = `${base}${path}`;
    const view = async () => {
      const page = await get(url, headers);
      for (const next of also) await get(`${base}${next}`, headers);
      return page;
    };

    // One page view after the process's short-lived reads have expired: what a visitor's view costs.
    await view();
    await sleep(1500);
    const callsBefore = await apiCalls();
    await sqlSince();
    const page = await view();
    await sleep(200);
    const sql = await sqlSince();
    const callsAfter = await apiCalls();
    const calls = [...callsAfter]
      .filter(([route, count]) => count !== (callsBefore.get(route) ?? 0))
      .map(
        ([route, count]) =>
          `${count - (callsBefore.get(route) ?? 0)}× ${route.replace(/(method|route|status_code)="([^"]*)"/g, '$2')}`,
      );

    for (let i = 0; i < 10; i++) await view();
    const before = { web: cpuMs(processes.web), api: cpuMs(processes.api) };
    for (let i = 0; i < REQUESTS; i++) await view();
    const perView = (name) => (cpuMs(processes[name]) - before[name]) / REQUESTS;

    const entry = {
      name: scenario.name,
      path,
      ...(also.length ? { alsoRequested: also } : {}),
      status: page.status,
      htmlBytes: page.body.length,
      apiCalls: calls,
      sqlStatements: sql.reduce((sum, [, count]) => sum + count, 0),
      sql: sql.map(([text, count]) => `${count}× ${text}`),
      cpuMsPerView: { web: perView('web'), api: perView('api') },
    };
    if (LOAD_S > 0) {
      const signal = (name) => Object.values(processes).forEach((pid) => process.kill(pid, name));
      signal('SIGTTIN');
      const requests = [
        { path: `${new URL(url).pathname}${new URL(url).search}` },
        ...also.map((next) => ({ path: next })),
      ];
      await autocannon({ url, connections: 50, duration: LOAD_S, headers, ...(also.length ? { requests } : {}) });
      signal('SIGTTOU');
      await sleep(1000);
      entry.profiles = {};
      for (const [name, pid] of Object.entries(processes)) {
        const file = join(profileDir, `${pid}.cpuprofile`);
        const named = join(profileDir, `${scenario.name.replace(/[^a-z0-9]+/gi, '-')}.${name}.cpuprofile`);
        if (!existsSync(file)) continue;
        renameSync(file, named);
        entry.profiles[name] = { file: named, ...summarizeProfile(JSON.parse(readFileSync(named, 'utf8'))) };
      }
    }
    report.push(entry);
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ database: env.DATABASE_URL ? 'mysql' : 'sqlite', profileDir, pages: report }, null, 2));
