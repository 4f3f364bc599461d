import { Controller, Get } from '@nestjs/common';
import { ZCrowdIdParams, ZDomainParams, type TCrowdView } from '@crowd/contracts';
import { OptionalUser } from '../../common/http/current-user';
import type { RequestUser } from '../../common/http/request-user';
import { ZodParams } from '../../common/http/zod-validation.pipe';
import { CrowdViewService } from './crowd-view.service';

@Controller('crowdView')
export class CrowdViewController {
  constructor(private readonly views: CrowdViewService) {}

  @Get('domain/:domain')
  byDomain(
    @ZodParams(ZDomainParams) { domain }: { domain: string },
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdView> {
    return this.views.byDomain(domain, user);
  }

  @Get(':crowdId')
  byId(
    @ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number },
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdView> {
    return this.views.byId(crowdId, user);
  }
}
