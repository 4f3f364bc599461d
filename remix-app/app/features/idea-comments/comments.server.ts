import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { PAGE_SIZES } from '@crowd/contracts/limits';
import { parseId, type TComment, type TCrowdView } from '@crowd/contracts/schemas';
import { crowdDomainKey } from '@crowd/contracts/hosts';
import { validationError } from 'remix-validated-form';
import { getVisibleCrowd } from '~/features/crowd/crowd.server';
import { api, type ApiClient, type ApiError } from '~/lib/api.server';
import { fieldErrorsFor } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { parseFieldMessage } from '~/lib/field-message';
import { createToastHeaders, redirectWithToast, toastFromApiError } from '~/lib/toast.server';
import { getOptionalUser } from '~/lib/user.server';
import { loginUrl } from '~/lib/request-paths';
import { signInOn401 } from '~/lib/api-failure.server';
import { COMMENT_FIELDS, commentActionValidator, type TCommentForm } from './comment-forms';
import {
  COMMENT_PARAMS,
  commentsPagePath,
  OFFSET_FIELD,
  SCRIPT_FIELD,
  siteCommentLinks,
  type CommentLinks,
} from './comment-links';

const COMMENTS_PAGE_SIZE = PAGE_SIZES.comments;

/** What `<IdeaComments>` shows: one page of the idea's comments and what the visitor may do with them. */
export interface CommentsPage {
  ideaId: number;
  comments: TComment[];
  allCount: number;
  /** Where this page starts (`?comments=<offset>`, 0 for the newest). */
  offset: number;
  /** The signed-in visitor (their own comments get edit and delete), null when signed out. */
  viewerId: number | null;
  /** Without JavaScript, `?editComment=<id>` opens the edit form of that own comment. */
  editCommentId: number | null;
  /** Without JavaScript, `?deleteComment=<id>` asks in the page before deleting that own comment. */
  confirmDeleteId: number | null;
  /** Where a signed-out visitor signs in to comment (and comes back). */
  signInHref: string;
  /** The list call failed (logged): the page says so instead of "no comments yet". */
  unavailable: boolean;
  /** Where the list lives: the crowd site's idea page when absent (the admin area's tab sets it). */
  links?: CommentLinks;
  /** The visitor may delete every comment (the crowd's staff in the admin area). */
  moderator?: boolean;
}

/** One page of comments as the API listed it. */
export interface CommentsChunk {
  comments: TComment[];
  allCount: number;
  offset: number;
}

/** The next page of the infinite scroll, or that it could not be loaded (the page offers to retry). */
export type CommentsChunkResult = ({ ok: true } & CommentsChunk) | { ok: false };

/** A non-negative whole number from the query or a form, else 0. */
export function parseOffset(value: FormDataEntryValue | string | null): number {
  const offset = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(offset) ? offset : 0;
}

/** The comments offset of the idea page's address (`?comments=<offset>`). */
const commentsOffset = (request: Request): number =>
  parseOffset(new URL(request.url).searchParams.get(COMMENT_PARAMS.offset));

const positiveId = (value: string | null | undefined): number | null => parseId(value) ?? null;

function crowdClient(
  request: Request,
  context: AppLoadContext,
  crowd: TCrowdView,
): { client: ApiClient; domain: string } {
  const { site } = context;
  if (site.kind !== 'crowd') throw new Response(null, { status: 404 });
  return { client: api({ request, context }).forCrowd(crowd), domain: crowdDomainKey(site) };
}

async function listComments(
  request: Request,
  context: AppLoadContext,
  crowd: TCrowdView,
  ideaId: number,
  offset: number,
): Promise<CommentsChunk | null> {
  const { client, domain } = crowdClient(request, context, crowd);
  const result = await client.request('listCrowdViewComments', {
    params: { domain, id: ideaId },
    query: { offset, limit: COMMENTS_PAGE_SIZE },
  });
  if (result.ok) return { comments: result.data.comments, allCount: result.data.allCount, offset };
  // A private crowd's outsider or an idea that is not there: nothing of it is shown.
  signInOn401(request, result.status);
  if (result.status === 403 || result.status === 404) throw new Response(null, { status: result.status });
  console.error(`[web] GET /api/crowdView/comment failed: ${result.status}`);
  return null;
}

