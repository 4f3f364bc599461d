import { Controller } from '@nestjs/common';
import type { TIdeasReaderResponse, TIdeasTableResponse } from '@crowd/contracts';
import { ApiRoute, RouteQuery, type TRouteQuery } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { IdeaAdminListService } from '../../idea/idea-admin/idea-admin-list.service';
import { TopBarService } from './top-bar.service';

/**
 * The /ideas page's reader parts in one call (issue 27): the web shares the page with every
 * signed-in reader of the main site, and each reader's browser asks this for their top bar and
 * their page of the table, with one session check; the web itself asks for the page alone when it
 * fills the page in for a browser without script.
 */
@Controller()
@RequireUser()
export class IdeasReaderController {
  constructor(
    private readonly listing: IdeaAdminListService,
    private readonly topBar: TopBarService,
  ) {}

  @ApiRoute('getIdeasReader')
  async get(
    @CurrentUser() requester: RequestUser,
    @RouteQuery() query: TRouteQuery<'getIdeasReader'>,
  ): Promise<TIdeasReaderResponse> {
    const [topBar, table] = await Promise.all([
      this.topBar.of(requester.id),
      this.listing.rowsWithRoles(requester, query),
    ]);
    return { ...topBar, ...table };
  }

  /** The page and roles alone, for the web's fill of the page for a browser without script (no top bar to show). */
  @ApiRoute('getIdeasTable')
  async table(
    @CurrentUser() requester: RequestUser,
    @RouteQuery() query: TRouteQuery<'getIdeasTable'>,
  ): Promise<TIdeasTableResponse> {
    return { ...(await this.listing.rowsWithRoles(requester, query)), userId: requester.id };
  }
}
