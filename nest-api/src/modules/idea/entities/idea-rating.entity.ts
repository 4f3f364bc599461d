import { BeforeInsert, BeforeUpdate, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { DateColumn, IdColumn, IntColumn } from '../../../infra/database/columns';
import { User } from '../../auth/entities/user.entity';
import { Idea } from './idea.entity';

/** One rating (1–5) per (idea, user); the idea keeps ratingSum and ratingCount. */
@Entity({ name: 'idea_rating' })
@Index('UQ_idea_rating_idea_user', ['ideaId', 'userId'], { unique: true })
@Index('IDX_idea_rating_user', ['userId'])
export class IdeaRating {
  @IdColumn()
  id: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_idea_rating_idea' })
  idea?: Relation<Idea>;

  @IntColumn({ nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_idea_rating_user' })
  user?: Relation<User> | null;

  @IntColumn()
  value: number;

  @DateColumn()
  createdAt: Date;

  @DateColumn()
  updatedAt: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt ??= new Date();
    this.updatedAt ??= this.createdAt;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}
