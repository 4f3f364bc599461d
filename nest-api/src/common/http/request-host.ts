import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/**
 * The host the browser sees, port included: Express 5's `req.host` is `X-Forwarded-Host` from
 * the trusted web process (trust proxy) or else `Host`.
 */
export const requestHost = (req: Request): string => (req.host ?? '').trim().toLowerCase();

/** Express's compiled `trust proxy` (`app.get('trust proxy fn')`): whether the hop at `index` is trusted. */
export type TrustProxyFn = (address: string, index: number) => boolean;

/**
 * The same host for a request Express never saw (the socket.io handshake): `X-Forwarded-Host`
 * (its first value) when the peer is a trusted proxy, as Express 5 reads it, else `Host`.
 */
export function handshakeHost(req: IncomingMessage, trust: TrustProxyFn): string {
  const header = (name: string): string | undefined => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const forwarded = header('x-forwarded-host');
  const host =
    forwarded && trust(req.socket.remoteAddress ?? '', 0) ? forwarded.split(',')[0]?.trimEnd() : header('host');
  return (host ?? '').trim().toLowerCase();
}
