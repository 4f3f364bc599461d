import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet's headers on every API answer. The API answers JSON (and files), never a page to run:
 * its CSP allows nothing and no one may frame it. A page it serves (Swagger UI) sets its own CSP.
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
}
