import { Controller } from '@nestjs/common';
import type { TCrowdViewIdeaResponse, TCrowdViewIdeasResponse } from '@crowd/contracts';
import { ApiRoute, RouteParams, RouteQuery, type TRouteParams, type TRouteQuery } from '../../../common/http/api-route';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { IdeaViewService } from './idea-view.service';

/** The crowd's public site: its ideas, a page of them or one. */
@Controller()
export class IdeaViewController {
  constructor(private readonly views: IdeaViewService) {}

  @ApiRoute('listCrowdViewIdeas')
  list(
    @RouteParams() { crowdId }: TRouteParams<'listCrowdViewIdeas'>,
    @RouteQuery() query: TRouteQuery<'listCrowdViewIdeas'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdViewIdeasResponse> {
    return this.views.page(crowdId, query, user);
  }

  @ApiRoute('getCrowdViewIdea')
  one(
    @RouteParams() { domain, ideaId }: TRouteParams<'getCrowdViewIdea'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdViewIdeaResponse> {
    return this.views.one(domain, ideaId, user);
  }
}
