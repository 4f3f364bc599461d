import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RequestUser } from '../../common/http/request-user';
import { CrowdMember } from '../../modules/crowd/entities/crowd-member.entity';
import { Crowd } from '../../modules/crowd/entities/crowd.entity';
import type { StoredFile } from './stored-file.entity';

export type FileVisibility = 'public' | 'private' | 'hidden';

/** A private crowd's files are its active members' only; everything else is public. */
@Injectable()
export class FileAccess {
  constructor(
    @InjectRepository(Crowd) private readonly crowds: Repository<Crowd>,
    @InjectRepository(CrowdMember) private readonly members: Repository<CrowdMember>,
  ) {}

  async visibility(file: StoredFile, user: RequestUser | undefined): Promise<FileVisibility> {
    if (file.crowdId === null) return 'public';
    const crowd = await this.crowds.findOne({ where: { id: file.crowdId }, select: { id: true, privateCrowd: true } });
    if (!crowd) return 'hidden';
    if (!crowd.privateCrowd) return 'public';
    if (!user) return 'hidden';
    const member = await this.members.exists({ where: { crowdId: crowd.id, userId: user.id, disabled: false } });
    return member ? 'private' : 'hidden';
  }
}
