import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { updateVersioned } from '../../../infra/database/optimistic';
import {
  TransactionalRepository,
  TransactionHost,
  type TransactionalAdapterTypeOrm,
} from '../../../infra/database/unit-of-work';
import { Answer } from './entities/answer.entity';
import { IdeaLike } from './entities/idea-like.entity';
import { IdeaRating } from './entities/idea-rating.entity';
import { Idea } from './entities/idea.entity';
import { IdeaSearchIndexRepository } from './idea-search-index.repository';

/** Rows of `entity` on `fromId` whose person has one on `toId` too: the one each keeps is the target's. */
type PerPersonRow = typeof IdeaLike | typeof IdeaRating;

/**
 * Merging one idea into another, the idea module's tables only (idea, idea_like, idea_rating,
 * answer); comments, views and shares move through their own modules. Call everything here in
 * one transaction, after `lockPair`.
 */
@Injectable()
export class IdeaMergeRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly searchIndex: IdeaSearchIndexRepository,
  ) {
    super(txHost);
  }

  private get ideas() {
    return this.manager.getRepository(Idea);
  }

  /**
   * Both ideas, locked for the rest of the transaction in id order (two merges of one pair the
   * other way round queue instead of deadlocking); a like, rating or comment of either waits,
   * then sees the merge. SQLite has one writer at a time.
   */
  async lockPair(firstId: number, secondId: number): Promise<Idea[]> {
    const type = this.manager.connection.options.type;
    const query = this.ideas
      .createQueryBuilder('idea')
      .where('idea.id IN (:...ids)', { ids: [firstId, secondId] })
      .orderBy('idea.id', 'ASC');
    if (type === 'mysql' || type === 'mariadb') query.setLock('pessimistic_write');
    return query.getMany();
  }

  /** Who likes `ideaId` with an account (an erased liker has none to notify). */
  async likerIds(ideaId: number): Promise<number[]> {
    const likes = await this.manager
      .getRepository(IdeaLike)
      .find({ select: { id: true, userId: true }, where: { ideaId } });
    return likes.flatMap((like) => (like.userId === null ? [] : [like.userId]));
  }

  /** One like per person: a person who liked both keeps the target's, the rest move. Returns the target's likes. */
  async moveLikes(fromId: number, toId: number): Promise<number> {
    await this.movePerPerson(IdeaLike, fromId, toId);
    return this.manager.getRepository(IdeaLike).countBy({ ideaId: toId });
  }

  /** One rating per person, the target's kept; returns the target's totals, recounted. */
  async moveRatings(fromId: number, toId: number): Promise<{ ratingSum: number; ratingCount: number }> {
    await this.movePerPerson(IdeaRating, fromId, toId);
    const totals = await this.manager
      .getRepository(IdeaRating)
      .createQueryBuilder('rating')
      .select('COALESCE(SUM(rating.value), 0)', 'ratingSum')
      .addSelect('COUNT(rating.id)', 'ratingCount')
      .where('rating.ideaId = :toId', { toId })
      .getRawOne<{ ratingSum: number | string; ratingCount: number | string }>();
    return { ratingSum: Number(totals?.ratingSum ?? 0), ratingCount: Number(totals?.ratingCount ?? 0) };
  }

  /** Questionnaire answers (creation and like) are people's words: all of them move. */
  async moveAnswers(fromId: number, toId: number): Promise<void> {
    await this.manager.getRepository(Answer).update({ ideaId: fromId }, { ideaId: toId });
  }

  /**
   * The target's counters as recounted and summed by the caller (a plain write, not `+ k`: the
   * row is locked); its version stays, as counters never conflict with an edit.
   */
  async setCounters(
    ideaId: number,
    counters: Pick<Idea, 'likeCount' | 'commentCount' | 'viewCount' | 'shareCount' | 'ratingSum' | 'ratingCount'>,
  ): Promise<void> {
    await this.ideas.update({ id: ideaId }, counters);
  }

  /**
   * The source becomes a pointer: merged into the target, its counters emptied, its version
   * moved on (an edit begun before the merge answers 409), its search index row gone; ideas
   * merged into it earlier now point at the target too, so a merged idea always names a standing one.
   */
  async markMerged(source: Pick<Idea, 'id' | 'version'>, toId: number, at: Date): Promise<void> {
    await updateVersioned(this.manager, Idea, source.id, source.version, {
      mergedIntoId: toId,
      likeCount: 0,
      commentCount: 0,
      viewCount: 0,
      shareCount: 0,
      ratingSum: 0,
      ratingCount: 0,
      updatedAt: at,
    });
    await this.searchIndex.remove(source.id);
    await this.ideas.update({ mergedIntoId: source.id }, { mergedIntoId: toId });
  }

  /** The ideas merged into `ideaId` (deleted with it). */
  async mergedInto(ideaId: number): Promise<Idea[]> {
    return this.ideas.findBy({ mergedIntoId: ideaId });
  }

  private async movePerPerson(entity: PerPersonRow, fromId: number, toId: number): Promise<void> {
    const rows = this.manager.getRepository<IdeaLike | IdeaRating>(entity);
    const duplicates = await rows
      .createQueryBuilder('source')
      .select('source.id', 'id')
      .innerJoin(entity, 'target', 'target.userId = source.userId AND target.ideaId = :toId', { toId })
      .where('source.ideaId = :fromId', { fromId })
      .getRawMany<{ id: number | string }>();
    if (duplicates.length > 0) await rows.delete({ id: In(duplicates.map((row) => Number(row.id))) });
    await rows.update({ ideaId: fromId }, { ideaId: toId });
  }
}
