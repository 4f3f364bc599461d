import { Controller, Req } from '@nestjs/common';
import type { TCrowdView } from '@crowd/contracts';
import type { Request } from 'express';
import { ApiRoute, RouteParams, type TRouteParams } from '../../common/http/api-route';
import { CrowdViewService } from './crowd-view.service';

@Controller()
export class CrowdViewController {
  constructor(private readonly views: CrowdViewService) {}

  @ApiRoute('getCrowdViewByDomain')
  byDomain(@RouteParams() { domain }: TRouteParams<'getCrowdViewByDomain'>, @Req() req: Request): Promise<TCrowdView> {
    return this.views.byDomain(domain, req.user);
  }

  @ApiRoute('getCrowdView')
  byId(@RouteParams() { crowdId }: TRouteParams<'getCrowdView'>, @Req() req: Request): Promise<TCrowdView> {
    return this.views.byId(crowdId, req.user);
  }
}
