import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Injectable } from '@nestjs/common';

/** How long a receiver has to answer, connection included. */
const WEBHOOK_TIMEOUT_MS = 5000;

/** What came back: the status, or why none came. */
export type SendOutcome = { statusCode: number; error: null } | { statusCode: null; error: string };

/**
 * POSTs one delivery. The socket connects to the address the caller checked (a fixed `lookup`),
 * so a name that resolves elsewhere between the check and the connection (DNS rebinding) is never
 * reached; TLS still verifies the certificate against the URL's host name. Redirects are not
 * followed and the answer's body is not read: only its status counts.
 */
@Injectable()
export class WebhookSender {
  send(url: URL, address: string | null, body: string, headers: Record<string, string>): Promise<SendOutcome> {
    const lookup: LookupFunction | undefined =
      address === null
        ? undefined
        : (_host, options, callback) => {
            const family = isIP(address);
            if (options.all)
              (callback as (e: null, all: { address: string; family: number }[]) => void)(null, [{ address, family }]);
            else callback(null, address, family);
          };
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<SendOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: SendOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const request = transport.request(
        url,
        {
          method: 'POST',
          agent: false,
          lookup,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (response: IncomingMessage) => {
          settle({ statusCode: response.statusCode ?? 0, error: null });
          response.destroy();
        },
      );
      const timer = setTimeout(() => request.destroy(new Error('timeout')), WEBHOOK_TIMEOUT_MS);
      request.on('error', (error) => settle({ statusCode: null, error: error.message.slice(0, 200) }));
      request.end(body);
    });
  }
}
