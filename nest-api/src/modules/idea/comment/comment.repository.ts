import { Injectable } from '@nestjs/common';
import { MoreThanOrEqual } from 'typeorm';
import { DomainError, notFound } from '../../../common/errors';
import {
  TransactionalRepository,
  TransactionHost,
  type TransactionalAdapterTypeOrm,
} from '../../../infra/database/unit-of-work';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaRepository } from '../idea/idea.repository';
import { IdeaSearchIndexRepository, isMysqlManager } from '../idea/idea-search-index.repository';
import { Comment } from './entities/comment.entity';

export type CommentedIdea = Pick<Idea, 'id' | 'crowdId' | 'ownerId'>;
export type NewComment = Pick<Comment, 'ideaId' | 'crowdId' | 'ownerId' | 'authorName' | 'content' | 'createdAt'>;

@Injectable()
export class CommentRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly ideas: IdeaRepository,
    private readonly searchIndex: IdeaSearchIndexRepository,
  ) {
    super(txHost);
  }

  private get comments() {
    return this.manager.getRepository(Comment);
  }

  /** Newest first; the (ideaId, createdAt) index serves the order, the id breaks ties of one instant. */
  pageOfIdea(ideaId: number, offset: number, limit: number): Promise<Comment[]> {
    return this.comments.find({
      where: { ideaId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  countOfIdea(ideaId: number): Promise<number> {
    return this.comments.countBy({ ideaId });
  }

  findById(id: number): Promise<Comment | null> {
    return this.comments.findOneBy({ id });
  }

  /** Every comment the user wrote, oldest first: their personal data export (decision 033). */
  ofOwner(ownerId: number): Promise<Comment[]> {
    return this.comments.find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** How many of the idea's comments were made since `since` (all of them without one). */
  countSince(ideaId: number, since?: Date): Promise<number> {
    return this.comments.count({ where: since ? { ideaId, createdAt: MoreThanOrEqual(since) } : { ideaId } });
  }

  /** The comments `ownerId` wrote, for deleting them one by one (`deleteCounted`). */
  ownedBy(ownerId: number): Promise<Comment[]> {
    return this.comments.find({ where: { ownerId }, order: { id: 'ASC' } });
  }

  /** The author's comments stay under their ideas, by nobody: no owner, no name (decision 034). */
  async forgetAuthor(ownerId: number): Promise<void> {
    await this.comments.update({ ownerId }, { ownerId: null, authorName: '' });
  }

  /** The ideas the user commented on, by id. */
  async ideaIdsCommentedBy(userId: number): Promise<number[]> {
    const rows = await this.comments
      .createQueryBuilder('comment')
      .select('DISTINCT comment.ideaId', 'ideaId')
      .where('comment.ownerId = :userId', { userId })
      .orderBy('comment.ideaId', 'ASC')
      .getRawMany<{ ideaId: number | string }>();
    return rows.map((row) => Number(row.ideaId));
  }

  /**
   * An idea's comments (replies keep their threads) go to another, whose search index row takes
   * their words; returns how many the target has now. Call in a transaction.
   */
  async moveToIdea(fromId: number, toId: number): Promise<number> {
    await this.searchIndex.rewritingComments(
      toId,
      () => this.comments.update({ ideaId: fromId }, { ideaId: toId }),
      () => this.textsOfIdea(toId),
    );
    return this.countOfIdea(toId);
  }

  /**
   * Counts the comment on its idea (`commentCount + 1`), then inserts it; call in a transaction.
   * The counter's update comes first so that concurrent comments queue on the idea row's write
   * lock; inserted first, each would hold the shared lock the foreign key check takes on the idea
   * and then deadlock upgrading it. The idea's search index row is rewritten with it. 409
   * `idea_was_merged` when the idea was merged meanwhile.
   */
  insertCounted(comment: NewComment): Promise<Comment> {
    return this.searchIndex.rewritingComments(
      comment.ideaId,
      async () => {
        await this.ideas.incrementCounter(comment.ideaId, 'commentCount', 1);
        // Read under the lock the update took: a merge that went first has moved the idea's comments away.
        if (await this.ideas.isMerged(comment.ideaId)) throw new DomainError('conflict', 'idea_was_merged');
        return this.comments.save(this.comments.create({ ...comment, updatedAt: comment.createdAt }));
      },
      () => this.textsOfIdea(comment.ideaId),
    );
  }

  /** The new text, and the idea's search index row with it; call in a transaction. */
  async updateContent(comment: Pick<Comment, 'id' | 'ideaId'>, content: string, updatedAt: Date): Promise<void> {
    await this.searchIndex.rewritingComments(
      comment.ideaId,
      () => this.comments.update({ id: comment.id }, { content, updatedAt }),
      () => this.textsOfIdea(comment.ideaId),
    );
  }

  /**
   * Uncounts the comment (`commentCount - 1`, the idea row locked first as on insert), then deletes
   * it; call in a transaction. 404 when another call removed it meanwhile, which rolls the
   * decrement back, so two concurrent deletes of one comment lower the count once.
   */
  async deleteCounted(comment: Pick<Comment, 'id' | 'ideaId'>): Promise<void> {
    await this.searchIndex.rewritingComments(
      comment.ideaId,
      async () => {
        await this.ideas.incrementCounter(comment.ideaId, 'commentCount', -1);
        const result = await this.comments.delete({ id: comment.id });
        if ((result.affected ?? 0) === 0) throw notFound();
      },
      () => this.textsOfIdea(comment.ideaId),
    );
  }

  /**
   * The idea's comments' text, oldest first, for its search index row. On MariaDB a locking read:
   * it sees the comments other transactions committed since this one's snapshot was taken.
   */
  private async textsOfIdea(ideaId: number): Promise<string[]> {
    const query = this.comments
      .createQueryBuilder('comment')
      .select(['comment.id', 'comment.content'])
      .where('comment.ideaId = :ideaId', { ideaId })
      .orderBy('comment.id', 'ASC');
    if (isMysqlManager(this.manager)) query.setLock('pessimistic_read');
    return (await query.getMany()).map((row) => row.content);
  }
}
