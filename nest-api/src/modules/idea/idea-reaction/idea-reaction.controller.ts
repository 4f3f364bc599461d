import { Controller } from '@nestjs/common';
import type { TLikeIdeaResponse, TRateIdeaResponse, TUnlikeIdeaResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { IdeaReactionService } from './idea-reaction.service';

/** Liking and rating ideas on a crowd's public site (signed-in users; the service decides who may). */
@Controller()
@RequireUser()
export class IdeaReactionController {
  constructor(private readonly reactions: IdeaReactionService) {}

  @ApiRoute('likeIdea')
  like(
    @RouteParams() { domain }: TRouteParams<'likeIdea'>,
    @RouteBody() body: TRouteBody<'likeIdea'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TLikeIdeaResponse> {
    return this.reactions.like(domain, user, body);
  }

  @ApiRoute('unlikeIdea')
  unlike(
    @RouteParams() { domain, ideaId }: TRouteParams<'unlikeIdea'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TUnlikeIdeaResponse> {
    return this.reactions.unlike(domain, user, ideaId);
  }

  @ApiRoute('rateIdea')
  rate(@RouteBody() body: TRouteBody<'rateIdea'>, @CurrentUser() user: RequestUser): Promise<TRateIdeaResponse> {
    return this.reactions.rate(user, body);
  }
}
