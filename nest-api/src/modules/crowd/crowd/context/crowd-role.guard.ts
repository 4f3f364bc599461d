import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { TCrowdRole } from '@crowd/contracts';
import type { Request } from 'express';
import { notFound, unauthorized } from '../../../../common/errors';
import { CrowdContextService } from './crowd-context.service';
import { requestCrowdOf } from '../../../../common/http/request-crowd';

const CROWD_ROLES = 'crowd:roles';

/**
 * `@CrowdRole('CROWD_ADMIN')` on a handler: the caller must be signed in, allowed in the crowd
 * (private users only in their own) and hold one of the roles there. 404 for an unknown crowd.
 * The crowd is the one the request names (`requestCrowdOf`: its `crowdId` path, query or body
 * field read by the contracts' id rule), the very id the handler's pipe reads; never the
 * `X-Private-Crowd` header, which only says which site the request comes from (decision 029).
 */
@Injectable()
export class CrowdRoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly contexts: CrowdContextService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<TCrowdRole[] | undefined>(CROWD_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const crowdId = requestCrowdOf(req).named;
    if (crowdId === undefined) throw notFound('crowd_does_not_exist');
    if (!req.user) throw unauthorized();
    await this.contexts.requireRole(req.user, crowdId, roles);
    return true;
  }
}

export const CrowdRole = (...roles: TCrowdRole[]): ClassDecorator & MethodDecorator =>
  applyDecorators(SetMetadata(CROWD_ROLES, roles), UseGuards(CrowdRoleGuard));
