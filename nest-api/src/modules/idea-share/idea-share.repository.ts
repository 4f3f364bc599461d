import { Injectable } from '@nestjs/common';
import {
  TransactionalRepository,
  TransactionHost,
  type TransactionalAdapterTypeOrm,
} from '../../infra/database/unit-of-work';
import { IdeaRepository } from '../idea/idea.repository';
import { IdeaShare } from './entities/idea-share.entity';
import { IdeaView } from './entities/idea-view.entity';

/**
 * Views and shares of ideas, each a row of its own plus an atomic `+ 1` on the idea's counter
 * (the idea module's `incrementCounter`). The counter is updated before the row is inserted, so
 * concurrent calls queue on the idea row's write lock instead of deadlocking on the shared lock
 * the insert's foreign key check takes.
 */
@Injectable()
export class IdeaShareRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly ideas: IdeaRepository,
  ) {
    super(txHost);
  }

  /** Records the view and counts it; call in a transaction. Returns the idea's views now. */
  async insertView(ideaId: number, userId: number | null, createdAt: Date): Promise<number> {
    await this.ideas.incrementCounter(ideaId, 'viewCount', 1);
    await this.manager.getRepository(IdeaView).insert({ ideaId, userId, createdAt });
    return this.ideas.counterOf(ideaId, 'viewCount');
  }

  /** An idea's views and shares go to another (the caller adds the counts to the target's). */
  async moveToIdea(fromId: number, toId: number): Promise<void> {
    await this.manager.getRepository(IdeaView).update({ ideaId: fromId }, { ideaId: toId });
    await this.manager.getRepository(IdeaShare).update({ ideaId: fromId }, { ideaId: toId });
  }

  /** Records the share and counts it once whatever the number of recipients; call in a transaction. */
  async insertShare(ideaId: number, userId: number, recipientCount: number, createdAt: Date): Promise<number> {
    await this.ideas.incrementCounter(ideaId, 'shareCount', 1);
    await this.manager.getRepository(IdeaShare).insert({ ideaId, userId, recipientCount, createdAt });
    return this.ideas.counterOf(ideaId, 'shareCount');
  }
}
