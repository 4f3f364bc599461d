import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn, VersionNumberColumn } from '../../../infra/database/columns';
import { User } from '../../auth/entities/user.entity';
import { Crowd } from '../../crowd/entities/crowd.entity';
import { Idea } from './idea.entity';
import { TimestampedEntity } from '../../../infra/database/timestamps';

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

  @IntColumn()
  crowdId: number;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_comment_crowd' })
  crowd?: Relation<Crowd>;

  @IntColumn({ nullable: true })
  ownerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_comment_owner' })
  owner?: Relation<User> | null;

  /** The author's display name when the comment was written. */
  @StringColumn(120)
  authorName: string;

  @StringColumn(600)
  content: string;
}
