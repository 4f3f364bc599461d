import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn } from '../../../../infra/database/columns';
import { Idea } from '../../idea/entities/idea.entity';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/** A share by e-mail; the recipients themselves are not kept. */
@Entity({ name: 'idea_share' })
@Index('IDX_idea_share_idea_created', ['ideaId', 'createdAt'])
@Index('IDX_idea_share_user', ['userId'])
export class IdeaShare extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_idea_share_idea' })
  idea?: Relation<Idea>;

  @ForeignKey('User', { name: 'FK_idea_share_user', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  userId: number | null;

  @IntColumn()
  recipientCount: number;
}
