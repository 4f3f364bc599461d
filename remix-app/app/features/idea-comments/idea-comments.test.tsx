/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { resources } from '@crowd/i18n';
import type { TComment } from '@crowd/contracts/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeComment } from '../../../test/mocks/comment-factories';
import { renderInRoute } from '../../../test/render';
import type { CommentsPage } from './comments.server';
import { IdeaComments } from './idea-comments';

const { crowdSite, common, messages } = resources.en;
const texts = crowdSite.comments;

const VIEWER = 700;

const page = (overrides: Partial<CommentsPage> = {}): CommentsPage => ({
  ideaId: 5,
  comments: [],
  allCount: 0,
  offset: 0,
  viewerId: VIEWER,
  editCommentId: null,
  confirmDeleteId: null,
  signInHref: '/login?redirectUrl=%2Fidea%2F5',
  unavailable: false,
  ...overrides,
});

const withComments = (comments: TComment[], overrides: Partial<CommentsPage> = {}) =>
  page({ comments, allCount: comments.length, ...overrides });

const show = (data: CommentsPage, url = '/idea/5') => renderInRoute(<IdeaComments page={data} />, { url });

const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('<IdeaComments>', () => {
  it('counts the characters as one types, and turns the counter red over 600', async () => {
    show(page());
    const field = screen.getByLabelText(texts.form.label);
    expect(screen.getByText('0 / 600')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Plant 🌳 trees' } });
    expect(screen.getByText('13 / 600')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(601) } });
    expect(screen.getByText('601 / 600')).toHaveClass('text-destructive');
  });

  it('does not send an empty comment: it says why under the field', async () => {
    show(page());
    const field = screen.getByLabelText(texts.form.label);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(messages.validation_comment_empty);
  });

  it('says how far over the limit a comment is', async () => {
    show(page());
    const field = screen.getByLabelText(texts.form.label);
    fireEvent.change(field, { target: { value: 'y'.repeat(612) } });
    fireEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(messages.validation_comment_too_long.replace('{{count}}', '12')),
    );
  });

  it('lists the comments newest first with author, date and the highlights of the idea author and crowd staff', () => {
    const older = makeComment({ authorName: 'Ada Lovelace', content: 'First!' });
    const author = makeComment({ authorName: 'Iris Author', ideaAuthor: true, content: 'Thanks all.' });
    const admin = makeComment({ authorName: 'Alan Admin', authorCrowdRole: 'CROWD_ADMIN', content: 'Noted.' });
    const manager = makeComment({ authorName: 'Mia Manager', authorCrowdRole: 'CROWD_MANAGER', content: 'On it.' });
    show(withComments([manager, admin, author, older]));

    const list = screen.getByRole('list', { name: texts.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('On it.'),
      expect.stringContaining('Noted.'),
      expect.stringContaining('Thanks all.'),
      expect.stringContaining('First!'),
    ]);
    expect(within(item('Thanks all.')).getByText(texts.ideaAuthor)).toBeInTheDocument();
    expect(within(item('Noted.')).getByText(common.roles.CROWD_ADMIN)).toBeInTheDocument();
    expect(within(item('On it.')).getByText(common.roles.CROWD_MANAGER)).toBeInTheDocument();
    const plain = within(item('First!'));
    expect(plain.queryByText(texts.ideaAuthor)).toBeNull();
    expect(plain.queryByText(common.roles.CROWD_ADMIN)).toBeNull();
    expect(plain.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(item('First!').querySelector('time')).toHaveAttribute('dateTime', older.createdAt);
    expect(screen.getByText('4 comments')).toBeInTheDocument();
  });

  it('offers edit and delete on the visitor’s own comments only', () => {
    const own = makeComment({ ownerId: VIEWER, content: 'Mine' });
    const other = makeComment({ ownerId: 900, content: 'Theirs' });
    show(withComments([own, other]));
    expect(within(item('Mine')).getByRole('button', { name: /^Edit your comment of/ })).toBeInTheDocument();
    expect(within(item('Mine')).getByRole('button', { name: /^Delete your comment of/ })).toBeInTheDocument();
    expect(within(item('Theirs')).queryByRole('button')).toBeNull();
    expect(within(item('Theirs')).queryByRole('link')).toBeNull();
  });

  it('shows markup in a comment as the text it is', () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)><b>bold</b>';
    show(withComments([makeComment({ content: payload })]));
    expect(screen.getByText(payload)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: texts.listLabel });
    expect(list.querySelector('script, img, b')).toBeNull();
  });

  it('edits inline and cancels back to the text', () => {
    const own = makeComment({ ownerId: VIEWER, content: 'Draft words' });
    show(withComments([own]));
    fireEvent.click(screen.getByRole('button', { name: /^Edit your comment of/ }));
    const field = screen.getByLabelText(texts.edit.field);
    expect(field).toHaveValue('Draft words');
    expect(field).toHaveFocus();
    expect(screen.getByText('11 / 600')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.edit.cancel }));
    expect(screen.queryByLabelText(texts.edit.field)).toBeNull();
    expect(screen.getByText('Draft words')).toBeInTheDocument();
  });

  it('refuses to save an edit that leaves the comment empty', async () => {
    const own = makeComment({ ownerId: VIEWER, content: 'Keep me' });
    show(withComments([own]));
    fireEvent.click(screen.getByRole('button', { name: /^Edit your comment of/ }));
    const field = screen.getByLabelText(texts.edit.field);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: texts.edit.save }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(messages.validation_comment_empty));
  });

  it('asks before deleting', () => {
    show(withComments([makeComment({ ownerId: VIEWER, content: 'Regrettable' })]));
    fireEvent.click(screen.getByRole('button', { name: /^Delete your comment of/ }));
    const dialog = screen.getByRole('alertdialog', { name: texts.delete.title });
    expect(dialog).toHaveAccessibleDescription(texts.delete.text);
    fireEvent.click(within(dialog).getByRole('button', { name: common.actions.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Regrettable')).toBeInTheDocument();
  });

  it('without JavaScript opens the edit form and the delete question from the address', () => {
    const own = makeComment({ ownerId: VIEWER, content: 'Address-driven' });
    show(withComments([own], { editCommentId: own.id }));
    expect(screen.getByLabelText(texts.edit.field)).toHaveValue('Address-driven');

    const other = makeComment({ ownerId: VIEWER, content: 'Ask first' });
    show(withComments([other], { confirmDeleteId: other.id, offset: 20, allCount: 21 }));
    const question = within(item('Ask first')).getByRole('alert');
    expect(question).toHaveTextContent(texts.delete.title);
    const form = within(question).getByRole('button', { name: texts.delete.confirm }).closest('form');
    expect(form).toHaveAttribute('action', '/idea/5/comments');
    expect(form?.querySelector('input[name="commentId"]')).toHaveValue(String(other.id));
    expect(form?.querySelector('input[name="offset"]')).toHaveValue('20');
  });

  it('shows a signed-out visitor the comments and a link to sign in, no form', () => {
    show(withComments([makeComment({ content: 'Public words' })], { viewerId: null }));
    expect(screen.getByText('Public words')).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.form.label)).toBeNull();
    expect(screen.getByRole('link', { name: texts.signInToComment })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Fidea%2F5',
    );
  });

  it('says when there are no comments yet', () => {
    show(page());
    expect(screen.getByText(common.empty.comments)).toBeInTheDocument();
    expect(screen.getByText('0 comments')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: texts.more })).toBeNull();
  });

  it('links to the next page of comments and back to the newest', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => makeComment({ content: `Number ${index}` }));
    show(withComments(twenty, { allCount: 45, offset: 20 }), '/idea/5?comments=20');
    expect(screen.getByRole('link', { name: texts.more })).toHaveAttribute('href', '/idea/5?comments=40#comments');
    expect(screen.getByRole('link', { name: texts.newer })).toHaveAttribute('href', '/idea/5#comments');
  });

  it('counts in Slovak', () => {
    renderInRoute(<IdeaComments page={withComments([makeComment(), makeComment()])} />, { locale: 'sk' });
    expect(screen.getByRole('heading', { name: resources.sk.crowdSite.comments.title })).toBeInTheDocument();
    expect(screen.getByText('2 komentáre')).toBeInTheDocument();
  });
});
