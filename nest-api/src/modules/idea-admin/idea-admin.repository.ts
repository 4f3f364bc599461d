import { Injectable } from '@nestjs/common';
import type { TQuestionType } from '@crowd/contracts';
import { Brackets, In, MoreThanOrEqual, type EntityTarget } from 'typeorm';
import { incrementCounters } from '../../infra/database/counters';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Category } from '../crowd/entities/category.entity';
import { Crowd } from '../crowd/entities/crowd.entity';
import { Answer } from '../idea/entities/answer.entity';
import { Comment } from '../idea/entities/comment.entity';
import { IdeaLike } from '../idea/entities/idea-like.entity';
import { Idea } from '../idea/entities/idea.entity';
import { Notification } from '../notification/entities/notification.entity';
import { Question } from '../crowd/entities/question.entity';
import { User } from '../user/entities/user.entity';

/** A stored answer with its question's type and its author's name (null once the account is erased). */
export interface AnswerWithQuestion {
  ideaId: number;
  userId: number | null;
  userName: string | null;
  context: Answer['context'];
  questionId: number;
  questionType: TQuestionType;
  questionText: string;
  optionIds: number[];
  optionTexts: string[];
  textAnswer: string | null;
  createdAt: Date;
}

/** Ideas as the admin area reads and removes them, their answers and their activity over time. */
@Injectable()
export class IdeaAdminRepository extends TransactionalRepository {
  private get ideas() {
    return this.manager.getRepository(Idea);
  }

  findInCrowd(crowdId: number, ideaId: number): Promise<Idea | null> {
    return this.ideas.findOneBy({ crowdId, id: ideaId });
  }

  /** The user's own ideas and the ideas of the crowds in `crowdIds`, newest first. */
  listOwnedOrIn(userId: number, crowdIds: readonly number[]): Promise<Idea[]> {
    const query = this.ideas.createQueryBuilder('idea').where(
      new Brackets((where) => {
        where.where('idea.ownerId = :userId', { userId });
        if (crowdIds.length > 0) where.orWhere('idea.crowdId IN (:...crowdIds)', { crowdIds });
      }),
    );
    return query.orderBy('idea.createdAt', 'DESC').addOrderBy('idea.id', 'DESC').getMany();
  }

  /**
   * Answers to the ideas' questionnaires, oldest first: `IDEA_CREATION` ones by each idea's author,
   * or every `IDEA_LIKE` one, in three queries however many. The question's type comes from the
   * question (soft-deleted, never removed: decision 017); the texts are the answer's snapshot.
   */
  async answersOf(ideaIds: readonly number[], context: Answer['context']): Promise<AnswerWithQuestion[]> {
    if (ideaIds.length === 0) return [];
    let answers = await this.manager.getRepository(Answer).find({
      where: { ideaId: In([...ideaIds]), context },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (context === 'IDEA_CREATION') {
      const owners = new Map(
        (await this.ideas.find({ select: { id: true, ownerId: true }, where: { id: In([...ideaIds]) } })).map(
          (idea) => [idea.id, idea.ownerId],
        ),
      );
      answers = answers.filter((answer) => answer.userId !== null && answer.userId === owners.get(answer.ideaId));
    }
    const questionIds = [...new Set(answers.map((answer) => answer.questionId))];
    const userIds = [...new Set(answers.flatMap((answer) => (answer.userId === null ? [] : [answer.userId])))];
    const [questions, users] = await Promise.all([
      questionIds.length
        ? this.manager
            .getRepository(Question)
            .find({ select: { id: true, questionType: true }, where: { id: In(questionIds) } })
        : [],
      userIds.length
        ? this.manager.getRepository(User).find({ select: { id: true, name: true }, where: { id: In(userIds) } })
        : [],
    ]);
    const typeOf = new Map(questions.map((question) => [question.id, question.questionType]));
    const nameOf = new Map(users.map((user) => [user.id, user.name]));
    return answers.map((answer) => ({
      ideaId: answer.ideaId,
      userId: answer.userId,
      userName: answer.userId === null ? null : (nameOf.get(answer.userId) ?? null),
      context: answer.context,
      questionId: answer.questionId,
      questionType: typeOf.get(answer.questionId) ?? (answer.textAnswer === null ? 'MULTIPLE_CHOICE' : 'TEXT'),
      questionText: answer.questionText,
      optionIds: answer.optionIds,
      optionTexts: answer.optionTexts,
      textAnswer: answer.textAnswer,
      createdAt: answer.createdAt,
    }));
  }

  /** How many of the idea's comments or likes were made since `since` (all of them without one). */
  countSince(events: 'comments' | 'likes', ideaId: number, since?: Date): Promise<number> {
    const entity: EntityTarget<Comment | IdeaLike> = events === 'comments' ? Comment : IdeaLike;
    return this.manager
      .getRepository(entity)
      .count({ where: since ? { ideaId, createdAt: MoreThanOrEqual(since) } : { ideaId } });
  }

  /**
   * Removes the idea with everything that hangs on it (comments, likes, ratings, answers, shares,
   * views, its attachment rows: foreign keys cascade), the notifications that name it, and gives
   * its slot back to the crowd and its category.
   */
  async remove(idea: Idea): Promise<void> {
    await this.manager.getRepository(Notification).delete({ entityType: 'idea', entityId: idea.id });
    await this.ideas.delete({ id: idea.id });
    await incrementCounters(this.manager, Crowd, idea.crowdId, { ideasCount: -1 });
    if (idea.categoryId !== null) await incrementCounters(this.manager, Category, idea.categoryId, { ideaCount: -1 });
  }
}
