import type { IncomingHttpHeaders } from 'node:http';
import express from 'express';
import { listen, send } from '../test/http';
import { compileTrust } from './forwarded';
import { createApiProxy } from './proxy';

/** Issue 9 probe: the client's X-Forwarded-Host reached the API, so a crowd host's cookie worked on the main host. */
describe('the API proxy sends the web’s own forwarding headers', () => {
  let upstream: Awaited<ReturnType<typeof listen>>;
  let seen: IncomingHttpHeaders = {};

  beforeAll(async () => {
    upstream = await listen((req, res) => {
      seen = req.headers;
      res.end('{}');
    });
  });
  afterAll(() => upstream.close());

  async function throughProxy(trusted: string[], headers: Record<string, string>): Promise<IncomingHttpHeaders> {
    const app = express();
    const trust = compileTrust(trusted);
    app.set('trust proxy', trust);
    app.use(createApiProxy({ apiUrl: `http://127.0.0.1:${upstream.port}`, trust, protocol: 'http' }));
    const web = await listen(app);
    try {
      await send(web.port, { path: '/api/user', headers });
      return seen;
    } finally {
      await web.close();
    }
  }

  const forged = {
    Host: 'demo.localhost:3000',
    'X-Forwarded-Host': 'localhost:3000',
    'X-Forwarded-For': '198.51.100.9',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Port': '443',
    Forwarded: 'for=198.51.100.9;host=localhost:3000;proto=https',
    'X-Real-IP': '198.51.100.9',
  };

  it('replaces a client’s forged X-Forwarded-* with the host and address the web saw', async () => {
    // The test client (loopback) is not one of these proxies: its headers are its own claims.
    const headers = await throughProxy(['192.0.2.1'], forged);
    expect(headers.host).toBe('demo.localhost:3000');
    expect(headers['x-forwarded-host']).toBe('demo.localhost:3000');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-port']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('believes a trusted proxy in front of the web, and passes on one resolved value each', async () => {
    const headers = await throughProxy(['loopback'], {
      ...forged,
      'X-Forwarded-For': '203.0.113.5, 198.51.100.9',
      'X-Forwarded-Host': 'ideas.example.com',
    });
    expect(headers['x-forwarded-host']).toBe('ideas.example.com');
    expect(headers['x-forwarded-for']).toBe('198.51.100.9');
    expect(headers['x-forwarded-proto']).toBe('http');
  });
});

/** Issue 27: without a keep-alive agent every proxied call closed the browser's connection and opened one to the API. */
describe('the API proxy keeps connections open', () => {
  it("answers without closing the browser's connection and reuses its connection to the API", async () => {
    const apiSockets = new Set<unknown>();
    const upstream = await listen((req, res) => {
      apiSockets.add(req.socket);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    const app = express();
    const trust = compileTrust([]);
    app.use(createApiProxy({ apiUrl: `http://127.0.0.1:${upstream.port}`, trust, protocol: 'http' }));
    const web = await listen(app);
    try {
      for (let call = 0; call < 3; call += 1) {
        const answer = await send(web.port, { path: '/api/user', headers: { Host: 'demo.localhost:3000' } });
        expect(answer.status).toBe(200);
        expect(answer.headers.connection).not.toBe('close');
      }
      expect(apiSockets.size).toBe(1);
    } finally {
      await web.close();
      await upstream.close();
    }
  });
});
