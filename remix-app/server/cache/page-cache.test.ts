import type { IncomingMessage } from 'node:http';
import compression from 'compression';
import { READER_SLOT_ATTRIBUTE } from '@crowd/contracts/session';
import express from 'express';
import { listen, send } from '../../test/http';
import { createPageCache } from './page-cache';
import { createReaderClasses } from './reader-class';
import { createSecurityHeaders } from '../security-headers';

let clock = Date.now();
const readerClasses = createReaderClasses(
  () => 'test-reader-secret',
  () => clock,
);

/** The web's order: headers, the write-emptying before the API proxy, compression, the cache, the pages. */
async function site() {
  const securityHeaders = createSecurityHeaders({ protocol: 'http' });
  const pageCache = createPageCache({
    ttlMs: () => 60_000,
    securityHeaders,
    readerClasses,
    // The login host's hint is kept over crowd.test (decision 039); localhost has none.
    silentSignOn: { hintDomain: 'crowd.test', hostOf: (req) => String(req.headers.host ?? '').toLowerCase() },
  });
  const renders: string[] = [];
  const visits: string[] = [];
  const app = express();
  app.use(securityHeaders.middleware);
  app.use(pageCache.clearOnWrites);
  app.use('/api', (_req, res) => {
    res.send('proxied');
  });
  app.use(compression({ threshold: 0 }));
  app.use(pageCache.middleware);
  app.use((req, res) => {
    renders.push(req.url);
    if (req.url.startsWith('/shared')) pageCache.share(res);
    if (/^\/(readers|filled-readers)/.test(req.url)) {
      // As the root does: a render for the class the cache asks, unless this session's role is another now.
      const role = String(req.headers['x-test-role'] ?? 'FOLLOWER');
      const readerClass = pageCache.readerRenderOf(req);
      pageCache.share(res, {
        // `/filled-readers`: one whose reader parts the web fills in for a browser without the script (decision 042).
        ...(req.url.startsWith('/filled-readers') ? { fillForReader } : {}),
      });
      if (readerClass === role) {
        pageCache.renderedForReaders(res);
        renders.push(`for ${readerClass}`);
      } else {
        const cookie = pageCache.readerCookie(req, role, false);
        if (cookie) res.append('Set-Cookie', cookie);
        renders.push(`own page of ${String(req.headers.cookie)}`);
      }
    }
    if (req.url.startsWith('/counted'))
      pageCache.share(res, {
        onEachVisit: (visit) => visits.push(`${visit.url} ${String(visit.headers.referer ?? '')}`),
      });
    const nonce = securityHeaders.nonceOf(res);
    res.type('html').send(`<p>render ${renders.length}</p>${slotHolding('')}<script nonce="${nonce}">go()</script>`);
  });
  return { ...(await listen(app)), renders, visits };
}

/** The reader's session for the page's slot; nothing for a session that ended (`x-test-gone`). */
async function fillForReader(req: IncomingMessage): Promise<ReadonlyMap<string, string> | null> {
  if (req.headers['x-test-gone']) return null;
  return new Map([['reader', /crowd_sid=(\w+)/.exec(String(req.headers.cookie))?.[1] ?? '']]);
}
/** The page's slot (decision 042) holding `text`. */
const slotHolding = (text: string) => `<noscript ${READER_SLOT_ATTRIBUTE}="reader">${text}</noscript>`;

let current: Awaited<ReturnType<typeof site>>;
beforeEach(async () => {
  current = await site();
});
afterEach(() => current.close());

const CHECKED = 'crowd_sso_checked=dHJ1ZQ%3D%3D';
const page = (path: string, headers: Record<string, string> = {}) =>
  send(current.port, { path, headers: { host: 'demo.localhost:3000', ...headers } });
const nonceIn = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];

