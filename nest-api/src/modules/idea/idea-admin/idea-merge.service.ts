import { Injectable } from '@nestjs/common';
import type { TMergeIdeasRequest, TMergeIdeasResponse } from '@crowd/contracts';
import { DomainError, notFound, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CommentRepository } from '../comment/comment.repository';
import { IdeaCountsService } from '../idea-authoring/idea-counts.service';
import { IdeaShareRepository } from '../idea-share/idea-share.repository';
import { IdeaMergeRepository } from '../idea/idea-merge.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { IdeaAdminAccess } from './idea-admin-access';
import { IdeaAdminViewsService } from './idea-admin-views.service';

/**
 * Folding a duplicate into the idea it repeats (crowd staff): in one transaction holding both
 * rows, the source's likes and ratings move (one per person: who reacted to both keeps the
 * target's), its comments, answers, views and shares follow, the target's counters are recounted,
 * and the source points at the target (its page redirects there; lists leave it out). The
 * source's slot in the crowd and count in its category are given back, as on a delete.
 */
@Injectable()
export class IdeaMergeService {
  constructor(
    private readonly access: IdeaAdminAccess,
    private readonly merging: IdeaMergeRepository,
    private readonly comments: CommentRepository,
    private readonly shares: IdeaShareRepository,
    private readonly counts: IdeaCountsService,
    private readonly views: IdeaAdminViewsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /**
   * 404 when either idea is not the named crowd's, 422 `validation_merge_same_idea` for an idea
   * into itself, 409 `idea_already_merged` for a source merged before and
   * `idea_merge_target_merged` for a merged target (no chains).
   */
  async merge(user: RequestUser, request: TMergeIdeasRequest): Promise<TMergeIdeasResponse> {
    const { context } = await this.access.asStaff(user, request.crowdId, request.sourceIdeaId);
    await this.access.ideaIn(context, request.targetIdeaId);
    if (request.sourceIdeaId === request.targetIdeaId)
      throw ValidationFailedError.field('targetIdeaId', 'validation_merge_same_idea');
    const { target, recipients, sourceName } = await this.tx.withTransaction(async () => {
      const locked = await this.merging.lockPair(request.sourceIdeaId, request.targetIdeaId);
      const source = locked.find((idea) => idea.id === request.sourceIdeaId);
      const target = locked.find((idea) => idea.id === request.targetIdeaId);
      // Deleted since the access check.
      if (!source || !target) throw notFound('idea_does_not_exist');
      if (source.mergedIntoId !== null) throw new DomainError('conflict', 'idea_already_merged');
      if (target.mergedIntoId !== null) throw new DomainError('conflict', 'idea_merge_target_merged');
      const likers = await this.merging.likerIds(source.id);
      const likeCount = await this.merging.moveLikes(source.id, target.id);
      const ratings = await this.merging.moveRatings(source.id, target.id);
      await this.merging.moveAnswers(source.id, target.id);
      const commentCount = await this.comments.moveToIdea(source.id, target.id);
      await this.shares.moveToIdea(source.id, target.id);
      const counters = {
        likeCount,
        commentCount,
        viewCount: target.viewCount + source.viewCount,
        shareCount: target.shareCount + source.shareCount,
        ...ratings,
      };
      await this.merging.setCounters(target.id, counters);
      await this.merging.markMerged(source, target.id, this.clock.now());
      await this.counts.release(source);
      const recipients = [source.ownerId, target.ownerId, ...likers].filter((id): id is number => id !== null);
      return { target: Object.assign(target, counters), recipients, sourceName: source.name };
    });
    await this.notifications.notify({
      type: 'ideaMerged',
      actorId: user.id,
      ideaId: target.id,
      sourceIdeaId: request.sourceIdeaId,
      sourceName,
      recipientIds: [...new Set(recipients)],
    });
    return { message: 'ideas_merged', idea: await this.views.view(context.crowd, target) };
  }
}
