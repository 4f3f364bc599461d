import { Controller, Res } from '@nestjs/common';
import type { TIdeaViewResponse, TIdeaViewsResponse, TShareIdeaResponse } from '@crowd/contracts';
import type { Response } from 'express';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { WebProcessOnly } from '../../../common/http/trusted-peer';
import type { RequestUser } from '../../../common/http/request-user';
import { CurrentUser, OptionalUser, RequireUser } from '../../../common/http/current-user';
import { RateLimitedError } from '../../../infra/rate-limit/rate-limited';
import { IdeaShareService } from './idea-share.service';
import { IdeaViewCountService } from './idea-view-count.service';

@Controller()
export class IdeaShareController {
  constructor(
    private readonly ideas: IdeaShareService,
    private readonly views: IdeaViewCountService,
  ) {}

  /** A GET that counts, as the spec's web calls it on every visit of the idea's page. */
  @ApiRoute('countIdeaView')
  countView(
    @RouteParams() { ideaId }: TRouteParams<'countIdeaView'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TIdeaViewResponse> {
    return this.views.countView(ideaId, user);
  }

  /** The web's tally of signed-out visits its page cache answered (decision 025): the web alone may send it. */
  @ApiRoute('countIdeaViews')
  @WebProcessOnly()
  countViews(@RouteBody() { views }: TRouteBody<'countIdeaViews'>): Promise<TIdeaViewsResponse> {
    return this.views.countSignedOutViews(views);
  }

  @ApiRoute('shareIdea')
  @RequireUser()
  async share(
    @RouteBody() body: TRouteBody<'shareIdea'>,
    @CurrentUser() user: RequestUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TShareIdeaResponse> {
    try {
      return await this.ideas.share(body, user);
    } catch (error) {
      if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
