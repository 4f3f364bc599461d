import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import {
  ZCommentListQuery,
  ZCreateCommentRequest,
  ZCrowdViewCommentListParams,
  ZCrowdViewCommentParams,
  ZDomainParams,
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
import { CurrentUser, OptionalUser, RequireUser } from '../../common/http/current-user';
import { CommentService } from './comment.service';

/** Comments on the crowd's public site; `{domain}` names the crowd as GET /crowdView/domain/{domain} does. */
@Controller('crowdView/comment')
export class CommentViewController {
  constructor(private readonly comments: CommentService) {}

  @Get(':domain/:ideaId')
  list(
    @ZodParams(ZCrowdViewCommentListParams) { domain, ideaId }: { domain: string; ideaId: number },
    @ZodQuery(ZCommentListQuery) query: TCommentListQuery,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCommentListResponse> {
    return this.comments.list({ site: domain }, ideaId, query, user);
  }

  @Post(':domain')
  @RequireUser()
  create(
    @ZodParams(ZDomainParams) { domain }: { domain: string },
    @ZodBody(ZCreateCommentRequest) body: TCreateCommentRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<TCreateCommentResponse> {
    return this.comments.create({ site: domain }, body, user);
  }

  @Put(':domain')
  @RequireUser()
  update(
    @ZodParams(ZDomainParams) { domain }: { domain: string },
    @ZodBody(ZUpdateCommentRequest) body: TUpdateCommentRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<TUpdateCommentResponse> {
    return this.comments.update({ site: domain }, body, user);
  }

  @Delete(':domain/:commentId')
  @RequireUser()
  delete(
    @ZodParams(ZCrowdViewCommentParams) { domain, commentId }: { domain: string; commentId: number },
    @CurrentUser() user: RequestUser,
  ): Promise<TDeleteCommentResponse> {
    return this.comments.delete({ site: domain }, commentId, user);
  }
}
