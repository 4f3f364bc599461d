import { createParamDecorator, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { unauthorized } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';

/** 401 `unauthorized` without a live session on this host. */
@Injectable()
class RequireUserGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<Request>().user) throw unauthorized();
    return true;
  }
}

/** On a controller or handler: only signed-in users. */
export const RequireUser = (): ClassDecorator & MethodDecorator => UseGuards(RequireUserGuard);

/** The signed-in user (use with RequireUser); undefined on routes that allow signed-out visitors. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestUser | undefined =>
    context.switchToHttp().getRequest<Request>().user,
);
