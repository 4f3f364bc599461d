import { Injectable } from '@nestjs/common';
import type { RequestUser } from '../../../common/http/request-user';
import { activeRole, CrowdMembershipService } from '../../crowd/crowd/crowd-membership.service';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { IdeaRepository } from '../idea/idea.repository';
import type { StoredFile } from '../../../infra/files/stored-file.entity';

export type FileVisibility = 'public' | 'private' | 'hidden';

const IDEA_PURPOSES: ReadonlySet<StoredFile['purpose']> = new Set(['IDEA_FEATURED', 'IDEA_ATTACHMENT']);

/**
 * An idea's pictures are served as the idea is read (its reading rule): to anyone while anyone
 * may read it, else to who may (a private crowd's members, the staff of a hidden category), else
 * to nobody, also when no idea shows the file. Other files of a private crowd are its active
 * members' only; everything else is public.
 */
@Injectable()
export class FileAccess {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly memberships: CrowdMembershipService,
    private readonly ideas: IdeaRepository,
    private readonly reading: IdeaReadingService,
  ) {}

  async visibility(file: StoredFile, user: RequestUser | undefined): Promise<FileVisibility> {
    if (IDEA_PURPOSES.has(file.purpose)) return this.ideaFileVisibility(file, user);
    if (file.crowdId === null) return 'public';
    const crowd = await this.crowds.findById(file.crowdId);
    if (!crowd) return 'hidden';
    if (!crowd.privateCrowd) return 'public';
    if (!user) return 'hidden';
    return activeRole(await this.memberships.membership(crowd.id, user.id)) ? 'private' : 'hidden';
  }

  private async ideaFileVisibility(file: StoredFile, user: RequestUser | undefined): Promise<FileVisibility> {
    const ideaId = await this.ideas.ideaIdOfFile(file.id);
    if (ideaId === null) return 'hidden';
    if (await this.reading.mayRead(ideaId, undefined)) return 'public';
    return user && (await this.reading.mayRead(ideaId, user)) ? 'private' : 'hidden';
  }
}
