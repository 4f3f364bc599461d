import { data, redirect } from '@remix-run/node';
import { validationError } from 'remix-validated-form';
import { failedActionResponse, formFailure, refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { loginUrl } from '~/lib/request-paths';
import { redirectWithToast } from '~/lib/toast.server';
import { answerField, answerFieldErrors, questionnaireValidator, shareValidator, ZRatingForm } from './idea-forms';
import { changeIdeaState } from './idea-state.server';

const SHARE_FIELDS = ['emails'];
import {
  ideaLoginUrl,
  ideaPath,
  likeQuestionnaireFor,
  loadIdeaOnSite,
  type IdeaOnSite,
  type IdeaRouteArgs,
} from './idea-page.server';

/** The idea of the address and its signed-in reader, or the sign-in page (and back to the idea). */
async function requireIdeaReader(args: IdeaRouteArgs): Promise<IdeaOnSite> {
  const onSite = await loadIdeaOnSite(args);
  if (!onSite) throw new Response(null, { status: 404, statusText: 'Not Found' });
  if (!onSite.viewer) throw redirect(ideaLoginUrl(onSite.idea.id));
  return onSite;
}

/** The idea page's forms: like, unlike, rate, share, and the staff's state menu, also on cards (`intent`). */
export async function ideaPageAction(args: IdeaRouteArgs): Promise<Response> {
  const onSite = await requireIdeaReader(args);
  const form = await readFormData(args.request);
  switch (form.get('intent')) {
    case 'like':
      return likeIdea(args.request, onSite, form);
    case 'unlike':
      return unlikeIdea(args.request, onSite);
    case 'rate':
      return rateIdea(args.request, onSite, form);
    case 'share':
      return shareIdea(args.request, onSite, form);
    case 'changeState':
      return changeIdeaState(args.request, onSite, form);
    default:
      throw new Response(null, { status: 400 });
  }
}

/**
 * A like, with the like questionnaire's answers when the reader must give them (spec 4): checked
 * here by the same rules as in the browser, then by the API. A like posted without the answers
 * (no JavaScript, or the questionnaire changed meanwhile) goes to the questionnaire's page.
 */
async function likeIdea(request: Request, onSite: IdeaOnSite, form: FormData): Promise<Response> {
  const { idea, client, domain } = onSite;
  const page = ideaPath(idea.id);
  const questionnaire = await likeQuestionnaireFor(onSite);
  const answerFields = questionnaire?.questions.map(answerField) ?? [];
  let questionnaireAnswers;
  if (questionnaire) {
    if (form.get('questionnaireId') !== String(questionnaire.id)) throw redirect(`${page}/like`);
    const result = await questionnaireValidator(questionnaire.questions).validate(form);
    if (result.error) return validationError(result.error, refillable(result.submittedData, answerFields));
    questionnaireAnswers = result.data;
  }
  const response = await client.request('likeIdea', {
    params: { domain },
    body: { ideaId: idea.id, ...(questionnaire ? { questionnaireId: questionnaire.id, questionnaireAnswers } : {}) },
  });
  if (!response.ok) {
    const fieldErrors =
      questionnaire && response.status === 422
        ? answerFieldErrors(questionnaire.questions, response.error.fieldErrors ?? [])
        : {};
    if (Object.keys(fieldErrors).length > 0)
      return formFailure(fieldErrors, { repopulateFields: Object.fromEntries(form), fields: answerFields });
    return failedActionResponse(response.error, { request, fields: [], redirectTo: page });
  }
  return redirectWithToast(page, { message: response.data.message });
}

async function unlikeIdea(request: Request, { idea, client, domain }: IdeaOnSite): Promise<Response> {
  const page = ideaPath(idea.id);
  const response = await client.request('unlikeIdea', { params: { domain, ideaId: idea.id } });
  if (!response.ok) return failedActionResponse(response.error, { request, fields: [], redirectTo: page });
  return redirectWithToast(page, { message: response.data.message });
}

async function rateIdea(request: Request, { idea, client }: IdeaOnSite, form: FormData): Promise<Response> {
  const page = ideaPath(idea.id);
  const parsed = ZRatingForm.safeParse({ value: form.get('value') ?? undefined });
  if (!parsed.success) return redirectWithToast(page, { type: 'ERROR', message: 'validation_rating_value' });
  const response = await client.request('rateIdea', { body: { ideaId: idea.id, value: parsed.data.value } });
  if (!response.ok) return failedActionResponse(response.error, { request, fields: [], redirectTo: page });
  return redirectWithToast(page, { message: response.data.message });
}

/**
 * Sharing by e-mail: the list checked as the API checks it; over the rate limit (429) the toast
 * says when to try again (`failedActionResponse`).
 */
async function shareIdea(request: Request, { idea, client }: IdeaOnSite, form: FormData): Promise<Response> {
  const page = ideaPath(idea.id);
  const result = await shareValidator.validate(form);
  if (result.error) return validationError(result.error, refillable(result.submittedData, SHARE_FIELDS));
  const response = await client.request('shareIdea', { body: { ideaId: idea.id, emails: result.data.emails } });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: SHARE_FIELDS,
      repopulate: result.submittedData,
      redirectTo: page,
    });
  }
  return redirectWithToast(page, { message: response.data.message });
}

/** The reader of an idea's own page (`/idea/{id}/like`, `/idea/{id}/share`): signed out, sign in and come back. */
async function requireSubpageReader(args: IdeaRouteArgs, subpage: 'like' | 'share'): Promise<IdeaOnSite | null> {
  const onSite = await loadIdeaOnSite(args);
  if (onSite && !onSite.viewer) throw redirect(loginUrl(`${ideaPath(onSite.idea.id)}/${subpage}`));
  return onSite;
}

/**
 * `/idea/{id}/like`: the like questionnaire as a page of its own (the page without JavaScript);
 * back to the idea when there is nothing to ask.
 */
export async function loadLikePage(args: IdeaRouteArgs) {
  const onSite = await requireSubpageReader(args, 'like');
  if (!onSite) return data({ page: null });
  const questionnaire = await likeQuestionnaireFor(onSite);
  if (!questionnaire) throw redirect(ideaPath(onSite.idea.id));
  return data({ page: { idea: { id: onSite.idea.id, name: onSite.idea.name }, questionnaire } });
}

export async function likePageAction(args: IdeaRouteArgs): Promise<Response> {
  const onSite = await requireIdeaReader(args);
  return likeIdea(args.request, onSite, await readFormData(args.request));
}

/** `/idea/{id}/share`: the share form as a page of its own (the page without JavaScript). */
export async function loadSharePage(args: IdeaRouteArgs) {
  const onSite = await requireSubpageReader(args, 'share');
  if (!onSite) return data({ page: null });
  return data({ page: { idea: { id: onSite.idea.id, name: onSite.idea.name } } });
}

export async function sharePageAction(args: IdeaRouteArgs): Promise<Response> {
  const onSite = await requireIdeaReader(args);
  return shareIdea(args.request, onSite, await readFormData(args.request));
}
