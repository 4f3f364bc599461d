import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { LIMITS, RESERVED_FORM_FIELD_SEGMENTS } from '@crowd/contracts/limits';
import { resources } from '@crowd/i18n';
import fc from 'fast-check';
import { demoCredentials } from '../support/fixtures.mjs';
import { startTestStack } from '../support/stack.mjs';

/**
 * Issue 24: one 13-byte form (`a[99999999]=1`) stalled the web process for 50 s, prototype keys
 * as field names were a 500 on 14 actions. Every route file with an action gets hostile form
 * bodies (fast-check, seeded) signed out and signed in, on the hosts it serves: none may answer
 * 5xx, each must answer within its time budget, and the web process's memory stays bounded.
 */

const PORT = 4080;
const SEED = 24_003;
/** Random bodies per route, host and visitor, besides one body of each kind (the examples). */
const RUNS = 6;
/**
 * The target of issue 24 on a machine with a core to spare; a page whose ordinary request takes
 * longer gets twice that request's time. A machine busier than its cores (the suite shares CI
 * with others) stretches it by how many times over: a stall like the probe's (50 s) still fails.
 */
const BUDGET_MS = 100;
const oversubscribed = () => Math.max(1, loadavg()[0] / availableParallelism());
/**
 * Growth of the web process's RSS from after the warm-up to the end. RSS is a high-water mark:
 * V8 and malloc keep what the heap grew to (runs of this suite end 100 to 275 MB above the
 * warm-up, rising and falling with major collections; a loop of 2 MB uploads settles about
 * 500 MB up and stays). Most of it is the main thread's malloc arena, which only gives back its
 * top: 1,800 ordinary form posts to three pages take it 400 MB up while the JavaScript heap stays
 * at 75 MB, the same before and after the per-page texts. The probe's 13-byte body alone took the
 * process to 4.3 GB: that is what this bound is for.
 */
const RSS_GROWTH_MAX = 384 * 1024 * 1024;
const ROUTES_DIR = new URL('../../remix-app/app/routes/', import.meta.url);

const { common } = resources.en;

/** The route files (without extension) that export an action, read from the routes folder. */
function actionRoutes() {
  const exportsAction = /export\s+(const|async\s+function|function)\s+action\b|export\s*\{[^}]*\baction\b/;
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .filter((file) => exportsAction.test(readFileSync(new URL(file, ROUTES_DIR), 'utf8')))
    .map((file) => file.replace(/\.tsx?$/, ''));
}

/**
 * A route file's URL by Remix's flat-route names: `.` separates segments (not inside `[...]`),
 * `_index` and `_layout` add none, a trailing `_` opts out of nesting, `$name` and `($name)` are
 * params (filled from `params`, which must know each), `$` is the splat.
 */
function urlOf(route, params) {
  const parts = [];
  for (const raw of route.match(/(\[[^\]]*\]|[^.])+/g)) {
    if (raw === '_index' || raw.startsWith('_')) continue;
    const segment = raw.replace(/_$/, '').replace(/^\((.*)\)$/, '$1');
    const param = segment === '$' ? '*' : segment.startsWith('$') ? segment.slice(1) : null;
    if (param === null) {
      parts.push(segment.replace(/\[(.*?)\]/g, '$1'));
      continue;
    }
    if (!(param in params)) throw new Error(`route ${route}: no value for its param ${param}; add one to the suite`);
    parts.push(params[param]);
  }
  return `/${parts.join('/')}`;
}

const LOGIN_PAGES = /^\/login(\/|$)/;
const AUTH_PAGES = /^\/(register|forgotPassword|resendActivation|resetPassword|logout)(\/|$)/;
const MAIN_PAGES = /^\/(account|crowds|ideas|subscription|resources)(\/|$)/;

/**
 * The sites a path is posted to: sign-in on the login host and the main site (the login host
 * serves nothing else), the other account pages on the main site and a crowd's, the crowd's
 * pages on its site.
 */
function sitesOf(path, { splat }) {
  if (LOGIN_PAGES.test(path)) return ['login', 'main'];
  if (AUTH_PAGES.test(path)) return ['main', 'crowd'];
  if (MAIN_PAGES.test(path)) return ['main'];
  if (path === '/' || path === `/${splat}`) return ['main', 'crowd'];
  return ['crowd'];
}

const URLENCODED = 'application/x-www-form-urlencoded';

