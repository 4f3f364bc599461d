import { Writable } from 'node:stream';
import express from 'express';
import { listen, send } from '../test/http';
import { compileTrust } from './forwarded';
import { createHttpLogger, createLogger, loggablePath } from './logger';
import { createRequestId } from './request-id';

describe('the web’s access log', () => {
  it('writes no query string and no token-like path segment', () => {
    expect(loggablePath('/resetPassword/Qm9vL2Zvby1iYXItYmF6LXF1eA?next=/x')).toBe('/resetPassword/:token');
    expect(loggablePath('/crowds/42/ideas?token=secret')).toBe('/crowds/42/ideas');
  });

  it('writes one JSON line per request with its id, and never the cookie', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = express();
    app.use(createRequestId(compileTrust(['loopback'])));
    app.use(createHttpLogger(createLogger('log', sink)));
    app.get('/{*splat}', (_req, res) => {
      res.send('ok');
    });
    const web = await listen(app);
    try {
      const response = await send(web.port, {
        path: '/accountActivation/a1b2c3d4e5f6a7b8c9d0e1f2?lng=sk',
        headers: { Cookie: 'crowd_sid=very-secret-session', 'X-Request-Id': 'lb-request-42' },
      });
      expect(response.headers['x-request-id']).toBe('lb-request-42');
    } finally {
      await web.close();
    }
    const line = JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({
      requestId: 'lb-request-42',
      req: { method: 'GET', path: '/accountActivation/:token' },
    });
    expect(lines.join('\n')).not.toContain('very-secret-session');
    expect(lines.join('\n')).not.toContain('a1b2c3d4e5f6a7b8c9d0e1f2');
  });
});
