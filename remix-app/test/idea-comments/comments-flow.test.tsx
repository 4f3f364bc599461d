/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import '../fetch-globals';
import type { TErrorBody, TValidationErrorBody } from '@crowd/contracts';
import { resources } from '@crowd/i18n';
import { HttpResponse } from 'msw';
import { useLoaderData } from '@remix-run/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  commentsAction,
  loadCommentsPage,
  loadMoreComments,
  type CommentsPage,
} from '~/features/idea-comments/comments.server';
import { IdeaComments } from '~/features/idea-comments/idea-comments';
import { makeComment } from '../mocks/comment-factories';
import { commentsApi } from '../mocks/comments';
import { makeCrowdView } from '../mocks/factories';
import { server, setupMockApi } from '../mocks/server';
import { renderRoutes } from '../render';
import { mockApi } from '../mocks/api';
import { DEMO, makeContext } from '../route-args';

setupMockApi();

const { crowdSite, messages } = resources.en;
const texts = crowdSite.comments;
const crowd = makeCrowdView({ subdomain: 'demo' });

/** The stub's request as the browser sends it to the crowd's host: with the session cookie. */
async function signedIn(request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.set('Cookie', 'crowd_sid=s');
  const body = request.method === 'GET' ? undefined : await request.text();
  return new Request(request.url, { method: request.method, headers, body });
}

function IdeaPageStub() {
  return <IdeaComments page={useLoaderData() as CommentsPage} />;
}

function renderIdeaPage() {
  return renderRoutes(
    [
      {
        path: '/idea/:ideaId',
        Component: IdeaPageStub,
        loader: async ({ request }) => loadCommentsPage(await signedIn(request), makeContext(DEMO), crowd, 5),
      },
      {
        path: '/idea/:ideaId/comments',
        loader: async ({ request, params }) =>
          loadMoreComments({ request: await signedIn(request), params, context: makeContext(DEMO) }),
        action: async ({ request, params }) =>
          commentsAction({ request: await signedIn(request), params, context: makeContext(DEMO) }),
      },
    ],
    { url: '/idea/5' },
  );
}

describe('the comments of an idea page, with JavaScript', () => {
  it('posts a comment: it shows on top, the count rises, the form empties', async () => {
    const api = commentsApi({ comments: [makeComment({ content: 'Earlier words' })] });
    server.use(...api.handlers);
    renderIdeaPage();
    const field = await screen.findByLabelText(texts.form.label);
    await screen.findByText('1 comment');
    fireEvent.change(field, { target: { value: 'Fresh words' } });
    fireEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await screen.findByText('2 comments');
    const items = within(screen.getByRole('list', { name: texts.listLabel })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Fresh words');
    await waitFor(() => expect(screen.getByLabelText(texts.form.label)).toHaveValue(''));
  });

  it("shows the API's field error under the field and keeps the text", async () => {
    server.use(...commentsApi().handlers);
    server.use(
      mockApi('createCrowdViewComment', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'content', msg: 'validation_comment_too_long', count: 2 }] },
          { status: 422 },
        ),
      ),
    );
    renderIdeaPage();
    const field = await screen.findByLabelText(texts.form.label);
    fireEvent.change(field, { target: { value: 'Counted otherwise' } });
    fireEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(messages.validation_comment_too_long.replace('{{count}}', '2')),
    );
    expect(field).toHaveValue('Counted otherwise');
  });

  it('saves an edit in place, marked as edited', async () => {
    const own = makeComment({ ownerId: 700, content: 'First draft' });
    server.use(...commentsApi({ comments: [own] }).handlers);
    renderIdeaPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Edit your comment of/ }));
    fireEvent.change(screen.getByLabelText(texts.edit.field), { target: { value: 'Second draft' } });
    fireEvent.click(screen.getByRole('button', { name: texts.edit.save }));
    await screen.findByText('Second draft');
    expect(screen.queryByLabelText(texts.edit.field)).toBeNull();
    expect(screen.getByText(/edited/)).toBeInTheDocument();
  });

  it('deletes after the confirmation: gone from the list, the count falls', async () => {
    const own = makeComment({ ownerId: 700, content: 'Second thoughts' });
    const other = makeComment({ ownerId: 900, content: 'Stays' });
    const api = commentsApi({ comments: [own, other] });
    server.use(...api.handlers);
    renderIdeaPage();
    await screen.findByText('2 comments');
    fireEvent.click(await screen.findByRole('button', { name: /^Delete your comment of/ }));
    const dialog = screen.getByRole('alertdialog', { name: texts.delete.title });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.delete.confirm }));
    await screen.findByText('1 comment');
    expect(screen.queryByText('Second thoughts')).toBeNull();
    expect(screen.getByText('Stays')).toBeInTheDocument();
    expect(api.store).toEqual([other]);
  });

  it("shows the API's refusal next to the comment and keeps it", async () => {
    const own = makeComment({ ownerId: 700, content: 'Locked in' });
    server.use(...commentsApi({ comments: [own] }).handlers);
    server.use(
      mockApi('deleteCrowdViewComment', () =>
        HttpResponse.json<TErrorBody>({ error: 'crowd_is_disabled' }, { status: 403 }),
      ),
    );
    renderIdeaPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Delete your comment of/ }));
    fireEvent.click(screen.getByRole('button', { name: texts.delete.confirm }));
    await screen.findByText(messages.crowd_is_disabled);
    expect(screen.getByText('Locked in')).toBeInTheDocument();
    expect(screen.getByText('1 comment')).toBeInTheDocument();
  });

  it('loads the next comments into the list, each once, until there are no more', async () => {
    const all = Array.from({ length: 23 }, (_, index) => makeComment({ content: `Note ${index + 1}` }));
    const api = commentsApi({ comments: all });
    server.use(...api.handlers);
    renderIdeaPage();
    await screen.findByText('Note 23');
    const list = screen.getByRole('list', { name: texts.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('link', { name: texts.more }));
    await screen.findByText('Note 1');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(Array.from({ length: 23 }, (_, index) => `Note ${23 - index}`));
    expect(screen.queryByRole('link', { name: texts.more })).toBeNull();
    expect(
      api.calls.filter((call) => call.path === '/crowdView/comment/demo/5').map((call) => call.query.offset),
    ).toEqual(['0', '20']);
  });
});
