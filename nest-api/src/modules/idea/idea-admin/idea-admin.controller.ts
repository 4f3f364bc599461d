import { Controller, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  CROWD_STAFF_ROLES,
  LIMITS,
  type TAdminUpdateIdeaResponse,
  type TChangeIdeaStateResponse,
  type TDeleteIdeaResponse,
  type TIdeaAdmin,
  type TIdeaListResponse,
  type TIdeaStatsResponse,
  type TMergeIdeasResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import type { RequestUser } from '../../../common/http/request-user';
import {
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  type TRouteBody,
  type TRouteParams,
  type TRouteQuery,
} from '../../../common/http/api-route';
import { imageUploads, type UploadedBinary } from '../../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { CrowdRole } from '../../crowd/crowd/context/crowd-role.guard';
import { IdeaAdminListService } from './idea-admin-list.service';
import { IdeaAdminService } from './idea-admin.service';
import { IdeaInsightsService } from './idea-insights.service';
import { IdeaMergeService } from './idea-merge.service';
import { IdeaRemovalService } from './idea-removal.service';

/** One attachment more than allowed reaches the editor, which answers it with the field's message. */
const ADMIN_UPLOADS = imageUploads([
  { name: 'attachments', maxCount: LIMITS.ideaAttachmentsMax + 1 },
  { name: 'newFeaturedImg', maxCount: 1 },
]);

/**
 * The admin area's ideas. Routes naming the crowd in their path or JSON body are kept to its staff
 * by `@CrowdRole`; the multipart edit is checked by its service (multer reads the body after the
 * guards), and deleting, which authors may do too, by the removal service's rule on the idea.
 */
@Controller()
@RequireUser()
export class IdeaAdminController {
  constructor(
    private readonly listing: IdeaAdminListService,
    private readonly admin: IdeaAdminService,
    private readonly removal: IdeaRemovalService,
    private readonly insights: IdeaInsightsService,
    private readonly merging: IdeaMergeService,
  ) {}

  @ApiRoute('listIdeas')
  list(@CurrentUser() user: RequestUser, @RouteQuery() query: TRouteQuery<'listIdeas'>): Promise<TIdeaListResponse> {
    return this.listing.page(user, query);
  }

  @ApiRoute('getAdminIdea')
  one(@CurrentUser() user: RequestUser, @RouteParams() params: TRouteParams<'getAdminIdea'>): Promise<TIdeaAdmin> {
    return this.listing.one(user, params.ideaId);
  }

  @ApiRoute('adminUpdateIdea')
  @UseInterceptors(ADMIN_UPLOADS)
  update(
    @CurrentUser() user: RequestUser,
    @RouteBody() fields: TRouteBody<'adminUpdateIdea'>,
    @UploadedFiles() files: Partial<Record<'attachments' | 'newFeaturedImg', UploadedBinary[]>> | undefined,
  ): Promise<TAdminUpdateIdeaResponse> {
    return this.admin.update(user, fields, {
      attachments: files?.attachments ?? [],
      featured: files?.newFeaturedImg?.[0],
    });
  }

  @ApiRoute('changeIdeaState')
  @CrowdRole(...CROWD_STAFF_ROLES)
  changeState(
    @CurrentUser() user: RequestUser,
    @RouteBody() request: TRouteBody<'changeIdeaState'>,
  ): Promise<TChangeIdeaStateResponse> {
    return this.admin.changeState(user, request);
  }

  @ApiRoute('mergeIdeas')
  @CrowdRole(...CROWD_STAFF_ROLES)
  merge(
    @CurrentUser() user: RequestUser,
    @RouteBody() request: TRouteBody<'mergeIdeas'>,
  ): Promise<TMergeIdeasResponse> {
    return this.merging.merge(user, request);
  }

  @ApiRoute('deleteIdea')
  remove(
    @CurrentUser() user: RequestUser,
    @RouteParams() { crowdId, ideaId }: TRouteParams<'deleteIdea'>,
  ): Promise<TDeleteIdeaResponse> {
    return this.removal.remove(user, crowdId, ideaId);
  }

  @ApiRoute('getIdeaStats')
  @CrowdRole(...CROWD_STAFF_ROLES)
  stats(
    @CurrentUser() user: RequestUser,
    @RouteParams() { crowdId, ideaId }: TRouteParams<'getIdeaStats'>,
  ): Promise<TIdeaStatsResponse> {
    return this.insights.stats(user, crowdId, ideaId);
  }

  @ApiRoute('exportIdeaAnswers')
  @CrowdRole(...CROWD_STAFF_ROLES)
  async export(
    @CurrentUser() user: RequestUser,
    @RouteParams() { crowdId, ideaId }: TRouteParams<'exportIdeaAnswers'>,
    @RouteQuery() { format }: TRouteQuery<'exportIdeaAnswers'>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<unknown> {
    const file = await this.insights.export(user, crowdId, ideaId, format);
    res.attachment(file.filename);
    res.type(file.contentType);
    return file.body;
  }
}
