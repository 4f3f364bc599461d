#!/usr/bin/env node
// `npm test`: every suite of the project, one after another (2-core machines: parallel suites
// that share MariaDB and Redis only slow each other down). REQUIRE_SERVICES=1 makes MariaDB and
// Redis mandatory instead of falling back to SQLite and the in-process queue.
import { assertNodeVersion, build, ensureInstalled, run } from './lib/run.mjs';

const SUITES = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'contracts', command: 'npm', args: ['test', '-w', '@crowd/contracts'] },
  { name: 'i18n', command: 'npm', args: ['test', '-w', '@crowd/i18n'] },
  { name: 'nest-api', command: 'npm', args: ['test', '-w', '@crowd/nest-api'] },
  { name: 'remix-app', command: 'npm', args: ['test', '-w', '@crowd/remix-app'] },
  { name: 'e2e', command: 'npm', args: ['test', '-w', '@crowd/e2e'] },
];

assertNodeVersion();
await ensureInstalled();
await build();

const only = process.argv.slice(2);
const selected = only.length ? SUITES.filter((suite) => only.includes(suite.name)) : SUITES;
const results = [];
for (const suite of selected) {
  console.log(`\n> suite ${suite.name}`);
  const started = Date.now();
  try {
    await run(suite.command, suite.args);
    results.push({ name: suite.name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    console.error(error.message);
    results.push({ name: suite.name, ok: false, seconds: (Date.now() - started) / 1000 });
  }
}

console.log('\nSuite results:');
for (const result of results)
  console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(0)} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
