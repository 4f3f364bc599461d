import type { TIdeaState } from '@crowd/contracts';
import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import {
  BoolColumn,
  DateColumn,
  IdColumn,
  IntColumn,
  StringColumn,
  TextColumn,
  VersionNumberColumn,
} from '../../../infra/database/columns';
import { StoredFile } from '../../../infra/files/stored-file.entity';
import { User } from '../../auth/entities/user.entity';
import { Category } from '../../crowd/entities/category.entity';
import { Crowd } from '../../crowd/entities/crowd.entity';
import { TimestampedEntity } from '../../../infra/database/timestamps';

/**
 * Counters change only through atomic `SET n = n + k` updates (`incrementCounter`); the rating
 * is kept as sum and count so the average is computed on read.
 */
@Entity({ name: 'idea' })
@Index('IDX_idea_crowd_created', ['crowdId', 'createdAt'])
@Index('IDX_idea_crowd_likes', ['crowdId', 'likeCount'])
@Index('IDX_idea_owner', ['ownerId'])
@Index('IDX_idea_category', ['categoryId'])
@Index('IDX_idea_featured_image', ['featuredImageId'])
@Index('IDX_idea_created', ['createdAt'])
@Index('IDX_idea_likes', ['likeCount'])
export class Idea extends TimestampedEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @IntColumn()
  crowdId: number;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_idea_crowd' })
  crowd?: Relation<Crowd>;

  @IntColumn({ nullable: true })
  categoryId: number | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'FK_idea_category' })
  category?: Relation<Category> | null;

  /** Null once the author's account is erased; `creatorName` keeps the display name. */
  @IntColumn({ nullable: true })
  ownerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_idea_owner' })
  owner?: Relation<User> | null;

  @StringColumn(120)
  creatorName: string;

  @StringColumn(200)
  name: string;

  /** Sanitized rich text (HTML). */
  @TextColumn()
  description: string;

  @StringColumn(32)
  state: TIdeaState;

  @BoolColumn(false)
  featured: boolean;

  @BoolColumn(false)
  rewarded: boolean;

  @BoolColumn(false)
  implemented: boolean;

  @IntColumn({ nullable: true })
  featuredImageId: number | null;

  @ManyToOne(() => StoredFile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'featuredImageId', foreignKeyConstraintName: 'FK_idea_featured_image' })
  featuredImage?: Relation<StoredFile> | null;

  @IntColumn({ default: 0 })
  likeCount: number;

  @IntColumn({ default: 0 })
  commentCount: number;

  @IntColumn({ default: 0 })
  shareCount: number;

  @IntColumn({ default: 0 })
  viewCount: number;

  @IntColumn({ default: 0 })
  ratingSum: number;

  @IntColumn({ default: 0 })
  ratingCount: number;

  @DateColumn({ nullable: true })
  milestoneReachedAt: Date | null;
}
