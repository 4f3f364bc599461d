import type { TQuestionType } from '@crowd/contracts';
import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { Questionnaire } from './questionnaire.entity';

/** Soft-deleted (`deletedAt`) so answers keep pointing at a stable id. */
@Entity({ name: 'question' })
@Index('IDX_question_questionnaire', ['questionnaireId', 'position'])
export class Question {
  @IdColumn()
  id: number;

  @IntColumn()
  questionnaireId: number;

  @ManyToOne(() => Questionnaire, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'questionnaireId', foreignKeyConstraintName: 'FK_question_questionnaire' })
  questionnaire?: Relation<Questionnaire>;

  @StringColumn(32)
  questionType: TQuestionType;

  @StringColumn(500)
  questionText: string;

  @IntColumn()
  position: number;

  @DateColumn({ nullable: true })
  deletedAt: Date | null;
}
