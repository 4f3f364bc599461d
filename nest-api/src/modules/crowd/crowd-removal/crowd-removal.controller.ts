import { Controller } from '@nestjs/common';
import type { TDeleteCrowdResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser } from '../../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { CrowdRemovalService } from './crowd-removal.service';

/** DELETE /crowd/{crowdId}: the owner deletes a crowd that never had a subscription. */
@Controller()
export class CrowdRemovalController {
  constructor(private readonly removal: CrowdRemovalService) {}

  @ApiRoute('deleteCrowd')
  @CrowdRole('CROWD_ADMIN')
  remove(
    @CurrentUser() user: RequestUser,
    @RouteParams() { crowdId }: TRouteParams<'deleteCrowd'>,
  ): Promise<TDeleteCrowdResponse> {
    return this.removal.removeByOwner(user, crowdId);
  }
}
