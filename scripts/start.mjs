#!/usr/bin/env node
// `npm start`: install what is missing, build, then serve api (with its queue processors, which
// migrates at start) and web on the embedded default, seeding the demo crowd once.
import { assertNodeVersion, build, ensureInstalled } from './lib/run.mjs';

assertNodeVersion();
await ensureInstalled();
await build();

const { stackEnv, startStack } = await import('./lib/stack.mjs');
// Framework start-up chatter hides the summary below; warnings and errors still show.
const env = stackEnv({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const stack = await startStack(env, { worker: false });
console.log(`
Crowd Ideas is running:
  main site    http://${env.MAIN_HOST}
  demo crowd   http://demo.${env.MAIN_HOST}
  login host   http://${env.LOGIN_HOST}
  API          ${env.API_URL}/api (docs: ${env.API_URL}/api/docs)
  data         ${env.DATA_DIR}
Press Ctrl+C to stop.`);

let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
for (const child of stack.children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${child.name} stopped unexpectedly (exit ${code}); stopping the rest.`);
      shutdown(1);
    }
  });
}
