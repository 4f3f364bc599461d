import { Injectable } from '@nestjs/common';
import { IsNull, MoreThanOrEqual } from 'typeorm';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { incrementCounters } from '../../../infra/database/counters';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { Answer } from './entities/answer.entity';
import type { AnswerRow } from '../questionnaire/answer-rows';
import { IdeaLike } from './entities/idea-like.entity';
import { IdeaRating } from './entities/idea-rating.entity';
import { Idea } from './entities/idea.entity';

export interface RatingTotals {
  ratingSum: number;
  ratingCount: number;
}

/**
 * Likes, ratings and like answers of ideas. The idea's counters change only by atomic
 * `SET n = n + k` updates (`incrementCounters`), and the unique (ideaId, userId) indexes refuse duplicates.
 */
@Injectable()
export class IdeaReactionRepository extends TransactionalRepository {
  private get ideas() {
    return this.manager.getRepository(Idea);
  }

  private get likes() {
    return this.manager.getRepository(IdeaLike);
  }

  private get ratings() {
    return this.manager.getRepository(IdeaRating);
  }

  /**
   * The user's likes, ratings and answers stay, by nobody (decision 034): the ideas' counters and
   * averages do not change, and no row says who gave them.
   */
  async forgetUser(userId: number): Promise<void> {
    await this.likes.update({ userId }, { userId: null });
    await this.ratings.update({ userId }, { userId: null });
    await this.manager.getRepository(Answer).update({ userId }, { userId: null });
  }

  /**
   * Reactions to one idea take turns from here to the end of the transaction. Without it two
   * inserts would each hold the shared lock their foreign key takes on the idea row and then both
   * wait to update its counters, and a like's insert could wait on an unlike's index locks while
   * that unlike waits for the idea row: deadlocks on MariaDB. SQLite has one writer at a time.
   * Returns whether the idea still stands: false once it was merged into another (a merge holding
   * the row went first).
   */
  async lockIdea(ideaId: number): Promise<boolean> {
    const type = this.manager.connection.options.type;
    const query = this.ideas
      .createQueryBuilder('idea')
      .select(['idea.id', 'idea.mergedIntoId'])
      .where('idea.id = :ideaId', { ideaId });
    if (type === 'mysql' || type === 'mariadb') query.setLock('pessimistic_write');
    const idea = await query.getOne();
    return idea?.mergedIntoId == null;
  }

  /** False when the user already likes the idea (the unique index, also against a concurrent like). */
  async insertLike(ideaId: number, userId: number, at: Date): Promise<boolean> {
    try {
      await this.likes.insert({ ideaId, userId, createdAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** How many of the idea's likes were made since `since` (all of them without one). */
  likesSince(ideaId: number, since?: Date): Promise<number> {
    return this.likes.count({ where: since ? { ideaId, createdAt: MoreThanOrEqual(since) } : { ideaId } });
  }

  /** False when there was no like to take back. */
  async deleteLike(ideaId: number, userId: number): Promise<boolean> {
    const result = await this.likes.delete({ ideaId, userId });
    return (result.affected ?? 0) > 0;
  }

  async addToLikeCount(ideaId: number, delta: number): Promise<void> {
    await incrementCounters(this.manager, Idea, ideaId, { likeCount: delta });
  }

  async likeCount(ideaId: number): Promise<number> {
    const idea = await this.ideas.findOne({ select: { id: true, likeCount: true }, where: { id: ideaId } });
    return idea?.likeCount ?? 0;
  }

  /** Stamps the first time the idea's likes reached its crowd's milestone; later stamps keep it. */
  async markMilestoneReached(ideaId: number, at: Date): Promise<void> {
    await this.ideas.update({ id: ideaId, milestoneReachedAt: IsNull() }, { milestoneReachedAt: at });
  }

  /** Whether the user has answered the like questionnaire for this idea (answers outlive an unlike). */
  hasLikeAnswers(ideaId: number, userId: number): Promise<boolean> {
    return this.manager.getRepository(Answer).existsBy({ ideaId, userId, context: 'IDEA_LIKE' });
  }

  async insertLikeAnswers(ideaId: number, userId: number, rows: AnswerRow[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    await this.manager
      .getRepository(Answer)
      .insert(rows.map((row) => ({ ...row, ideaId, userId, context: 'IDEA_LIKE' as const, createdAt: at })));
  }

  /** False when the user has rated the idea before (the unique index decides). */
  async insertRating(ideaId: number, userId: number, value: number, at: Date): Promise<boolean> {
    try {
      await this.ratings.insert({ ideaId, userId, value, createdAt: at, updatedAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Replaces the user's rating (it exists) and returns the value it had. */
  async replaceRating(ideaId: number, userId: number, value: number, at: Date): Promise<number> {
    const current = await this.ratings.findOneOrFail({ select: { id: true, value: true }, where: { ideaId, userId } });
    await this.ratings.update({ id: current.id }, { value, updatedAt: at });
    return current.value;
  }

  async addToRating(ideaId: number, sumDelta: number, countDelta: number): Promise<void> {
    await incrementCounters(this.manager, Idea, ideaId, { ratingSum: sumDelta, ratingCount: countDelta });
  }

  async ratingTotals(ideaId: number): Promise<RatingTotals> {
    const idea = await this.ideas.findOne({
      select: { id: true, ratingSum: true, ratingCount: true },
      where: { id: ideaId },
    });
    return { ratingSum: idea?.ratingSum ?? 0, ratingCount: idea?.ratingCount ?? 0 };
  }
}