/**
 * The comments part of the idea page's loader: the page of comments at `offset` (the address's
 * `?comments=`), the visitor, and the no-JavaScript edit and delete states of the address. For a
 * page rendered for every reader of a role (`forReaders`) the visitor is left out: their browser
 * learns who they are with the rest of their own parts.
 */
export async function loadCommentsPage(
  request: Request,
  context: AppLoadContext,
  crowd: TCrowdView,
  ideaId: number,
  { offset = commentsOffset(request), forReaders = false }: { offset?: number; forReaders?: boolean } = {},
): Promise<CommentsPage> {
  const [chunk, viewer] = await Promise.all([
    listComments(request, context, crowd, ideaId, offset),
    forReaders ? null : getOptionalUser(api({ request, context }).forCrowd(crowd), context),
  ]);
  return commentsPageOf(request, { ideaId, chunk, offset, viewerId: viewer?.id ?? null });
}

/**
 * A page of comments as `<IdeaComments>` shows it, from the chunk listed (null: the call failed),
 * with the no-JavaScript edit and delete states of the address (`?editComment=`, `?deleteComment=`)
 * when the visitor may use them.
 */
export function commentsPageOf(
  request: Request,
  {
    ideaId,
    chunk,
    offset,
    viewerId,
    links,
    moderator = false,
  }: {
    ideaId: number;
    chunk: CommentsChunk | null;
    offset: number;
    viewerId: number | null;
    links?: CommentLinks;
    moderator?: boolean;
  },
): CommentsPage {
  const comments = chunk?.comments ?? [];
  const search = new URL(request.url).searchParams;
  const mine = (comment: TComment) => viewerId !== null && comment.ownerId === viewerId;
  const idOf = (param: string, allowed: (comment: TComment) => boolean): number | null => {
    const id = positiveId(search.get(param));
    return comments.some((comment) => comment.id === id && allowed(comment)) ? id : null;
  };
  return {
    ideaId,
    comments,
    allCount: chunk?.allCount ?? 0,
    offset,
    viewerId,
    editCommentId: idOf(COMMENT_PARAMS.edit, mine),
    confirmDeleteId: idOf(COMMENT_PARAMS.delete, (comment) => moderator || mine(comment)),
    signInHref: signInPath(ideaId),
    unavailable: chunk === null,
    ...(links ? { links } : {}),
    ...(moderator ? { moderator } : {}),
  };
}

/** The crowd and idea of the resource route; 404 off crowd hosts and for what may not be shown. */
async function requireCommentsRoute({ request, context, params }: LoaderFunctionArgs) {
  const ideaId = positiveId(params['ideaId']);
  const crowd = context.site.kind === 'crowd' ? await getVisibleCrowd(request, context) : null;
  if (!crowd || ideaId === null) throw new Response(null, { status: 404 });
  return { crowd, ideaId };
}

/** GET /idea/{id}/comments?offset=<n>: the next page for the infinite scroll. */
export async function loadMoreComments(args: LoaderFunctionArgs) {
  const { crowd, ideaId } = await requireCommentsRoute(args);
  const offset = parseOffset(new URL(args.request.url).searchParams.get('offset'));
  // A failure is answered, not thrown: thrown, it would replace the idea's page by the error page.
  // The API's 403 and 404 (an idea the visitor may not read) stay theirs; nothing else is said.
  const chunk = await listComments(args.request, args.context, crowd, ideaId, offset).catch((error: unknown) => {
    if (error instanceof Response && (error.status === 403 || error.status === 404)) return error.status;
    throw error;
  });
  const headers = { 'Cache-Control': 'no-store' };
  if (chunk === null || typeof chunk === 'number')
    return data<CommentsChunkResult>({ ok: false }, { status: chunk ?? 503, headers });
  return data<CommentsChunkResult>({ ok: true, ...chunk }, { headers });
}

/** What the page's script gets back from the action (besides remix-validated-form's field errors). */
export type CommentActionData =
  | { ok: true; intent: 'create' | 'update'; comment: TComment }
  | { ok: true; intent: 'delete'; commentId: number }
  | { ok: false; error: string; values?: Record<string, string | number> };

