import { Injectable } from '@nestjs/common';
import type { TUserIdeasLikedResponse, TUserRolesResponse } from '@crowd/contracts';
import { CommentRepository } from '../../idea/comment/comment.repository';
import { CrowdMembershipService } from '../../crowd/crowd/crowd-membership.service';
import { IdeaActivityRepository } from '../../idea/idea/idea-activity.repository';

/** What the public crowd site needs to know about the user: roles, and which ideas they touched. */
@Injectable()
export class UserActivityService {
  constructor(
    private readonly memberships: CrowdMembershipService,
    private readonly ideaActivity: IdeaActivityRepository,
    private readonly comments: CommentRepository,
  ) {}

  roles(userId: number): Promise<TUserRolesResponse> {
    return this.memberships.rolesOf(userId);
  }

  async ideas(userId: number): Promise<TUserIdeasLikedResponse> {
    const [reacted, ideasCommentedOnIds] = await Promise.all([
      this.ideaActivity.reactedToBy(userId),
      this.comments.ideaIdsCommentedBy(userId),
    ]);
    return { ...reacted, ideasCommentedOnIds };
  }
}
