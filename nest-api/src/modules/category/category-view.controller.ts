import { Controller, Get, Req } from '@nestjs/common';
import { ZDomainParams, type TCategoryListResponse } from '@crowd/contracts';
import type { Request } from 'express';
import { ZodParams } from '../../common/http/zod-validation.pipe';
import { CategoryViewService } from './category-view.service';

/** The crowd's public site: its visible categories (the crowd view's other routes are the crowd module's). */
@Controller('crowdView/category')
export class CategoryViewController {
  constructor(private readonly views: CategoryViewService) {}

  @Get(':domain')
  list(@ZodParams(ZDomainParams) { domain }: { domain: string }, @Req() req: Request): Promise<TCategoryListResponse> {
    return this.views.visibleOfSite(domain, req.user);
  }
}
