import { data } from '@remix-run/node';
import { parseId, type TCategory, type TUpdateCategoryRequest } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import { failedActionResponse, refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import type { ToastInput } from '~/lib/toast';
import { redirectWithToast } from '~/lib/toast.server';
import { failedRead } from '~/lib/api-failure.server';
import { requireAdminCrowd, type AdminCrowd, type RouteArgs } from '../crowd-admin.server';
import { crowdTabPath } from '../crowd-tabs';
import {
  CATEGORY_FIELDS,
  createCategoryValidator,
  deleteCategoryValidator,
  updateCategoryValidator,
} from './category-forms';

type CategoryRouteArgs = RouteArgs & { params: { crowdId?: string; categoryId?: string } };

const listPath = (crowdId: number): string => crowdTabPath(crowdId, 'categories');

const CATEGORY_NOT_FOUND: ToastInput = { type: 'ERROR', message: 'crowdAdmin:categories.notFound' };

/** GET /category/{crowdId}: every category of the crowd, hidden ones too. */
async function listCategories(admin: AdminCrowd, args: RouteArgs): Promise<TCategory[]> {
  const result = await admin.api.request('listCategories', { params: { crowdId: admin.crowd.id } });
  if (result.ok) return result.data;
  failedRead(args.request, result.status, `GET /api/category/${admin.crowd.id}`);
}

/** /crowds/{crowdId}/categories: the table (sorted and paged in the page, from the URL). */
export async function loadCategories(args: CategoryRouteArgs) {
  const admin = await requireAdminCrowd(args);
  const categories = await listCategories(admin, args);
  // Without JavaScript, ?delete=<id> shows the confirmation in the page instead of a dialog.
  const confirmDeleteId = parseId(new URL(args.request.url).searchParams.get('delete'));
  return data({
    categories,
    confirmDeleteId:
      confirmDeleteId !== undefined && categories.some((category) => category.id === confirmDeleteId)
        ? confirmDeleteId
        : null,
  });
}

/** The list page's one form: delete a category (its ideas stay, uncategorised). */
export async function categoriesAction(args: CategoryRouteArgs): Promise<Response> {
  const admin = await requireAdminCrowd(args);
  const result = await deleteCategoryValidator.validate(await readFormData(args.request));
  if (result.error) return validationError(result.error);

  // Back to the table as it was (sort, page), without the no-JavaScript confirmation.
  const url = new URL(args.request.url);
  url.searchParams.delete('delete');
  url.searchParams.delete('index');
  const back = `${url.pathname}${url.search}`;

  const response = await admin.api.request('deleteCategory', {
    params: { crowdId: admin.crowd.id, categoryId: result.data.categoryId },
  });
  if (response.ok) return redirectWithToast(back, { message: response.data.message });
  // Deleted meanwhile (another tab, another admin): the table shows it is gone.
  if (response.status === 404) return redirectWithToast(back, CATEGORY_NOT_FOUND);
  return failedActionResponse(response.error, { request: args.request, fields: [], redirectTo: back });
}

export async function loadCategoryCreate(args: CategoryRouteArgs) {
  await requireAdminCrowd(args);
  return data({});
}

export async function createCategoryAction(args: CategoryRouteArgs): Promise<Response> {
  const admin = await requireAdminCrowd(args);
  const result = await createCategoryValidator.validate(await readFormData(args.request));
  if (result.error) return validationError(result.error, refillable(result.submittedData, CATEGORY_FIELDS));

  const response = await admin.api.request('createCategory', { body: { crowdId: admin.crowd.id, ...result.data } });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request: args.request,
      fields: CATEGORY_FIELDS,
      repopulate: result.submittedData,
    });
  }
  return redirectWithToast(listPath(admin.crowd.id), { message: 'category_created' });
}

/**
 * The category of the address, else back to the list with a toast: the admin area sends unknown
 * ids to the list they came from (spec 2: an unknown crowd goes to /crowds, an unknown idea to /ideas).
 */
async function requireCategory(args: CategoryRouteArgs): Promise<{ admin: AdminCrowd; category: TCategory }> {
  const admin = await requireAdminCrowd(args);
  const categories = await listCategories(admin, args);
  const category = categories.find((candidate) => String(candidate.id) === args.params.categoryId);
  if (!category) {
    throw await redirectWithToast(listPath(admin.crowd.id), CATEGORY_NOT_FOUND);
  }
  return { admin, category };
}

export async function loadCategoryEdit(args: CategoryRouteArgs) {
  const { category } = await requireCategory(args);
  return data({ category });
}

type CategoryChanges = Pick<TUpdateCategoryRequest, 'name' | 'description' | 'visible'>;

/** Spec 5: only the changed fields are sent (with id and version), nothing when nothing changed. */
function categoryChanges(stored: TCategory, submitted: Required<CategoryChanges>): CategoryChanges {
  const changes: CategoryChanges = {};
  if (submitted.name !== stored.name) changes.name = submitted.name;
  if (submitted.description !== stored.description) changes.description = submitted.description;
  if (submitted.visible !== stored.visible) changes.visible = submitted.visible;
  return changes;
}

export async function updateCategoryAction(args: CategoryRouteArgs): Promise<Response> {
  const { admin, category } = await requireCategory(args);
  const result = await updateCategoryValidator.validate(await readFormData(args.request));
  if (result.error) return validationError(result.error, refillable(result.submittedData, CATEGORY_FIELDS));

  const { version, ...submitted } = result.data;
  const changes = categoryChanges(category, submitted);
  if (Object.keys(changes).length === 0) {
    return redirectWithToast(pagePath(args.request), { type: 'INFO', message: 'crowdAdmin:categories.nothingChanged' });
  }

  const response = await admin.api.request('updateCategory', {
    body: { id: category.id, crowdId: admin.crowd.id, version, ...changes },
  });
  if (!response.ok) {
    // A 409 (someone saved first) is a toast on this page, which then shows the stored category.
    return failedActionResponse(response.error, {
      request: args.request,
      fields: CATEGORY_FIELDS,
      repopulate: result.submittedData,
    });
  }
  return redirectWithToast(listPath(admin.crowd.id), { message: 'category_update_successful' });
}
