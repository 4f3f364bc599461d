import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { portEnv, serve, startWorker, stopProcess } from '../../scripts/lib/stack.mjs';
import { startSmtpServer } from '../support/mail.mjs';
import { createDatabase, missingServices, REDIS_URL, uniqueQueuePrefix } from '../support/services.mjs';

const PORT = 3140;
const PASSWORD = 'Start-Pass1';
const ACTIVATION_LINK = /\/accountActivation\/[\w-]+/;

const skip = await missingServices();

/**
 * The README's "Running on MySQL and Redis": DATABASE_URL and REDIS_URL set, then what `npm start`
 * runs once built (scripts/lib/stack.mjs serve()), here with mail going to a local SMTP server.
 */
describe('npm start on MySQL and Redis', { skip }, () => {
  let smtp;
  let database;
  let dataDir;
  let stack;

  before(async () => {
    smtp = await startSmtpServer();
    database = createDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'crowd-e2e-start-'));
    stack = await serve(
      {
        ...portEnv(PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATABASE_URL: database.url,
        REDIS_URL,
        QUEUE_PREFIX: uniqueQueuePrefix(),
        SMTP_URL: smtp.url,
        QUEUE_STUCK_AFTER_SECONDS: '1',
        // What the developer's shell may hold must not change what npm start decides.
        START_WORKER: '',
        RUN_QUEUE_PROCESSORS: '',
      },
      { quiet: process.env.E2E_VERBOSE !== '1' },
    );
  });

  after(async () => {
    await stack?.stop();
    database?.drop();
    await smtp?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request to the web origin, as the browser makes it (the web proxies /api to the API). */
  const web = (path, { host = stack.env.MAIN_HOST, ...init } = {}) =>
    fetch(`http://127.0.0.1:${PORT}${path}`, { redirect: 'manual', ...init, headers: { host, ...init.headers } });

  const register = async (email) => {
    const response = await web('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        confirmEmail: email,
        name: 'Start User',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        locale: 'en',
      }),
    });
    assert.equal(response.status, 201, await response.text());
  };

  const health = async () => {
    const response = await fetch(`${stack.env.API_URL}/api/health`);
    assert.equal(response.status, 200, 'a stuck queue never takes the API out of rotation');
    return response.json();
  };

  const waitForHealth = async (predicate, what, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const body = await health();
      if (predicate(body)) return body;
      if (Date.now() > deadline) throw new Error(`health never showed ${what}: ${JSON.stringify(body)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const mailsTo = (email) => smtp.mails.filter((mail) => mail.to.includes(email));

  test('registers, receives the activation mail over SMTP, activates and signs in', async () => {
    const email = `start-${randomBytes(4).toString('hex')}@example.com`;
    await register(email);

    const link = new URL(await smtp.linkTo(email, ACTIVATION_LINK));
    const activation = await web(link.pathname, { host: link.host });
    assert.equal(activation.status, 302);
    // Activation signs in: the session cookie rides on the push through the login host.
    assert.match(activation.headers.get('location') ?? '', /\/sso\/begin\?from=/);
    assert.ok(activation.headers.getSetCookie().some((header) => header.startsWith('crowd_sid=')));

    const login = await web('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const user = await web('/api/user', { headers: { cookie } });
    assert.equal(user.status, 200);
    assert.equal((await user.json()).email, email);
    assert.equal(mailsTo(email).length, 1);
  });

  test('with the worker stopped, health shows the waiting mail; a new worker delivers it once', async () => {
    const worker = stack.children.find((child) => child.name === 'worker');
    assert.ok(worker, 'npm start started a worker because REDIS_URL is set');
    await stopProcess(worker);

    const email = `stuck-${randomBytes(4).toString('hex')}@example.com`;
    await register(email);
    const stuck = await waitForHealth((body) => body.status === 'degraded', 'the queue degraded');
    assert.equal(stuck.database, 'up');
    assert.equal(stuck.checks.queues, 'down');
    assert.deepEqual(
      { waiting: stuck.jobQueues.mail.waiting, attached: stuck.jobQueues.mail.processorAttached },
      { waiting: 1, attached: false },
    );
    assert.equal(stuck.jobQueues.mail.stuck, true);
    assert.equal(mailsTo(email).length, 0);

    stack.children.push(startWorker(stack.env, { quiet: process.env.E2E_VERBOSE !== '1' }));
    await smtp.linkTo(email, ACTIVATION_LINK);
    const recovered = await waitForHealth(
      (body) => body.status === 'ok' && body.jobQueues.mail.waiting === 0 && body.jobQueues.mail.active === 0,
      'the queue drained',
    );
    assert.equal(recovered.jobQueues.mail.processorAttached, true);
    // Anything sent twice would have arrived by now: the queue is empty and nothing is running.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(mailsTo(email).length, 1);
  });
});
