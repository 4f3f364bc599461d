import type { IncomingHttpHeaders } from 'node:http';
import express from 'express';
import { listen, send } from '../test/http';
import { compileTrust } from './forwarded';
import { createApiProxy } from './proxy';
import { createRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the web’s request id and the API proxy', () => {
  let upstream: Awaited<ReturnType<typeof listen>>;
  const seen: { path: string | undefined; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    upstream = await listen((req, res) => {
      seen.push({ path: req.url, headers: req.headers });
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    seen.length = 0;
  });

  async function throughWeb(
    trusted: string[],
    path: string,
    headers: Record<string, string> = {},
    { method = 'GET', body }: { method?: string; body?: string } = {},
  ) {
    const app = express();
    const trust = compileTrust(trusted);
    app.set('trust proxy', trust);
    app.use(createRequestId(trust));
    app.use(createApiProxy({ apiUrl: `http://127.0.0.1:${upstream.port}`, trust, protocol: 'http' }));
    app.use((_req, res) => {
      res.status(404).end();
    });
    const web = await listen(app);
    try {
      return await send(web.port, { method, path, headers, body });
    } finally {
      await web.close();
    }
  }

  it('makes an id, sends it to the API and answers it', async () => {
    const response = await throughWeb(['loopback'], '/api/user');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(seen[0]?.headers['x-request-id']).toBe(id);
  });

  it('keeps the id of a trusted load balancer in front of the web', async () => {
    const response = await throughWeb(['loopback'], '/api/user', { 'X-Request-Id': 'lb-7f3a9c21e0' });
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c21e0');
    expect(seen[0]?.headers['x-request-id']).toBe('lb-7f3a9c21e0');
  });

  it('replaces the id of a client that is no trusted proxy, and a malformed one', async () => {
    const untrusted = await throughWeb(['192.0.2.1'], '/api/user', { 'X-Request-Id': 'client-chosen-id' });
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    expect(seen[0]?.headers['x-request-id']).toBe(untrusted.headers['x-request-id']);

    const malformed = await throughWeb(['loopback'], '/api/user', { 'X-Request-Id': 'has spaces\tand tabs' });
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });

  it.each(['/api/metrics', '/api/metrics/', '/api/METRICS', '/api/Metrics?x=1', '/api/%6Detrics', '/api//metrics'])(
    'answers 404 for %s and never asks the API (which trusts the web as a peer)',
    async (path) => {
      const response = await throughWeb(['loopback'], path);
      expect(response.status).toBe(404);
      expect(seen).toEqual([]);
    },
  );

  it.each([
    '/api/public/ideas/views',
    '/api/public/ideas/views/',
    '/api/Public/Ideas/VIEWS?x=1',
    '/api//public/ideas/views',
  ])('answers 404 to a POST of %s (the views only the web tallies) and never asks the API', async (path) => {
    const body = JSON.stringify({ views: [{ ideaId: 1, count: 10000 }] });
    const response = await throughWeb(
      ['loopback'],
      path,
      { 'Content-Type': 'application/json' },
      { method: 'POST', body },
    );
    expect(response.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it("still proxies an idea's public view count and the API's other system routes", async () => {
    expect((await throughWeb(['loopback'], '/api/public/ideas/views/7')).status).toBe(200);
    const response = await throughWeb(['loopback'], '/api/health');
    expect(response.status).toBe(200);
    expect(seen.map((request) => request.path)).toEqual(['/api/public/ideas/views/7', '/api/health']);
  });
});
