import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, EntityTarget } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { Answer } from './entities/answer.entity';
import { IdeaLike } from './entities/idea-like.entity';
import { IdeaRating } from './entities/idea-rating.entity';

export interface IdeasReactedTo {
  ideasLikedIds: number[];
  ideasAnsweredIds: number[];
  ideasRatedIds: number[];
}

/** Which ideas a user liked, answered or rated (their comments are the comment module's). */
@Injectable()
export class IdeaActivityRepository extends TransactionalRepository {
  async reactedToBy(userId: number): Promise<IdeasReactedTo> {
    const [ideasLikedIds, ideasAnsweredIds, ideasRatedIds] = await Promise.all([
      this.ideaIds(IdeaLike, userId),
      this.ideaIds(Answer, userId),
      this.ideaIds(IdeaRating, userId),
    ]);
    return { ideasLikedIds, ideasAnsweredIds, ideasRatedIds };
  }

  private async ideaIds<T extends ObjectLiteral>(entity: EntityTarget<T>, userId: number): Promise<number[]> {
    const rows = await this.manager
      .getRepository(entity)
      .createQueryBuilder('entry')
      .select('DISTINCT entry.ideaId', 'ideaId')
      .where('entry.userId = :userId', { userId })
      .orderBy('entry.ideaId', 'ASC')
      .getRawMany<{ ideaId: number | string }>();
    return rows.map((row) => Number(row.ideaId));
  }
}
