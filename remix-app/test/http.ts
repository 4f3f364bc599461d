import { createServer, request, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server on a free loopback port, closed by `close()`. */
export async function listen(
  handler: RequestListener,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had written when the answer's headers arrived. */
  sentWhenAnswered: number;
}

export interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Sent with Content-Length. */
  body?: string | Buffer;
  /** Sent chunked, one chunk per tick, until the server answers or all are sent. */
  chunks?: { size: number; count: number };
}

const SLICE_BYTES = 64 * 1024;
const sliced = (body: Buffer): Buffer[] =>
  Array.from({ length: Math.ceil(body.length / SLICE_BYTES) }, (_, i) =>
    body.subarray(i * SLICE_BYTES, (i + 1) * SLICE_BYTES),
  );

/** A request as a client on the wire makes it: any Host, Origin or X-Forwarded-* header, chunked bodies. */
export function send(
  port: number,
  { method = 'GET', path = '/', headers = {}, body, chunks }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...length, ...headers } }, (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts).toString(),
          sentWhenAnswered,
        }),
      );
      res.on('error', reject);
    });
    // The server may close the connection on a refused body while the client still writes.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    // Written a slice at a time, and no further once the server has answered (as a browser stops).
    const slices = chunks
      ? Array.from({ length: chunks.count }, () => Buffer.alloc(chunks.size, 'a'))
      : sliced(Buffer.from(body ?? ''));
    const writeNext = (): void => {
      const slice = slices.shift();
      if (answered || req.destroyed || !slice) {
        if (!req.destroyed) req.end();
        return;
      }
      sent += slice.length;
      req.write(slice, () => setImmediate(writeNext));
    };
    writeNext();
  });
}
