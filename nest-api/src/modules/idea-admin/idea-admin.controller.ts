import { Controller, Delete, Get, Put, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  LIMITS,
  ZAdminUpdateIdeaMultipart,
  ZChangeIdeaStateRequest,
  ZCrowdIdeaParams,
  ZIdeaExportQuery,
  type TAdminUpdateIdeaMultipart,
  type TAdminUpdateIdeaResponse,
  type TChangeIdeaStateRequest,
  type TChangeIdeaStateResponse,
  type TDeleteIdeaResponse,
  type TIdeaExportQuery,
  type TIdeaListResponse,
  type TIdeaStatsResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody, ZodParams, ZodQuery } from '../../common/http/zod-validation.pipe';
import { imageUploads, type UploadedBinary } from '../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { IdeaAdminService } from './idea-admin.service';

type CrowdIdea = { crowdId: number; ideaId: number };

/** One attachment more than allowed reaches the editor, which answers it with the field's message. */
const ADMIN_UPLOADS = imageUploads([
  { name: 'attachments', maxCount: LIMITS.ideaAttachmentsMax + 1 },
  { name: 'newFeaturedImg', maxCount: 1 },
]);

@Controller('idea')
@RequireUser()
export class IdeaAdminController {
  constructor(private readonly admin: IdeaAdminService) {}

  @Get()
  list(@CurrentUser() user: RequestUser): Promise<TIdeaListResponse> {
    return this.admin.list(user);
  }

  @Put('admin')
  @UseInterceptors(ADMIN_UPLOADS)
  update(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZAdminUpdateIdeaMultipart) fields: TAdminUpdateIdeaMultipart,
    @UploadedFiles() files: Partial<Record<'attachments' | 'newFeaturedImg', UploadedBinary[]>> | undefined,
  ): Promise<TAdminUpdateIdeaResponse> {
    return this.admin.update(user, fields, {
      attachments: files?.attachments ?? [],
      featured: files?.newFeaturedImg?.[0],
    });
  }

  @Put('changeState')
  changeState(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZChangeIdeaStateRequest) request: TChangeIdeaStateRequest,
  ): Promise<TChangeIdeaStateResponse> {
    return this.admin.changeState(user, request);
  }

  @Delete(':crowdId/:ideaId')
  remove(
    @CurrentUser() user: RequestUser,
    @ZodParams(ZCrowdIdeaParams) { crowdId, ideaId }: CrowdIdea,
  ): Promise<TDeleteIdeaResponse> {
    return this.admin.remove(user, crowdId, ideaId);
  }

  @Get('stats/:crowdId/:ideaId')
  stats(
    @CurrentUser() user: RequestUser,
    @ZodParams(ZCrowdIdeaParams) { crowdId, ideaId }: CrowdIdea,
  ): Promise<TIdeaStatsResponse> {
    return this.admin.stats(user, crowdId, ideaId);
  }

  @Get('export/:crowdId/:ideaId')
  async export(
    @CurrentUser() user: RequestUser,
    @ZodParams(ZCrowdIdeaParams) { crowdId, ideaId }: CrowdIdea,
    @ZodQuery(ZIdeaExportQuery) { format }: TIdeaExportQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<unknown> {
    const file = await this.admin.export(user, crowdId, ideaId, format);
    res.attachment(file.filename);
    res.type(file.contentType);
    return file.body;
  }
}
