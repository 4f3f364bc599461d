import { Controller } from '@nestjs/common';
import type { TSimilarIdeasResponse } from '@crowd/contracts';
import { ApiRoute, RouteParams, RouteQuery, type TRouteParams, type TRouteQuery } from '../../../common/http/api-route';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { IdeaSearchViewService } from './idea-search-view.service';

/** The create form's hint against duplicates. */
@Controller()
export class IdeaSearchViewController {
  constructor(private readonly searches: IdeaSearchViewService) {}

  @ApiRoute('listCrowdViewSimilarIdeas')
  similar(
    @RouteParams() { domain }: TRouteParams<'listCrowdViewSimilarIdeas'>,
    @RouteQuery() { text }: TRouteQuery<'listCrowdViewSimilarIdeas'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TSimilarIdeasResponse> {
    return this.searches.similar(domain, text, user);
  }
}
