#!/usr/bin/env node
// Benchmarks over loopback: starts the stack on its own ports (embedded default unless
// DATABASE_URL/REDIS_URL are set) and the bare references (a minimal Remix page, a minimal Nest
// route), runs each autocannon scenario, prints one JSON document with the results, each one's
// throughput as a ratio of its reference's, and whether each met its written budget.
// `npm run bench -w @crowd/bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { portEnv, stackEnv, startStack } from '../scripts/lib/stack.mjs';
import { startReferences } from './reference/references.mjs';
import { SCENARIOS } from './scenarios.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'crowd-bench-'));
const env = stackEnv({
  ...portEnv(PORT),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
});
const stack = await startStack(env, { quiet: true });
const references = await startReferences(PORT + 10).catch(async (error) => {
  await stack.stop();
  throw error;
});

const measure = (url, host) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: host ? { host } : {} });

const results = [];
const baseline = {};
try {
  for (const target of ['web', 'api']) {
    const run = await measure(`${references[target].url}${references[target].path}`);
    baseline[target] = {
      name: target === 'web' ? 'bare Remix page' : 'bare Nest route',
      requestsPerSecond: run.requests.average,
      latencyP50Ms: run.latency.p50,
      latencyP99Ms: run.latency.p99,
    };
  }
  for (const scenario of SCENARIOS) {
    const target = scenario.target === 'api' ? env.API_URL : `http://127.0.0.1:${PORT}`;
    const host = scenario.host?.(env) ?? (scenario.target === 'api' ? undefined : env.MAIN_HOST);
    const run = await measure(`${target}${scenario.path}`, host);
    const reference = baseline[scenario.target];
    const outcome = {
      name: scenario.name,
      path: scenario.path,
      requestsPerSecond: run.requests.average,
      latencyP50Ms: run.latency.p50,
      latencyP99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors,
      /** Throughput as a share of the bare reference's (1 = as fast as a page or route doing nothing). */
      ratioToReference: reference.requestsPerSecond ? run.requests.average / reference.requestsPerSecond : null,
      budget: scenario.budget,
    };
    outcome.withinBudget =
      outcome.non2xx === 0 &&
      outcome.errors === 0 &&
      outcome.requestsPerSecond >= scenario.budget.minRequestsPerSecond &&
      outcome.latencyP99Ms <= scenario.budget.maxP99Ms;
    results.push(outcome);
  }
} finally {
  references.stop();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const database = env.DATABASE_URL ? 'mysql' : 'sqlite';
console.log(
  JSON.stringify(
    { database, connections: CONNECTIONS, durationSeconds: DURATION_S, references: baseline, results },
    null,
    2,
  ),
);
process.exit(results.every((result) => result.withinBudget) ? 0 : 1);
