import { applyDecorators, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { forbidden, unauthorized } from '../../../../common/errors';
import { CrowdMemberRepository } from '../../../crowd/crowd/crowd-member.repository';

/** 401 signed out; 403 unless the user is an (enabled) admin of at least one crowd. */
@Injectable()
export class CrowdAdminAnywhereGuard implements CanActivate {
  constructor(private readonly members: CrowdMemberRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw unauthorized();
    const roles = await this.members.activeRolesOf(user.id);
    if (!roles.some((member) => member.role === 'CROWD_ADMIN')) throw forbidden();
    return true;
  }
}

export const RequireCrowdAdmin = (): ClassDecorator & MethodDecorator =>
  applyDecorators(UseGuards(CrowdAdminAnywhereGuard));
