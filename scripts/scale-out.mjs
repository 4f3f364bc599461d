#!/usr/bin/env node
// `npm run scale-out`: several instances on one machine (docs/operations.md "Several instances"):
// two apis, two webs and a worker on MariaDB/MySQL and Redis, behind nginx
// (docker/nginx/crowd.conf.template). Installs and builds what is missing, migrates, seeds the demo
// crowd once, and stops everything on Ctrl+C.
import { execFileSync } from 'node:child_process';
import { assertNodeVersion, build, ensureInstalled } from './lib/run.mjs';

const DEFAULT_DATABASE = 'crowd_scale';

/** The default database is created when missing; a DATABASE_URL of one's own must exist. */
function defaultDatabaseUrl() {
  execFileSync(
    'mysql',
    [
      '-h',
      '127.0.0.1',
      '-u',
      'root',
      '-e',
      `CREATE DATABASE IF NOT EXISTS ${DEFAULT_DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    ],
    { stdio: 'inherit' },
  );
  return `mysql://root@127.0.0.1:3306/${DEFAULT_DATABASE}`;
}

assertNodeVersion();
await ensureInstalled();
await build();

const { findNginx } = await import('./lib/load-balancer.mjs');
const { scaleOutEnv, startScaleOut } = await import('./lib/scale-out.mjs');
const { stopOnSignalOrExit } = await import('./lib/stack.mjs');
findNginx();
const env = scaleOutEnv(Number(process.env.PORT || 8080), {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATABASE_URL: process.env.DATABASE_URL || defaultDatabaseUrl(),
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  // Its own queues and socket channel, should `npm start` share the Redis.
  QUEUE_PREFIX: process.env.QUEUE_PREFIX || 'crowd-scale',
  DATA_DIR: process.env.DATA_DIR || 'data/scale-out',
});
const topology = await startScaleOut(env);
const { ports } = topology;
const list = (label, entries) => entries.map((port) => `127.0.0.1:${port}`).join(', ') + ` (${label})`;
console.log(`
Crowd Ideas is running as several instances behind nginx:
  main site    http://${env.MAIN_HOST}
  demo crowd   http://demo.${env.MAIN_HOST}
  login host   http://${env.LOGIN_HOST}
  webs         ${list('web-a, web-b', ports.webs)}
  apis         ${list('api-a, api-b', ports.apis)}, reached by the webs through 127.0.0.1:${ports.apiBalancer}
  worker       one, on the Redis queues (prefix ${env.QUEUE_PREFIX})
  database     ${env.DATABASE_URL.replace(/\/\/[^@/]*@/, '//')}
  data         ${env.DATA_DIR}
Press Ctrl+C to stop.`);

stopOnSignalOrExit(topology.children(), () => topology.stop());
