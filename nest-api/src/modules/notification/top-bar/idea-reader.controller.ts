import { Controller } from '@nestjs/common';
import type { TIdeaReaderResponse, TIdeaViewerResponse } from '@crowd/contracts';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { TopBarService } from './top-bar.service';
import { IdeaViewService } from '../../idea/idea/idea-view.service';

/**
 * An idea page's reader parts in one call (issue 27): the web shares one idea page with every
 * reader of a role, and each reader's browser asks this for their top bar and their like, rating
 * and answers, with one session check; the web itself asks for the reader's state alone when it
 * fills the page in for a browser without script.
 */
@Controller()
@RequireUser()
export class IdeaReaderController {
  constructor(
    private readonly views: IdeaViewService,
    private readonly topBar: TopBarService,
  ) {}

  @ApiRoute('getCrowdViewIdeaReader')
  async get(
    @RouteParams() { domain, ideaId }: TRouteParams<'getCrowdViewIdeaReader'>,
    @CurrentUser() requester: RequestUser,
  ): Promise<TIdeaReaderResponse> {
    // The idea first: a reader who may not read it learns nothing else from this call.
    const viewer = await this.views.readerOf(domain, ideaId, requester);
    return { ...(await this.topBar.of(requester.id)), viewer };
  }

  /** The reader's state alone, for the web's fill of a page for a browser without script (no top bar to show). */
  @ApiRoute('getCrowdViewIdeaViewer')
  async viewer(
    @RouteParams() { domain, ideaId }: TRouteParams<'getCrowdViewIdeaViewer'>,
    @CurrentUser() requester: RequestUser,
  ): Promise<TIdeaViewerResponse> {
    return { userId: requester.id, viewer: await this.views.readerOf(domain, ideaId, requester) };
  }
}
