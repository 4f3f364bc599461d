import { Controller } from '@nestjs/common';
import type { TCategoryListResponse } from '@crowd/contracts';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { CategoryViewService } from './category-view.service';

/** The crowd's public site: its visible categories (the crowd view's other routes are the crowd module's). */
@Controller()
export class CategoryViewController {
  constructor(private readonly views: CategoryViewService) {}

  @ApiRoute('listCrowdViewCategories')
  list(
    @RouteParams() { domain }: TRouteParams<'listCrowdViewCategories'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCategoryListResponse> {
    return this.views.visibleOfSite(domain, user);
  }
}
