import { Controller, Delete } from '@nestjs/common';
import { ZCrowdIdParams, type TDeleteCrowdResponse } from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodParams } from '../../common/http/zod-validation.pipe';
import { CurrentUser } from '../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { CrowdRemovalService } from './crowd-removal.service';

/** DELETE /crowd/{crowdId}: the owner deletes a crowd that never had a subscription. */
@Controller('crowd')
export class CrowdRemovalController {
  constructor(private readonly removal: CrowdRemovalService) {}

  @Delete(':crowdId')
  @CrowdRole('CROWD_ADMIN')
  remove(
    @CurrentUser() user: RequestUser,
    @ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number },
  ): Promise<TDeleteCrowdResponse> {
    return this.removal.removeByOwner(user, crowdId);
  }
}
