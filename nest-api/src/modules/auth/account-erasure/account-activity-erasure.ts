import { Injectable } from '@nestjs/common';
import { CommentRepository } from '../../idea/comment/comment.repository';
import { CrowdMemberRepository } from '../../crowd/crowd/crowd-member.repository';
import { IdeaRemovalService, type RemovedIdea } from '../../idea/idea-admin/idea-removal.service';
import { IdeaShareRepository } from '../../idea/idea-share/idea-share.repository';
import { IdeaAuthoringRepository } from '../../idea/idea/idea-authoring.repository';
import { IdeaReactionRepository } from '../../idea/idea/idea-reaction.repository';
import { NotificationSettingsService } from '../../notification/notification/notification-settings.service';
import { NotificationRepository } from '../../notification/notification/notification.repository';

/**
 * What an erased account did in crowds (decision 034), each table through its owner: memberships
 * go, ideas and
 * comments stay by nobody or are deleted (`removeContent`), likes, ratings, answers, views and
 * shares stay counted by nobody, notifications and their settings go. Call in the erasure's
 * transaction; the answer is what to discard once it commits.
 */
@Injectable()
export class AccountActivityErasure {
  constructor(
    private readonly members: CrowdMemberRepository,
    private readonly ideas: IdeaAuthoringRepository,
    private readonly ideaRemoval: IdeaRemovalService,
    private readonly reactions: IdeaReactionRepository,
    private readonly comments: CommentRepository,
    private readonly shares: IdeaShareRepository,
    private readonly notifications: NotificationRepository,
    private readonly notificationSettings: NotificationSettingsService,
  ) {}

  async erase(userId: number, removeContent: boolean): Promise<RemovedIdea[]> {
    await this.members.deleteAllOf(userId);
    let removed: RemovedIdea[] = [];
    if (removeContent) {
      // Comments first: those under the user's own ideas would go with the ideas, uncounted twice.
      for (const comment of await this.comments.ownedBy(userId)) await this.comments.deleteCounted(comment);
      removed = await this.ideaRemoval.removeAllOf(userId);
    } else {
      await this.comments.forgetAuthor(userId);
      await this.ideas.forgetAuthor(userId);
    }
    await this.reactions.forgetUser(userId);
    await this.shares.forgetUser(userId);
    await this.notifications.deleteAllOf(userId);
    await this.notificationSettings.forget(userId);
    return removed;
  }

  /** The image files of the ideas `erase` deleted, once its transaction committed. */
  discardFiles(removed: readonly RemovedIdea[]): Promise<void> {
    return this.ideaRemoval.discardFiles(removed);
  }
}
