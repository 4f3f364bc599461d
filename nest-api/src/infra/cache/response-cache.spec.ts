import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createResponseCache } from './response-cache';

/** lru-cache counts a TTL from a start time above zero. */
const START = 1_000_000;
let clock = START;
let server: Server;
let origin: string;
let answers = 0;
/** The answers that wait (`/slow`), released one at a time. */
let waiting: (() => void)[] = [];

/** A stand-in for Nest behind the cache: a numbered answer per request it gets. */
function start(): Promise<void> {
  answers = 0;
  waiting = [];
  const cache = createResponseCache<IncomingMessage>({
    ttlMs: 1000,
    keyOf: (req) => (req.headers.cookie ? null : `${req.headers.host}${req.url}`),
    now: () => clock,
  });
  server = createServer((req, res) => {
    // As the request-id middleware mounted before the cache does.
    res.setHeader('x-request-id', String(req.headers['x-request-id'] ?? 'none'));
    cache(req, res, () => {
      answers += 1;
      const answer = answers;
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (): void => {
        res.statusCode = Number(url.searchParams.get('status') ?? 200);
        res.setHeader('content-type', 'application/json');
        res.setHeader('x-answer', String(answer));
        if (url.pathname === '/cookie') res.setHeader('set-cookie', 'a=1');
        res.end(JSON.stringify({ answer }));
      };
      if (url.pathname === '/slow') waiting.push(send);
      else send();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeEach(start);
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
  return { status: response.status, body: await response.text(), answer: response.headers.get('x-answer') };
};
const until = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the API's response cache", () => {
  it('answers the same request from the first answer within the TTL, and asks again after it', async () => {
    const first = await get('/');
    clock = START + 1000;
    expect(await get('/')).toEqual(first);
    clock = START + 1001;
    expect((await get('/')).answer).toBe('2');
  });

  it('passes a request without a key through, and never keeps an answer that sets a cookie or is not a 200', async () => {
    await get('/', { cookie: 'sid=1' });
    await get('/', { cookie: 'sid=1' });
    for (const path of ['/cookie', '/?status=404']) {
      await get(path);
      await get(path);
    }
    expect(answers).toBe(6);
  });

  it('empties itself on a write, also of an answer the write overtook', async () => {
    await get('/');
    await fetch(`${origin}/`, { method: 'POST' });
    expect((await get('/')).answer).toBe('3');

    const overtaken = get('/slow');
    await until(() => waiting.length === 1);
    await fetch(`${origin}/`, { method: 'POST' });
    waiting.shift()?.();
    expect((await overtaken).answer).toBe('4');
    const next = get('/slow');
    await until(() => waiting.length === 1);
    waiting.shift()?.();
    expect((await next).answer).toBe('6');
  });

  it('lets concurrent first readers share one answer, and serves it while one reader refreshes it', async () => {
    const readers = Promise.all([get('/slow'), get('/slow'), get('/slow')]);
    await until(() => waiting.length === 1);
    waiting.shift()?.();
    expect((await readers).map((reader) => reader.answer)).toEqual(['1', '1', '1']);

    clock = START + 1500;
    const refreshing = get('/slow');
    await until(() => waiting.length === 1);
    expect((await get('/slow')).answer).toBe('1');
    waiting.shift()?.();
    expect((await refreshing).answer).toBe('2');
    expect((await get('/slow')).answer).toBe('2');
  });

  it('answers each request with its own id, also when the answer is a shared one', async () => {
    const first = await fetch(`${origin}/ideas`, { headers: { 'x-request-id': 'first-request' } });
    const second = await fetch(`${origin}/ideas`, { headers: { 'x-request-id': 'second-request' } });
    expect(second.headers.get('x-answer')).toBe('1');
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual([
      'first-request',
      'second-request',
    ]);
  });
});
