import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn } from '../../../../infra/database/columns';
import { Idea } from './idea.entity';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/** One like per (idea, user); (ideaId, createdAt) makes the 7/30-day stats index scans. */
@Entity({ name: 'idea_like' })
@Index('UQ_idea_like_idea_user', ['ideaId', 'userId'], { unique: true })
@Index('IDX_idea_like_idea_created', ['ideaId', 'createdAt'])
@Index('IDX_idea_like_user', ['userId'])
export class IdeaLike extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_idea_like_idea' })
  idea?: Relation<Idea>;

  /** Null once the user's account is erased (the like still counts). */
  @ForeignKey('User', { name: 'FK_idea_like_user', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  userId: number | null;
}
