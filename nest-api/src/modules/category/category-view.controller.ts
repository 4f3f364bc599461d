import { Controller, Get } from '@nestjs/common';
import { ZDomainParams, type TCategoryListResponse } from '@crowd/contracts';
import { OptionalUser } from '../../common/http/current-user';
import type { RequestUser } from '../../common/http/request-user';
import { ZodParams } from '../../common/http/zod-validation.pipe';
import { CategoryViewService } from './category-view.service';

/** The crowd's public site: its visible categories (the crowd view's other routes are the crowd module's). */
@Controller('crowdView/category')
export class CategoryViewController {
  constructor(private readonly views: CategoryViewService) {}

  @Get(':domain')
  list(
    @ZodParams(ZDomainParams) { domain }: { domain: string },
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCategoryListResponse> {
    return this.views.visibleOfSite(domain, user);
  }
}
