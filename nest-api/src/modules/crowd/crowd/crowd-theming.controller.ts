import { Controller } from '@nestjs/common';
import type { TUpdateThemingResponse } from '@crowd/contracts';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { CrowdRole } from './context/crowd-role.guard';
import { CrowdThemingService } from './crowd-theming.service';

/**
 * The theming tab (spec 2, section 7: PUT /crowd/theming). Like the crowd's other settings, for
 * its enabled admins only (decision 013); the crowd is the body's `crowdId`.
 */
@Controller()
@CrowdRole('CROWD_ADMIN')
export class CrowdThemingController {
  constructor(private readonly theming: CrowdThemingService) {}

  @ApiRoute('updateCrowdTheming')
  update(@RouteBody() body: TRouteBody<'updateCrowdTheming'>): Promise<TUpdateThemingResponse> {
    return this.theming.update(body);
  }
}
