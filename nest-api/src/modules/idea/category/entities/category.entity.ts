import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BoolColumn, IdColumn, IntColumn, StringColumn, VersionNumberColumn } from '../../../../infra/database/columns';
import { Crowd } from '../../../crowd/crowd/entities/crowd.entity';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

@Entity({ name: 'category' })
@Index('UQ_category_crowd_slug', ['crowdId', 'slug'], { unique: true })
export class Category extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @IntColumn()
  crowdId: number;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_category_crowd' })
  crowd?: Relation<Crowd>;

  @StringColumn(40)
  name: string;

  /** Lowercased name with spaces turned to dashes: the category's path segment, unique per crowd. */
  @StringColumn(64)
  slug: string;

  @StringColumn(600, { nullable: true })
  description: string | null;

  @BoolColumn(true)
  visible: boolean;

  @IntColumn({ default: 0 })
  ideaCount: number;
}
