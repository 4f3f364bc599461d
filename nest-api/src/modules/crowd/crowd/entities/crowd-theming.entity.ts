import type { TIdeasListingView } from '@crowd/contracts';
import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import {
  BoolColumn,
  IdColumn,
  IntColumn,
  StringColumn,
  TextColumn,
  VersionNumberColumn,
} from '../../../../infra/database/columns';
import { Crowd } from './crowd.entity';

/** The crowd's `themingData`: one row per crowd. */
@Entity({ name: 'crowd_theming' })
@Index('UQ_crowd_theming_crowd', ['crowdId'], { unique: true })
export class CrowdTheming {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @IntColumn()
  crowdId: number;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_crowd_theming_crowd' })
  crowd?: Relation<Crowd>;

  @StringColumn(16, { default: 'previews' })
  ideasListingView: TIdeasListingView;

  @BoolColumn(true)
  displayDefaultSlideshow: boolean;

  @BoolColumn(false)
  displayCustomIntro: boolean;

  /** Sanitized HTML. */
  @TextColumn({ nullable: true })
  customIntroContent: string | null;

  @StringColumn(16, { default: '#F4B91F' })
  customIntroBackgroundColor: string;
}
