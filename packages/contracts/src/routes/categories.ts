import * as S from '../schemas';
import { type TApiRoute } from './route';

export const CATEGORIES_ROUTES = [
  {
    method: 'get',
    path: '/category/{crowdId}',
    operationId: 'listCategories',
    tag: 'categories',
    auth: 'user',
    summary: 'All categories of a crowd',
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCategoryListResponse },
  },
  {
    method: 'post',
    path: '/category',
    operationId: 'createCategory',
    tag: 'categories',
    auth: 'user',
    summary: 'Create a category',
    request: { body: S.ZCreateCategoryRequest },
    responses: { 201: S.ZCreateCategoryResponse },
  },
  {
    method: 'put',
    path: '/category',
    operationId: 'updateCategory',
    tag: 'categories',
    auth: 'user',
    summary: 'Update a category',
    request: { body: S.ZUpdateCategoryRequest },
    responses: { 200: S.ZUpdateCategoryResponse },
  },
  {
    method: 'delete',
    path: '/category/{crowdId}/{categoryId}',
    operationId: 'deleteCategory',
    tag: 'categories',
    auth: 'user',
    summary: 'Delete a category (its ideas keep no category)',
    request: { params: S.ZCrowdCategoryParams },
    responses: { 200: S.ZDeleteCategoryResponse },
  },
] as const satisfies readonly TApiRoute[];
