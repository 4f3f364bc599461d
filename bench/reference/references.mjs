// The bare references every scenario is compared with: a minimal Remix page and a minimal Nest
// route, started beside the stack so both are measured in the same run on the same machine.
import { spawn } from 'node:child_process';
import { run, waitForHttp } from '../../scripts/lib/run.mjs';

const here = (path) => new URL(path, import.meta.url).pathname;

function start(name, entry, port) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.name = name;
  return child;
}

/** Builds the Remix reference, starts both on `port` (web) and `port + 1` (api); `stop()` ends them. */
export async function startReferences(port) {
  // Remix finds its server runtime in the package.json of the working directory.
  await run('npx', ['remix', 'vite:build'], { cwd: here('./remix'), stdio: ['ignore', 'ignore', 'inherit'] });
  const children = [
    start('reference web', here('./remix-server.mjs'), port),
    start('reference api', here('./nest-server.mjs'), port + 1),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`);
    await waitForHttp(`http://127.0.0.1:${port + 1}/api/reference`);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    web: { url: `http://127.0.0.1:${port}`, path: '/' },
    api: { url: `http://127.0.0.1:${port + 1}`, path: '/api/reference' },
    stop,
  };
}
