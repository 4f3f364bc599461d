// The comments' fields and addresses that the page shows without their forms: kept apart from the
// forms' validators (zod), which load only with the forms.

/**
 * Set by the page's script on the forms it submits itself: the action then answers data for the
 * page to show in place; a form posted without JavaScript gets a redirect back to the idea.
 */
export const SCRIPT_FIELD = 'script';

/** The comments page a form was posted from (`?comments=<offset>`), to go back to it. */
export const OFFSET_FIELD = 'offset';

/** The idea page's query parameters of the comments (the ones that work without JavaScript). */
export const COMMENT_PARAMS = { offset: 'comments', edit: 'editComment', delete: 'deleteComment' } as const;

/**
 * Where a list of comments lives: the page that shows it (with the `hash` of its section) and the
 * resource route of its next pages and forms. The crowd site's idea page, or the admin area's tab.
 */
export interface CommentLinks {
  page: string;
  hash: string;
  resource: string;
}

/** The page of `links` at a comments offset, scrolled to the comments. */
export function commentsPagePath(
  links: Pick<CommentLinks, 'page' | 'hash'>,
  offset = 0,
  extra: Record<string, string | number> = {},
): string {
  const query = new URLSearchParams();
  if (offset > 0) query.set(COMMENT_PARAMS.offset, String(offset));
  for (const [name, value] of Object.entries(extra)) query.set(name, String(value));
  const search = query.toString();
  return `${links.page}${search ? `?${search}` : ''}${links.hash}`;
}

/** The resource route of an idea's comments (next pages, create, edit, delete). */
const commentsResourcePath = (ideaId: number): string => `/idea/${ideaId}/comments`;

/** The crowd site's idea page and its comments' resource route. */
export const siteCommentLinks = (ideaId: number): CommentLinks => ({
  page: `/idea/${ideaId}`,
  hash: '#comments',
  resource: commentsResourcePath(ideaId),
});

/** The links of a page of comments: its own, else the crowd site's idea page. */
export const commentLinksOf = (page: { ideaId: number; links?: CommentLinks }): CommentLinks =>
  page.links ?? siteCommentLinks(page.ideaId);

/** The id of the form that posts a new comment. */
export const CREATE_FORM_ID = 'comment-create';

/** The start of the id of a comment's edit form (then the comment's id). */
export const EDIT_FORM_ID = 'comment-edit-';

/** The slot under a comment that carries, for a reader without script, their actions on it (decision 042). */
export const commentSlot = (commentId: number): string => `comment-${commentId}`;
