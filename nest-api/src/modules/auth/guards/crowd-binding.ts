import { Injectable, type CanActivate, type ExecutionContext, type NestMiddleware } from '@nestjs/common';
import { PRIVATE_CROWD_HEADER } from '@crowd/contracts';
import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../../../common/errors';
import { assertMayActInCrowd, mayActInCrowd } from '../../crowd/context/crowd-context.service';

const positiveInt = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
};

/** The crowd a request says it is made in (`X-Private-Crowd`), if any. It only names the crowd; it grants nothing. */
export const privateCrowdOf = (req: Request): number | undefined => positiveInt(req.get(PRIVATE_CROWD_HEADER));

/**
 * Global: a private user's request made in another crowd is refused. Signing out stays possible
 * everywhere.
 */
@Injectable()
export class CrowdBindingMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const crowdId = privateCrowdOf(req);
    if (crowdId === undefined || req.path.endsWith('/user/logout')) return next();
    next(mayActInCrowd(req.user, crowdId) ? undefined : forbidden('user_bound_to_other_crowd'));
  }
}

/**
 * For crowd-scoped endpoints: refuses a private user when the route's `crowdId` parameter or the
 * body's `crowdId` names another crowd. `@UseGuards(CrowdBindingGuard)`.
 */
@Injectable()
export class CrowdBindingGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const body = req.body as { crowdId?: unknown } | undefined;
    for (const crowdId of [positiveInt(req.params?.crowdId), positiveInt(body?.crowdId), privateCrowdOf(req)]) {
      if (crowdId !== undefined) assertMayActInCrowd(req.user, crowdId);
    }
    return true;
  }
}
