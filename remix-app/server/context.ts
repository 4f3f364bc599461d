import type { AppLoadContext } from '@remix-run/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { resolveSite, type TSite, type TSiteHosts } from '@crowd/contracts/hosts';

/** What the Express layer hands every loader and action (typed as Remix's AppLoadContext). */
export interface WebLoadContext {
  site: TSite;
  /** The Host header as received, lowercased. */
  host: string;
  /** The peer address of the connection, forwarded to the API as X-Forwarded-For. */
  clientAddress: string;
  /** X-Forwarded-For as received (when behind a load balancer), without the peer address. */
  forwardedFor: string | undefined;
  protocol: 'http' | 'https';
  /**
   * Adds a Set-Cookie header to this request's response, whatever its routes answer: the one place
   * the API's session cookies land (the request's API client calls it for each).
   */
  setCookie: (cookie: string) => void;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

export function createLoadContext(
  req: ExpressRequest,
  res: ExpressResponse,
  hosts: TSiteHosts,
  protocol: 'http' | 'https',
): AppLoadContext {
  const host = (req.headers.host ?? '').toLowerCase();
  const forwardedFor = req.headers['x-forwarded-for'];
  return {
    site: resolveSite(host, hosts),
    host,
    clientAddress: req.socket.remoteAddress ?? '',
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor,
    protocol,
    setCookie: (cookie) => {
      if (!res.headersSent) res.append('Set-Cookie', cookie);
    },
  };
}
