import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendText } from './api-transport.server';

/** A local HTTP server the calls go to, for real: what it received, on which connection. */
let server: Server;
let base: string;
let handle: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const seen: Array<{ method: string; url: string; body: string; contentLength: string | undefined; port: number }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        contentLength: req.headers['content-length'],
        port: req.socket.remotePort ?? 0,
      });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  handle = (_req, res) => res.end('{}');
});

const headers = (entries: Record<string, string> = {}) => new Headers({ Accept: 'application/json', ...entries });

describe('sendText (the API client JSON calls, issue 27)', () => {
  it('answers status, headers and body as fetch would, each Set-Cookie apart', async () => {
    handle = (_req, res) => {
      res.writeHead(201, [
        ['Content-Type', 'application/json; charset=utf-8'],
        ['Set-Cookie', 'a=1; Path=/'],
        ['Set-Cookie', 'b=2; Path=/; HttpOnly'],
      ]);
      res.end('{"name":"Žilina"}');
    };
    const answer = await sendText(`${base}/api/thing?x=1`, { method: 'GET', headers: headers() });
    expect(answer.status).toBe(201);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    await expect(answer.text()).resolves.toBe('{"name":"Žilina"}');
    expect(seen).toEqual([expect.objectContaining({ method: 'GET', url: '/api/thing?x=1', body: '' })]);
  });

  it('sends a JSON body with its length, also for a DELETE', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      await sendText(`${base}/api/thing`, { method, headers: headers(), body: '{"note":"čaj"}' });
    }
    expect(seen.map(({ method, body, contentLength }) => [method, body, contentLength])).toEqual([
      ['POST', '{"note":"čaj"}', '15'],
      ['PUT', '{"note":"čaj"}', '15'],
      ['DELETE', '{"note":"čaj"}', '15'],
    ]);
  });

  it('answers a redirect as it is and a refusal as not ok', async () => {
    handle = (req, res) => {
      if (req.url === '/moved') res.writeHead(302, { Location: '/elsewhere' }).end();
      else res.writeHead(409, { 'Content-Type': 'application/json' }).end('{"error":"default_error"}');
    };
    const moved = await sendText(`${base}/moved`, { method: 'GET', headers: headers() });
    expect([moved.status, moved.ok, moved.headers.get('location')]).toEqual([302, false, '/elsewhere']);
    const refused = await sendText(`${base}/refused`, { method: 'POST', headers: headers(), body: '{}' });
    expect([refused.status, refused.ok]).toEqual([409, false]);
    expect(seen.map((call) => call.url)).toEqual(['/moved', '/refused']);
  });

  it('keeps the connection for the next call', async () => {
    await sendText(`${base}/one`, { method: 'GET', headers: headers() });
    await sendText(`${base}/two`, { method: 'GET', headers: headers() });
    expect(seen[1]?.port).toBe(seen[0]?.port);
  });

  it('sends a GET once more when a kept connection was closed under it, never a write', async () => {
    await sendText(`${base}/warm`, { method: 'GET', headers: headers() });
    // The API drops the kept connection as the next call arrives on it, answering nothing.
    let dropped = false;
    handle = (req, res) => {
      if (!dropped) {
        dropped = true;
        req.socket.destroy();
      } else res.end('{"again":true}');
    };
    const answer = await sendText(`${base}/read`, { method: 'GET', headers: headers() });
    await expect(answer.text()).resolves.toBe('{"again":true}');

    await sendText(`${base}/warm`, { method: 'GET', headers: headers() });
    dropped = false;
    await expect(sendText(`${base}/write`, { method: 'POST', headers: headers(), body: '{}' })).rejects.toThrow();
    expect(seen.filter((call) => call.url === '/write')).toHaveLength(1);
  });

  it('stops when the visit is gone', async () => {
    const visit = new AbortController();
    handle = () => visit.abort();
    await expect(
      sendText(`${base}/slow`, { method: 'GET', headers: headers(), signal: visit.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(sendText(`http://127.0.0.1:${port}/`, { method: 'GET', headers: headers() })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});
