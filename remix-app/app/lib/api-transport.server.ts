import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What the API client reads of an answer; a fetch `Response` is one too. */
export type ApiAnswer = Pick<Response, 'status' | 'ok' | 'headers' | 'text'>;

export interface TextCall {
  method: string;
  headers: Headers;
  /** A JSON body, already serialized. */
  body?: string;
  signal?: AbortSignal;
}

/** Connections to the API kept open between calls, as fetch keeps them (each closed before the API's keep-alive hint runs out). */
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

/** An answer's headers as fetch gives them (a repeated Set-Cookie kept apart). */
function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

/**
 * A call whose body, if any, is text and whose answer is read whole (every JSON call the web
 * makes), over node's HTTP client: fetch's Request, Response and stream objects cost the web
 * several times the CPU of such a call (issue 27; a page a reader is served from the page cache
 * makes one). Like fetch with `redirect: 'manual'`, a redirect is answered as it is. A GET that a
 * kept connection lost before any answer (the API closed it as it was reused) is sent once more.
 */
export function sendText(url: string, call: TextCall): Promise<ApiAnswer> {
  const target = new URL(url);
  const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  const attempt = (retried: boolean): Promise<ApiAnswer> =>
    new Promise((resolve, reject) => {
      const outgoing: ClientRequest = send(
        target,
        {
          method: call.method,
          headers: {
            ...Object.fromEntries(call.headers),
            // Stated: node sends a DELETE's body without a length otherwise, which the API cannot read.
            ...(call.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(call.body)) }),
          },
          agent: agents[protocol],
          signal: call.signal,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = incoming.statusCode ?? 502;
            resolve({
              status,
              ok: status >= 200 && status < 300,
              headers: headersOf(incoming),
              text: () => Promise.resolve(text),
            });
          });
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET' && call.method === 'GET') {
          attempt(true).then(resolve, reject);
        } else reject(error);
      });
      outgoing.end(call.body);
    });
  return attempt(false);
}
