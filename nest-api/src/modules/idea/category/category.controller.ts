import { Controller } from '@nestjs/common';
import type {
  TCategoryListResponse,
  TCreateCategoryResponse,
  TCrowdRole,
  TDeleteCategoryResponse,
  TUpdateCategoryResponse,
} from '@crowd/contracts';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { CrowdRole } from '../../crowd/crowd/context/crowd-role.guard';
import { CategoryService } from './category.service';

/** Admins and managers manage a crowd's categories (spec: "admins and managers manage … categories"). */
const CATEGORY_MANAGERS: TCrowdRole[] = ['CROWD_ADMIN', 'CROWD_MANAGER'];

/**
 * The crowd admin area's categories tab. The crowd comes from the path or the body's crowdId;
 * the role guard answers 401, 403 (other role, other crowd's private user) and 404 (unknown crowd).
 */
@Controller()
@CrowdRole(...CATEGORY_MANAGERS)
export class CategoryController {
  constructor(private readonly categories: CategoryService) {}

  @ApiRoute('listCategories')
  list(@RouteParams() { crowdId }: TRouteParams<'listCategories'>): Promise<TCategoryListResponse> {
    return this.categories.list(crowdId);
  }

  @ApiRoute('createCategory')
  create(@RouteBody() body: TRouteBody<'createCategory'>): Promise<TCreateCategoryResponse> {
    return this.categories.create(body);
  }

  @ApiRoute('updateCategory')
  update(@RouteBody() body: TRouteBody<'updateCategory'>): Promise<TUpdateCategoryResponse> {
    return this.categories.update(body);
  }

  @ApiRoute('deleteCategory')
  delete(@RouteParams() { crowdId, categoryId }: TRouteParams<'deleteCategory'>): Promise<TDeleteCategoryResponse> {
    return this.categories.delete(crowdId, categoryId);
  }
}
