import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ZUploadCoverImageMultipart,
  type TUploadCoverImageMultipart,
  type TUploadCoverImageResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { imageUpload, type UploadedBinary } from '../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { COVER_IMAGE_FIELD, CrowdLogoService } from './crowd-logo.service';

@Controller('crowd')
@RequireUser()
export class CrowdLogoController {
  constructor(private readonly logos: CrowdLogoService) {}

  @Post('uploadCoverImage')
  @HttpCode(200)
  @UseInterceptors(imageUpload(COVER_IMAGE_FIELD.name))
  upload(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZUploadCoverImageMultipart) fields: TUploadCoverImageMultipart,
    @UploadedFile() file: UploadedBinary | undefined,
  ): Promise<TUploadCoverImageResponse> {
    return this.logos.upload(user, fields, file);
  }
}
