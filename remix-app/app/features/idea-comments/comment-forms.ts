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
