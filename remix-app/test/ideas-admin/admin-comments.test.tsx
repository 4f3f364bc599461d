/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { screen, waitFor, within } from '@testing-library/react';
import type { CommentsPage } from '~/features/idea-comments/comments.server';
import { IdeaComments } from '~/features/idea-comments/idea-comments';
import { makeComment } from '../mocks/comment-factories';
import { renderInRoute } from '../render';

const ADMIN = 7;

const OWN = makeComment({
  id: 1,
  ownerId: ADMIN,
  authorName: 'Ada Admin',
  authorCrowdRole: 'CROWD_ADMIN',
  content: 'Mine',
});
const OTHER = makeComment({ id: 2, ownerId: 55, authorName: 'Jana Kováčová', ideaAuthor: true, content: 'Theirs' });

const adminPage = (overrides: Partial<CommentsPage> = {}): CommentsPage => ({
  ideaId: 42,
  comments: [OTHER, OWN],
  allCount: 30,
  offset: 0,
  viewerId: ADMIN,
  editCommentId: null,
  confirmDeleteId: null,
  signInHref: '/login',
  unavailable: false,
  links: { page: '/ideas/42/comments', hash: '', resource: '/ideas/42/commentFeed' },
  moderator: true,
  ...overrides,
});

const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('the comments panel of the admin area', () => {
  it('lets the staff delete any comment and edit only their own, with the highlights', async () => {
    renderInRoute(<IdeaComments page={adminPage()} />, { url: '/ideas/42/comments' });
    await waitFor(() =>
      expect(
        within(item('Theirs')).getByRole('button', { name: /^Delete the comment of Jana Kováčová of / }),
      ).toBeInTheDocument(),
    );
    expect(within(item('Theirs')).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(item('Theirs')).getByText('Idea author')).toBeInTheDocument();
    expect(within(item('Mine')).getByRole('button', { name: /^Edit your comment of/ })).toBeInTheDocument();
    expect(within(item('Mine')).getByRole('button', { name: /^Delete your comment of/ })).toBeInTheDocument();
    expect(within(item('Mine')).getByText('Crowd admin')).toBeInTheDocument();
  });

  it("pages and confirms on the tab's own addresses", () => {
    renderInRoute(<IdeaComments page={adminPage({ confirmDeleteId: OTHER.id })} />, { url: '/ideas/42/comments' });
    expect(screen.getByRole('link', { name: 'More comments' })).toHaveAttribute(
      'href',
      '/ideas/42/comments?comments=2',
    );
    const confirm = screen.getByRole('alert');
    expect(confirm.querySelector('form')).toHaveAttribute('action', '/ideas/42/commentFeed');
  });
});
