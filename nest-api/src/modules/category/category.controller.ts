import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import {
  ZCreateCategoryRequest,
  ZCrowdCategoryParams,
  ZCrowdIdParams,
  ZUpdateCategoryRequest,
  type TCategoryListResponse,
  type TCreateCategoryRequest,
  type TCreateCategoryResponse,
  type TCrowdRole,
  type TDeleteCategoryResponse,
  type TUpdateCategoryRequest,
  type TUpdateCategoryResponse,
} from '@crowd/contracts';
import { ZodBody, ZodParams } from '../../common/http/zod-validation.pipe';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { CategoryService } from './category.service';

/** Admins and managers manage a crowd's categories (spec: "admins and managers manage … categories"). */
const CATEGORY_MANAGERS: TCrowdRole[] = ['CROWD_ADMIN', 'CROWD_MANAGER'];

/**
 * The crowd admin area's categories tab. The crowd comes from the path or the body's crowdId;
 * the role guard answers 401, 403 (other role, other crowd's private user) and 404 (unknown crowd).
 */
@Controller('category')
@CrowdRole(...CATEGORY_MANAGERS)
export class CategoryController {
  constructor(private readonly categories: CategoryService) {}

  @Get(':crowdId')
  list(@ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number }): Promise<TCategoryListResponse> {
    return this.categories.list(crowdId);
  }

  @Post()
  create(@ZodBody(ZCreateCategoryRequest) body: TCreateCategoryRequest): Promise<TCreateCategoryResponse> {
    return this.categories.create(body);
  }

  @Put()
  update(@ZodBody(ZUpdateCategoryRequest) body: TUpdateCategoryRequest): Promise<TUpdateCategoryResponse> {
    return this.categories.update(body);
  }

  @Delete(':crowdId/:categoryId')
  delete(
    @ZodParams(ZCrowdCategoryParams) { crowdId, categoryId }: { crowdId: number; categoryId: number },
  ): Promise<TDeleteCategoryResponse> {
    return this.categories.delete(crowdId, categoryId);
  }
}