describe("the web's page cache", () => {
  it('shows a shared page again without rendering it, with a nonce of its own in the page and its CSP', async () => {
    const first = await page('/shared');
    const second = await page('/shared');
    expect(current.renders).toEqual(['/shared']);
    expect(second.body.replace(nonceIn(second.body)!, 'N')).toBe(first.body.replace(nonceIn(first.body)!, 'N'));
    expect(nonceIn(second.body)).not.toBe(nonceIn(first.body));
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonceIn(second.body)}'`);
    expect(second.headers['content-security-policy']).not.toContain(nonceIn(first.body));
  });

  it('keeps the page as rendered and compresses it for each client that asks', async () => {
    const zipped = await send(current.port, {
      path: '/shared',
      headers: { host: 'demo.localhost:3000', 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await page('/shared');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>render 1</p>');
    const again = await send(current.port, {
      path: '/shared',
      headers: { host: 'demo.localhost:3000', 'accept-encoding': 'gzip' },
    });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(current.renders).toHaveLength(1);
  });

  it('runs what a shared page still does for each visit it answers (an idea page counts the view)', async () => {
    await page('/counted', { referer: 'http://a.example/' });
    await page('/counted', { referer: 'http://b.example/' });
    await page('/counted');
    expect(current.renders).toEqual(['/counted']);
    // The render counted its own visit; each later visit the cache answers is handed on with its own request.
    expect(current.visits).toEqual(['/counted http://b.example/', '/counted ']);
  });

  it('renders every time a page the app did not share', async () => {
    await page('/mine');
    await page('/mine');
    expect(current.renders).toEqual(['/mine', '/mine']);
  });

  it.each([
    ['a session', { cookie: `crowd_sid=s; ${CHECKED}` }],
    ['another cookie of ours', { cookie: `__flash=x; ${CHECKED}` }],
    ["a browser's page view that silent single sign-on has not checked", { accept: 'text/html' }],
  ])('renders afresh for %s', async (_who, headers) => {
    await page('/shared');
    await page('/shared', headers);
    expect(current.renders).toHaveLength(2);
  });

  it("shares a browser's first page view where the hint is kept and the browser holds none, not one that holds it", async () => {
    const firstVisit = { accept: 'text/html', host: 'demo.crowd.test:3000' };
    await page('/shared', firstVisit);
    await page('/shared', firstVisit);
    expect(current.renders).toHaveLength(1);
    // Signed in somewhere: the app may find a session through the login host, so it renders.
    await page('/shared', { ...firstVisit, cookie: 'crowd_sso_hint=dHJ1ZQ%3D%3D' });
    // A crowd's own domain never sees the hint: it asks, as before.
    await page('/shared', { ...firstVisit, host: 'ideas.example.org' });
    expect(current.renders).toHaveLength(3);
  });

  it('renders data requests afresh', async () => {
    await page('/shared?_data=root');
    await page('/shared?_data=root');
    expect(current.renders).toHaveLength(2);
  });

  it('shares among checked browsers holding the same language, and not across languages or hosts', async () => {
    const browser = { accept: 'text/html', cookie: `${CHECKED}; lng=ImVuIg%3D%3D` };
    await page('/shared', browser);
    await page('/shared', browser);
    expect(current.renders).toHaveLength(1);
    await page('/shared', { ...browser, cookie: `${CHECKED}; lng=InNrIg%3D%3D` });
    await page('/shared', { ...browser, host: 'other.localhost:3000' });
    await page('/shared', { ...browser, 'accept-language': 'sk' });
    expect(current.renders).toHaveLength(4);
  });

  it('keys a repeated cookie by the value the app reads (the first), so it cannot file one language under another', async () => {
    const [sk, en] = ['lng=InNrIg%3D%3D', 'lng=ImVuIg%3D%3D'];
    await page('/shared', { cookie: `${CHECKED}; ${sk}; ${en}` });
    await page('/shared', { cookie: `${CHECKED}; ${sk}` });
    expect(current.renders).toHaveLength(1);
    await page('/shared', { cookie: `${CHECKED}; ${en}` });
    expect(current.renders).toHaveLength(2);
  });

  it('empties itself on a write, also one proxied to the API', async () => {
    await page('/shared');
    await send(current.port, { method: 'POST', path: '/api/ideaLike/demo', body: '{}' });
    await page('/shared');
    expect(current.renders).toHaveLength(2);
  });
});

describe("the web's page cache for signed-in readers (issue 27)", () => {
  const SCRIPTED = 'crowd_js=1';
  const cookieValue = (setCookie: string | string[] | undefined) =>
    /crowd_reader=([^;]+)/.exec(([] as string[]).concat(setCookie ?? []).join())?.[1];
  /** The reader cookie the cache issues with a page of this session's own (`role` as the crowd view names it). */
  async function readerCookieOf(session: string, role = 'FOLLOWER', host = 'demo.localhost:3000', scripted = true) {
    const browser = scripted ? `crowd_sid=${session}; ${SCRIPTED}` : `crowd_sid=${session}`;
    const own = await page('/readers', { host, cookie: browser, 'x-test-role': role });
    const value = cookieValue(own.headers['set-cookie']);
    if (!value) throw new Error('no reader cookie issued');
    return `${browser}; crowd_reader=${value}`;
  }

  it('renders a path its loaders shared once for every reader of a role, then answers it without rendering', async () => {
    const alice = await readerCookieOf('alice');
    const bob = await readerCookieOf('bob');
    await page('/readers', { cookie: alice });
    const first = await page('/readers', { cookie: alice });
    const second = await page('/readers', { cookie: bob });
    expect(current.renders.filter((render) => render.startsWith('for '))).toEqual(['for FOLLOWER']);
    expect(second.body.replace(nonceIn(second.body)!, 'N')).toBe(first.body.replace(nonceIn(first.body)!, 'N'));
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('keeps each role to its own page and never shows a reader page to a signed-out visitor', async () => {
    const follower = await readerCookieOf('alice');
    const admin = await readerCookieOf('carol', 'ADMIN');
    const visits: [string, string][] = [
      [follower, 'FOLLOWER'],
      [admin, 'ADMIN'],
      [follower, 'FOLLOWER'],
      [admin, 'ADMIN'],
    ];
    for (const [cookie, role] of visits) await page('/readers', { cookie, 'x-test-role': role });
    expect(current.renders.filter((render) => render.startsWith('for '))).toEqual(['for FOLLOWER', 'for ADMIN']);
    const renders = current.renders.length;
    await page('/readers', { cookie: `${CHECKED}; ${SCRIPTED}` });
    expect(current.renders.slice(renders)[0]).toBe('/readers');
  });

  it('renders a page of their own for a reader whose role changed since the cookie, and keeps none of it', async () => {
    const alice = await readerCookieOf('alice');
    await page('/readers', { cookie: await readerCookieOf('bob') });
    const renders = current.renders.length;
    const answer = await page('/readers?fresh', { cookie: alice, 'x-test-role': 'ADMIN' });
    await page('/readers?fresh', { cookie: alice, 'x-test-role': 'ADMIN' });
    expect(current.renders.slice(renders).filter((render) => render.startsWith('own page'))).toHaveLength(2);
    expect(cookieValue(answer.headers['set-cookie'])).toMatch(/^ADMIN\./);
  });

  it('renders every time a path its loaders did not share', async () => {
    const alice = await readerCookieOf('alice');
    await page('/mine', { cookie: alice });
    await page('/mine', { cookie: alice });
    expect(current.renders.filter((render) => render === '/mine')).toHaveLength(2);
  });

  it('shares a page whose reader parts are the top bar alone with browsers that have not run the script (decision 041)', async () => {
    const scripted = await readerCookieOf('alice');
    const plain = await readerCookieOf('bob', 'FOLLOWER', 'demo.localhost:3000', false);
    expect(plain).not.toContain(SCRIPTED);
    await page('/readers', { cookie: plain });
    const first = await page('/readers', { cookie: plain });
    const second = await page('/readers', { cookie: scripted });
    expect(current.renders.filter((render) => render.startsWith('for '))).toEqual(['for FOLLOWER']);
    expect(second.body.replace(nonceIn(second.body)!, 'N')).toBe(first.body.replace(nonceIn(first.body)!, 'N'));
  });

  it("fills a shared page's reader parts in for each browser that has not run the script, the render that stored it included (decision 042)", async () => {
    const withoutScript = async (session: string) => (await readerCookieOf(session)).replace(`${SCRIPTED}; `, '');
    const bob = await withoutScript('bob');
    const alice = await withoutScript('alice');
    const carol = await readerCookieOf('carol');
    const own = await page('/filled-readers', { cookie: bob });
    expect(own.body).toContain(slotHolding(''));
    const renders = current.renders.length;
    const stored = await page('/filled-readers', { cookie: bob });
    const served = await page('/filled-readers', { cookie: alice });
    const scripted = await page('/filled-readers', { cookie: carol });
    expect(current.renders.slice(renders)).toEqual(['/filled-readers', 'for FOLLOWER']);
    expect(stored.body).toContain(slotHolding('bob'));
    expect(served.body).toContain(slotHolding('alice'));
    expect(served.body.replace(nonceIn(served.body)!, 'N').replace('alice', 'bob')).toBe(
      stored.body.replace(nonceIn(stored.body)!, 'N'),
    );
    expect(scripted.body).toContain(slotHolding(''));
    expect(served.headers['content-length']).toBe(String(Buffer.byteLength(served.body)));
  });

  it('renders a page of their own for a browser without the script whose parts cannot be filled in', async () => {
    const bob = (await readerCookieOf('bob')).replace(`${SCRIPTED}; `, '');
    await page('/filled-readers', { cookie: await readerCookieOf('alice') });
    await page('/filled-readers', { cookie: await readerCookieOf('alice') });
    const renders = current.renders.length;
    const answer = await page('/filled-readers', { cookie: bob, 'x-test-gone': '1' });
    expect(current.renders.slice(renders)).toEqual(['/filled-readers', `own page of ${bob}`]);
    expect(answer.body).toContain(slotHolding(''));
  });

  it.each([
    ['with the cookie of another session', (cookie: string) => cookie.replace('crowd_sid=alice', 'crowd_sid=mallory')],
    [
      'with a role written into the cookie',
      (cookie: string) => cookie.replace('crowd_reader=FOLLOWER', 'crowd_reader=ADMIN'),
    ],
    [
      'with a later expiry written into the cookie',
      (cookie: string) => cookie.replace(/\.(\d+)\./, (_m, e: string) => `.${Number(e) + 600}.`),
    ],
    ['with a cookie cut short', (cookie: string) => cookie.replace(/\.[^.]*$/, '')],
    ['with a flash toast', (cookie: string) => `${cookie}; __flash=x`],
  ])('gives a reader a page of their own %s', async (_how, alter) => {
    const alice = await readerCookieOf('alice');
    await page('/readers', { cookie: alice });
    const renders = current.renders.length;
    await page('/readers', { cookie: alter(alice) });
    await page('/readers', { cookie: alter(alice) });
    expect(current.renders.slice(renders).filter((render) => render.startsWith('own page'))).toHaveLength(2);
  });

  it("refuses a reader cookie on another crowd's host and once its minute is over", async () => {
    const alice = await readerCookieOf('alice');
    await page('/readers', { cookie: alice });
    await page('/readers', { cookie: alice, host: 'other.localhost:3000' });
    expect(current.renders.at(-1)).toMatch(/^own page/);
    clock += 61_000;
    await page('/readers', { cookie: alice });
    expect(current.renders.at(-1)).toMatch(/^own page/);
  });

  it("lets a signed-out visitor whose browser runs the script share the visitors' page", async () => {
    await page('/shared', { cookie: `${CHECKED}; ${SCRIPTED}` });
    await page('/shared', { cookie: CHECKED });
    expect(current.renders).toEqual(['/shared']);
  });
});
