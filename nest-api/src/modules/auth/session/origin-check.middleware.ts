import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { requestHost } from '../hosts/request-host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state anyway (the spec's logout), compared after Express's own path folding. */
const STATE_CHANGING_GETS = new Set(['/api/user/logout']);
/** A browser's GET carries no Origin, so only these fetch sites prove the request came from our own page or the address bar. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Express routes case-insensitively and ignores a trailing slash, so the check must too. */
const routePath = (req: Request): string => req.path.toLowerCase().replace(/\/+$/, '');

const isStateChangingGet = (req: Request): boolean =>
  SAFE_METHODS.has(req.method) && STATE_CHANGING_GETS.has(routePath(req));

/**
 * Every `*.MAIN_HOST` is same-site, so SameSite cookies do not stop cross-crowd forgery: a
 * state-changing request from a browser must come from the request's own origin. Server-to-server
 * calls (the web process) send no Origin. Logout is a GET (spec) that signs the user out, so it is checked as a write.
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    const stateChangingGet = isStateChangingGet(req);
    if (SAFE_METHODS.has(req.method) && !stateChangingGet) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site')?.toLowerCase();
    // A sibling crowd host is same-site: without an Origin to compare, a GET must come from our own origin.
    const foreignSite = stateChangingGet
      ? fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)
      : fetchSite === 'cross-site';
    if (foreignSite || (origin !== undefined && origin.toLowerCase() !== this.config.publicUrl(requestHost(req)))) {
      return next(forbidden('invalid_origin'));
    }
    next();
  }
}
