#!/usr/bin/env node
// Benchmarks over loopback: starts the stack on its own ports (embedded default unless
// DATABASE_URL/REDIS_URL are set) and the bare references (a minimal Remix page, a minimal Nest
// route), runs each autocannon scenario, prints one JSON document with the results, each one's
// throughput as a ratio of its reference's, and whether each met its written budget.
// `npm run bench -w @crowd/bench`.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { portEnv, stackEnv, startStack } from '../scripts/lib/stack.mjs';
import { demoFacts, demoSessions, readerCookies } from './fixtures.mjs';
import { startReferences } from './reference/references.mjs';
import { SCENARIOS } from './scenarios.mjs';
import { benchDataDir, dataset, seedScale } from './scale.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds of load before each measurement, unmeasured: JIT compilation and first fills are not the steady state. */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
/** Only the scenarios whose name contains this text (e.g. `BENCH_ONLY=crowd`). */
const ONLY = process.env.BENCH_ONLY ?? '';

const { dataDir, dispose } = benchDataDir();
const env = stackEnv({
  ...portEnv(PORT),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
});
await seedScale(env);
const stack = await startStack(env, { quiet: true });
const references = await startReferences(PORT + 10).catch(async (error) => {
  await stack.stop();
  throw error;
});

/** `also`: more paths each view requests after the url's, in order (autocannon cycles through them per connection). */
const measure = async (url, connections, { host, cookie, also = [] } = {}) => {
  const headers = { ...(host ? { host } : {}), ...(cookie ? { cookie } : {}) };
  const requests = also.length
    ? [{ path: new URL(url).pathname + new URL(url).search }, ...also.map((path) => ({ path }))]
    : undefined;
  const options = { url, connections, headers, ...(requests ? { requests } : {}) };
  if (WARMUP_S > 0) await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
};

const results = [];
/**
 * Each scenario's reference is measured right before it, at the same connections: on a shared
 * machine whose load changes from minute to minute, a ratio compares like with like.
 */
const baseline = [];
const referenceFor = async (target, connections, scenario) => {
  const run = await measure(`${references[target].url}${references[target].path}`, connections);
  const reference = {
    name: target === 'web' ? 'bare Remix page (remix-i18next)' : 'bare Nest route',
    before: scenario,
    connections,
    requestsPerSecond: run.requests.average,
    latencyP50Ms: run.latency.p50,
    latencyP99Ms: run.latency.p99,
  };
  baseline.push(reference);
  return reference;
};

let facts;
try {
  facts = await demoFacts(env);
  const sessions = await demoSessions(env);
  for (const scenario of SCENARIOS.filter(({ name }) => name.includes(ONLY))) {
    const connections = scenario.connections ?? CONNECTIONS;
    const target = scenario.target === 'api' ? env.API_URL : `http://127.0.0.1:${PORT}`;
    const host = scenario.host?.(env) ?? (scenario.target === 'api' ? undefined : env.MAIN_HOST);
    const path = typeof scenario.path === 'function' ? scenario.path(facts) : scenario.path;
    const reference = await referenceFor(scenario.target, connections, scenario.name);
    const session = scenario.signedInAs ? sessions[scenario.signedInAs] : undefined;
    const cookie =
      session && scenario.target === 'web'
        ? await readerCookies(env, host, path, session, { scripted: Boolean(scenario.scripted) })
        : session;
    const also = (typeof scenario.also === 'function' ? scenario.also(facts) : scenario.also) ?? [];
    const run = await measure(`${target}${path}`, connections, { host, cookie, also });
    // A view of several requests: the rate and the ratio are of views.
    const perSecond = run.requests.average / (1 + also.length);
    const ratio = reference.requestsPerSecond ? perSecond / reference.requestsPerSecond : null;
    const { budget } = scenario;
    results.push({
      name: scenario.name,
      path,
      ...(also.length ? { alsoRequested: also } : {}),
      signedIn: Boolean(session),
      connections,
      /** Views per second: requests per second over the requests of one view (`alsoRequested`). */
      requestsPerSecond: perSecond,
      latencyP50Ms: run.latency.p50,
      latencyP99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors,
      /** Throughput as a share of the bare reference's at the same connections (1 = as fast as a page or route doing nothing). */
      ratioToReference: ratio,
      budget,
      withinBudget:
        run.non2xx === 0 &&
        run.errors === 0 &&
        perSecond >= budget.minRequestsPerSecond &&
        run.latency.p99 <= budget.maxP99Ms &&
        (budget.minRatioToReference === undefined || (ratio ?? 0) >= budget.minRatioToReference),
    });
  }
} finally {
  references.stop();
  await stack.stop();
  dispose();
}

const database = env.DATABASE_URL ? 'mysql' : 'sqlite';
const allWithinBudget = results.every((result) => result.withinBudget);
console.log(
  JSON.stringify(
    {
      database,
      dataset,
      /** Every scenario held its budget (the exit code says the same). */
      allWithinBudget,
      /** The machine's load average (1, 5, 15 min) at the end: other work on it lowers every number. */
      loadAverage: loadavg(),
      defaultConnections: CONNECTIONS,
      durationSeconds: DURATION_S,
      references: baseline,
      cards: facts?.cards,
      results,
    },
    null,
    2,
  ),
);
process.exit(allWithinBudget ? 0 : 1);
