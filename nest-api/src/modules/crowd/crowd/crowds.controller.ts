import { Controller } from '@nestjs/common';
import type { TCreateCrowdResponse, TCrowdListResponse, TUpdateCrowdResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { CrowdAdminService } from './crowd-admin.service';
import { CrowdSettingsService } from './crowd-settings.service';

/** The signed-in user's crowds (spec 2, section 7: GET, POST and PUT /crowd). */
@Controller()
@RequireUser()
export class CrowdsController {
  constructor(
    private readonly crowds: CrowdAdminService,
    private readonly settings: CrowdSettingsService,
  ) {}

  @ApiRoute('listCrowds')
  list(@CurrentUser() user: RequestUser): Promise<TCrowdListResponse> {
    return this.crowds.list(user);
  }

  @ApiRoute('createCrowd')
  async create(@CurrentUser() user: RequestUser): Promise<TCreateCrowdResponse> {
    return { message: 'crowd_created', crowd: await this.crowds.create(user) };
  }

  @ApiRoute('updateCrowd')
  update(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'updateCrowd'>,
  ): Promise<TUpdateCrowdResponse> {
    return this.settings.update(user, body);
  }
}