/** A request as a browser on `host` makes it, timed from the first byte sent to the last received. */
function post({ host, path, contentType, body, cookie, method = 'POST' }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = {
      Host: host,
      Origin: `http://${host}`,
      'Content-Type': contentType,
      'Content-Length': String(body.length),
      ...(cookie ? { Cookie: cookie } : {}),
    };
    // A connection per request, as a form post of a browser mostly is: a connection the server
    // ends after an early answer (a refused upload) is never reused mid-close.
    const req = request({ agent: false, host: '127.0.0.1', port: PORT, method, path, headers }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          ms: performance.now() - started,
          text: Buffer.concat(parts).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A hostile body; fast-check reports it by its kind and size rather than byte by byte. */
const hostileBody = (kind, contentType, body) => ({
  kind,
  contentType,
  body,
  [fc.toStringMethod]: () =>
    `${kind} (${contentType}, ${body.length} bytes: ${JSON.stringify(body.subarray(0, 80).toString())})`,
});
const form = (kind, text) => hostileBody(kind, URLENCODED, Buffer.from(text));
const multipart = (kind, boundary, text) =>
  hostileBody(kind, `multipart/form-data; boundary=${boundary}`, Buffer.from(text));

/** Field names of the app's forms, so that hostile values reach real fields too. */
const FIELD_NAMES = ['email', 'password', 'name', 'intent', 'subaction', 'id', 'version', 'content', 'emails'];
const SHAPES = ['{k}', 'x[{k}]', '{k}[prototype]', 'x.{k}', 'a[0][{k}]', '{k}[x]', 'questions.0.{k}'];

const prototypeKey = fc
  .tuple(fc.constantFrom(...RESERVED_FORM_FIELD_SEGMENTS), fc.constantFrom(...SHAPES), fc.constantFrom(...FIELD_NAMES))
  .map(([key, shape, field]) => form('prototype key', `${field}=a&${shape.replace('{k}', key)}=1`));

const hugeIndex = fc
  .tuple(
    fc.oneof(fc.integer({ min: LIMITS.formFieldIndexMax + 1, max: 2 ** 31 }), fc.constant(99_999_999)),
    fc.constantFrom('a[{n}]', 'a.{n}', 'a[0][{n}]', 'emails[{n}]', '{n}', 'questions.{n}.id'),
  )
  .map(([n, shape]) => form('huge index', `${shape.replace('{n}', n)}=1`));

const sparseIndices = fc
  .uniqueArray(fc.integer({ min: 0, max: LIMITS.formFieldIndexMax }), { minLength: 1, maxLength: 30 })
  .map((indices) => form('sparse indices', indices.map((i) => `a[${i}]=${i}`).join('&')));

const manyFields = fc
  .integer({ min: LIMITS.formFieldsMax + 1, max: 10_000 })
  .map((count) => form(`${count} fields`, Array.from({ length: count }, (_, i) => `f${i % 10}=`).join('&')));

const deepNesting = fc
  .tuple(fc.integer({ min: LIMITS.formFieldDepthMax + 1, max: 60 }), fc.constantFrom('[x]', '.x', '[0]', '[]'))
  .map(([depth, level]) => form('deep nesting', `a${level.repeat(depth)}=1`));

const badEncoding = fc
  .array(fc.constantFrom('%', '%Z', '%ZZ', '%C3%28', '%FF%FE', '%E2%82', '%00', '+', '&&', '==', '%%', '%u0041'), {
    minLength: 1,
    maxLength: 20,
  })
  .map((pieces) => form('bad percent-encoding', `name=${pieces.join('')}&${pieces.join('')}=1`));

const invalidUtf8 = fc
  .uint8Array({ minLength: 1, maxLength: 4000 })
  .map((bytes) => hostileBody('raw bytes', URLENCODED, Buffer.from(bytes)));

const hugeValue = fc
  .tuple(
    fc.constantFrom(...FIELD_NAMES),
    fc.integer({ min: 1000, max: LIMITS.formBodyBytesMax - 100 }),
    fc.constantFrom('a', 'é', '<', ' '),
  )
  .map(([field, bytes, char]) => {
    const encoded = encodeURIComponent(char);
    return form('huge value', `${field}=${encoded.repeat(Math.floor(bytes / encoded.length))}`);
  });

const boundary = fc.oneof(
  fc.constant('b'),
  fc.constant('"quoted"'),
  fc.constant('x'.repeat(200)),
  fc.stringMatching(/^[!#-'*+.0-9A-Z^_`a-z|~-]{1,70}$/),
);
const partName = fc.oneof(
  fc.constantFrom(...FIELD_NAMES),
  fc.constantFrom(...RESERVED_FORM_FIELD_SEGMENTS).map((key) => `x[${key}]`),
  fc.integer({ min: 100, max: 2 ** 31 }).map((n) => `a[${n}]`),
  fc.constant(`a${'[0]'.repeat(10)}`),
);
const oddMultipart = fc
  .tuple(
    boundary,
    boundary,
    fc.array(fc.tuple(partName, fc.string({ maxLength: 50 }), fc.boolean()), { maxLength: 8 }),
    fc.boolean(),
  )
  .map(([declared, used, parts, closed]) => {
    const inBody = used.replace(/"/g, '');
    const text =
      parts
        .map(([name, value, isFile]) =>
          [
            `--${inBody}`,
            `Content-Disposition: form-data; name="${name}"${isFile ? '; filename="a.png"' : ''}`,
            ...(isFile ? ['Content-Type: image/png'] : []),
            '',
            value,
          ].join('\r\n'),
        )
        .join('\r\n') + (closed ? `\r\n--${inBody}--\r\n` : '');
    return multipart('odd multipart', declared, text);
  });

const manyParts = fc
  .integer({ min: LIMITS.formFieldsMax + 1, max: 5000 })
  .map((count) =>
    multipart(
      `${count} parts`,
      'b',
      `${Array.from({ length: count }, (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n1\r\n`).join('')}--b--\r\n`,
    ),
  );

const hostile = fc.oneof(
  prototypeKey,
  hugeIndex,
  sparseIndices,
  manyFields,
  deepNesting,
  badEncoding,
  invalidUtf8,
  hugeValue,
  oddMultipart,
  manyParts,
);

/** One body of each kind, posted to every route whatever the random draw. */
const EXAMPLES = [
  form('the probe: a[99999999]=1', 'a[99999999]=1'),
  form('prototype key', '__proto__=1'),
  form('prototype key', 'x[__proto__]=1'),
  form('prototype key', 'constructor[prototype]=1'),
  form('10,000 fields', Array.from({ length: 10_000 }, () => 'f=').join('&')),
  form('deep nesting', `a${'[0]'.repeat(50)}=1`),
  form('bad percent-encoding', 'name=%ZZ%C3%28'),
  hostileBody('invalid UTF-8', URLENCODED, Buffer.from([0x6e, 0x3d, 0xc3, 0x28, 0xff, 0xfe])),
  form('value at the body limit', `content=${'a'.repeat(LIMITS.formBodyBytesMax - 8)}`),
  multipart('multipart without its closing boundary', 'b', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1'),
  multipart(
    'multipart with another boundary',
    'b',
    '--c\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--c--\r\n',
  ),
].map((example) => [example]);

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('hostile form bodies to every web action', () => {
  let stack;
  let hosts;
  let params;
  let admin;
  /** The demo admin's session cookie on each site (a session belongs to the host it began on). */
  const sessions = {};
  let rssBefore;

  /** Signs the demo admin in through the site's own /api, as its pages do. */
  async function signIn(site) {
    const login = await post({
      host: hosts[site],
      path: '/api/login',
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify(admin)),
    });
    assert.equal(login.status, 200, login.text);
    sessions[site] = /crowd_sid=[^;]+/.exec(login.headers['set-cookie'].join('; '))[0];
  }

  /** The session of `site`, signed in again when a post (the logout action) ended it. */
  async function sessionOf(site) {
    const user = sessions[site] && (await fetchAs(site, '/api/user'));
    if (user?.status !== 200) await signIn(site);
    return sessions[site];
  }

  const fetchAs = (site, path) =>
    post({
      host: hosts[site],
      path,
      method: 'GET',
      cookie: sessions[site],
      contentType: 'text/plain',
      body: Buffer.alloc(0),
    });

  const apiGet = async (path) => {
    const response = await fetchAs('main', `/api${path}`);
    assert.equal(response.status, 200, `${path}: ${response.status}`);
    return JSON.parse(response.text);
  };

  before(async () => {
    stack = await startTestStack({ port: PORT });
    admin = demoCredentials(stack).admin;
    hosts = { main: stack.env.MAIN_HOST, login: stack.env.LOGIN_HOST, crowd: `demo.${stack.env.MAIN_HOST}` };
    await signIn('main');
    const crowd = (await apiGet('/crowd')).find((candidate) => candidate.subdomain === 'demo');
    const category = (await apiGet(`/category/${crowd.id}`))[0];
    const idea = (await apiGet('/idea?size=all')).ideas.find((candidate) => candidate.crowdId === crowd.id);
    params = {
      crowdId: String(crowd.id),
      categoryId: String(category.id),
      categorySlug: category.slug,
      ideaId: String(idea.id),
      token: 'x'.repeat(43),
      '*': 'no/such/page',
    };
    // Warm the process up before its memory is read: first renders compile templates and fill
    // caches, the first large bodies grow the heap to the size it keeps.
    for (const site of Object.keys(hosts)) await post({ host: hosts[site], path: '/', ...form('warm-up', 'x=1') });
    for (let round = 0; round < 3; round++)
      for (const [example] of EXAMPLES) await post({ host: hosts.main, path: '/login?sso=none', ...example });
    rssBefore = rssOf(stack.webPid);
  });

  after(async () => {
    await stack?.stop();
  });

  test('the probe’s attacks answer 400 with the error page, at once, on the sign-in pages', async () => {
    for (const [site, path] of [
      ['main', '/login?sso=none'],
      ['main', '/register'],
      ['login', '/login?sso=none'],
      ['crowd', '/register'],
    ]) {
      const { status, ms, text } = await post({ host: hosts[site], path, ...form('probe', 'a[99999999]=1') });
      assert.equal(status, 400, `${site} ${path}`);
      assert.ok(ms < 1000, `${site} ${path} took ${Math.round(ms)} ms`);
      assert.ok(text.includes(common.badRequest.title), `${site} ${path} shows the error page`);
      assert.ok(!text.includes('99999999'), 'nothing of the post is echoed');
    }
  });

  test('prototype keys as field names answer 400 on the actions that answered 500', async () => {
    const actions = [
      ['login', '/login?sso=none'],
      ['main', '/register'],
      ['main', '/forgotPassword'],
      ['main', '/resendActivation'],
      ['main', '/account/notificationSettings'],
      ['main', `/crowds/${params.crowdId}/categories/create`],
      ['crowd', `/idea/${params.ideaId}/share`],
    ];
    for (const [site, path] of actions) {
      for (const body of ['__proto__=1', 'x[__proto__]=1', 'constructor[prototype]=1']) {
        const { status } = await post({
          host: hosts[site],
          path,
          cookie: await sessionOf(site),
          ...form('proto', body),
        });
        assert.equal(status, 400, `${site} ${path} ${body}`);
      }
    }
  });

  const routes = actionRoutes();

  test('the suite reaches every route with an action', () => {
    assert.ok(routes.length >= 30, `only ${routes.length} routes with an action found`);
    for (const expected of ['login', 'register', 'createIdea', 'account.creditCards', 'crowds.$crowdId.billing'])
      assert.ok(routes.includes(expected), `${expected} is fuzzed`);
    // Every param of every route has a value: a new route with a new param fails here, not silently.
    for (const route of routes) urlOf(route, params);
  });

  for (const [index, route] of routes.entries()) {
    test(`${route}: never 5xx, within its time budget`, async (t) => {
      const path = urlOf(route, params);
      for (const site of sitesOf(path, { splat: params['*'] })) {
        for (const signedIn of [false, true]) {
          const target = { host: hosts[site], path, ...(signedIn ? { cookie: await sessionOf(site) } : {}) };
          // A normal request's time: the page itself, and an ordinary post to it.
          const ordinary = [];
          for (let i = 0; i < 3; i++) {
            const page = await post({ ...target, method: 'GET', contentType: 'text/plain', body: Buffer.alloc(0) });
            const posted = await post({ ...target, ...form('ordinary', 'fuzz=1') });
            ordinary.push(Math.max(page.ms, posted.ms));
          }
          const budget = Math.round(Math.max(BUDGET_MS, 2 * median(ordinary)) * oversubscribed());
          let slowest = 0;
          await fc.assert(
            fc.asyncProperty(hostile, async (body) => {
              let answer = await post({ ...target, contentType: body.contentType, body: body.body });
              assert.ok(answer.status < 500, `${body.kind} → ${answer.status}: ${answer.text.slice(0, 300)}`);
              // A machine shared with other work pauses now and then: a slow answer gets two more
              // tries and the fastest counts (a stall such as the probe's is slow every time).
              for (let retry = 0; retry < 2 && answer.ms > budget; retry++) {
                const again = await post({ ...target, contentType: body.contentType, body: body.body });
                if (again.ms < answer.ms) answer = again;
              }
              assert.ok(answer.ms <= budget, `${body.kind} took ${Math.round(answer.ms)} ms (budget ${budget} ms)`);
              slowest = Math.max(slowest, answer.ms);
            }),
            {
              numRuns: RUNS + EXAMPLES.length,
              examples: EXAMPLES,
              seed: SEED + index,
              endOnFailure: true,
              includeErrorInReport: true,
            },
          );
          t.diagnostic(
            `${site} ${signedIn ? 'signed in' : 'signed out'} ${path}: ordinary ${Math.round(median(ordinary))} ms, ` +
              `slowest hostile ${Math.round(slowest)} ms (budget ${budget} ms), ` +
              `web RSS +${Math.round((rssOf(stack.webPid) - rssBefore) / 1024 / 1024)} MB`,
          );
        }
      }
    });
  }

  test('the web process’s memory stayed bounded', async () => {
    // What the process keeps, not where its garbage collector happened to be: V8 gives back what
    // it no longer needs once idle for a few seconds, so the lowest reading of 20 s counts.
    let growth = Infinity;
    for (let second = 0; second < 20 && growth >= RSS_GROWTH_MAX; second++) {
      growth = Math.min(growth, rssOf(stack.webPid) - rssBefore);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    assert.ok(growth < RSS_GROWTH_MAX, `the web process grew by ${Math.round(growth / 1024 / 1024)} MB`);
  });
});
