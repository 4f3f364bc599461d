import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../../../common/errors';
import { mayActInCrowd } from '../../crowd/context/crowd-context.service';
import { headerCrowdOf } from '../../../common/http/request-crowd';

/**
 * Global: a private user's request made in another crowd (`X-Private-Crowd`, read by the one id
 * rule: a header that is not an id is 400) is refused. The header only names the site the request
 * comes from; it grants nothing and never stands in for a crowd the request names (decision 029).
 * Signing out stays possible everywhere.
 */
@Injectable()
export class CrowdBindingMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    if (req.path.endsWith('/user/logout')) return next();
    let crowdId: number | undefined;
    try {
      crowdId = headerCrowdOf(req);
    } catch (error) {
      return next(error);
    }
    if (crowdId === undefined) return next();
    next(mayActInCrowd(req.user, crowdId) ? undefined : forbidden('user_bound_to_other_crowd'));
  }
}
