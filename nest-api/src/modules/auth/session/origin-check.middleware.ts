import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { requestHost } from '../hosts/request-host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every `*.MAIN_HOST` is same-site, so SameSite cookies do not stop cross-crowd forgery: a
 * state-changing request from a browser must come from the request's own origin. Server-to-server
 * calls (the web process) send no Origin.
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const crossSite = req.get('sec-fetch-site')?.toLowerCase() === 'cross-site';
    if (crossSite || (origin !== undefined && origin.toLowerCase() !== this.config.publicUrl(requestHost(req)))) {
      return next(forbidden('invalid_origin'));
    }
    next();
  }
}
