import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordShareable, type StoredResponse } from './recorded-response';

/** One request to a server whose handler is `handle`; answers what `recordShareable` resolved with. */
async function recorded(
  handle: (res: ServerResponse, record: () => Promise<StoredResponse | null>) => void,
  { leave = false } = {},
): Promise<StoredResponse | null> {
  let result: Promise<StoredResponse | null> | undefined;
  const server = createServer((req, res) => {
    handle(res, () => (result = recordShareable(res)));
    if (leave) req.socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const call = request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    call.on('error', () => resolve());
    call.end();
  });
  for (let waited = 0; result === undefined && waited < 1000; waited += 10) await new Promise((r) => setTimeout(r, 10));
  server.close();
  return (await result) ?? null;
}

describe('recordShareable', () => {
  it('resolves with a 200 as sent, less the headers of that one response', async () => {
    const answer = await recorded((res, record) => {
      void record();
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-request-id', 'one-request');
      res.end('{"ok":true}');
    });
    expect(answer?.body.toString()).toBe('{"ok":true}');
    expect(answer?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('resolves with nothing for another status or a cookie', async () => {
    const refused = await recorded((res, record) => {
      void record();
      res.statusCode = 403;
      res.end('{}');
    });
    const withCookie = await recorded((res, record) => {
      void record();
      res.setHeader('set-cookie', 'a=1');
      res.end('{}');
    });
    expect([refused, withCookie]).toEqual([null, null]);
  });

  // The bench's finding (decision 040): a client that left before the recording started had its
  // 'close' emitted already; a recording waiting for that event kept every waiter of its key.
  it('settles, with nothing, for a client that left before the recording started', async () => {
    const answer = await recorded(
      (res, record) => {
        res.once('close', () => {
          void record().then(() => res.end('{"late":true}'));
        });
      },
      { leave: true },
    );
    expect(answer).toBeNull();
  });
});
