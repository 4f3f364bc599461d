import { Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { TUploadCoverImageResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { imageUpload, type UploadedBinary } from '../../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { COVER_IMAGE_FIELD, CrowdLogoService } from './crowd-logo.service';

@Controller()
@RequireUser()
export class CrowdLogoController {
  constructor(private readonly logos: CrowdLogoService) {}

  @ApiRoute('uploadCrowdCoverImage')
  @UseInterceptors(imageUpload(COVER_IMAGE_FIELD.name))
  upload(
    @CurrentUser() user: RequestUser,
    @RouteBody() fields: TRouteBody<'uploadCrowdCoverImage'>,
    @UploadedFile() file: UploadedBinary | undefined,
  ): Promise<TUploadCoverImageResponse> {
    return this.logos.upload(user, fields, file);
  }
}
