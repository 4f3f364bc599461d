import type { Request } from 'express';

/**
 * The host the browser sees, port included: Express 5's `req.host` is `X-Forwarded-Host` from
 * the trusted web process (trust proxy) or else `Host`.
 */
export const requestHost = (req: Request): string => (req.host ?? '').trim().toLowerCase();