async function callApi(client: ApiClient, domain: string, ideaId: number, form: TCommentForm) {
  switch (form.intent) {
    case 'create': {
      const result = await client.request('createCrowdViewComment', {
        params: { domain },
        body: { ideaId, content: form.content },
      });
      return result.ok ? ({ ok: true, intent: 'create', comment: result.data.comment } as const) : result;
    }
    case 'update': {
      const result = await client.request('updateCrowdViewComment', {
        params: { domain },
        body: { id: form.commentId, ideaId, content: form.content },
      });
      return result.ok ? ({ ok: true, intent: 'update', comment: result.data.comment } as const) : result;
    }
    case 'delete': {
      const result = await client.request('deleteCrowdViewComment', { params: { domain, id: form.commentId } });
      return result.ok ? ({ ok: true, intent: 'delete', commentId: form.commentId } as const) : result;
    }
  }
}

const SUCCESS_MESSAGE = { create: 'comment_created', update: 'comment_updated', delete: 'comment_deleted' } as const;

/** The message a refusal shows: the API's own reason when it gave one (forbidden, crowd disabled). */
function refusalMessage(error: ApiError): { message: string; values?: Record<string, string | number> } {
  if (error.status === 422) {
    const count = error.fieldErrors?.find((field) => field.msg === error.key)?.count;
    return count === undefined ? { message: error.key } : { message: error.key, values: { count } };
  }
  const toast = toastFromApiError(error);
  if (error.status === 403 || error.status === 404) return { message: error.serverKey ?? toast.message };
  return { message: toast.message, ...(toast.values ? { values: toast.values } : {}) };
}

/** Where a signed-out visitor signs in to comment, coming back to the idea. */
const signInPath = (ideaId: number): string => loginUrl(`/idea/${ideaId}`);

/** A comment form's outcome at the API: what the page shows, or the API's refusal. */
export type CommentOutcome = Extract<CommentActionData, { ok: true }> | { ok: false; error: ApiError };

/** Where a comment form was posted: the idea, its pages, and how the form reaches the API. */
export interface CommentFormPlace {
  ideaId: number;
  links: CommentLinks;
  /** Where a visitor whose session ended signs in again (and comes back). */
  signIn: string;
  send: (form: TCommentForm) => Promise<CommentOutcome>;
}

/**
 * POST /idea/{id}/comments: create, edit or delete a comment. The page's script gets data to show
 * in place (field errors under the field, a refusal next to the form) and a success toast after the
 * page revalidates; a form posted without JavaScript is sent back to the idea's comments with a toast.
 */
export async function commentsAction(args: ActionFunctionArgs) {
  const { crowd, ideaId } = await requireCommentsRoute(args);
  const { client, domain } = crowdClient(args.request, args.context, crowd);
  return answerCommentForm(args.request, {
    ideaId,
    links: siteCommentLinks(ideaId),
    signIn: signInPath(ideaId),
    send: (form) => callApi(client, domain, ideaId, form),
  });
}

/** A comment form of any place (the crowd site's idea page, the admin area's comments tab), answered. */
export async function answerCommentForm(request: Request, place: CommentFormPlace) {
  const { links } = place;
  const formData = await readFormData(request);
  const fromScript = formData.get(SCRIPT_FIELD) === '1';
  const back = commentsPagePath(links, parseOffset(formData.get(OFFSET_FIELD)));

  const validated = await commentActionValidator.validate(formData);
  if (validated.error) {
    if (fromScript) return validationError(validated.error);
    const [first = 'default_error'] = Object.values(validated.error.fieldErrors);
    const { key, values } = parseFieldMessage(first);
    return redirectWithToast(back, { type: 'ERROR', message: key, ...(values ? { values } : {}) });
  }

  const outcome = await place.send(validated.data);
  if (outcome.ok) {
    const toast = { message: SUCCESS_MESSAGE[outcome.intent] };
    // A new comment is the newest: the first page shows it.
    if (!fromScript) return redirectWithToast(outcome.intent === 'create' ? commentsPagePath(links) : back, toast);
    return data<CommentActionData>(outcome, { headers: await createToastHeaders(toast) });
  }

  const { error } = outcome;
  if (error.status === 401) throw redirect(place.signIn);
  const fieldErrors = error.status === 422 ? fieldErrorsFor(error.fieldErrors, COMMENT_FIELDS) : null;
  if (fieldErrors && fromScript) return validationError({ fieldErrors });
  const refusal = refusalMessage(error);
  if (!fromScript) return redirectWithToast(back, { type: 'ERROR', ...refusal });
  return data<CommentActionData>(
    { ok: false, error: refusal.message, ...(refusal.values ? { values: refusal.values } : {}) },
    { status: error.status >= 500 ? 502 : error.status },
  );
}
