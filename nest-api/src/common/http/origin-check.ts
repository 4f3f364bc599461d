import { isOwnOrigin } from '@crowd/contracts/origin';
import type { Request, RequestHandler } from 'express';
import { forbidden } from '../errors';
import { requestHost } from './request-host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state anyway (the spec's logout), compared after Express's own path folding. */
const STATE_CHANGING_GETS = new Set(['/api/user/logout']);

/** Express routes case-insensitively and ignores a trailing slash, so the check must too. */
const routePath = (req: Request): string => req.path.toLowerCase().replace(/\/+$/, '');

const isStateChangingGet = (req: Request): boolean =>
  SAFE_METHODS.has(req.method) && STATE_CHANGING_GETS.has(routePath(req));

/**
 * The contracts' origin rule (the web applies the same one) on every request, before its body is
 * read. Logout is a GET (spec) that signs the user out, so it is checked as a write.
 * `ownOrigin` is the public origin of a host.
 */
export function originCheck(ownOrigin: (host: string) => string): RequestHandler {
  return (req, _res, next) => {
    const allowed = isOwnOrigin({
      method: req.method,
      stateChangingGet: isStateChangingGet(req),
      origin: req.get('origin'),
      fetchSite: req.get('sec-fetch-site'),
      ownOrigin: ownOrigin(requestHost(req)),
    });
    next(allowed ? undefined : forbidden('invalid_origin'));
  };
}
