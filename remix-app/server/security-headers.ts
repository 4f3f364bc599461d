import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { VIDEO_EMBED_ORIGINS } from '@crowd/contracts/text';

/** Google Analytics 4's hosts (Google's CSP guide), allowed only on a crowd page whose gaCode is set. */
const GOOGLE_ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/** Browser features no page of ours uses: an injected script or a framed page cannot ask for them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

interface PagePolicy {
  nonce: string;
  analytics: boolean;
}

export interface SecurityHeaders {
  middleware: RequestHandler;
  /** The nonce of this response's inline scripts. */
  nonceOf: (res: ServerResponse) => string;
  /** Widens this response's CSP to Google Analytics (a crowd page whose gaCode is set), while its headers are unsent. */
  allowAnalytics: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Helmet's headers on every answer of the web. The CSP allows our own scripts and those carrying
 * this response's nonce (Remix's and React's inline scripts get it through the load context),
 * styles inline too (server-rendered style attributes; a nonce would switch 'unsafe-inline' off).
 * Vite's development server needs nothing more: its client and HMR socket are same-origin.
 */
export function createSecurityHeaders({ protocol }: { protocol: 'http' | 'https' }): SecurityHeaders {
  const policies = new WeakMap<ServerResponse, PagePolicy>();
  const policyOf = (res: ServerResponse): PagePolicy => {
    let policy = policies.get(res);
    if (!policy) {
      policy = { nonce: randomBytes(16).toString('base64'), analytics: false };
      policies.set(res, policy);
    }
    return policy;
  };
  /** A directive's sources, and Google Analytics' when this response allows them. */
  const withAnalytics =
    (kind: keyof typeof GOOGLE_ANALYTICS_SOURCES, own: (res: ServerResponse) => readonly string[]) =>
    (_req: IncomingMessage, res: ServerResponse) =>
      [...own(res), ...(policyOf(res).analytics ? GOOGLE_ANALYTICS_SOURCES[kind] : [])].join(' ');
  const https = protocol === 'https';

  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // An idea's videos play in their sites' players (the only frames a page of ours shows).
      frameSrc: [...VIDEO_EMBED_ORIGINS],
      scriptSrc: [withAnalytics('script', (res) => ["'self'", `'nonce-${policyOf(res).nonce}'`])],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [withAnalytics('img', () => ["'self'", 'data:', 'blob:'])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [withAnalytics('connect', () => ["'self'"])],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  });
  const others = helmet({
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });

  return {
    middleware: (req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      others(req, res, (error?: unknown) => (error ? next(error) : csp(req, res, next)));
    },
    nonceOf: (res) => policyOf(res).nonce,
    allowAnalytics: (req, res) => {
      if (res.headersSent) return;
      policyOf(res).analytics = true;
      csp(req, res, () => undefined);
    },
  };
}
