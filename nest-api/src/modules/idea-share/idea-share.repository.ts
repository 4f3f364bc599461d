import { Injectable } from '@nestjs/common';
import { incrementCounter } from '../../infra/database/counters';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { IdeaShare } from '../idea/entities/idea-share.entity';
import { IdeaView } from '../idea/entities/idea-view.entity';
import { Idea } from '../idea/entities/idea.entity';

/**
 * Views and shares of ideas, each a row of its own plus an atomic `+ 1` on the idea's counter.
 * The counter is updated before the row is inserted, so concurrent calls queue on the idea row's
 * write lock instead of deadlocking on the shared lock the insert's foreign key check takes.
 */
@Injectable()
export class IdeaShareRepository extends TransactionalRepository {
  private get ideas() {
    return this.manager.getRepository(Idea);
  }

  /** Records the view and counts it; call in a transaction. Returns the idea's views now. */
  async insertView(ideaId: number, userId: number | null, createdAt: Date): Promise<number> {
    await incrementCounter(this.manager, Idea, ideaId, 'viewCount', 1);
    await this.manager.getRepository(IdeaView).insert({ ideaId, userId, createdAt });
    return this.counter(ideaId, 'viewCount');
  }

  /** Records the share and counts it once whatever the number of recipients; call in a transaction. */
  async insertShare(ideaId: number, userId: number, recipientCount: number, createdAt: Date): Promise<number> {
    await incrementCounter(this.manager, Idea, ideaId, 'shareCount', 1);
    await this.manager.getRepository(IdeaShare).insert({ ideaId, userId, recipientCount, createdAt });
    return this.counter(ideaId, 'shareCount');
  }

  private async counter(ideaId: number, column: 'viewCount' | 'shareCount'): Promise<number> {
    const idea = await this.ideas.findOne({ where: { id: ideaId }, select: { id: true, [column]: true } });
    return idea?.[column] ?? 0;
  }
}
