import { Injectable } from '@nestjs/common';
import type { RequestUser } from '../../common/http/request-user';
import { activeRole, CrowdMembershipService } from '../crowd/crowd-membership.service';
import { CrowdRepository } from '../crowd/crowd.repository';
import type { StoredFile } from './entities/stored-file.entity';

export type FileVisibility = 'public' | 'private' | 'hidden';

/** A private crowd's files are its active members' only; everything else is public. */
@Injectable()
export class FileAccess {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly memberships: CrowdMembershipService,
  ) {}

  async visibility(file: StoredFile, user: RequestUser | undefined): Promise<FileVisibility> {
    if (file.crowdId === null) return 'public';
    const crowd = await this.crowds.findById(file.crowdId);
    if (!crowd) return 'hidden';
    if (!crowd.privateCrowd) return 'public';
    if (!user) return 'hidden';
    return activeRole(await this.memberships.membership(crowd.id, user.id)) ? 'private' : 'hidden';
  }
}
