import { Controller, Req } from '@nestjs/common';
import type { TCrowdViewIdeaResponse, TCrowdViewIdeasResponse } from '@crowd/contracts';
import type { Request } from 'express';
import { ApiRoute, RouteParams, RouteQuery, type TRouteParams, type TRouteQuery } from '../../common/http/api-route';
import { IdeaViewService } from './idea-view.service';

/** The crowd's public site: its ideas, a page of them or one. */
@Controller()
export class IdeaViewController {
  constructor(private readonly views: IdeaViewService) {}

  @ApiRoute('listCrowdViewIdeas')
  list(
    @RouteParams() { crowdId }: TRouteParams<'listCrowdViewIdeas'>,
    @RouteQuery() query: TRouteQuery<'listCrowdViewIdeas'>,
    @Req() req: Request,
  ): Promise<TCrowdViewIdeasResponse> {
    return this.views.page(crowdId, query, req.user);
  }

  @ApiRoute('getCrowdViewIdea')
  one(
    @RouteParams() { domain, ideaId }: TRouteParams<'getCrowdViewIdea'>,
    @Req() req: Request,
  ): Promise<TCrowdViewIdeaResponse> {
    return this.views.one(domain, ideaId, req.user);
  }
}
