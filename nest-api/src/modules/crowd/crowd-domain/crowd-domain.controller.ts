import { Controller } from '@nestjs/common';
import type { TCrowd, TCrowdDomainStatus } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser } from '../../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { CrowdDomainService } from './crowd-domain.service';

/** The own domain's proof (decision 029) and certificate: only the crowd's admins ask. */
@Controller()
@CrowdRole('CROWD_ADMIN')
export class CrowdDomainController {
  constructor(private readonly domains: CrowdDomainService) {}

  @ApiRoute('getCrowdDomainStatus')
  status(@RouteParams() { crowdId }: TRouteParams<'getCrowdDomainStatus'>): Promise<TCrowdDomainStatus> {
    return this.domains.status(crowdId);
  }

  @ApiRoute('verifyCrowdDomain')
  verify(
    @RouteParams() { crowdId }: TRouteParams<'verifyCrowdDomain'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TCrowd> {
    return this.domains.verify(crowdId, user.id);
  }
}
