import type { RequestHandler } from 'express';
import { isOwnOrigin } from '@crowd/contracts/origin';
import { resolveClient, type TrustProxy } from './forwarded.js';

/**
 * The contracts' origin rule, the API's own, in front of Remix's actions: a browser's write must
 * come from the page's own origin (`PUBLIC_PROTOCOL://host`), else 403 before any action runs.
 */
export function createOriginCheck({
  trust,
  protocol,
}: {
  trust: TrustProxy;
  protocol: 'http' | 'https';
}): RequestHandler {
  return (req, res, next) => {
    const allowed = isOwnOrigin({
      method: req.method,
      origin: req.get('origin'),
      fetchSite: req.get('sec-fetch-site'),
      ownOrigin: `${protocol}://${resolveClient(req, trust).host}`,
    });
    if (allowed) return next();
    res.status(403).type('text/plain').send('invalid_origin');
  };
}
