import type { TQuestionnaireType } from '@crowd/contracts';
import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BoolColumn, IdColumn, IntColumn, StringColumn, VersionNumberColumn } from '../../../../infra/database/columns';
import { Crowd } from '../../../crowd/crowd/entities/crowd.entity';

/** At most one of each type (like, creation) per crowd. */
@Entity({ name: 'questionnaire' })
@Index('UQ_questionnaire_crowd_type', ['crowdId', 'questionnaireType'], { unique: true })
export class Questionnaire {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @IntColumn()
  crowdId: number;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_questionnaire_crowd' })
  crowd?: Relation<Crowd>;

  @StringColumn(32)
  questionnaireType: TQuestionnaireType;

  @BoolColumn(false)
  enabled: boolean;
}
