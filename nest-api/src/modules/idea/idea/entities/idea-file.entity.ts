import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn } from '../../../../infra/database/columns';
import { Idea } from './idea.entity';

/** An attachment of an idea, in display order. */
@Entity({ name: 'idea_file' })
@Index('UQ_idea_file_idea_file', ['ideaId', 'fileId'], { unique: true })
@Index('IDX_idea_file_file', ['fileId'])
export class IdeaFile {
  @IdColumn()
  id: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_idea_file_idea' })
  idea?: Relation<Idea>;

  @ForeignKey('StoredFile', { name: 'FK_idea_file_file', onDelete: 'CASCADE' })
  @IntColumn()
  fileId: number;

  @IntColumn()
  position: number;
}
