import { Controller } from '@nestjs/common';
import type {
  TAddCrowdUsersResponse,
  TCrowdUserListResponse,
  TDeleteCrowdUserResponse,
  TUpdateCrowdUsersResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser } from '../../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { CrowdUsersService } from './crowd-users.service';

/**
 * The users tab of the crowd admin area. Spec 2, section 6: the crowd's admins and managers add,
 * change, disable and remove its privileged users; the role guard answers 401, 403 and 404, the
 * service who may change whom (only admins touch the admin role; nobody changes the owner).
 */
@Controller()
@CrowdRole('CROWD_ADMIN', 'CROWD_MANAGER')
export class CrowdUsersController {
  constructor(private readonly crowdUsers: CrowdUsersService) {}

  @ApiRoute('listCrowdUsers')
  list(@RouteParams() { crowdId }: TRouteParams<'listCrowdUsers'>): Promise<TCrowdUserListResponse> {
    return this.crowdUsers.list(crowdId);
  }

  @ApiRoute('addCrowdUsers')
  add(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'addCrowdUsers'>,
  ): Promise<TAddCrowdUsersResponse> {
    return this.crowdUsers.add(user, body);
  }

  @ApiRoute('updateCrowdUsers')
  update(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'updateCrowdUsers'>,
  ): Promise<TUpdateCrowdUsersResponse> {
    return this.crowdUsers.update(user, body);
  }

  @ApiRoute('deleteCrowdUser')
  remove(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'deleteCrowdUser'>,
  ): Promise<TDeleteCrowdUserResponse> {
    return this.crowdUsers.remove(user, body);
  }
}
