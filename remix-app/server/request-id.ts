import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@crowd/contracts';
import type { TrustProxy } from './forwarded.js';

const HEADER = REQUEST_ID_HEADER.toLowerCase();

/** The API's rule: an incoming id is kept only when it is a short opaque token, so logs cannot be forged. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives the request its id: the one a trusted load balancer (TRUSTED_PROXIES) sent, or a new one.
 * It is written back into the request's headers, so the /api proxy and every API call of the page
 * pass it on, and answered in X-Request-Id.
 */
export function assignRequestId(req: IncomingMessage, trust: TrustProxy): string {
  const incoming = req.headers[HEADER];
  const keep =
    trust(req.socket.remoteAddress ?? '', 0) && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming);
  const id = keep ? incoming : randomUUID();
  req.headers[HEADER] = id;
  return id;
}

/** The id `assignRequestId` gave the request. */
export const requestIdOf = (req: IncomingMessage): string => String(req.headers[HEADER] ?? '');

export const createRequestId =
  (trust: TrustProxy) =>
  (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    res.setHeader(REQUEST_ID_HEADER, assignRequestId(req, trust));
    next();
  };
