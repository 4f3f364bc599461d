import { z } from 'zod';
import { ZCrowdRole } from '../enums';
import { LIMITS } from '../limits';
import { ZCount, ZId, ZIdParam, ZIsoDateTime, ZNullableId, withMaxLength, zMsg } from './common';

export const ZComment = z.object({
  id: ZId,
  ideaId: ZId,
  /** Null when the author's account was erased. */
  ownerId: ZNullableId,
  authorName: z.string(),
  authorAvatarId: ZNullableId,
  /** The author's role in the idea's crowd (admins and managers are marked). */
  authorCrowdRole: ZCrowdRole.nullable(),
  /** Whether the author is the idea's author (marked "idea author"). */
  ideaAuthor: z.boolean(),
  content: z.string(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime.nullable(),
});
export type TComment = z.infer<typeof ZComment>;

/** Comments newest first. */
export const ZCommentListResponse = z.object({ comments: z.array(ZComment), allCount: ZCount });
export type TCommentListResponse = z.infer<typeof ZCommentListResponse>;

const ZCommentContent = withMaxLength(
  z.string(zMsg('validation_comment_empty')).trim().min(1, 'validation_comment_empty'),
  LIMITS.commentMax,
  'validation_comment_too_long',
);

/** POST /crowdView/comment/{domain}, POST /comment/{crowdId} */
export const ZCreateCommentRequest = z.object({ ideaId: ZId, content: ZCommentContent });
export type TCreateCommentRequest = z.infer<typeof ZCreateCommentRequest>;
export const ZCreateCommentResponse = z.object({ message: z.literal('comment_created'), comment: ZComment });
export type TCreateCommentResponse = z.infer<typeof ZCreateCommentResponse>;

/** PUT /crowdView/comment/{domain}, PUT /comment/{crowdId}: the comment object (id and content are read). */
export const ZUpdateCommentRequest = z.object({ id: ZId, ideaId: ZId.optional(), content: ZCommentContent });
export type TUpdateCommentRequest = z.infer<typeof ZUpdateCommentRequest>;
export const ZUpdateCommentResponse = z.object({ message: z.literal('comment_updated'), comment: ZComment });
export type TUpdateCommentResponse = z.infer<typeof ZUpdateCommentResponse>;

export const ZDeleteCommentResponse = z.object({ message: z.literal('comment_deleted') });
export type TDeleteCommentResponse = z.infer<typeof ZDeleteCommentResponse>;

/**
 * An idea's comment list and one comment share a path template (`…/{domain}/{id}`, OpenAPI allows one
 * path item per template): `id` is the idea's id in the list, the comment's id where one is deleted.
 */
const ZIdeaIdOfComments = ZIdParam.describe("The idea's id");
const ZCommentIdParam = ZIdParam.describe("The comment's id");
export const ZCrowdViewCommentListParams = z.object({ domain: z.string().min(1), id: ZIdeaIdOfComments });
export const ZCrowdViewCommentParams = z.object({ domain: z.string().min(1), id: ZCommentIdParam });
export const ZAdminCommentListParams = z.object({ crowdId: ZIdParam, id: ZIdeaIdOfComments });
export const ZAdminCommentParams = z.object({ crowdId: ZIdParam, id: ZCommentIdParam });
