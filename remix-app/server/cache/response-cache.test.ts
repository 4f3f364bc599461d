import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createResponseCache, sendStored, type ResponseCacheOptions } from './response-cache';

/** What the "framework" behind the cache answers for a path, and how often it was asked. */
interface Framework {
  renders: number;
  /** Resolves the renders that wait (`/slow`), one each. */
  release: () => void;
}

let server: Server;
let origin: string;
let framework: Framework;
/** lru-cache counts a TTL from a start time above zero. */
const START = 1_000_000;
let clock = START;
let cache: ReturnType<typeof createResponseCache<IncomingMessage, ServerResponse>>;

function start(options: Partial<ResponseCacheOptions<IncomingMessage, ServerResponse>> = {}): Promise<void> {
  const waiting: (() => void)[] = [];
  framework = { renders: 0, release: () => waiting.shift()?.() };
  cache = createResponseCache<IncomingMessage, ServerResponse>({
    ttlMs: () => 1000,
    keyOf: (req) => (req.headers.cookie?.includes('sid=') ? null : `${req.headers.host}${req.url}`),
    now: () => clock,
    ...options,
  });
  server = createServer((req, res) => {
    const handle = () =>
      cache.middleware(req, res, () => {
        framework.renders += 1;
        const render = framework.renders;
        const url = new URL(req.url ?? '/', 'http://x');
        const answer = (): void => {
          if (req.method === 'POST') return void res.end('written');
          res.statusCode = Number(url.searchParams.get('status') ?? 200);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('x-render', String(render));
          if (url.pathname === '/cookie') res.setHeader('set-cookie', 'a=1');
          // Written in pieces, as a streaming renderer does.
          res.write(`<p>render ${render}</p>`);
          res.end(Buffer.from('<p>end</p>'));
        };
        if (url.pathname === '/slow') waiting.push(answer);
        else answer();
      });
    // A reader that left before the cache saw its request (an earlier middleware still working).
    if (req.headers['x-leave']) {
      res.once('close', handle);
      req.socket.destroy();
    } else handle();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

afterEach(
  () =>
    new Promise<void>((resolve) => {
      clock = START;
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers });
  return { status: response.status, body: await response.text(), render: response.headers.get('x-render') };
};
const until = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the response cache of shared pages', () => {
  it('answers the same request again from the cache within the TTL, body and headers as rendered', async () => {
    await start();
    const first = await get('/');
    clock = START + 1000;
    const second = await get('/');
    expect(second).toEqual(first);
    expect(first.body).toBe('<p>render 1</p><p>end</p>');
    expect(framework.renders).toBe(1);
  });

  it('renders again for another key, for a request without a key, and after the TTL', async () => {
    await start();
    await get('/');
    await get('/other');
    await get('/', { cookie: 'sid=1' });
    expect(framework.renders).toBe(3);
    clock = START + 1001;
    expect((await get('/')).render).toBe('4');
  });

  it('never keeps an answer that sets a cookie, is not a 200, or that the owner refuses', async () => {
    await start({ shareable: (req) => !req.url?.includes('private') });
    for (const path of ['/cookie', '/?status=404', '/?status=302', '/private']) {
      await get(path);
      await get(path);
    }
    expect(framework.renders).toBe(8);
    expect(cache.size).toBe(0);
  });

  it('empties itself on a write, so the next reader sees the change', async () => {
    await start();
    await get('/');
    expect((await fetch(`${origin}/`, { method: 'POST' })).status).toBe(200);
    expect((await get('/')).render).toBe('3');
  });

  it('lets concurrent first readers share one render', async () => {
    await start();
    const readers = Promise.all([get('/slow'), get('/slow'), get('/slow')]);
    await until(() => framework.renders === 1);
    framework.release();
    const answers = await readers;
    expect(answers.map((answer) => answer.render)).toEqual(['1', '1', '1']);
    expect(framework.renders).toBe(1);
  });

  it('serves the older answer while one reader refreshes it', async () => {
    await start();
    const first = get('/slow');
    await until(() => framework.renders === 1);
    framework.release();
    await first;
    clock = START + 1500;
    const refreshing = get('/slow');
    await until(() => framework.renders === 2);
    expect((await get('/slow')).render).toBe('1');
    framework.release();
    expect((await refreshing).render).toBe('2');
    expect((await get('/slow')).render).toBe('2');
  });

  it('does not keep an answer whose render a write overtook', async () => {
    await start();
    const reader = get('/slow');
    await until(() => framework.renders === 1);
    await fetch(`${origin}/`, { method: 'POST' });
    framework.release();
    await reader;
    expect(cache.size).toBe(0);
  });

  it('lets the owner rewrite a stored answer for each reader', async () => {
    await start({
      noteOf: (res) => String(res.getHeader('x-render')),
      serve: (_req, res, stored) =>
        sendStored(res, stored, { body: stored.body.toString().replace(`render ${stored.note}`, 'served') }),
    });
    await get('/');
    expect(await get('/')).toEqual({ status: 200, body: '<p>served</p><p>end</p>', render: '1' });
  });

  describe('a request answered through `serve` also when its render fills the entry (`servesOwnFill`)', () => {
    const ownServe = () =>
      start({
        servesOwnFill: (req) => req.headers['x-own'] === '1',
        serve: (req, res, stored) =>
          sendStored(res, stored, {
            body: stored.body.toString().replace('render', `served to ${req.headers['x-who']}`),
          }),
      });

    it('gets the stored answer rewritten for it, as the readers after it do', async () => {
      await ownServe();
      expect(await get('/', { 'x-own': '1', 'x-who': 'a' })).toMatchObject({ body: '<p>served to a 1</p><p>end</p>' });
      expect(await get('/', { 'x-who': 'b' })).toMatchObject({ body: '<p>served to b 1</p><p>end</p>' });
      expect(framework.renders).toBe(1);
    });

    it.each([
      ['an answer that may not be kept', '/cookie'],
      ['an error', '/?status=500'],
    ])('gets what the framework wrote for %s', async (_what, path) => {
      await ownServe();
      expect(await get(path, { 'x-own': '1', 'x-who': 'a' })).toMatchObject({ body: '<p>render 1</p><p>end</p>' });
      expect(cache.size).toBe(0);
    });

    it('is served its own render when a write overtook it, which is not kept', async () => {
      await ownServe();
      const reader = get('/slow', { 'x-own': '1', 'x-who': 'a' });
      await until(() => framework.renders === 1);
      await fetch(`${origin}/`, { method: 'POST' });
      framework.release();
      expect(await reader).toMatchObject({ status: 200, body: '<p>served to a 1</p><p>end</p>' });
      expect(cache.size).toBe(0);
    });

    it('renders again for a stale entry and is served its own render, not the stale one', async () => {
      await ownServe();
      await get('/');
      clock += 2000;
      expect(await get('/', { 'x-own': '1', 'x-who': 'a' })).toMatchObject({ body: '<p>served to a 2</p><p>end</p>' });
    });
  });

  it('answers the next readers of a key whose first reader left before its answer was recorded', async () => {
    await start();
    await expect(get('/', { 'x-leave': '1' })).rejects.toThrow();
    await until(() => framework.renders === 1);
    const next = await get('/');
    expect(next.status).toBe(200);
  });

  it('is off with a TTL of 0', async () => {
    await start({ ttlMs: () => 0 });
    await get('/');
    await get('/');
    expect(framework.renders).toBe(2);
  });
});
