import { Controller, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { LIMITS, type TCreateIdeaResponse, type TUpdateIdeaResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { imageUploads, type UploadedBinary } from '../../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { IdeaCreationService } from './idea-creation.service';
import type { IdeaUploads } from './idea-media.service';
import { IdeaOwnerEditService } from './idea-owner-edit.service';

type UploadedFields = Partial<Record<'attachments' | 'featuredImg' | 'newFeaturedImg', UploadedBinary[]>>;

/**
 * One attachment more than allowed gets through multer, so the service answers it with the
 * field's message (422 validation_idea_attachments_max) instead of multer's bare 400.
 */
const ATTACHMENTS = { name: 'attachments', maxCount: LIMITS.ideaAttachmentsMax + 1 };

@Controller()
@RequireUser()
export class IdeaAuthoringController {
  constructor(
    private readonly creation: IdeaCreationService,
    private readonly ownerEdit: IdeaOwnerEditService,
  ) {}

  @ApiRoute('createIdea')
  @UseInterceptors(imageUploads([ATTACHMENTS, { name: 'featuredImg', maxCount: 1 }]))
  create(
    @CurrentUser() user: RequestUser,
    @RouteBody() fields: TRouteBody<'createIdea'>,
    @UploadedFiles() files: UploadedFields | undefined,
  ): Promise<TCreateIdeaResponse> {
    return this.creation.create(user, fields, uploadsOf(files, 'featuredImg'));
  }

  @ApiRoute('updateIdea')
  @UseInterceptors(imageUploads([ATTACHMENTS, { name: 'newFeaturedImg', maxCount: 1 }]))
  update(
    @CurrentUser() user: RequestUser,
    @RouteBody() fields: TRouteBody<'updateIdea'>,
    @UploadedFiles() files: UploadedFields | undefined,
  ): Promise<TUpdateIdeaResponse> {
    return this.ownerEdit.update(user, fields, uploadsOf(files, 'newFeaturedImg'));
  }
}

function uploadsOf(files: UploadedFields | undefined, featuredField: 'featuredImg' | 'newFeaturedImg'): IdeaUploads {
  return { attachments: files?.attachments ?? [], featured: files?.[featuredField]?.[0] };
}
