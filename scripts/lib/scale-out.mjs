import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLoadBalancer } from './load-balancer.mjs';
import { waitForHttp } from './run.mjs';
import { exited, runSeed, stackEnv, startApi, startWeb, startWorker, stopProcess } from './stack.mjs';

/**
 * The ports of a scale-out topology on `port`: the load balancer's public origin on `port`, its
 * listener for the webs' API_URL on `port + 1`, the two webs on `+ 2`, `+ 3`, the two apis on `+ 4`, `+ 5`.
 */
const scaleOutPorts = (port) => ({
  public: port,
  apiBalancer: port + 1,
  webs: [port + 2, port + 3],
  apis: [port + 4, port + 5],
});

const INSTANCE_LETTERS = ['a', 'b'];

/**
 * The environment every process of the topology shares: the public hosts are the load balancer's,
 * and the webs reach the apis through it. Several instances share nothing in memory, so MariaDB
 * and Redis are required.
 */
export function scaleOutEnv(port, overrides = {}) {
  const ports = scaleOutPorts(port);
  const env = stackEnv({
    ...overrides,
    PORT: String(ports.public),
    MAIN_HOST: `localhost:${ports.public}`,
    LOGIN_HOST: `login.localhost:${ports.public}`,
    API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
  });
  if (!env.DATABASE_URL || !env.REDIS_URL)
    throw new Error('several instances share MariaDB/MySQL and Redis: set DATABASE_URL and REDIS_URL');
  return env;
}

/** One process of the topology that can be stopped and started again on the same port. */
function instance(name, start, healthUrl, { quiet }) {
  const self = {
    name,
    child: undefined,
    async start() {
      self.child = start({ name, quiet });
      await Promise.race([waitForHttp(healthUrl, { timeoutMs: 90_000 }), exited(self.child)]);
    },
    async stop() {
      if (self.child) await stopProcess(self.child);
    },
  };
  return self;
}

const errorLogTail = (path) =>
  existsSync(path) ? readFileSync(path, 'utf8').trim().split('\n').slice(-5).join('\n') : '';

/**
 * Two apis (started together: one migrates under the database lock while the other waits), a
 * worker, the demo seeded once, two webs, then nginx in front (docker/nginx/crowd.conf.template).
 * Answers the instances by name (`api-a`, `api-b`, `web-a`, `web-b`), the worker, the load
 * balancer's access log and a stop() that takes the load balancer away first.
 */
export async function startScaleOut(env, { quiet = false } = {}) {
  const ports = scaleOutPorts(Number(env.PORT));
  const apis = ports.apis.map((apiPort, index) =>
    instance(
      `api-${INSTANCE_LETTERS[index]}`,
      (options) => startApi({ ...env, API_PORT: String(apiPort) }, options),
      `http://127.0.0.1:${apiPort}/api/health`,
      { quiet },
    ),
  );
  const webs = ports.webs.map((webPort, index) =>
    instance(
      `web-${INSTANCE_LETTERS[index]}`,
      (options) => startWeb({ ...env, PORT: String(webPort) }, options),
      `http://127.0.0.1:${webPort}/healthz`,
      { quiet },
    ),
  );
  const lbDir = mkdtempSync(join(tmpdir(), 'crowd-lb-'));
  let worker;
  let balancer;
  const stop = async () => {
    if (balancer) await stopProcess(balancer.child);
    await Promise.all(webs.map((web) => web.stop()));
    await Promise.all([...apis.map((api) => api.stop()), worker && stopProcess(worker)]);
    rmSync(lbDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(apis.map((api) => api.start()));
    worker = startWorker(env, { quiet });
    await runSeed(env, { quiet });
    await Promise.all(webs.map((web) => web.start()));
    const at = (port) => `127.0.0.1:${port}`;
    balancer = startLoadBalancer(
      lbDir,
      { publicPort: ports.public, apiPort: ports.apiBalancer, webs: ports.webs.map(at), apis: ports.apis.map(at) },
      { env, quiet },
    );
    const failed = exited(balancer.child).catch((error) => {
      throw new Error(`${error.message}: ${errorLogTail(balancer.errorLog)}`);
    });
    // A later exit (at shutdown) must not surface as an unhandled rejection.
    failed.catch(() => undefined);
    await Promise.race([
      Promise.all([
        waitForHttp(`http://${at(ports.public)}/healthz`, { timeoutMs: 20_000 }),
        waitForHttp(`http://${at(ports.apiBalancer)}/api/health`, { timeoutMs: 20_000 }),
      ]),
      failed,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const instances = Object.fromEntries([...apis, ...webs].map((one) => [one.name, one]));
  return {
    env,
    ports,
    instances,
    worker,
    balancer,
    /** Every running child, for a caller that watches for one stopping unexpectedly. */
    children: () => [balancer.child, worker, ...Object.values(instances).map((one) => one.child)],
    stop,
  };
}
