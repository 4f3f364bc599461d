import { createParamDecorator, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { unauthorized } from '../errors';
import type { RequestUser } from './request-user';

const userOf = (context: ExecutionContext): RequestUser | undefined =>
  context.switchToHttp().getRequest<Request>().user;

/** 401 `unauthorized` without a live session on this host. */
@Injectable()
class RequireUserGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!userOf(context)) throw unauthorized();
    return true;
  }
}

/** On a controller or handler: only signed-in users, refused before the request is validated. */
export const RequireUser = (): ClassDecorator & MethodDecorator => UseGuards(RequireUserGuard);

/**
 * The signed-in user, on routes a guard keeps to signed-in users (`RequireUser`, `CrowdRole`);
 * 401 `unauthorized` should a route without such a guard be called signed out.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): RequestUser => {
  const user = userOf(context);
  if (!user) throw unauthorized();
  return user;
});

/** The signed-in user, or undefined for a signed-out visitor, on routes open to both. */
export const OptionalUser = createParamDecorator((_data: unknown, context: ExecutionContext): RequestUser | undefined =>
  userOf(context),
);
