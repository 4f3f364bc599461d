import { Injectable } from '@nestjs/common';
import {
  CROWD_STAFF_ROLES,
  type TComment,
  type TCommentListQuery,
  type TCommentListResponse,
  type TCreateCommentRequest,
  type TCreateCommentResponse,
  type TDeleteCommentResponse,
  type TUpdateCommentRequest,
  type TUpdateCommentResponse,
} from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { forbidden, notFound, unauthorized } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import {
  assertMayTakePart,
  CrowdContextService,
  type CrowdContext,
} from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { MemberAccountsService, type AuthorStanding } from '../../crowd/crowd/member-accounts.service';
import type { Comment } from './entities/comment.entity';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { UserRepository } from '../../auth/user/user.repository';
import { CommentRepository, type CommentedIdea } from './comment.repository';

/** Who may delete anyone's comment and read comments in the admin area: the crowd's staff. */
export const COMMENT_MODERATORS = CROWD_STAFF_ROLES;

/** Where a comment call is made: the crowd's public site (by domain) or its admin area (by id). */
export type CommentPlace = { site: string } | { crowdId: number };

export function toCommentView(comment: Comment, idea: CommentedIdea, author: AuthorStanding | undefined): TComment {
  const edited = comment.updatedAt.getTime() !== comment.createdAt.getTime();
  return {
    id: comment.id,
    ideaId: comment.ideaId,
    ownerId: comment.ownerId,
    authorName: comment.authorName,
    authorAvatarId: author?.avatarImageId ?? null,
    authorCrowdRole: author?.role ?? null,
    ideaAuthor: comment.ownerId !== null && comment.ownerId === idea.ownerId,
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: edited ? comment.updatedAt.toISOString() : null,
  };
}

/**
 * Comments on ideas. Content is plain text (the web renders it as text, never as HTML), so it is
 * stored as written. Who may do what (decision of this module):
 * - read: whoever may see the crowd's content (anyone in a public crowd, members in a private one);
 * - write: any signed-in user who may see it, not a private user of another crowd, in an active crowd;
 * - edit: the comment's author only (nobody may put words in another's name);
 * - delete: its author, the idea's author, and the crowd's admins and managers (moderation).
 */
@Injectable()
export class CommentService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly reading: IdeaReadingService,
    private readonly contexts: CrowdContextService,
    private readonly hosts: KnownHostsService,
    private readonly users: UserRepository,
    private readonly members: MemberAccountsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async list(
    place: CommentPlace,
    ideaId: number,
    { offset, limit }: TCommentListQuery,
    user: RequestUser | undefined,
  ): Promise<TCommentListResponse> {
    const context = await this.contextOf(place, user);
    const idea = await this.reading.inCrowd(context, ideaId, user);
    const [page, allCount] = await Promise.all([
      this.comments.pageOfIdea(idea.id, offset, limit),
      this.comments.countOfIdea(idea.id),
    ]);
    const authors = await this.members.standings(context.crowd.id, authorIds(page));
    return {
      comments: page.map((comment) => toCommentView(comment, idea, authors.get(comment.ownerId ?? 0))),
      allCount,
    };
  }

  async create(place: CommentPlace, body: TCreateCommentRequest, user: RequestUser): Promise<TCreateCommentResponse> {
    const context = await this.contextOf(place, user);
    assertMayTakePart(context, user);
    const idea = await this.reading.inCrowd(context, body.ideaId, user);
    const author = await this.users.findLiveById(user.id);
    if (!author) throw unauthorized();
    const comment = await this.tx.withTransaction(() =>
      this.comments.insertCounted({
        ideaId: idea.id,
        crowdId: idea.crowdId,
        ownerId: author.id,
        authorName: author.name,
        content: body.content,
        createdAt: this.clock.now(),
      }),
    );
    await this.notifications.notify({
      type: 'ideaCommented',
      actorId: author.id,
      ideaId: idea.id,
      commentId: comment.id,
    });
    return { message: 'comment_created', comment: await this.view(context, idea, comment) };
  }

  async update(place: CommentPlace, body: TUpdateCommentRequest, user: RequestUser): Promise<TUpdateCommentResponse> {
    const context = await this.contextOf(place, user);
    assertMayTakePart(context, user);
    const { comment, idea } = await this.commentIn(context, body.id, user);
    if (comment.ownerId !== user.id) throw forbidden();
    const updatedAt = this.clock.now();
    await this.tx.withTransaction(() => this.comments.updateContent(comment, body.content, updatedAt));
    const updated = Object.assign(comment, { content: body.content, updatedAt });
    return { message: 'comment_updated', comment: await this.view(context, idea, updated) };
  }

  async delete(place: CommentPlace, commentId: number, user: RequestUser): Promise<TDeleteCommentResponse> {
    const context = await this.contextOf(place, user);
    assertMayTakePart(context, user);
    const { comment, idea } = await this.commentIn(context, commentId, user);
    const moderator = context.role !== null && COMMENT_MODERATORS.includes(context.role);
    if (comment.ownerId !== user.id && idea.ownerId !== user.id && !moderator) throw forbidden();
    await this.tx.withTransaction(() => this.comments.deleteCounted(comment));
    return { message: 'comment_deleted' };
  }

  /** The public site's crowd by its domain key (404 for a site that serves none), or the admin area's by id. */
  private async contextOf(place: CommentPlace, user: RequestUser | undefined): Promise<CrowdContext> {
    if ('crowdId' in place) {
      if (!user) throw unauthorized();
      return this.contexts.requireRole(user, place.crowdId, COMMENT_MODERATORS);
    }
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(place.site));
    if (!served) throw notFound('crowd_does_not_exist');
    return this.contexts.forCrowd(served.crowd, user);
  }

  /** A comment of this crowd on an idea the caller may read (the idea's reading rule); 404 otherwise. */
  private async commentIn(
    context: CrowdContext,
    commentId: number,
    user: RequestUser,
  ): Promise<{ comment: Comment; idea: CommentedIdea }> {
    const comment = await this.comments.findById(commentId);
    if (!comment || comment.crowdId !== context.crowd.id) throw notFound();
    return { comment, idea: await this.reading.inCrowd(context, comment.ideaId, user) };
  }

  private async view(context: CrowdContext, idea: CommentedIdea, comment: Comment): Promise<TComment> {
    const authors = await this.members.standings(context.crowd.id, authorIds([comment]));
    return toCommentView(comment, idea, authors.get(comment.ownerId ?? 0));
  }
}

const authorIds = (comments: readonly Comment[]): number[] => [
  ...new Set(comments.flatMap((comment) => (comment.ownerId === null ? [] : [comment.ownerId]))),
];
