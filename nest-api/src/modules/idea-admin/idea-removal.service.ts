import { Injectable } from '@nestjs/common';
import type { TDeleteIdeaResponse } from '@crowd/contracts';
import { forbidden } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../infra/database/unit-of-work';
import { IdeaCountsService } from '../idea-authoring/idea-counts.service';
import { IdeaMediaService } from '../idea-authoring/idea-media.service';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';
import { IdeaMergeRepository } from '../idea/idea-merge.repository';
import { NotificationRepository } from '../notification/notification.repository';
import { IdeaAdminAccess } from './idea-admin-access';

/** Deleting an idea, for its owner and the crowd's admins. */
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
    const merged = await this.merging.mergedInto(idea.id);
    const files: number[] = [];
    for (const gone of [idea, ...merged]) {
      files.push(...(await this.authoring.attachmentIds(gone.id)));
      if (gone.featuredImageId !== null) files.push(gone.featuredImageId);
    }
    await this.tx.withTransaction(async () => {
      for (const gone of [...merged, idea]) {
        await this.notifications.deleteAboutIdea(gone.id);
        await this.authoring.delete(gone.id);
      }
      // A merged idea left its counts at the merge.
      if (idea.mergedIntoId === null) await this.counts.release(idea);
    });
    await this.media.discardIds(files, crowdId);
    return { message: 'idea_deleted' };
  }
}
