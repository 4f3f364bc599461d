import { Injectable } from '@nestjs/common';
import type { TCrowd, TUploadCoverImageMultipart } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { contractImageField, type UploadedBinary } from '../../../infra/files/image-upload';
import { CrowdContextService } from '../crowd/context/crowd-context.service';
import { CrowdAdminService } from '../crowd/crowd-admin.service';
import { CrowdRepository } from '../crowd/crowd.repository';
import { FilesService } from '../../../infra/files/files.service';

export const COVER_IMAGE_FIELD = contractImageField('uploadCrowdCoverImage', 'coverImage');

/** POST /crowd/uploadCoverImage: a crowd admin replaces the crowd's logo. */
@Injectable()
export class CrowdLogoService {
  constructor(
    private readonly contexts: CrowdContextService,
    private readonly crowds: CrowdRepository,
    private readonly files: FilesService,
    private readonly admin: CrowdAdminService,
  ) {}

  /**
   * For the crowd's enabled admins, as PUT /crowd (decision 013), checked before anything is
   * stored. The image goes through the pipeline as the crowd's file (so a private crowd's logo is
   * its members' only); the versioned write sets it, and on a stale version (409) the new file
   * is removed again. The logo it replaces is deleted: its id would serve it on.
   */
  async upload(
    requester: RequestUser,
    fields: TUploadCoverImageMultipart,
    upload: UploadedBinary | undefined,
  ): Promise<TCrowd> {
    const { crowd } = await this.contexts.requireRole(requester, fields.id, ['CROWD_ADMIN']);
    const stored = await this.files.storeImage(upload, COVER_IMAGE_FIELD, {
      purpose: 'CROWD_LOGO',
      crowdId: crowd.id,
      ownerId: requester.id,
    });
    try {
      await this.crowds.updateVersioned(crowd.id, fields.version, { featuredImageId: stored.id });
    } catch (error) {
      await this.files.remove(stored);
      throw error;
    }
    // Read before the write: the write matched this version, so this was the logo it replaced.
    if (crowd.featuredImageId !== null) await this.files.discardCrowdFile(crowd.featuredImageId, crowd.id);
    return this.admin.view(await this.crowds.findByIdOrFail(crowd.id), 'CROWD_ADMIN', requester.id);
  }
}
