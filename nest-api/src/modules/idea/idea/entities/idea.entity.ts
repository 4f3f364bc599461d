import type { TIdeaState } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import {
  BoolColumn,
  DateColumn,
  IdColumn,
  IntColumn,
  StringColumn,
  TextColumn,
  VersionNumberColumn,
} from '../../../../infra/database/columns';
import { TimestampedEntity } from '../../../../infra/database/timestamps';

/**
 * Counters change only through atomic `SET n = n + k` updates (`incrementCounter`); the rating
 * is kept as sum and count so the average is computed on read.
 */
@Entity({ name: 'idea' })
@Index('IDX_idea_crowd_created', ['crowdId', 'createdAt'])
@Index('IDX_idea_crowd_likes', ['crowdId', 'likeCount'])
@Index('IDX_idea_crowd_id', ['crowdId', 'id'])
@Index('IDX_idea_crowd_comments', ['crowdId', 'commentCount'])
@Index('IDX_idea_crowd_featured', ['crowdId', 'featured', 'id'])
@Index('IDX_idea_crowd_rewarded', ['crowdId', 'rewarded', 'id'])
@Index('IDX_idea_crowd_category_likes', ['crowdId', 'categoryId', 'likeCount'])
@Index('IDX_idea_owner', ['ownerId'])
@Index('IDX_idea_category', ['categoryId'])
@Index('IDX_idea_featured_image', ['featuredImageId'])
@Index('IDX_idea_created', ['createdAt'])
@Index('IDX_idea_likes', ['likeCount'])
@Index('IDX_idea_merged_into', ['mergedIntoId'])
export class Idea extends TimestampedEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @ForeignKey('Crowd', { name: 'FK_idea_crowd', onDelete: 'CASCADE' })
  @IntColumn()
  crowdId: number;

  @ForeignKey('Category', { name: 'FK_idea_category', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  categoryId: number | null;

  /** Null once the author's account is erased; `creatorName` keeps the display name. */
  @ForeignKey('User', { name: 'FK_idea_owner', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  ownerId: number | null;

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

  @ForeignKey('StoredFile', { name: 'FK_idea_featured_image', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  featuredImageId: number | null;

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

  /**
   * The idea this one was merged into: its likes, ratings, comments and answers moved there, and
   * it is left out of every list. Always a standing idea (merging a target re-points its merged ones).
   */
  @IntColumn({ nullable: true })
  mergedIntoId: number | null;
}
