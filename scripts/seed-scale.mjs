#!/usr/bin/env node
// `npm run seed:scale -- --ideas 100000`: builds, then seeds the demo crowd and the scaled data set
// (issue 27) into the database `npm start` uses: SQLite in DATA_DIR, or DATABASE_URL. Idempotent.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { assertNodeVersion, build, ensureInstalled, ROOT } from './lib/run.mjs';
import { stackEnv } from './lib/stack.mjs';

assertNodeVersion();
await ensureInstalled();
await build();

const child = spawn(process.execPath, [join(ROOT, 'nest-api', 'dist', 'seed-scale.js'), ...process.argv.slice(2)], {
  cwd: ROOT,
  env: stackEnv({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
