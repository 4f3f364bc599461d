import type { TErrorBody, TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { loadCommentsPage } from '~/features/idea-comments/comments.server';
import { action, loader } from '~/routes/idea.$ideaId.comments';
import { mockApi } from '../mocks/api';
import { makeComment } from '../mocks/comment-factories';
import { commentsApi } from '../mocks/comments';
import { makeCrowdView } from '../mocks/factories';
import { server, setupMockApi } from '../mocks/server';
import { DEMO, flashedToast, MAIN, routeArgs, settle } from '../route-args';

setupMockApi();

const SIGNED_IN = 'crowd_sid=s';
const params = { ideaId: '5' };

/** A post of the idea's comment forms; `script` as the page's script sends it. */
const post = (form: Record<string, string>, { script = true, host = DEMO } = {}) =>
  routeArgs(host, '/idea/5/comments', {
    params,
    cookie: SIGNED_IN,
    form: script ? { ...form, script: '1' } : form,
  });

const comments = (count: number, overrides = {}) =>
  Array.from({ length: count }, (_, index) => makeComment({ content: `Comment ${index + 1}`, ...overrides }));

describe('GET /idea/{id}/comments (the next page, for the infinite scroll)', () => {
  it('answers the page at the offset, 20 newest first, with the count', async () => {
    const api = commentsApi({ comments: comments(45) });
    server.use(...api.handlers);
    const outcome = await settle(loader(routeArgs(DEMO, '/idea/5/comments?offset=20', { params })));
    expect(outcome.status).toBe(200);
    const body = outcome.body as { ok: boolean; comments: { content: string }[]; allCount: number; offset: number };
    expect(body).toMatchObject({ ok: true, allCount: 45, offset: 20 });
    expect(body.comments.map((comment) => comment.content)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Comment ${25 - index}`),
    );
    expect(api.calls.find((call) => call.path === '/crowdView/comment/demo/5')?.query).toEqual({
      offset: '20',
      limit: '20',
    });
  });

  it('is not there off a crowd host, nor for an id that is not one', async () => {
    expect((await settle(loader(routeArgs(MAIN, '/idea/5/comments', { params })))).status).toBe(404);
    const bad = await settle(loader(routeArgs(DEMO, '/idea/x/comments', { params: { ideaId: 'x' } })));
    expect(bad.status).toBe(404);
  });

  it('says a page could not be loaded instead of failing the idea page (logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mockApi('listCrowdViewComments', () =>
        HttpResponse.json<TErrorBody>({ error: 'default_error' }, { status: 500 }),
      ),
    );
    const outcome = await settle(loader(routeArgs(DEMO, '/idea/5/comments?offset=20', { params })));
    expect(outcome.status).toBe(503);
    expect(outcome.body).toEqual({ ok: false });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/api/crowdView/comment'));
  });

  it("answers the API's 404 for an idea the visitor may not read (a hidden category's), with nothing of it", async () => {
    server.use(
      mockApi('listCrowdViewComments', () =>
        HttpResponse.json<TErrorBody>({ error: 'idea_does_not_exist' }, { status: 404 }),
      ),
    );
    const outcome = await settle(loader(routeArgs(DEMO, '/idea/5/comments?offset=20', { params })));
    expect(outcome.status).toBe(404);
    expect(outcome.body).toEqual({ ok: false });
  });
});

describe('loadCommentsPage (the idea page loader part)', () => {
  const crowd = makeCrowdView({ subdomain: 'demo' });
  const load = (path: string, cookie?: string) => {
    const { request, context } = routeArgs(DEMO, path, { cookie });
    return loadCommentsPage(request, context, crowd, 5);
  };

  it('gives the first page, the visitor, and the page of ?comments=<offset>', async () => {
    const api = commentsApi({ comments: comments(25) });
    server.use(...api.handlers);
    const first = await load('/idea/5', SIGNED_IN);
    expect(first).toMatchObject({ ideaId: 5, offset: 0, allCount: 25, viewerId: 700, unavailable: false });
    expect(first.comments).toHaveLength(20);
    const second = await load('/idea/5?comments=20', SIGNED_IN);
    expect(second.offset).toBe(20);
    expect(second.comments.map((comment) => comment.content)).toEqual([
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
      'Comment 1',
    ]);
  });

  it('opens the no-JavaScript edit form and delete question for own comments only', async () => {
    const own = makeComment({ ownerId: 700 });
    const other = makeComment({ ownerId: 900 });
    server.use(...commentsApi({ comments: [own, other] }).handlers);
    expect(await load(`/idea/5?editComment=${own.id}&deleteComment=${own.id}`, SIGNED_IN)).toMatchObject({
      editCommentId: own.id,
      confirmDeleteId: own.id,
    });
    expect(await load(`/idea/5?editComment=${other.id}&deleteComment=${other.id}`, SIGNED_IN)).toMatchObject({
      editCommentId: null,
      confirmDeleteId: null,
    });
  });

  it('shows a signed-out visitor the comments and where to sign in to comment', async () => {
    server.use(...commentsApi({ user: null, comments: comments(2) }).handlers);
    const page = await load(`/idea/5?editComment=1`);
    expect(page).toMatchObject({ viewerId: null, editCommentId: null, signInHref: '/login?redirectUrl=%2Fidea%2F5' });
    expect(page.comments).toHaveLength(2);
  });

  it("leaks nothing of an idea the visitor may not see: the API's 403 and 404 become the page's", async () => {
    server.use(
      mockApi('listCrowdViewComments', () => HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 })),
    );
    expect((await settle(load('/idea/5', SIGNED_IN))).status).toBe(403);
    server.use(
      mockApi('listCrowdViewComments', () => HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: 404 })),
    );
    expect((await settle(load('/idea/5', SIGNED_IN))).status).toBe(404);
  });
});

describe('POST /idea/{id}/comments', () => {
  it('posts a comment: the script gets it and a success toast for the revalidated page', async () => {
    const api = commentsApi();
    server.use(...api.handlers);
    const outcome = await settle(action(post({ intent: 'create', content: '  Plant more trees.  ' })));
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ ok: true, intent: 'create', comment: { content: 'Plant more trees.' } });
    expect(await flashedToast(outcome)).toMatchObject({ type: 'SUCCESS', message: 'comment_created' });
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/crowdView/comment/demo',
      body: { ideaId: 5, content: 'Plant more trees.' },
    });
  });

  it('without JavaScript goes back to the newest comments with the toast', async () => {
    server.use(...commentsApi().handlers);
    const outcome = await settle(action(post({ intent: 'create', content: 'Hi', offset: '40' }, { script: false })));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/idea/5#comments');
    expect(await flashedToast(outcome)).toMatchObject({ message: 'comment_created' });
  });

  it('does not send an empty comment: the error is under the field, or a toast without JavaScript', async () => {
    const api = commentsApi();
    server.use(...api.handlers);
    const scripted = await settle(action(post({ intent: 'create', content: '   ' })));
    expect(scripted.status).toBe(422);
    expect(scripted.body).toMatchObject({ fieldErrors: { content: 'validation_comment_empty' } });

    const plain = await settle(action(post({ intent: 'create', content: 'x'.repeat(605) }, { script: false })));
    expect(plain.location).toBe('/idea/5#comments');
    expect(await flashedToast(plain)).toMatchObject({
      type: 'ERROR',
      message: 'validation_comment_too_long',
      values: { count: 5 },
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the API's field errors under the field", async () => {
    server.use(
      mockApi('createCrowdViewComment', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'content', msg: 'validation_comment_too_long', count: 3 }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await settle(action(post({ intent: 'create', content: 'Counted differently' })));
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ fieldErrors: { content: 'validation_comment_too_long|3' } });
  });

  it('edits an own comment and refuses an edit that leaves it empty', async () => {
    const own = makeComment({ ownerId: 700, content: 'Old words' });
    const api = commentsApi({ comments: [own] });
    server.use(...api.handlers);
    const saved = await settle(action(post({ intent: 'update', commentId: String(own.id), content: 'New words' })));
    expect(saved.body).toMatchObject({ ok: true, intent: 'update', comment: { id: own.id, content: 'New words' } });
    expect(await flashedToast(saved)).toMatchObject({ message: 'comment_updated' });
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: own.id,
      ideaId: 5,
      content: 'New words',
    });

    const emptied = await settle(action(post({ intent: 'update', commentId: String(own.id), content: ' ' })));
    expect(emptied.body).toMatchObject({ fieldErrors: { content: 'validation_comment_empty' } });
    expect(api.store[0]?.content).toBe('New words');
  });

  it("passes on the API's 403 for someone else's comment, and changes nothing", async () => {
    const other = makeComment({ ownerId: 900, content: 'Not yours' });
    const api = commentsApi({ comments: [other] });
    server.use(...api.handlers);
    const scripted = await settle(action(post({ intent: 'update', commentId: String(other.id), content: 'Mine now' })));
    expect(scripted.status).toBe(403);
    expect(scripted.body).toEqual({ ok: false, error: 'forbidden' });

    const plain = await settle(
      action(post({ intent: 'delete', commentId: String(other.id), offset: '20' }, { script: false })),
    );
    expect(plain.location).toBe('/idea/5?comments=20#comments');
    expect(await flashedToast(plain)).toMatchObject({ type: 'ERROR', message: 'forbidden' });
    expect(api.store).toEqual([other]);
  });

  it('deletes an own comment, with and without JavaScript', async () => {
    const [first, second] = [makeComment({ ownerId: 700 }), makeComment({ ownerId: 700 })];
    const api = commentsApi({ comments: [first!, second!] });
    server.use(...api.handlers);
    const scripted = await settle(action(post({ intent: 'delete', commentId: String(first!.id) })));
    expect(scripted.body).toEqual({ ok: true, intent: 'delete', commentId: first!.id });
    expect(await flashedToast(scripted)).toMatchObject({ message: 'comment_deleted' });

    const plain = await settle(
      action(post({ intent: 'delete', commentId: String(second!.id), offset: '20' }, { script: false })),
    );
    expect(plain.location).toBe('/idea/5?comments=20#comments');
    expect(await flashedToast(plain)).toMatchObject({ message: 'comment_deleted' });
    expect(api.store).toEqual([]);
  });

  it('sends a visitor whose session ended to sign in and back to the idea', async () => {
    server.use(...commentsApi({ user: null }).handlers);
    const outcome = await settle(action(post({ intent: 'create', content: 'Hello' })));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/login?redirectUrl=%2Fidea%2F5');
  });

  it('is not there off a crowd host', async () => {
    const outcome = await settle(action(post({ intent: 'create', content: 'Hello' }, { host: MAIN })));
    expect(outcome.status).toBe(404);
  });
});
