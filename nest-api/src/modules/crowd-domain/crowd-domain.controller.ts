import { Controller, HttpCode, Post } from '@nestjs/common';
import { ZCrowdIdParams, type TCrowd } from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodParams } from '../../common/http/zod-validation.pipe';
import { CurrentUser } from '../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { CrowdDomainService } from './crowd-domain.service';

/** The own domain's proof (decision 029): only the crowd's admins ask for a look-up. */
@Controller('crowd')
@CrowdRole('CROWD_ADMIN')
export class CrowdDomainController {
  constructor(private readonly domains: CrowdDomainService) {}

  @Post(':crowdId/domain/verify')
  @HttpCode(200)
  verify(
    @ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number },
    @CurrentUser() user: RequestUser,
  ): Promise<TCrowd> {
    return this.domains.verify(crowdId, user.id);
  }
}
