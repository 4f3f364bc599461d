import { Controller, Get, Req } from '@nestjs/common';
import { ZCrowdIdParams, ZDomainParams, type TCrowdView } from '@crowd/contracts';
import type { Request } from 'express';
import { ZodParams } from '../../common/http/zod-validation.pipe';
import { CrowdViewService } from './crowd-view.service';

@Controller('crowdView')
export class CrowdViewController {
  constructor(private readonly views: CrowdViewService) {}

  @Get('domain/:domain')
  byDomain(@ZodParams(ZDomainParams) { domain }: { domain: string }, @Req() req: Request): Promise<TCrowdView> {
    return this.views.byDomain(domain, req.user);
  }

  @Get(':crowdId')
  byId(@ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number }, @Req() req: Request): Promise<TCrowdView> {
    return this.views.byId(crowdId, req.user);
  }
}
