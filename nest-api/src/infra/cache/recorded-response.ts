import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';

/**
 * An API answer as Nest wrote it, recorded so that it can be handed again (decision 025's shared
 * reads, decision 040's answers shared among a crowd's readers).
 */
export interface StoredResponse {
  /** Response headers by lower-case name, as Nest set them. */
  headers: Record<string, number | string | string[]>;
  body: Buffer;
}

/** Headers that belong to one response, never to a stored one. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  // Each request's own id (docs/operations.md): a shared answer must not name the request that filled it.
  'x-request-id',
]);

const asBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
};

/** Collects what Nest writes (passing it on unchanged); resolves with the body once sent, null if cut off. */
function recordBody(res: ServerResponse): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    const chunk = asBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const chunk = asBuffer(args[0], args[1]);
    if (chunk) chunks.push(chunk);
    return end(...args);
  }) as ServerResponse['end'];
  // `finished` also settles for a response whose client left before this was called (its
  // 'close' already emitted): a fill that waited for that event would keep its waiters forever.
  return new Promise((resolve) => {
    finished(res, (error) => resolve(error ? null : Buffer.concat(chunks)));
  });
}

export function sendStored(res: ServerResponse, stored: StoredResponse): void {
  res.statusCode = 200;
  for (const [name, value] of Object.entries(stored.headers)) res.setHeader(name, value);
  res.setHeader('content-length', stored.body.length);
  res.end(stored.body);
}

/**
 * Records the answer Nest is about to write to `res` (passing it on unchanged): resolves, once it
 * is sent, with what may be handed to another caller (a 200 without Set-Cookie, less the headers
 * that belong to this one response), else null (another status, a cookie, a caller that left).
 */
export async function recordShareable(res: ServerResponse): Promise<StoredResponse | null> {
  const body = await recordBody(res);
  if (body === null || res.statusCode !== 200 || res.hasHeader('set-cookie')) return null;
  const headers: StoredResponse['headers'] = {};
  for (const [name, value] of Object.entries(res.getHeaders()))
    if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
  return { headers, body };
}
