import { data } from '@remix-run/node';
import type { TCategory } from '@crowd/contracts/schemas';
import { validationError } from 'remix-validated-form';
import { apiBody, editedIdeaOf, refillableIdea, refusedSave } from '~/features/idea-form/idea-form.server';
import { ideaFormValidator } from '~/features/idea-form/idea-form-values';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import { redirectWithToast } from '~/lib/toast.server';
import { failedRead } from '~/lib/api-failure.server';
import { IDEA_NOT_FOUND, requireAdminIdea, type AdminIdea, type RouteArgs } from './ideas-admin.server';
import { IDEA_TAG_FIELDS } from './idea-admin-forms';
import { IDEAS_PATH } from './ideas-paths';

type IdeaRouteArgs = RouteArgs & { params: { ideaId?: string } };

/**
 * The categories the form offers: the crowd's visible ones, and the idea's own when the crowd hid
 * it (an idea may stay where it is; the API refuses moving one into a hidden category).
 */
async function offeredCategories(
  { api, idea }: AdminIdea,
  request: Request,
): Promise<Pick<TCategory, 'id' | 'name'>[]> {
  const result = await api.request('listCategories', { params: { crowdId: idea.crowdId } });
  if (!result.ok) {
    failedRead(request, result.status, `GET /api/category/${idea.crowdId}`);
  }
  return result.data
    .filter((category) => category.visible || category.id === idea.categoryId)
    .map(({ id, name }) => ({ id, name }));
}

/** /ideas/{ideaId} and /ideas/{ideaId}/detail: the idea form of the crowd site, filled, with the tags. */
export async function loadIdeaEdit(args: IdeaRouteArgs) {
  const admin = await requireAdminIdea(args);
  const { idea } = admin;
  return data({
    categories: await offeredCategories(admin, args.request),
    idea: editedIdeaOf(idea),
    tags: { featured: idea.featured, rewarded: idea.rewarded, implemented: idea.implemented },
  });
}

/**
 * The edit form: PUT /idea/admin (multipart) with the version the admin read and the three tags;
 * a refusal keeps the form as typed (a stale version: optimistic_locking_error, 409).
 */
export async function ideaEditAction(args: IdeaRouteArgs): Promise<Response> {
  const { idea, api } = await requireAdminIdea(args);
  const form = await readFormData(args.request);
  const result = await ideaFormValidator({ mode: 'admin', questions: [] }).validate(form);
  if (result.error) return validationError(result.error, refillableIdea(result.submittedData, []));

  const version = Number(form.get('version'));
  const edited = { ...idea, version: Number.isSafeInteger(version) ? version : idea.version };
  const body = apiBody('admin', idea.crowdId, result.data, edited);
  for (const tag of IDEA_TAG_FIELDS) body.set(tag, String(form.get(tag) === 'on'));
  const response = await api.request('adminUpdateIdea', { body });
  if (response.ok) return redirectWithToast(pagePath(args.request), { message: response.data.message });
  if (response.status === 404) return redirectWithToast(IDEAS_PATH, IDEA_NOT_FOUND);
  return refusedSave(response.error, { request: args.request, questions: [], submitted: result.submittedData });
}
