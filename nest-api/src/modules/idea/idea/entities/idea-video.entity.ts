import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { Idea } from './idea.entity';

/** An embeddable video url of an idea, in display order. */
@Entity({ name: 'idea_video' })
@Index('IDX_idea_video_idea', ['ideaId', 'position'])
export class IdeaVideo {
  @IdColumn()
  id: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_idea_video_idea' })
  idea?: Relation<Idea>;

  @StringColumn(2048)
  url: string;

  @IntColumn()
  position: number;
}
