// The benchmarks at scale (issue 27): BENCH_SEED_SCALE=100000 seeds that many ideas (and the likes,
// comments and users in proportion, `npm run seed:scale`) before the stack starts; BENCH_DATA_DIR
// keeps the data dir (the SQLite file) between runs, so a second run reuses the seeded data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/run.mjs';

const SEED_SCALE = process.env.BENCH_SEED_SCALE ?? '';
const KEPT_DATA_DIR = process.env.BENCH_DATA_DIR ?? '';

/** The data dir of the run and how to tidy it away: a kept one stays. */
export function benchDataDir() {
  if (KEPT_DATA_DIR) return { dataDir: KEPT_DATA_DIR, dispose: () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'crowd-bench-'));
  return { dataDir, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** What the results were measured on: the demo crowd alone, or the scaled data set beside it. */
export const dataset = SEED_SCALE ? { ideas: Number(SEED_SCALE) } : 'demo';

/** Seeds `ideas` ideas' worth of scaled data (idempotent: a kept data dir or database is only topped up); stdout stays the JSON's. */
export function seedScale(env, ideas = SEED_SCALE) {
  if (!ideas) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const entry = join(ROOT, 'nest-api', 'dist', 'seed-scale.js');
    const child = spawn(process.execPath, [entry, '--ideas', String(ideas)], {
      cwd: ROOT,
      env,
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`scale seed exited with ${code}`))));
  });
}
