import { Injectable } from '@nestjs/common';
import {
  TransactionalRepository,
  TransactionHost,
  type TransactionalAdapterTypeOrm,
} from '../../../infra/database/unit-of-work';
import { IdeaRepository } from '../idea/idea.repository';
import { IdeaShare } from './entities/idea-share.entity';
import { IdeaView } from './entities/idea-view.entity';

const VIEW_ROWS_PER_INSERT = 500;

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

  /** The user's shares, oldest first: their personal data export (decision 033). */
  sharesOf(userId: number): Promise<IdeaShare[]> {
    return this.manager.getRepository(IdeaShare).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  viewCountOf(ideaId: number): Promise<number> {
    return this.ideas.counterOf(ideaId, 'viewCount');
  }

  /** The user's views and shares stay counted, by nobody (decision 034). */
  async forgetUser(userId: number): Promise<void> {
    await this.manager.getRepository(IdeaView).update({ userId }, { userId: null });
    await this.manager.getRepository(IdeaShare).update({ userId }, { userId: null });
  }

  /** An idea's views and shares go to another (the caller adds the counts to the target's). */
  async moveToIdea(fromId: number, toId: number): Promise<void> {
    await this.manager.getRepository(IdeaView).update({ ideaId: fromId }, { ideaId: toId });
    await this.manager.getRepository(IdeaShare).update({ ideaId: fromId }, { ideaId: toId });
  }

  /**
   * Records several views of one idea and counts them with one `+ n`; call in a transaction.
   * Nothing is recorded for an idea deleted meanwhile (its views would go with it anyway).
   */
  async insertViews(ideaId: number, views: ReadonlyArray<{ userId: number | null; createdAt: Date }>): Promise<void> {
    if (!(await this.ideas.incrementCounter(ideaId, 'viewCount', views.length))) return;
    // Statements stay under the databases' limits of bound parameters however many views gathered.
    for (let from = 0; from < views.length; from += VIEW_ROWS_PER_INSERT) {
      const rows = views.slice(from, from + VIEW_ROWS_PER_INSERT).map((view) => ({ ideaId, ...view }));
      await this.manager.getRepository(IdeaView).insert(rows);
    }
  }

  /** Records the share and counts it once whatever the number of recipients; call in a transaction. */
  async insertShare(ideaId: number, userId: number, recipientCount: number, createdAt: Date): Promise<number> {
    await this.ideas.incrementCounter(ideaId, 'shareCount', 1);
    await this.manager.getRepository(IdeaShare).insert({ ideaId, userId, recipientCount, createdAt });
    return this.ideas.counterOf(ideaId, 'shareCount');
  }
}
