import { Controller, Req } from '@nestjs/common';
import type { TCategoryListResponse } from '@crowd/contracts';
import type { Request } from 'express';
import { ApiRoute, RouteParams, type TRouteParams } from '../../common/http/api-route';
import { CategoryViewService } from './category-view.service';

/** The crowd's public site: its visible categories (the crowd view's other routes are the crowd module's). */
@Controller()
export class CategoryViewController {
  constructor(private readonly views: CategoryViewService) {}

  @ApiRoute('listCrowdViewCategories')
  list(
    @RouteParams() { domain }: TRouteParams<'listCrowdViewCategories'>,
    @Req() req: Request,
  ): Promise<TCategoryListResponse> {
    return this.views.visibleOfSite(domain, req.user);
  }
}
