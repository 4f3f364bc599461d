import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { crowdDomainKey } from '@crowd/contracts/hosts';
import { parseId, type TCategory, type TCrowdView, type TIdea, type TQuestion } from '@crowd/contracts/schemas';
import { validationError } from 'remix-validated-form';
import { getVisibleCrowd, listSiteCategories } from '~/features/crowd/crowd.server';
import { answerField } from '~/features/idea-page/idea-forms';
import { ideaPath, loadIdeaOnSite, type IdeaRouteArgs } from '~/features/idea-page/idea-page.server';
import type { ApiClient, ApiError } from '~/lib/api.server';
import { refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { requireUser } from '~/lib/guards.server';
import { createToastHeaders, redirectWithToast, toastFromApiError } from '~/lib/toast.server';
import { signInOn401 } from '~/lib/api-failure.server';
import {
  IDEA_FIELDS,
  ideaFieldErrors,
  ideaFormValidator,
  videoRows,
  type IdeaFormData,
  type IdeaFormMode,
} from './idea-form-values';
import { createIdeaPath, isCrowdFull, NOTIFY_INTENT, type LimitNoticeResult } from './ideas-limit';
import { SIMILAR_CHECKED_FIELD } from './similar-ideas';
import { similarIdeas } from './similar-ideas.server';

interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

const notFound = (): Response => new Response(null, { status: 404, statusText: 'Not Found' });

/** A category the form offers: the crowd's visible ones (and, on edit, the idea's own hidden one). */
type FormCategory = Pick<TCategory, 'id' | 'name'>;

/** What the idea form shows of an idea being edited. */
export type EditedIdea = Pick<
  TIdea,
  'id' | 'version' | 'name' | 'description' | 'categoryId' | 'fileIds' | 'featuredImageId' | 'embeddableVideos'
>;

/** The fields of an idea its edit form fills in (the owner's and the admin's). */
export const editedIdeaOf = (idea: EditedIdea): EditedIdea => ({
  id: idea.id,
  version: idea.version,
  name: idea.name,
  description: idea.description,
  categoryId: idea.categoryId,
  fileIds: idea.fileIds,
  featuredImageId: idea.featuredImageId,
  embeddableVideos: idea.embeddableVideos,
});

/** The questions the form asks: the creation questionnaire when it is enabled and has any. */
async function creationQuestions(client: ApiClient, domain: string): Promise<TQuestion[]> {
  const result = await client.request('getCrowdViewQuestionnaires', { params: { domain } });
  if (!result.ok) {
    // The API refuses a create without the answers it needs; the page says so under the form.
    console.error(`[web] GET /api/crowdView/ideaQuestionnaire failed: ${result.status}`);
    return [];
  }
  const questionnaire = result.data.creationQuestionnaire;
  return questionnaire?.enabled ? questionnaire.questions : [];
}

/** The crowd of this host for a signed-in author; a signed-out visitor goes to sign in and back. */
async function authorOnSite(args: RouteArgs) {
  const { request, context } = args;
  if (context.site.kind !== 'crowd') throw notFound();
  const crowd = await getVisibleCrowd(request, context);
  if (!crowd) return null;
  const { user, api } = await requireUser(args, crowd);
  return { crowd, user, client: api, domain: crowdDomainKey(context.site) };
}

/** `?categoryId=` when it names one of the offered categories. */
function preselectedCategory(request: Request, categories: readonly FormCategory[]): number | null {
  const id = parseId(new URL(request.url).searchParams.get('categoryId'));
  return id !== undefined && categories.some((category) => category.id === id) ? id : null;
}

/** The limit notice, shown instead of the form while the crowd is full. */
const limitNotice = (crowd: TCrowdView) => ({ kind: 'full' as const, crowdTitle: crowd.title });

/**
 * `/createIdea` (spec 2.9): the form with the crowd's visible categories (one preselected by
 * `?categoryId=`) and its creation questionnaire; the limit notice instead while the crowd is full.
 */
export async function loadCreateIdea(args: RouteArgs) {
  const author = await authorOnSite(args);
  if (!author) return data({ page: null });
  const { crowd, client, domain } = author;
  if (isCrowdFull(crowd)) return data({ page: limitNotice(crowd) });
  const [categories, questions] = await Promise.all([
    listSiteCategories(args.request, args.context, crowd),
    creationQuestions(client, domain),
  ]);
  const offered = categories.map(({ id, name }) => ({ id, name }));
  return data({
    page: {
      kind: 'form' as const,
      mode: 'create' as const,
      crowdId: crowd.id,
      categories: offered,
      questions,
      idea: null,
      categoryId: preselectedCategory(args.request, offered),
    },
  });
}

/**
 * `/idea/{id}/edit`: the owner's form filled with the idea; anyone else is sent to the crowd's home
 * (spec 2.9), a signed-out visitor to sign in first.
 */
export async function loadEditIdea(args: IdeaRouteArgs) {
  const onSite = await loadIdeaOnSite(args);
  if (!onSite) return data({ page: null });
  const { crowd, idea, client, domain, viewer } = onSite;
  const { user } = await requireUser(args, crowd);
  if (idea.ownerId !== user.id) throw redirect('/');
  const [categories, questions] = await Promise.all([
    listSiteCategories(args.request, args.context, crowd),
    creationQuestions(client, domain),
  ]);
  const offered: FormCategory[] = categories.map(({ id, name }) => ({ id, name }));
  return data({
    page: {
      kind: 'form' as const,
      mode: 'edit' as const,
      crowdId: crowd.id,
      categories: offered,
      questions,
      idea: editedIdeaOf(idea),
      categoryId: idea.categoryId,
      answers: viewer?.creationAnswers ?? [],
    },
  });
}

/** The API's fields of the form: repeated fields repeat, the answers travel as JSON, files as files. */
export function apiBody(
  mode: IdeaFormMode,
  crowdId: number,
  fields: IdeaFormData,
  edited: EditedIdea | null,
): FormData {
  const body = new FormData();
  if (edited) {
    body.set('id', String(edited.id));
    body.set('version', String(edited.version));
  }
  body.set('crowdId', String(crowdId));
  body.set('name', fields.name);
  body.set('description', fields.description);
  // On edit an empty category takes the idea out of its category; on create it is simply none.
  if (fields.categoryId !== undefined) body.set('categoryId', String(fields.categoryId));
  else if (mode !== 'create') body.set('categoryId', '');
  if (fields.answers) body.set('answers', JSON.stringify(fields.answers));
  for (const url of fields.embeddableVideos) body.append('embeddableVideos', url);
  if (mode !== 'create') {
    for (const id of fields.fileIds) body.append('fileIds', String(id));
    body.set('featuredImageId', fields.featuredImageId === null ? '' : String(fields.featuredImageId));
  }
  for (const file of fields.attachments) body.append('attachments', file, file.name || 'image');
  if (fields.featuredImg) {
    const name = mode === 'create' ? 'featuredImg' : 'newFeaturedImg';
    body.set(name, fields.featuredImg, fields.featuredImg.name || 'image');
  }
  return body;
}

/**
 * The posted texts to put back into the idea form (no files, no oversized values): its own
 * fields only, the answers of `questions` among them.
 */
export const refillableIdea = (submitted: Record<string, unknown>, questions: readonly TQuestion[]) =>
  refillable(submitted, [
    IDEA_FIELDS.name,
    IDEA_FIELDS.description,
    IDEA_FIELDS.categoryId,
    IDEA_FIELDS.videos,
    IDEA_FIELDS.fileIds,
    IDEA_FIELDS.featuredImageId,
    ...questions.map(answerField),
  ]);

/**
 * A refused save keeps the form as typed (also without JavaScript, where the page is rendered from
 * this answer): the API's field errors under their fields, any other refusal as a toast (5 s),
 * e.g. optimistic_locking_error after a stale version (409).
 */
export async function refusedSave(
  error: ApiError,
  {
    request,
    questions,
    submitted,
  }: { request: Request; questions: readonly TQuestion[]; submitted: Record<string, unknown> },
): Promise<Response> {
  signInOn401(request, error.status);
  const fieldErrors =
    error.status === 422 ? ideaFieldErrors(error.fieldErrors ?? [], { questions, rows: videoRows(submitted) }) : {};
  const headers = Object.keys(fieldErrors).length > 0 ? undefined : await createToastHeaders(toastFromApiError(error));
  return validationError({ fieldErrors }, refillableIdea(submitted, questions), headers ? { headers } : undefined);
}

/**
 * Posts to /createIdea: the form goes to POST /idea and, once the idea exists, to its page with
 * idea_created; a crowd that filled up meanwhile shows the limit notice. The notice's own button
 * posts here too. A form that has not shown the crowd's similar ideas (sent without JavaScript)
 * comes back once with them, as typed (with its errors, if any), and its next submit adds the idea.
 */
export async function createIdeaAction(args: RouteArgs) {
  const author = await authorOnSite(args);
  if (!author) throw notFound();
  const { crowd, client, domain } = author;
  const form = await readFormData(args.request);
  if (form.get('intent') === NOTIFY_INTENT) return notifyOwners(client, domain);

  const questions = await creationQuestions(client, domain);
  const result = await ideaFormValidator({ mode: 'create', questions }).validate(form);
  const name = form.get(IDEA_FIELDS.name);
  const similar =
    form.get(SIMILAR_CHECKED_FIELD) === '1' || typeof name !== 'string' ? [] : await similarIdeas(client, domain, name);
  if (similar.length > 0) {
    // The form's own answer (its errors or none, the fields as typed), so it renders again filled in.
    const repopulateFields = refillableIdea(result.submittedData, questions);
    const fieldErrors = result.error?.fieldErrors ?? {};
    return data({ fieldErrors, repopulateFields, similar }, { status: result.error ? 422 : 200 });
  }
  if (result.error) return validationError(result.error, refillableIdea(result.submittedData, questions));

  const response = await client.request('createIdea', { body: apiBody('create', crowd.id, result.data, null) });
  if (response.ok) return redirectWithToast(ideaPath(response.data.idea.id), { message: 'idea_created' });
  if (response.error.serverKey === 'ideas_subscription_limit_reached')
    return redirectWithToast(createIdeaPath(), { type: 'ERROR', message: 'ideas_subscription_limit_reached' });
  return refusedSave(response.error, { request: args.request, questions, submitted: result.submittedData });
}

/** Posts to /idea/{id}/edit: PUT /idea with the version read, then the idea's page with idea_updated. */
export async function editIdeaAction(args: IdeaRouteArgs): Promise<Response> {
  const onSite = await loadIdeaOnSite(args);
  if (!onSite) throw notFound();
  const { crowd, idea, client, domain } = onSite;
  const { user } = await requireUser(args, crowd);
  if (idea.ownerId !== user.id) throw redirect('/');
  const form = await readFormData(args.request);
  const questions = await creationQuestions(client, domain);
  const result = await ideaFormValidator({ mode: 'edit', questions }).validate(form);
  if (result.error) return validationError(result.error, refillableIdea(result.submittedData, questions));

  // The version the author read, posted with the form: someone else's save since then is a 409.
  const version = Number(form.get('version'));
  const edited = { ...idea, version: Number.isSafeInteger(version) ? version : idea.version };
  const response = await client.request('updateIdea', { body: apiBody('edit', crowd.id, result.data, edited) });
  if (response.ok) return redirectWithToast(ideaPath(idea.id), { message: 'idea_updated' });
  return refusedSave(response.error, { request: args.request, questions, submitted: result.submittedData });
}

/**
 * The limit notice's button: POST /crowdView/notifyLimitReached/{domain}. The answer is shown in
 * place (the dialog, or the notice page without JavaScript).
 */
async function notifyOwners(client: ApiClient, domain: string) {
  const result = await client.request('notifyCrowdLimitReached', { params: { domain } });
  const notice: LimitNoticeResult = result.ok
    ? { notified: true, message: result.data.message }
    : { notified: false, message: result.error.key };
  return data(notice, { status: result.ok ? 200 : result.status });
}
