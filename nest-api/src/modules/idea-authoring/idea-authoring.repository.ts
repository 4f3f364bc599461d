import { Injectable } from '@nestjs/common';
import type { TQuestionnaireType } from '@crowd/contracts';
import { In } from 'typeorm';
import { incrementCounters } from '../../infra/database/counters';
import { updateVersioned, type VersionedChanges } from '../../infra/database/optimistic';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Category } from '../crowd/entities/category.entity';
import { CrowdMember } from '../crowd/entities/crowd-member.entity';
import { Crowd } from '../crowd/entities/crowd.entity';
import { Answer } from '../idea/entities/answer.entity';
import { IdeaFile } from '../idea/entities/idea-file.entity';
import { IdeaVideo } from '../idea/entities/idea-video.entity';
import { Idea } from '../idea/entities/idea.entity';
import type { AnswerRow } from '../questionnaire/answer-rows';
import { User } from '../user/entities/user.entity';

export type NewIdea = Pick<
  Idea,
  'crowdId' | 'categoryId' | 'ownerId' | 'creatorName' | 'name' | 'description' | 'featuredImageId'
>;

/** Ideas as their authors and admins write them: the row, its attachments, videos and creation answers. */
@Injectable()
export class IdeaAuthoringRepository extends TransactionalRepository {
  private get ideas() {
    return this.manager.getRepository(Idea);
  }

  /** A category of the crowd that its site shows (ideas may not be filed under a hidden one). */
  isVisibleCategory(crowdId: number, categoryId: number): Promise<boolean> {
    return this.manager.getRepository(Category).exists({ where: { crowdId, id: categoryId, visible: true } });
  }

  findInCrowd(crowdId: number, ideaId: number): Promise<Idea | null> {
    return this.ideas.findOneBy({ crowdId, id: ideaId });
  }

  /**
   * Counts one more idea against the crowd's limit (negative = unlimited) with one conditional
   * `UPDATE … WHERE ideasCount < limit`: false when the crowd is full. Two creates racing for the
   * last free slot cannot both pass, on MariaDB (the row's write lock) or SQLite (one writer).
   */
  async takeIdeaSlot(crowdId: number, limit: number): Promise<boolean> {
    const escape = (name: string) => this.manager.connection.driver.escape(name);
    const query = this.manager
      .createQueryBuilder()
      .update(Crowd)
      .set({ ideasCount: () => `${escape('ideasCount')} + 1` })
      .where(`${escape('id')} = :crowdId`, { crowdId });
    if (limit >= 0) query.andWhere(`${escape('ideasCount')} < :limit`, { limit });
    const result = await query.updateEntity(false).callListeners(false).execute();
    return (result.affected ?? 0) > 0;
  }

  async insert(idea: NewIdea, at: Date): Promise<Idea> {
    const row = this.ideas.create({ ...idea, state: 'SUBMITTED', createdAt: at, updatedAt: at });
    await this.ideas.insert(row);
    return this.ideas.findOneByOrFail({ id: row.id });
  }

  /** StaleEntityError (409, `X-Stale-Entity: Idea`) when the idea has another version. */
  async updateVersioned(id: number, expectedVersion: number, changes: VersionedChanges<Idea>): Promise<void> {
    await updateVersioned(this.manager, Idea, id, expectedVersion, changes);
  }

  async changeCategoryCounts(from: number | null, to: number | null): Promise<void> {
    if (from === to) return;
    if (from !== null) await incrementCounters(this.manager, Category, from, { ideaCount: -1 });
    if (to !== null) await incrementCounters(this.manager, Category, to, { ideaCount: 1 });
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

  /** The crowd's admins an admin has not disabled, with live accounts: who hears about the crowd's plan. */
  enabledAdmins(crowdId: number): Promise<Array<Pick<User, 'email' | 'name' | 'locale'>>> {
    return this.manager
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin(CrowdMember, 'member', 'member.userId = user.id')
      .where('member.crowdId = :crowdId', { crowdId })
      .andWhere('member.role = :role', { role: 'CROWD_ADMIN' })
      .andWhere('member.disabled = :disabled', { disabled: false })
      .andWhere('user.deletedAt IS NULL')
      .select(['user.email', 'user.name', 'user.locale'])
      .orderBy('user.id', 'ASC')
      .getMany();
  }
}
