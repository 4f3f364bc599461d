import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, step } from '../support/browser.mjs';
import { runSql } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

const GA_CODE = 'G-E2ETEST1';
const GA_STUB = `window.__gaStubRan = true;`;

/** Sets the demo crowd's gaCode straight in the stack's database (the profile tab's own journey covers the form). */
const setDemoGaCode = (env, gaCode) => runSql(env, `UPDATE crowd SET gaCode = '${gaCode}' WHERE subdomain = 'demo'`);

/**
 * A request as a client on the wire makes it, with any Host (Node does not resolve `*.localhost`):
 * the body or `chunks` are written until the server answers.
 */
function raw(port, { method = 'POST', host, path, headers = {}, body, chunks }) {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ host: '127.0.0.1', port, method, path, headers: { Host: host, ...headers } }, (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString();
        resolve({ status: res.statusCode, headers: res.headers, text, length: text.length, sentWhenAnswered });
      });
    });
    // A server that refuses a body may reset the connection while the client still writes, before
    // the client has read its 411/413: that counts as cut off, with what had been sent by then.
    req.on('error', (error) => {
      if (answered) return;
      if (['EPIPE', 'ECONNRESET'].includes(error.code)) resolve({ status: 'reset', length: 0, sentWhenAnswered: sent });
      else reject(error);
    });
    // Written a slice at a time, and no further once the server has answered (as a browser stops).
    const slices = chunks
      ? Array.from({ length: chunks.count }, () => Buffer.alloc(chunks.size, 'a'))
      : Array.from({ length: Math.ceil(Buffer.byteLength(body ?? '') / 65536) }, (_, i) =>
          Buffer.from(body).subarray(i * 65536, (i + 1) * 65536),
        );
    const next = () => {
      const slice = slices.shift();
      if (answered || req.destroyed || !slice) return req.destroyed ? undefined : req.end();
      sent += slice.length;
      // A pause every 256 KB, as a network would make: time for an early answer to be read.
      req.write(slice, () => (sent % (256 * 1024) === 0 ? setTimeout(next, 100) : setImmediate(next)));
    };
    next();
  });
}

