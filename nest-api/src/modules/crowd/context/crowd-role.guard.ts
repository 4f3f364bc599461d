import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PRIVATE_CROWD_HEADER, type TCrowdRole } from '@crowd/contracts';
import type { Request } from 'express';
import { notFound, unauthorized } from '../../../common/errors';
import { CrowdContextService } from './crowd-context.service';

const CROWD_ROLES = 'crowd:roles';

const positiveInt = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
};

const bodyCrowdId = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { crowdId?: unknown }).crowdId : undefined;

/**
 * The crowd a request is made in: the route's `crowdId`, else the JSON body's `crowdId` (writes
 * such as POST /category name their crowd there), else the `X-Private-Crowd` header.
 */
export const crowdIdOf = (req: Request): number | undefined =>
  positiveInt(req.params?.crowdId) ?? positiveInt(bodyCrowdId(req.body)) ?? positiveInt(req.get(PRIVATE_CROWD_HEADER));

/**
 * `@CrowdRole('CROWD_ADMIN')` on a handler: the caller must be signed in, allowed in the crowd
 * (private users only in their own) and hold one of the roles there. 404 for an unknown crowd.
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
    const crowdId = crowdIdOf(req);
    if (crowdId === undefined) throw notFound('crowd_does_not_exist');
    if (!req.user) throw unauthorized();
    await this.contexts.requireRole(req.user, crowdId, roles);
    return true;
  }
}

export const CrowdRole = (...roles: TCrowdRole[]): ClassDecorator & MethodDecorator =>
  applyDecorators(SetMetadata(CROWD_ROLES, roles), UseGuards(CrowdRoleGuard));
