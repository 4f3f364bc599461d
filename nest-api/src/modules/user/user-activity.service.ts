import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TUserIdeasLikedResponse, TUserRolesResponse } from '@crowd/contracts';
import { Repository, type ObjectLiteral } from 'typeorm';
import { CrowdMember } from '../crowd/entities/crowd-member.entity';
import { Answer } from '../idea/entities/answer.entity';
import { Comment } from '../idea/entities/comment.entity';
import { IdeaLike } from '../idea/entities/idea-like.entity';
import { IdeaRating } from '../idea/entities/idea-rating.entity';

/** What the public crowd site needs to know about the user: roles, and which ideas they touched. */
@Injectable()
export class UserActivityService {
  constructor(
    @InjectRepository(CrowdMember) private readonly members: Repository<CrowdMember>,
    @InjectRepository(IdeaLike) private readonly likes: Repository<IdeaLike>,
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    @InjectRepository(Answer) private readonly answers: Repository<Answer>,
    @InjectRepository(IdeaRating) private readonly ratings: Repository<IdeaRating>,
  ) {}

  async roles(userId: number): Promise<TUserRolesResponse> {
    const members = await this.members.find({
      where: { userId, disabled: false },
      select: { crowdId: true, role: true },
    });
    return Object.fromEntries(members.map((member) => [String(member.crowdId), member.role]));
  }

  async ideas(userId: number): Promise<TUserIdeasLikedResponse> {
    const [ideasLikedIds, ideasCommentedOnIds, ideasAnsweredIds, ideasRatedIds] = await Promise.all([
      this.ideaIds(this.likes, 'userId', userId),
      this.ideaIds(this.comments, 'ownerId', userId),
      this.ideaIds(this.answers, 'userId', userId),
      this.ideaIds(this.ratings, 'userId', userId),
    ]);
    return { ideasLikedIds, ideasCommentedOnIds, ideasAnsweredIds, ideasRatedIds };
  }

  private async ideaIds<T extends ObjectLiteral>(
    repository: Repository<T>,
    userColumn: string,
    userId: number,
  ): Promise<number[]> {
    const rows = await repository
      .createQueryBuilder('entry')
      .select('DISTINCT entry.ideaId', 'ideaId')
      .where(`entry.${userColumn} = :userId`, { userId })
      .orderBy('entry.ideaId', 'ASC')
      .getRawMany<{ ideaId: number | string }>();
    return rows.map((row) => Number(row.ideaId));
  }
}
