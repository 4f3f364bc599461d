import { Injectable } from '@nestjs/common';
import type { TCrowdRole } from '@crowd/contracts';
import { In } from 'typeorm';
import { notFound } from '../../common/errors';
import { incrementCounter } from '../../infra/database/counters';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { CrowdMember } from '../crowd/entities/crowd-member.entity';
import { Comment } from '../idea/entities/comment.entity';
import { Idea } from '../idea/entities/idea.entity';
import { User } from '../user/entities/user.entity';

export type CommentedIdea = Pick<Idea, 'id' | 'crowdId' | 'ownerId'>;
export type NewComment = Pick<Comment, 'ideaId' | 'crowdId' | 'ownerId' | 'authorName' | 'content' | 'createdAt'>;

/** What a listed comment shows of its author now: the avatar, and the role they hold in the crowd. */
export interface AuthorStanding {
  avatarImageId: number | null;
  role: TCrowdRole | null;
}

@Injectable()
export class CommentRepository extends TransactionalRepository {
  private get comments() {
    return this.manager.getRepository(Comment);
  }

  /** Newest first; the (ideaId, createdAt) index serves the order, the id breaks ties of one instant. */
  pageOfIdea(ideaId: number, offset: number, limit: number): Promise<Comment[]> {
    return this.comments.find({
      where: { ideaId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  countOfIdea(ideaId: number): Promise<number> {
    return this.comments.countBy({ ideaId });
  }

  findById(id: number): Promise<Comment | null> {
    return this.comments.findOneBy({ id });
  }

  /** Avatar and active role (none while disabled) in `crowdId` of each author, by user id. */
  async authorsStanding(crowdId: number, userIds: readonly number[]): Promise<Map<number, AuthorStanding>> {
    const standing = new Map<number, AuthorStanding>();
    if (userIds.length === 0) return standing;
    const [users, members] = await Promise.all([
      this.manager
        .getRepository(User)
        .find({ select: { id: true, avatarImageId: true }, where: { id: In([...userIds]) } }),
      this.manager.getRepository(CrowdMember).find({
        select: { userId: true, role: true, disabled: true },
        where: { crowdId, userId: In([...userIds]) },
      }),
    ]);
    for (const user of users) standing.set(user.id, { avatarImageId: user.avatarImageId, role: null });
    for (const member of members) {
      const known = standing.get(member.userId);
      if (known && !member.disabled) known.role = member.role;
    }
    return standing;
  }

  /**
   * Counts the comment on its idea (`commentCount + 1`), then inserts it; call in a transaction.
   * The counter's update comes first so that concurrent comments queue on the idea row's write
   * lock; inserted first, each would hold the shared lock the foreign key check takes on the idea
   * and then deadlock upgrading it.
   */
  async insertCounted(comment: NewComment): Promise<Comment> {
    await incrementCounter(this.manager, Idea, comment.ideaId, 'commentCount', 1);
    return this.comments.save(this.comments.create({ ...comment, updatedAt: comment.createdAt }));
  }

  async updateContent(id: number, content: string, updatedAt: Date): Promise<void> {
    await this.comments.update({ id }, { content, updatedAt });
  }

  /**
   * Uncounts the comment (`commentCount - 1`, the idea row locked first as on insert), then deletes
   * it; call in a transaction. 404 when another call removed it meanwhile, which rolls the
   * decrement back, so two concurrent deletes of one comment lower the count once.
   */
  async deleteCounted(comment: Pick<Comment, 'id' | 'ideaId'>): Promise<void> {
    await incrementCounter(this.manager, Idea, comment.ideaId, 'commentCount', -1);
    const result = await this.comments.delete({ id: comment.id });
    if ((result.affected ?? 0) === 0) throw notFound();
  }
}
