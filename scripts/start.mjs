#!/usr/bin/env node
// `npm start`: install what is missing, build, then serve api (which migrates at start), a worker
// when the queues are on Redis (unless START_WORKER=0) and web, seeding the demo crowd once.
import { assertNodeVersion, build, ensureInstalled } from './lib/run.mjs';

assertNodeVersion();
await ensureInstalled();
await build();

const { serve, startsWorker, stopOnSignalOrExit } = await import('./lib/stack.mjs');
// Framework start-up chatter hides the summary below; warnings and errors still show.
const { env, ...stack } = await serve();
const processedBy = [
  startsWorker(env) && 'the worker started here',
  (!env.REDIS_URL || ['1', 'true'].includes(env.RUN_QUEUE_PROCESSORS)) && 'the API',
].filter(Boolean);
const queues = `${env.REDIS_URL ? 'Redis' : 'in-process'}, processed by ${
  processedBy.join(' and ') || 'workers started elsewhere (START_WORKER=0)'
}`;
console.log(`
Crowd Ideas is running:
  main site    http://${env.MAIN_HOST}
  demo crowd   http://demo.${env.MAIN_HOST}
  login host   http://${env.LOGIN_HOST}
  API          ${env.API_URL}/api (docs: ${env.API_URL}/api/docs, health: ${env.API_URL}/api/health)
  queues       ${queues}
  data         ${env.DATA_DIR}
Press Ctrl+C to stop.`);

stopOnSignalOrExit(stack.children, () => stack.stop());
