import { ZCreateCommentRequest, ZFormId } from '@crowd/contracts/schemas';
import { createValidator } from 'remix-validated-form';
import { z } from 'zod';
import { fieldMessage } from '~/lib/field-message';

/** The contracts' rule for a comment's text (trimmed, not empty, at most 600 characters). */
const ZContent = ZCreateCommentRequest.shape.content;

/**
 * Like `withZod`, but an issue that counts (`validation_comment_too_long` with the characters over
 * the limit) keeps its number, so the browser's message says as much as the API's.
 */
function withCountedMessages<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>) {
  const fieldErrors = (error: z.ZodError): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
      const path = issue.path.join('.');
      const count =
        issue.code === z.ZodIssueCode.custom ? (issue.params as { count?: unknown } | undefined)?.count : undefined;
      errors[path] ??= fieldMessage(issue.message, typeof count === 'number' ? count : undefined);
    }
    return errors;
  };
  return createValidator<T>({
    validate: async (value) => {
      const result = await schema.safeParseAsync(value);
      return result.success
        ? { data: result.data, error: undefined }
        : { data: undefined, error: fieldErrors(result.error) };
    },
    validateField: async (value, field) => {
      const result = await schema.safeParseAsync(value);
      return { error: result.success ? undefined : fieldErrors(result.error)[field] };
    },
  });
}

const ZCreateForm = z.object({ intent: z.literal('create'), content: ZContent });
const ZUpdateForm = z.object({ intent: z.literal('update'), commentId: ZFormId, content: ZContent });
const ZDeleteForm = z.object({ intent: z.literal('delete'), commentId: ZFormId });

export const createCommentValidator = withCountedMessages(ZCreateForm);
export const updateCommentValidator = withCountedMessages(ZUpdateForm);

/** The resource route's one action, told apart by `intent`. */
export const commentActionValidator = withCountedMessages(
  z.discriminatedUnion('intent', [ZCreateForm, ZUpdateForm, ZDeleteForm]),
);

export type TCommentForm = z.infer<typeof ZCreateForm> | z.infer<typeof ZUpdateForm> | z.infer<typeof ZDeleteForm>;

/** The field the API's errors name that the forms show. */
export const COMMENT_FIELDS = ['content'] as const;

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