describe('security headers and the CSP', () => {
  let stack;
  let browser;
  const port = 3500;

  before(async () => {
    stack = await startTestStack({ port });
    setDemoGaCode(stack.env, GA_CODE);
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A page whose CSP violations (console and securitypolicyviolation events) are collected. */
  const withPage = async (name, fn) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const violations = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    const visit = async (url) => {
      const response = await page.goto(url);
      await page.waitForLoadState('networkidle');
      violations.push(...(await page.evaluate(() => window.__cspViolations)));
      return response;
    };
    try {
      await step(page, name, () => fn(page, visit));
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  };

  test('pages carry a CSP with a fresh nonce on their inline scripts, and the other headers', async () => {
    const nonces = new Set();
    for (const host of [stack.env.MAIN_HOST, `demo.${stack.env.MAIN_HOST}`, stack.env.LOGIN_HOST]) {
      // The sign-in page itself: on the login host (the other hosts send their /login there).
      const response = await raw(port, {
        method: 'GET',
        host,
        path: host === stack.env.LOGIN_HOST ? '/login' : '/register',
      });
      assert.equal(response.status, 200, `${host}: ${response.status} ${response.text.slice(0, 200)}`);
      const csp = response.headers['content-security-policy'] ?? '';
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      assert.ok(nonce, `a nonce in ${csp}`);
      nonces.add(nonce);
      assert.match(csp, /frame-ancestors 'none'/);
      // Google's hosts only on the demo crowd, whose gaCode is set.
      assert.equal(/googletagmanager/.test(csp), host.startsWith('demo.'));
      const inline = [...response.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
      assert.ok(inline.length > 0);
      for (const [, attributes] of inline) assert.ok(attributes.includes(`nonce="${nonce}"`), attributes);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.match(response.headers['permissions-policy'] ?? '', /camera=\(\)/);
      assert.equal(response.headers['strict-transport-security'], undefined);
    }
    assert.equal(nonces.size, 3);
  });

  test('no page logs a CSP violation: landing, sign-in, registration, a 404, the login host, the API docs', async () => {
    await withPage('csp-main', async (page, visit) => {
      await visit(stack.baseUrl());
      await visit(`${stack.baseUrl()}/register`);
      await visit(`${stack.baseUrl()}/no/such/page`);
      await visit(`${stack.baseUrl(stack.env.LOGIN_HOST)}/login`);
      await visit(`${stack.baseUrl()}/login`);
      // A client-side action under the CSP: a refused sign-in.
      await page.locator('input[type=email]').fill('nobody@example.com');
      await page.locator('input[type=password]').fill('Wrong-passw0rd');
      await page.locator('form button[type=submit]').first().click();
      await page.waitForLoadState('networkidle');
      await visit(`${stack.baseUrl()}/api/docs/`);
      await page.locator('.swagger-ui .info').waitFor();
    });
  });

  test('a crowd with gaCode set loads its analytics under the CSP', async () => {
    await withPage('csp-ga', async (page, visit) => {
      let requested;
      await page.route('https://www.googletagmanager.com/**', (route) => {
        requested = route.request().url();
        return route.fulfill({ status: 200, contentType: 'application/javascript', body: GA_STUB });
      });
      const response = await visit(stack.baseUrl(`demo.${stack.env.MAIN_HOST}`));
      assert.match(
        response.headers()['content-security-policy'],
        /script-src [^;]*https:\/\/\*\.googletagmanager\.com/,
      );
      await page.waitForFunction(() => window.__gaStubRan === true);
      assert.equal(requested, `https://www.googletagmanager.com/gtag/js?id=${GA_CODE}`);
      const configured = await page.evaluate(
        (code) => window.dataLayer.some((args) => args[0] === 'config' && args[1] === code),
        GA_CODE,
      );
      assert.ok(configured);
    });
    // The main site has no crowd, so no analytics and no Google hosts.
    const main = await raw(port, { method: 'GET', host: stack.env.MAIN_HOST, path: '/' });
    assert.equal(main.status, 200);
    assert.doesNotMatch(main.headers['content-security-policy'] ?? '', /google/);
    assert.doesNotMatch(main.text, /googletagmanager/);
  });

  test('API answers through the web keep the API’s own locked-down CSP', async () => {
    const response = await raw(port, { method: 'GET', host: stack.env.MAIN_HOST, path: '/api/health' });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  test('5 MB posted to /register gets a short 413, not a 10 MB page', async () => {
    const body = `name=${'a'.repeat(5 * 1024 * 1024)}`;
    const response = await raw(port, {
      host: stack.env.MAIN_HOST,
      path: '/register',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
      body,
    });
    // The 413 goes out before the body is read, and the connection closes with it: on a busy
    // machine the client's next write can meet that close before it has read the answer (as in
    // the chunked case below). Either way nothing of the 5 MB is read, let alone echoed.
    assert.ok([413, 'reset'].includes(response.status), String(response.status));
    assert.ok(response.length < 100, `${response.length} bytes`);
  });

  test('30 MB chunked to /forgotPassword is refused (411: a page post declares its length) at once', async () => {
    const started = Date.now();
    const response = await raw(port, {
      host: stack.env.MAIN_HOST,
      path: '/forgotPassword',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      chunks: { size: 16 * 1024, count: 1920 },
    });
    assert.ok([411, 'reset'].includes(response.status), String(response.status));
    // Socket buffers take a few MB on loopback before the refusal is seen: far from 30 MB.
    assert.ok(response.sentWhenAnswered < 5 * 1024 * 1024, `${response.sentWhenAnswered} bytes sent`);
    assert.ok(Date.now() - started < 5000);
    const after = await raw(port, { method: 'GET', host: stack.env.MAIN_HOST, path: '/' });
    assert.equal(after.status, 200);
  });

  test('an https Origin on the http site, or a cross-site post without Origin, is refused', async () => {
    for (const headers of [{ Origin: `https://${stack.env.MAIN_HOST}` }, { 'Sec-Fetch-Site': 'cross-site' }]) {
      const response = await raw(port, {
        host: stack.env.MAIN_HOST,
        path: '/login',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'email=a%40b.c&password=x',
      });
      assert.equal(response.status, 403);
    }
  });
});
