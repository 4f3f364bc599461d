import type { IncomingMessage, OutgoingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';
import { rememberTrust, type TTrustHop } from '@crowd/contracts/hosts';

/** Whether the hop at `address` (0 = the connection's peer) is one of TRUSTED_PROXIES. */
export type TrustProxy = TTrustHop;

/** TRUSTED_PROXIES as Express and proxy-addr read them: names (loopback, uniquelocal…), addresses, CIDR ranges. */
export const compileTrust = (trusted: readonly string[]): TrustProxy => rememberTrust(proxyaddr.compile([...trusted]));

/** Who made a request and on which host, as the web resolved them. */
export interface ResolvedClient {
  /** The client's address: X-Forwarded-For counts only as far as the hops are trusted proxies. */
  address: string;
  /** The host the browser used, lowercased: X-Forwarded-Host counts only from a trusted peer. */
  host: string;
}

const firstValue = (header: string | string[] | undefined): string | undefined =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * Express's own rules for `req.ip` and `req.host` (the `trust proxy` setting), on a bare
 * IncomingMessage so that the WebSocket upgrade resolves its client exactly as pages do.
 */
export function resolveClient(req: IncomingMessage, trust: TrustProxy): ResolvedClient {
  const peer = req.socket.remoteAddress ?? '';
  const forwardedHost = trust(peer, 0) ? firstValue(req.headers['x-forwarded-host']) : undefined;
  return {
    address: proxyaddr(req, trust),
    host: (forwardedHost ?? firstValue(req.headers.host) ?? '').toLowerCase(),
  };
}

/** Headers by which a client could pose as another host, address or scheme: only the web sets them for the API. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
] as const;

/** What the API is told about a request: the client and host the web resolved, and the public scheme. */
export function forwardingHeaders(client: ResolvedClient, protocol: 'http' | 'https'): Record<string, string> {
  return {
    ...(client.address ? { 'x-forwarded-for': client.address } : {}),
    ...(client.host ? { 'x-forwarded-host': client.host } : {}),
    'x-forwarded-proto': protocol,
  };
}

/**
 * Forwarding headers on a page request count only from a trusted peer: Remix's Express adapter
 * builds the page's URL from X-Forwarded-Host's port whatever `trust proxy` says.
 */
export const dropUntrustedForwarding =
  (trust: TrustProxy): RequestHandler =>
  (req, _res, next) => {
    if (!trust(req.socket.remoteAddress ?? '', 0)) for (const name of FORWARDING_HEADERS) delete req.headers[name];
    next();
  };

/** Replaces every forwarding header a client sent on the request to the API with the web's own. */
export function rewriteForwarding(outgoing: OutgoingMessage, replacement: Record<string, string>): void {
  for (const name of FORWARDING_HEADERS) outgoing.removeHeader(name);
  for (const [name, value] of Object.entries(replacement)) outgoing.setHeader(name, value);
}
