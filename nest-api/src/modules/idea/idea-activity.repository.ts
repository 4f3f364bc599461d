import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, EntityTarget } from 'typeorm';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Answer } from './entities/answer.entity';
import { Comment } from './entities/comment.entity';
import { IdeaLike } from './entities/idea-like.entity';
import { IdeaRating } from './entities/idea-rating.entity';

export interface IdeasTouched {
  ideasLikedIds: number[];
  ideasCommentedOnIds: number[];
  ideasAnsweredIds: number[];
  ideasRatedIds: number[];
}

/** Which ideas a user liked, commented on, answered or rated. */
@Injectable()
export class IdeaActivityRepository extends TransactionalRepository {
  async touchedBy(userId: number): Promise<IdeasTouched> {
    const [ideasLikedIds, ideasCommentedOnIds, ideasAnsweredIds, ideasRatedIds] = await Promise.all([
      this.ideaIds(IdeaLike, 'userId', userId),
      this.ideaIds(Comment, 'ownerId', userId),
      this.ideaIds(Answer, 'userId', userId),
      this.ideaIds(IdeaRating, 'userId', userId),
    ]);
    return { ideasLikedIds, ideasCommentedOnIds, ideasAnsweredIds, ideasRatedIds };
  }

  private async ideaIds<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    userColumn: string,
    userId: number,
  ): Promise<number[]> {
    const rows = await this.manager
      .getRepository(entity)
      .createQueryBuilder('entry')
      .select('DISTINCT entry.ideaId', 'ideaId')
      .where(`entry.${userColumn} = :userId`, { userId })
      .orderBy('entry.ideaId', 'ASC')
      .getRawMany<{ ideaId: number | string }>();
    return rows.map((row) => Number(row.ideaId));
  }
}
