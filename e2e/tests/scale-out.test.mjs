import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import { io } from 'socket.io-client';
import { findNginx } from '../../scripts/lib/load-balancer.mjs';
import { scaleOutEnv, startScaleOut } from '../../scripts/lib/scale-out.mjs';
import { demoCredentials } from '../support/fixtures.mjs';
import { createDatabase, missingServices, REDIS_URL, uniqueQueuePrefix } from '../support/services.mjs';

const PORT = 4900;
/** nginx's `$request_id`: the edge made the id the web, the api and the worker log. */
const EDGE_REQUEST_ID = /^[0-9a-f]{32}$/;

function missingNginx() {
  try {
    findNginx();
    return undefined;
  } catch (error) {
    if (process.env.REQUIRE_SERVICES === '1') throw error;
    return error.message;
  }
}

const skip = (await missingServices()) ?? missingNginx();

/**
 * One HTTP request to `port` on loopback with `host` in the Host header (fetch would not send it),
 * as a browser on that host would: JSON bodies carry the host's Origin.
 */
const send = (port, path, { host, method = 'GET', cookie, json, body: raw, headers = {} }) =>
  new Promise((resolve, reject) => {
    const body = json === undefined ? raw : JSON.stringify(json);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          Host: host,
          ...(body ? { 'Content-Type': 'application/json', Origin: `http://${host}` } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });

const sessionCookie = (response) =>
  (response.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');

/** Resolves with the first `notification` event for `entityId` on `socket`. */
const notificationOn = (socket, entityId, timeoutMs = 20_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no notification for ${entityId} arrived`)), timeoutMs);
    const listener = (notification) => {
      if (notification.entityId !== entityId) return;
      clearTimeout(timer);
      socket.off('notification', listener);
      resolve(notification);
    };
    socket.on('notification', listener);
  });

/** Waits until `socket` is connected (again), or fails with the last refusal. */
const connected = (socket, timeoutMs = 20_000) =>
  new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    let lastError = 'timeout';
    const onError = (error) => (lastError = error.message);
    const timer = setTimeout(() => {
      socket.off('connect_error', onError);
      reject(new Error(`socket did not connect: ${lastError}`));
    }, timeoutMs);
    socket.on('connect_error', onError);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('connect_error', onError);
      resolve(socket);
    });
  });

/**
 * `npm run scale-out`'s topology (scripts/lib/scale-out.mjs): nginx in front of two webs, the webs
 * reaching two apis through nginx, one worker, MariaDB and Redis. Requests go through the load
 * balancer as a browser's do, or straight to one instance to pin it; nginx's access log (which
 * instance served which request id) shows where the balanced ones went.
 */
describe('several instances behind nginx', { skip }, () => {
  let database;
  let dataDir;
  let topology;
  let env;
  let credentials;
  let adminCookie;
  const sockets = [];

  before(async () => {
    database = createDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'crowd-e2e-scale-'));
    env = scaleOutEnv(PORT, {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: database.url,
      REDIS_URL,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    });
    topology = await startScaleOut(env, { quiet: process.env.E2E_VERBOSE !== '1' });
    credentials = demoCredentials({ env });
  });

  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await topology?.stop();
    database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const port = (name) => {
    const { webs, apis } = topology.ports;
    return { 'web-a': webs[0], 'web-b': webs[1], 'api-a': apis[0], 'api-b': apis[1] }[name];
  };
  const upstreamOf = (name) => `127.0.0.1:${port(name)}`;
  /** Through the load balancer, as a browser on the main site. */
  const viaBalancer = (path, options = {}) => send(PORT, path, { host: env.MAIN_HOST, ...options });
  /**
   * Straight to one instance. The test is on loopback, a trusted proxy of both, so it names the
   * client as the web does (else an api would see `::ffff:127.0.0.1` where the web says `127.0.0.1`).
   */
  const viaInstance = (name, path, { headers, ...options } = {}) =>
    send(port(name), path, {
      host: env.MAIN_HOST,
      headers: { 'X-Forwarded-For': '127.0.0.1', ...headers },
      ...options,
    });

  /** Which web and which api answered the request the edge named `id` (nginx logs when it answered). */
  const servedBy = async (id) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const lines = topology.balancer.served();
      const web = lines.find((line) => line.port === PORT && line.requestId === id);
      const api = lines.find((line) => line.port === topology.ports.apiBalancer && line.forwardedRequestId === id);
      // nginx lists every instance it tried ("a, b" after a refused connection); the last answered.
      const answered = (line) => line.upstream.split(', ').at(-1);
      if (web && api) return { web: answered(web), api: answered(api) };
      if (Date.now() > deadline) throw new Error(`nginx logged no web and api line for request ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const signIn = async (via, { email, password }) => {
    const response = await via('/api/login', { method: 'POST', json: { email, password } });
    assert.equal(response.status, 200, response.text);
    return sessionCookie(response);
  };

  test('a session made through one api instance is signed in on every web and api instance', async () => {
    // Metrics stay per instance: the internal listener names the web in X-Forwarded-For, so no.
    assert.equal((await send(topology.ports.apiBalancer, '/api/metrics', { host: env.MAIN_HOST })).status, 404);
    assert.equal((await send(port('api-a'), '/api/metrics', { host: env.MAIN_HOST })).status, 200);

    const login = await viaBalancer('/api/login', {
      method: 'POST',
      json: { email: credentials.admin.email, password: credentials.admin.password },
      // A client's own id never becomes the request's: the edge makes one.
      headers: { 'X-Request-Id': 'client-chosen-id' },
    });
    assert.equal(login.status, 200, login.text);
    adminCookie = sessionCookie(login);
    const requestId = login.headers['x-request-id'];
    assert.match(requestId, EDGE_REQUEST_ID, 'the web and the api kept the id the load balancer made');
    const signedInBy = await servedBy(requestId);

    for (const name of ['api-a', 'api-b']) {
      const user = await viaInstance(name, '/api/user', { cookie: adminCookie });
      assert.equal(user.status, 200, `${name}: ${user.text}`);
      assert.equal(JSON.parse(user.text).email, credentials.admin.email);
    }
    for (const name of ['web-a', 'web-b']) {
      const page = await viaInstance(name, '/account/profile', { cookie: adminCookie });
      assert.equal(page.status, 200, `${name} renders the signed-in page`);
      assert.ok(page.text.includes(credentials.admin.email), `${name} shows the admin's account`);
    }
    const signedOut = await viaInstance('web-b', '/account/profile');
    assert.notEqual(signedOut.status, 200, 'without the cookie the page is not shown');

    // Through the balancer, round robin takes the next requests to the other instances too.
    const websUsed = new Set([signedInBy.web]);
    const apisUsed = new Set([signedInBy.api]);
    for (let i = 0; i < 4; i += 1) {
      const user = await viaBalancer('/api/user', { cookie: adminCookie });
      assert.equal(user.status, 200, user.text);
      const served = await servedBy(user.headers['x-request-id']);
      websUsed.add(served.web);
      apisUsed.add(served.api);
    }
    assert.deepEqual([...websUsed].sort(), [upstreamOf('web-a'), upstreamOf('web-b')]);
    assert.deepEqual([...apisUsed].sort(), [upstreamOf('api-a'), upstreamOf('api-b')]);

    // The crowd site is chosen by the host the browser asked the balancer for.
    const crowdHome = await send(PORT, '/', { host: `demo.${env.MAIN_HOST}` });
    assert.equal(crowdHome.status, 200);
  });

  test('failed sign-ins count across api instances, under the address the load balancer saw; the web’s toast crosses webs', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const attempt = (via, headers) =>
      via('/api/login', { method: 'POST', json: { email, password: 'Wrong-pass1' }, headers });
    // Five failures are free per account and address, the sixth makes the next try wait; each
    // instance sees only three of them.
    for (const name of ['api-a', 'api-a', 'api-a', 'api-b', 'api-b', 'api-b']) {
      const response = await attempt((path, options) => viaInstance(name, path, options));
      assert.notEqual(response.status, 429, `${name} refused before the sixth failure`);
      assert.ok(response.status >= 400, `${name} answered ${response.status} to a wrong password`);
    }
    // A client naming another address to the balancer still counts as the address it came from.
    const limited = await attempt(viaBalancer, { 'X-Forwarded-For': '203.0.113.7' });
    assert.equal(limited.status, 429, limited.text);
    assert.ok(Number(limited.headers['retry-after']) > 0);

    // The sign-in page's answer is a toast in the web's signed cookie: web A sets it, web B shows it.
    const form = await viaInstance('web-a', '/login', {
      method: 'POST',
      body: new URLSearchParams({ email, password: 'Wrong-pass1' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${env.MAIN_HOST}` },
    });
    assert.equal(form.status, 302, form.text);
    const again = new URL(form.headers.location, `http://${env.MAIN_HOST}`);
    const page = await viaInstance('web-b', `${again.pathname}${again.search}`, { cookie: sessionCookie(form) });
    assert.equal(page.status, 200);
    const [tooMany] = resources.en.common.rateLimited.tryAgainIn_other.split('{{');
    assert.ok(page.text.includes(tooMany), 'web B shows the toast web A set');
  });

  const connectSocket = (name, port, transports) => {
    // The polling transport sends the URL's host whatever Host it is given: `localhost` it is.
    const socket = io(`http://localhost:${port}`, {
      path: '/socket.io',
      transports,
      forceNew: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      extraHeaders: { Host: env.MAIN_HOST, Cookie: adminCookie, Origin: `http://${env.MAIN_HOST}` },
    });
    socket.name = name;
    sockets.push(socket);
    return connected(socket);
  };

  let heldByWebB;
  let adminIdea;
  let followerCookie;

  const commentThroughWebA = async () => {
    const comment = await viaInstance('web-a', '/api/crowdView/comment/demo', {
      method: 'POST',
      cookie: followerCookie,
      json: { ideaId: adminIdea.id, content: `From web A, ${randomBytes(3).toString('hex')}.` },
    });
    assert.equal(comment.status, 201, comment.text);
  };

  test('a notification caused through web A reaches sockets held through web B and through the balancer', async () => {
    assert.ok(adminCookie, 'the first test signed the admin in');
    heldByWebB = await connectSocket('web-b websocket', port('web-b'), ['websocket']);
    // Long-polling is a series of requests: it works only if they all reach the api instance that
    // holds the connection, whichever web each one passes.
    const polling = await connectSocket('balancer polling', PORT, ['polling']);

    const viaWebA = (path, options) => viaInstance('web-a', path, options);
    followerCookie = await signIn(viaWebA, credentials.follower);
    const admin = JSON.parse((await viaWebA('/api/user', { cookie: adminCookie })).text);
    const view = JSON.parse((await viaWebA('/api/crowdView/domain/demo')).text);
    const { ideas } = JSON.parse((await viaWebA(`/api/crowdView/ideas/${view.id}`)).text);
    adminIdea = ideas.find((idea) => idea.ownerId === admin.id);
    assert.ok(adminIdea, 'the demo admin has an idea');

    const arrivals = [notificationOn(heldByWebB, adminIdea.id), notificationOn(polling, adminIdea.id)];
    await commentThroughWebA();
    const [onWebB, onPolling] = await Promise.all(arrivals);
    assert.equal(onWebB.type, onPolling.type);
    assert.equal(polling.io.engine.transport.name, 'polling', 'the socket stayed on long-polling');
  });

  test('an api instance restarted: sessions survive, the balancer serves meanwhile, sockets reconnect', async () => {
    assert.ok(heldByWebB && adminIdea, 'the notification test connected the socket');
    const api = topology.instances['api-a'];
    await api.stop();
    for (let i = 0; i < 4; i += 1) {
      const user = await viaBalancer('/api/user', { cookie: adminCookie });
      assert.equal(user.status, 200, `while api-a is down: ${user.text}`);
      assert.equal((await servedBy(user.headers['x-request-id'])).api, upstreamOf('api-b'));
    }

    await api.start();
    const user = await viaInstance('api-a', '/api/user', { cookie: adminCookie });
    assert.equal(user.status, 200, 'the restarted instance knows the session: it lives in the database');
    assert.equal(JSON.parse(user.text).email, credentials.admin.email);

    // Whichever api held it, the socket through web B is connected now and still gets notifications.
    await connected(heldByWebB);
    const arrival = notificationOn(heldByWebB, adminIdea.id);
    await commentThroughWebA();
    await arrival;
  });
});
