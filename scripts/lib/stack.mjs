import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { ROOT, waitForHttp } from './run.mjs';

const API_ENTRY = join(ROOT, 'nest-api', 'dist', 'main.js');
const WORKER_ENTRY = join(ROOT, 'nest-api', 'dist', 'worker.js');
const SEED_ENTRY = join(ROOT, 'nest-api', 'dist', 'seed.js');
const WEB_ENTRY = join(ROOT, 'remix-app', 'build', 'server', 'server.js');

/** A stack of its own on `port` (web) and `port + 1` (api), for tests and benchmarks beside `npm start`. */
export const portEnv = (port) => ({
  PORT: String(port),
  API_PORT: String(port + 1),
  API_URL: `http://127.0.0.1:${port + 1}`,
  MAIN_HOST: `localhost:${port}`,
  LOGIN_HOST: `login.localhost:${port}`,
});

/** The environment every process of the stack shares, with the README's defaults filled in. */
export function stackEnv(overrides = {}) {
  const env = { ...process.env, ...overrides };
  env.NODE_ENV ??= 'production';
  env.PORT ??= '3000';
  env.API_PORT ??= '3001';
  env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
  env.MAIN_HOST ??= `localhost:${env.PORT}`;
  env.LOGIN_HOST ??= `login.localhost:${env.PORT}`;
  env.DATA_DIR = isAbsolute(env.DATA_DIR ?? '') ? env.DATA_DIR : resolve(ROOT, env.DATA_DIR ?? 'data');
  mkdirSync(env.DATA_DIR, { recursive: true });
  env.SESSION_SECRET ||= localSessionSecret(env.DATA_DIR);
  return env;
}

/**
 * The processes require SESSION_SECRET in production; a local start keeps one generated secret in
 * DATA_DIR, shared by api and web, so sessions survive restarts.
 */
function localSessionSecret(dataDir) {
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Rejects as soon as the child exits, so a process that dies at start fails fast. */
export function exited(child) {
  const promise = new Promise((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${child.name} exited during start (${signal ?? code})`)));
  });
  // A later exit (at shutdown) must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return promise;
}

function prefixed(name, child) {
  for (const stream of ['stdout', 'stderr']) {
    child[stream].on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) process[stream].write(`[${name}] ${line}\n`);
    });
  }
}

/** A child process named `name`, its lines prefixed with the name (or silenced when quiet). */
export function spawnNamed(name, command, args, env, { quiet = false } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? 'ignore' : ['ignore', 'pipe', 'pipe'] });
  if (!quiet) prefixed(name, child);
  child.name = name;
  return child;
}

export const startProcess = (name, entry, env, options) => spawnNamed(name, process.execPath, [entry], env, options);

/** One api instance (API_PORT of `env`); the first of several to start migrates, the rest wait for its lock. */
export const startApi = (env, { name = 'api', quiet = false } = {}) => startProcess(name, API_ENTRY, env, { quiet });

/** One web instance (PORT of `env`). */
export const startWeb = (env, { name = 'web', quiet = false } = {}) => startProcess(name, WEB_ENTRY, env, { quiet });

export function runSeed(env, { quiet = false } = {}) {
  return new Promise((resolveSeed, reject) => {
    // Quiet callers (the benchmark's JSON) keep stdout for themselves: the seed's lines go to stderr.
    const stdio = ['ignore', quiet ? process.stderr : 'inherit', 'inherit'];
    const child = spawn(process.execPath, [SEED_ENTRY], { cwd: ROOT, env, stdio });
    child.on('exit', (code) => (code === 0 ? resolveSeed() : reject(new Error(`seed exited with ${code}`))));
  });
}

/** SIGTERM (a clean stop), SIGKILL after 5 s; resolves once the process is gone. */
export function stopProcess(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * Whether the stack needs a worker process: jobs on Redis are processed only by workers, so one
 * runs unless the deployment runs its workers elsewhere and says so (START_WORKER=0). The embedded
 * default's in-process queue is processed inside the api.
 */
export function startsWorker(env) {
  return Boolean(env.REDIS_URL) && !['0', 'false'].includes(env.START_WORKER ?? '');
}

/** The queue processors in a process of their own (needs REDIS_URL). */
export const startWorker = (env, { quiet = false } = {}) => startProcess('worker', WORKER_ENTRY, env, { quiet });

/**
 * Starts api (which migrates under a lock at start), a separate worker when the environment needs
 * one, then seeds and starts web. Returns the children and a stop().
 */
export async function startStack(env, { worker = startsWorker(env), quiet = false, seed = true } = {}) {
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
  };
  try {
    const api = startApi(env, { quiet });
    children.push(api);
    await Promise.race([waitForHttp(`${env.API_URL}/api/health`, { timeoutMs: 90_000 }), exited(api)]);
    if (worker) children.push(startWorker(env, { quiet }));
    if (seed) await runSeed(env, { quiet });
    const web = startWeb(env, { quiet });
    children.push(web);
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${env.PORT}/`, { timeoutMs: 60_000, headers: { host: env.MAIN_HOST } }),
      exited(web),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { children, stop };
}

/**
 * What `npm start` runs once everything is built: the stack for the environment (process.env, then
 * `overrides`) with the README's defaults, quieter than the framework's own log level.
 */
export async function serve(overrides = {}, { quiet = false } = {}) {
  const env = stackEnv({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...overrides });
  const stack = await startStack(env, { quiet });
  return { env, ...stack };
}

/**
 * Keeps the processes until Ctrl+C or SIGTERM, then `stop()`s them all; when one of them exits on
 * its own, the rest are stopped too and the script fails.
 */
export function stopOnSignalOrExit(children, stop) {
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${child.name} stopped unexpectedly (exit ${code}); stopping the rest.`);
        shutdown(1);
      }
    });
  }
}
