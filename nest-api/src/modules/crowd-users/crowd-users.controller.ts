import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import {
  ZAddCrowdUsersRequest,
  ZCrowdIdParams,
  ZDeleteCrowdUserRequest,
  ZUpdateCrowdUsersRequest,
  type TAddCrowdUsersRequest,
  type TAddCrowdUsersResponse,
  type TCrowdUserListResponse,
  type TDeleteCrowdUserRequest,
  type TDeleteCrowdUserResponse,
  type TUpdateCrowdUsersRequest,
  type TUpdateCrowdUsersResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody, ZodParams } from '../../common/http/zod-validation.pipe';
import { CurrentUser } from '../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { CrowdUsersService } from './crowd-users.service';

/**
 * The users tab of the crowd admin area. Spec 2, section 6: the crowd's admins and managers add,
 * change, disable and remove its privileged users; the role guard answers 401, 403 and 404, the
 * service who may change whom (only admins touch the admin role; nobody changes the owner).
 */
@Controller('crowdUsers')
@CrowdRole('CROWD_ADMIN', 'CROWD_MANAGER')
export class CrowdUsersController {
  constructor(private readonly crowdUsers: CrowdUsersService) {}

  @Get(':crowdId')
  list(@ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number }): Promise<TCrowdUserListResponse> {
    return this.crowdUsers.list(crowdId);
  }

  @Post()
  add(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZAddCrowdUsersRequest) body: TAddCrowdUsersRequest,
  ): Promise<TAddCrowdUsersResponse> {
    return this.crowdUsers.add(user, body);
  }

  @Put()
  update(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZUpdateCrowdUsersRequest) body: TUpdateCrowdUsersRequest,
  ): Promise<TUpdateCrowdUsersResponse> {
    return this.crowdUsers.update(user, body);
  }

  @Delete()
  remove(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZDeleteCrowdUserRequest) body: TDeleteCrowdUserRequest,
  ): Promise<TDeleteCrowdUserResponse> {
    return this.crowdUsers.remove(user, body);
  }
}
