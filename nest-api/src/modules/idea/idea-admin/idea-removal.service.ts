import { Injectable } from '@nestjs/common';
import type { TDeleteIdeaResponse } from '@crowd/contracts';
import { forbidden } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { IdeaCountsService } from '../idea-authoring/idea-counts.service';
import { IdeaMediaService } from '../idea-authoring/idea-media.service';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaMergeRepository } from '../idea/idea-merge.repository';
import { NotificationRepository } from '../../notification/notification/notification.repository';
import { IdeaAdminAccess } from './idea-admin-access';

/** What deleting an idea left to do once its transaction commits: its image files. */
export interface RemovedIdea {
  crowdId: number;
  ideaIds: number[];
  fileIds: number[];
}

/** Deleting an idea, for its owner and the crowd's admins; all of an erased account's, if it chose so. */
@Injectable()
export class IdeaRemovalService {
  constructor(
    private readonly access: IdeaAdminAccess,
    private readonly authoring: IdeaAuthoringRepository,
    private readonly merging: IdeaMergeRepository,
    private readonly counts: IdeaCountsService,
    private readonly notifications: NotificationRepository,
    private readonly media: IdeaMediaService,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /**
   * In one transaction: the notifications that name the idea, the idea with everything hanging
   * on it (its module's `delete`), and its slot in the crowd and count in its category; then its
   * image files. The ideas merged into it go with it (their slots were given back at the merge).
   */
  async remove(user: RequestUser, crowdId: number, ideaId: number): Promise<TDeleteIdeaResponse> {
    const { context, idea } = await this.access.asAnyone(user, crowdId, ideaId);
    const ownIdea = idea.ownerId !== null && idea.ownerId === user.id;
    if (!ownIdea && context.role !== 'CROWD_ADMIN') throw forbidden();
    const removed = await this.tx.withTransaction(() => this.deleteWithMerged(idea));
    await this.discardFiles([removed]);
    return { message: 'idea_deleted' };
  }

  /**
   * Every idea `ownerId` wrote, each as `remove` deletes one; call in the caller's transaction (an
   * account's erasure, decision 034) and pass the answer to `discardFiles` once it commits.
   */
  async removeAllOf(ownerId: number): Promise<RemovedIdea[]> {
    const removed: RemovedIdea[] = [];
    const gone = new Set<number>();
    for (const idea of await this.authoring.ownedBy(ownerId)) {
      // One of theirs merged into another of theirs went with that one.
      if (gone.has(idea.id)) continue;
      const one = await this.deleteWithMerged(idea);
      one.ideaIds.forEach((id) => gone.add(id));
      removed.push(one);
    }
    return removed;
  }

  /** The image files of deleted ideas, once the deletion has committed. */
  async discardFiles(removed: readonly RemovedIdea[]): Promise<void> {
    for (const { crowdId, fileIds } of removed) await this.media.discardIds(fileIds, crowdId);
  }

  private async deleteWithMerged(idea: Idea): Promise<RemovedIdea> {
    const merged = await this.merging.mergedInto(idea.id);
    const fileIds: number[] = [];
    for (const gone of [idea, ...merged]) {
      fileIds.push(...(await this.authoring.attachmentIds(gone.id)));
      if (gone.featuredImageId !== null) fileIds.push(gone.featuredImageId);
    }
    for (const gone of [...merged, idea]) {
      await this.notifications.deleteAboutIdea(gone.id);
      await this.authoring.delete(gone.id);
    }
    // A merged idea left its counts at the merge.
    if (idea.mergedIntoId === null) await this.counts.release(idea);
    return { crowdId: idea.crowdId, ideaIds: [idea.id, ...merged.map((gone) => gone.id)], fileIds };
  }
}
