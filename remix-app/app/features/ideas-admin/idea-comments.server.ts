import { data } from '@remix-run/node';
import { PAGE_SIZES } from '@crowd/contracts/limits';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import type { TCommentForm } from '~/features/idea-comments/comment-forms';
import { COMMENT_PARAMS, type CommentLinks } from '~/features/idea-comments/comment-links';
import {
  answerCommentForm,
  commentsPageOf,
  parseOffset,
  type CommentOutcome,
  type CommentsChunk,
  type CommentsChunkResult,
} from '~/features/idea-comments/comments.server';
import { loginRedirectUrl } from '~/lib/request-paths';
import { signInOn401 } from '~/lib/api-failure.server';
import { requireAdminIdea, type AdminIdea } from './ideas-admin.server';
import { ideaTabPath } from './ideas-paths';

/** The comments tab and its resource route (next pages, create, edit, delete through the admin API). */
const adminCommentLinks = (ideaId: number): CommentLinks => ({
  page: ideaTabPath(ideaId, 'comments'),
  hash: '',
  resource: `${ideaTabPath(ideaId)}/commentFeed`,
});

/** GET /comment/{crowdId}/{id}: a page of the idea's comments (null when the call failed, logged). */
async function listAdminComments(
  { api, idea }: AdminIdea,
  request: Request,
  offset: number,
): Promise<CommentsChunk | null> {
  const result = await api.request('listComments', {
    params: { crowdId: idea.crowdId, id: idea.id },
    query: { offset, limit: PAGE_SIZES.comments },
  });
  if (result.ok) return { comments: result.data.comments, allCount: result.data.allCount, offset };
  signInOn401(request, result.status);
  console.error(`[web] GET /api/comment/${idea.crowdId}/${idea.id} failed: ${result.status}`);
  return null;
}

/**
 * /ideas/{ideaId}/comments: the comments panel (spec 4, 6): 20 a page, newest first; the staff
 * edit their own and delete any (the API decides); "idea author" and "crowd admin" marked.
 */
export async function loadIdeaComments(args: LoaderFunctionArgs) {
  const admin = await requireAdminIdea(args);
  const offset = parseOffset(new URL(args.request.url).searchParams.get(COMMENT_PARAMS.offset));
  const chunk = await listAdminComments(admin, args.request, offset);
  return data({
    page: commentsPageOf(args.request, {
      ideaId: admin.idea.id,
      chunk,
      offset,
      viewerId: admin.user.id,
      links: adminCommentLinks(admin.idea.id),
      moderator: true,
    }),
  });
}

/** GET /ideas/{ideaId}/commentFeed?offset=<n>: the next page for the infinite scroll. */
export async function loadMoreIdeaComments(args: LoaderFunctionArgs) {
  const admin = await requireAdminIdea(args);
  const offset = parseOffset(new URL(args.request.url).searchParams.get('offset'));
  const chunk = await listAdminComments(admin, args.request, offset);
  const headers = { 'Cache-Control': 'no-store' };
  if (!chunk) return data<CommentsChunkResult>({ ok: false }, { status: 503, headers });
  return data<CommentsChunkResult>({ ok: true, ...chunk }, { headers });
}

async function send({ api, idea }: AdminIdea, form: TCommentForm): Promise<CommentOutcome> {
  const crowdId = idea.crowdId;
  switch (form.intent) {
    case 'create': {
      const result = await api.request('createComment', {
        params: { crowdId },
        body: { ideaId: idea.id, content: form.content },
      });
      return result.ok ? { ok: true, intent: 'create', comment: result.data.comment } : result;
    }
    case 'update': {
      const result = await api.request('updateComment', {
        params: { crowdId },
        body: { id: form.commentId, ideaId: idea.id, content: form.content },
      });
      return result.ok ? { ok: true, intent: 'update', comment: result.data.comment } : result;
    }
    case 'delete': {
      const result = await api.request('deleteComment', { params: { crowdId, id: form.commentId } });
      return result.ok ? { ok: true, intent: 'delete', commentId: form.commentId } : result;
    }
  }
}

/** POST /ideas/{ideaId}/commentFeed: the comment forms of the tab, answered as on the crowd site. */
export async function ideaCommentsAction(args: ActionFunctionArgs) {
  const admin = await requireAdminIdea(args);
  return answerCommentForm(args.request, {
    ideaId: admin.idea.id,
    links: adminCommentLinks(admin.idea.id),
    signIn: loginRedirectUrl(args.request),
    send: (form) => send(admin, form),
  });
}
