import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { isOwnOrigin } from '@crowd/contracts/origin';
import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { requestHost } from '../../../common/http/request-host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state anyway (the spec's logout), compared after Express's own path folding. */
const STATE_CHANGING_GETS = new Set(['/api/user/logout']);

/** Express routes case-insensitively and ignores a trailing slash, so the check must too. */
const routePath = (req: Request): string => req.path.toLowerCase().replace(/\/+$/, '');

const isStateChangingGet = (req: Request): boolean =>
  SAFE_METHODS.has(req.method) && STATE_CHANGING_GETS.has(routePath(req));

/**
 * The contracts' origin rule (the web applies the same one) on every API request. Logout is a GET
 * (spec) that signs the user out, so it is checked as a write.
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    const allowed = isOwnOrigin({
      method: req.method,
      stateChangingGet: isStateChangingGet(req),
      origin: req.get('origin'),
      fetchSite: req.get('sec-fetch-site'),
      ownOrigin: this.config.publicUrl(requestHost(req)),
    });
    next(allowed ? undefined : forbidden('invalid_origin'));
  }
}
