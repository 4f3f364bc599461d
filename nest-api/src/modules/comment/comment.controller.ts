import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import {
  ZAdminCommentListParams,
  ZAdminCommentParams,
  ZCommentListQuery,
  ZCreateCommentRequest,
  ZCrowdIdParams,
  ZUpdateCommentRequest,
  type TCommentListQuery,
  type TCommentListResponse,
  type TCreateCommentRequest,
  type TCreateCommentResponse,
  type TDeleteCommentResponse,
  type TUpdateCommentRequest,
  type TUpdateCommentResponse,
} from '@crowd/contracts';
import { ZodBody, ZodParams, ZodQuery } from '../../common/http/zod-validation.pipe';
import type { RequestUser } from '../../common/http/request-user';
import { CurrentUser } from '../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { COMMENT_MODERATORS, CommentService } from './comment.service';

/**
 * Comments in the crowd admin area (the idea detail of the ideas tab): its admins and managers
 * only; the role guard answers 401, 403 and 404 (unknown crowd).
 */
@Controller('comment')
@CrowdRole(...COMMENT_MODERATORS)
export class CommentController {
  constructor(private readonly comments: CommentService) {}

  @Get(':crowdId/:ideaId')
  list(
    @ZodParams(ZAdminCommentListParams) { crowdId, ideaId }: { crowdId: number; ideaId: number },
    @ZodQuery(ZCommentListQuery) query: TCommentListQuery,
    @CurrentUser() user: RequestUser,
  ): Promise<TCommentListResponse> {
    return this.comments.list({ crowdId }, ideaId, query, user);
  }

  @Post(':crowdId')
  create(
    @ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number },
    @ZodBody(ZCreateCommentRequest) body: TCreateCommentRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<TCreateCommentResponse> {
    return this.comments.create({ crowdId }, body, user);
  }

  @Put(':crowdId')
  update(
    @ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number },
    @ZodBody(ZUpdateCommentRequest) body: TUpdateCommentRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<TUpdateCommentResponse> {
    return this.comments.update({ crowdId }, body, user);
  }

  @Delete(':crowdId/:commentId')
  delete(
    @ZodParams(ZAdminCommentParams) { crowdId, commentId }: { crowdId: number; commentId: number },
    @CurrentUser() user: RequestUser,
  ): Promise<TDeleteCommentResponse> {
    return this.comments.delete({ crowdId }, commentId, user);
  }
}
