import { Controller, Delete, HttpCode, Post } from '@nestjs/common';
import {
  ZDomainParams,
  ZLikeIdeaRequest,
  ZRateIdeaRequest,
  ZUnlikeIdeaParams,
  type TLikeIdeaRequest,
  type TLikeIdeaResponse,
  type TRateIdeaRequest,
  type TRateIdeaResponse,
  type TUnlikeIdeaResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody, ZodParams } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { IdeaReactionService } from './idea-reaction.service';

/** Liking and rating ideas on a crowd's public site (signed-in users; the service decides who may). */
@Controller()
@RequireUser()
export class IdeaReactionController {
  constructor(private readonly reactions: IdeaReactionService) {}

  @Post('ideaLike/:domain')
  like(
    @ZodParams(ZDomainParams) { domain }: { domain: string },
    @ZodBody(ZLikeIdeaRequest) body: TLikeIdeaRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<TLikeIdeaResponse> {
    return this.reactions.like(domain, user, body);
  }

  @Delete('ideaLike/:domain/:ideaId')
  unlike(
    @ZodParams(ZUnlikeIdeaParams) { domain, ideaId }: { domain: string; ideaId: number },
    @CurrentUser() user: RequestUser,
  ): Promise<TUnlikeIdeaResponse> {
    return this.reactions.unlike(domain, user, ideaId);
  }

  @Post('ideaRating')
  @HttpCode(200)
  rate(
    @ZodBody(ZRateIdeaRequest) body: TRateIdeaRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<TRateIdeaResponse> {
    return this.reactions.rate(user, body);
  }
}
