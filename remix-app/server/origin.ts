import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every crowd host under MAIN_HOST is same-site, so SameSite cookies do not stop a form on one
 * crowd posting to another: a state-changing request whose Origin names another host is refused.
 */
export const checkOrigin: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  if (!origin) return next();
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    originHost = '';
  }
  if (originHost !== (req.headers.host ?? '').toLowerCase()) {
    res.status(403).type('text/plain').send('invalid_origin');
    return;
  }
  next();
};
