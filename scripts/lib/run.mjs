import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js >= 20.19 is required; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/**
 * npm install when node_modules is missing or older than the lock file; nothing otherwise.
 * (`npm ci` refuses this lock: npm records turbo's optional per-platform binaries only for the
 * platform that wrote it, while `install` honours the lock just the same.)
 */
export async function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('> installing dependencies');
  await run('npm', ['install', '--no-audit', '--no-fund']);
}

export async function build() {
  console.log('> building');
  await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
  });
}

/** One GET with node:http, which (unlike fetch) lets the caller set the Host header. */
function httpStatus(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** Polls an URL until it answers 2xx or the deadline passes. */
export async function waitForHttp(url, { timeoutMs = 60_000, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const status = await httpStatus(url, headers);
      if (status >= 200 && status < 300) return;
      lastError = new Error(`${url} answered ${status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up: ${lastError?.message ?? 'timeout'}`);
}
