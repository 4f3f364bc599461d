import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn } from '../../../../infra/database/columns';
import { Idea } from '../../idea/entities/idea.entity';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

@Entity({ name: 'idea_view' })
@Index('IDX_idea_view_idea_created', ['ideaId', 'createdAt'])
@Index('IDX_idea_view_user', ['userId'])
export class IdeaView extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_idea_view_idea' })
  idea?: Relation<Idea>;

  @ForeignKey('User', { name: 'FK_idea_view_user', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  userId: number | null;
}
