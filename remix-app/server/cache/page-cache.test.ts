import compression from 'compression';
import express from 'express';
import { listen, send } from '../../test/http';
import { createPageCache } from './page-cache';
import { createSecurityHeaders } from '../security-headers';

/** The web's order: headers, the write-emptying before the API proxy, compression, the cache, the pages. */
async function site() {
  const securityHeaders = createSecurityHeaders({ protocol: 'http' });
  const pageCache = createPageCache({ ttlMs: () => 60_000, securityHeaders });
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
    if (req.url.startsWith('/counted'))
      pageCache.share(res, (visit) => visits.push(`${visit.url} ${String(visit.headers.referer ?? '')}`));
    const nonce = securityHeaders.nonceOf(res);
    res.type('html').send(`<p>render ${renders.length}</p><script nonce="${nonce}">go()</script>`);
  });
  return { ...(await listen(app)), renders, visits };
}

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
