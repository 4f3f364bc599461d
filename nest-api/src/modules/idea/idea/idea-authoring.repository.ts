import { Injectable } from '@nestjs/common';
import type { TQuestionnaireType } from '@crowd/contracts';
import { In } from 'typeorm';
import { updateVersioned, type VersionedChanges } from '../../../infra/database/optimistic';
import {
  TransactionalRepository,
  TransactionHost,
  type TransactionalAdapterTypeOrm,
} from '../../../infra/database/unit-of-work';
import type { AnswerRow } from '../questionnaire/answer-rows';
import { Answer } from './entities/answer.entity';
import { IdeaFile } from './entities/idea-file.entity';
import { IdeaVideo } from './entities/idea-video.entity';
import { Idea } from './entities/idea.entity';
import { IdeaSearchIndexRepository } from './idea-search-index.repository';

export type NewIdea = Pick<
  Idea,
  'crowdId' | 'categoryId' | 'ownerId' | 'creatorName' | 'name' | 'description' | 'featuredImageId'
>;

/**
 * Ideas as their authors and staff write them: the row, its attachments, videos and creation
 * answers; and its removal. Its search index row is written with it (call in a transaction).
 */
@Injectable()
export class IdeaAuthoringRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly searchIndex: IdeaSearchIndexRepository,
  ) {
    super(txHost);
  }

  private get ideas() {
    return this.manager.getRepository(Idea);
  }

  /** Null for an unknown idea and for an idea of another crowd, whatever its category: the staff's and the author's read. */
  findInCrowd(crowdId: number, ideaId: number): Promise<Idea | null> {
    return this.ideas.findOneBy({ crowdId, id: ideaId });
  }

  async insert(idea: NewIdea, at: Date): Promise<Idea> {
    const row = this.ideas.create({ ...idea, state: 'SUBMITTED', createdAt: at, updatedAt: at });
    await this.ideas.insert(row);
    await this.searchIndex.rebuildIdea(row.id);
    return this.ideas.findOneByOrFail({ id: row.id });
  }

  /** StaleEntityError (409, `X-Stale-Entity: Idea`) when the idea has another version. */
  async updateVersioned(id: number, expectedVersion: number, changes: VersionedChanges<Idea>): Promise<void> {
    await updateVersioned(this.manager, Idea, id, expectedVersion, changes);
    if ('name' in changes || 'description' in changes) await this.searchIndex.rebuildIdea(id);
  }

  attachmentIds(ideaId: number): Promise<number[]> {
    return this.manager
      .getRepository(IdeaFile)
      .find({ select: { fileId: true }, where: { ideaId }, order: { position: 'ASC' } })
      .then((rows) => rows.map((row) => row.fileId));
  }

  /** The idea's attachments become exactly `fileIds`, in that order. */
  async setAttachments(ideaId: number, fileIds: readonly number[]): Promise<void> {
    const files = this.manager.getRepository(IdeaFile);
    await files.delete({ ideaId });
    if (fileIds.length > 0) await files.insert(fileIds.map((fileId, position) => ({ ideaId, fileId, position })));
  }

  videoUrls(ideaId: number): Promise<string[]> {
    return this.manager
      .getRepository(IdeaVideo)
      .find({ where: { ideaId }, order: { position: 'ASC' } })
      .then((rows) => rows.map((row) => row.url));
  }

  /** The idea's videos become exactly `urls`, in that order. */
  async setVideos(ideaId: number, urls: readonly string[]): Promise<void> {
    const videos = this.manager.getRepository(IdeaVideo);
    await videos.delete({ ideaId });
    if (urls.length > 0) await videos.insert(urls.map((url, position) => ({ ideaId, url, position })));
  }

  /** Stores answers, replacing the author's earlier answers to the same questions of this idea. */
  async replaceAnswers(
    ideaId: number,
    userId: number,
    context: TQuestionnaireType,
    rows: readonly AnswerRow[],
    at: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    const answers = this.manager.getRepository(Answer);
    await answers.delete({ ideaId, userId, context, questionId: In(rows.map((row) => row.questionId)) });
    await answers.insert(rows.map((row) => ({ ...row, ideaId, userId, context, createdAt: at })));
  }

  /** The ideas' answers given in `context`, oldest first. */
  answersOf(ideaIds: readonly number[], context: TQuestionnaireType): Promise<Answer[]> {
    if (ideaIds.length === 0) return Promise.resolve([]);
    return this.manager.getRepository(Answer).find({
      where: { ideaId: In([...ideaIds]), context },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Removes the idea with everything that hangs on it (comments, likes, ratings, answers, shares,
   * views, its attachment rows: foreign keys cascade).
   */
  /** The ideas `ownerId` wrote, with what deleting them needs (ids, merge target, image). */
  ownedBy(ownerId: number): Promise<Idea[]> {
    return this.ideas.find({ where: { ownerId }, order: { id: 'ASC' } });
  }

  /** The author's ideas stay in their crowds, by nobody: no owner, no name (decision 034). */
  async forgetAuthor(ownerId: number): Promise<void> {
    await this.ideas.update({ ownerId }, { ownerId: null, creatorName: '' });
  }

  async delete(ideaId: number): Promise<void> {
    await this.searchIndex.remove(ideaId);
    await this.ideas.delete({ id: ideaId });
  }
}
