import {
  LIMITS,
  type TComment,
  type TCommentListResponse,
  type TCreateCommentResponse,
  type TDeleteCommentResponse,
  type TErrorBody,
  type TUpdateCommentResponse,
  type TUser,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse, type HttpHandler } from 'msw';
import { mockApi } from './api';
import { makeComment } from './comment-factories';
import { makeUser } from './factories';

const newestFirst = (a: TComment, b: TComment) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export interface CommentsApiOptions {
  /** The signed-in user (GET /api/user); null: signed out (401). */
  user?: TUser | null;
  comments?: TComment[];
}

/** What the comments API mock received. */
export interface CommentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * The crowd site's comment calls over an in-memory list, with the API's rules that the pages
 * show: newest first by offset and limit, 422 for an empty or too long text, 403 for someone
 * else's comment, 401 signed out, 404 for a comment that is not there.
 */
export function commentsApi(options: CommentsApiOptions = {}) {
  const user = options.user === undefined ? makeUser({ id: 700, name: 'Grace Hopper' }) : options.user;
  const store: TComment[] = [...(options.comments ?? [])];
  const calls: CommentCall[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  const unauthorized = () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 });
  const invalid = (content: string) => {
    const text = content.trim();
    const over = [...text].length - LIMITS.commentMax;
    if (text === '') return { param: 'content', msg: 'validation_comment_empty' as const };
    if (over > 0) return { param: 'content', msg: 'validation_comment_too_long' as const, count: over };
    return null;
  };
  const refuse = (error: NonNullable<ReturnType<typeof invalid>>) =>
    HttpResponse.json<TValidationErrorBody>({ errors: [error] }, { status: 422 });

  const handlers: HttpHandler[] = [
    mockApi('getUser', ({ request }) => {
      record(request);
      return user ? HttpResponse.json<TUser>(user) : unauthorized();
    }),
    mockApi('listCrowdViewComments', ({ request, params }) => {
      record(request);
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const mine = store.filter((comment) => comment.ideaId === Number(params.id)).sort(newestFirst);
      return HttpResponse.json<TCommentListResponse>({
        comments: mine.slice(offset, offset + limit),
        allCount: mine.length,
      });
    }),
    mockApi('createCrowdViewComment', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      if (!user) return unauthorized();
      const error = invalid(body.content);
      if (error) return refuse(error);
      const comment = makeComment({
        ideaId: body.ideaId,
        ownerId: user.id,
        authorName: user.name,
        content: body.content.trim(),
      });
      store.push(comment);
      return HttpResponse.json<TCreateCommentResponse>({ message: 'comment_created', comment }, { status: 201 });
    }),
    mockApi('updateCrowdViewComment', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      if (!user) return unauthorized();
      const index = store.findIndex((comment) => comment.id === body.id);
      const stored = store[index];
      if (!stored) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: 404 });
      if (stored.ownerId !== user.id) return HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 });
      const error = invalid(body.content);
      if (error) return refuse(error);
      const comment = { ...stored, content: body.content.trim(), updatedAt: new Date().toISOString() };
      store[index] = comment;
      return HttpResponse.json<TUpdateCommentResponse>({ message: 'comment_updated', comment });
    }),
    mockApi('deleteCrowdViewComment', ({ request, params }) => {
      record(request);
      if (!user) return unauthorized();
      const index = store.findIndex((comment) => comment.id === Number(params.id));
      const stored = store[index];
      if (!stored) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: 404 });
      if (stored.ownerId !== user.id) return HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 });
      store.splice(index, 1);
      return HttpResponse.json<TDeleteCommentResponse>({ message: 'comment_deleted' });
    }),
  ];
  return { handlers, calls, store, user };
}
