import { Controller, HttpCode, Post, Put, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  LIMITS,
  ZCreateIdeaMultipart,
  ZUpdateIdeaMultipart,
  type TCreateIdeaMultipart,
  type TCreateIdeaResponse,
  type TUpdateIdeaMultipart,
  type TUpdateIdeaResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { imageUploads, type UploadedBinary } from '../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { IdeaAuthoringService } from './idea-authoring.service';
import type { IdeaUploads } from './idea-media.service';

type UploadedFields = Partial<Record<'attachments' | 'featuredImg' | 'newFeaturedImg', UploadedBinary[]>>;

/**
 * One attachment more than allowed gets through multer, so the service answers it with the
 * field's message (422 validation_idea_attachments_max) instead of multer's bare 400.
 */
const ATTACHMENTS = { name: 'attachments', maxCount: LIMITS.ideaAttachmentsMax + 1 };

@Controller('idea')
@RequireUser()
export class IdeaAuthoringController {
  constructor(private readonly authoring: IdeaAuthoringService) {}

  @Post()
  @UseInterceptors(imageUploads([ATTACHMENTS, { name: 'featuredImg', maxCount: 1 }]))
  create(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZCreateIdeaMultipart) fields: TCreateIdeaMultipart,
    @UploadedFiles() files: UploadedFields | undefined,
  ): Promise<TCreateIdeaResponse> {
    return this.authoring.create(user, fields, uploadsOf(files, 'featuredImg'));
  }

  @Put()
  @HttpCode(200)
  @UseInterceptors(imageUploads([ATTACHMENTS, { name: 'newFeaturedImg', maxCount: 1 }]))
  update(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZUpdateIdeaMultipart) fields: TUpdateIdeaMultipart,
    @UploadedFiles() files: UploadedFields | undefined,
  ): Promise<TUpdateIdeaResponse> {
    return this.authoring.update(user, fields, uploadsOf(files, 'newFeaturedImg'));
  }
}

function uploadsOf(files: UploadedFields | undefined, featuredField: 'featuredImg' | 'newFeaturedImg'): IdeaUploads {
  return { attachments: files?.attachments ?? [], featured: files?.[featuredField]?.[0] };
}
