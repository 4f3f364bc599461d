import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Idea } from './entities/idea.entity';

export type TIdeaCounter = 'likeCount' | 'commentCount' | 'shareCount' | 'viewCount';

/** Reads and counter updates of ideas. */
@Injectable()
export class IdeaRepository extends TransactionalRepository {
  /**
   * Atomic `SET n = n + :delta`: concurrent likes or comments never lose an update, and the
   * counter is not versioned, so the idea's optimistic `version` is left alone. Never below zero.
   * Returns whether the idea exists.
   */
  async incrementCounter(ideaId: number, counter: TIdeaCounter, delta: number): Promise<boolean> {
    const column = this.manager.connection.driver.escape(counter);
    const result = await this.manager
      .createQueryBuilder()
      .update(Idea)
      .set({ [counter]: () => `CASE WHEN ${column} + :delta < 0 THEN 0 ELSE ${column} + :delta END` })
      .where('id = :ideaId', { ideaId })
      .setParameters({ delta })
      .updateEntity(false)
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
