import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn } from '../../../../infra/database/columns';
import { Idea } from './idea.entity';
import { TimestampedEntity } from '../../../../infra/database/timestamps';

/** One rating (1–5) per (idea, user); the idea keeps ratingSum and ratingCount. */
@Entity({ name: 'idea_rating' })
@Index('UQ_idea_rating_idea_user', ['ideaId', 'userId'], { unique: true })
@Index('IDX_idea_rating_user', ['userId'])
export class IdeaRating extends TimestampedEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_idea_rating_idea' })
  idea?: Relation<Idea>;

  @ForeignKey('User', { name: 'FK_idea_rating_user', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  userId: number | null;

  @IntColumn()
  value: number;
}
