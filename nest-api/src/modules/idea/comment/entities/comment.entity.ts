import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn, VersionNumberColumn } from '../../../../infra/database/columns';
import { Idea } from '../../idea/entities/idea.entity';
import { TimestampedEntity } from '../../../../infra/database/timestamps';

@Entity({ name: 'comment' })
@Index('IDX_comment_idea_created', ['ideaId', 'createdAt'])
@Index('IDX_comment_crowd', ['crowdId'])
@Index('IDX_comment_owner', ['ownerId'])
export class Comment extends TimestampedEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_comment_idea' })
  idea?: Relation<Idea>;

  @ForeignKey('Crowd', { name: 'FK_comment_crowd', onDelete: 'CASCADE' })
  @IntColumn()
  crowdId: number;

  @ForeignKey('User', { name: 'FK_comment_owner', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  ownerId: number | null;

  /** The author's display name when the comment was written. */
  @StringColumn(120)
  authorName: string;

  @StringColumn(600)
  content: string;
}
