import { Controller } from '@nestjs/common';
import type { TCrowdView } from '@crowd/contracts';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { CrowdViewService } from './crowd-view.service';

@Controller()
export class CrowdViewController {
  constructor(private readonly views: CrowdViewService) {}

  @ApiRoute('getCrowdViewByDomain')
  byDomain(
    @RouteParams() { domain }: TRouteParams<'getCrowdViewByDomain'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdView> {
    return this.views.byDomain(domain, user);
  }

  @ApiRoute('getCrowdView')
  byId(
    @RouteParams() { crowdId }: TRouteParams<'getCrowdView'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdView> {
    return this.views.byId(crowdId, user);
  }
}
