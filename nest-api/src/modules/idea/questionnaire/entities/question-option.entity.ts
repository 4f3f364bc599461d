import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { Question } from './question.entity';

/** Stable id, soft-deleted, so old answers still resolve their options. */
@Entity({ name: 'question_option' })
@Index('IDX_question_option_question', ['questionId', 'position'])
export class QuestionOption {
  @IdColumn()
  id: number;

  @IntColumn()
  questionId: number;

  @ManyToOne(() => Question, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'questionId', foreignKeyConstraintName: 'FK_question_option_question' })
  question?: Relation<Question>;

  @StringColumn(500)
  text: string;

  @IntColumn()
  position: number;

  @DateColumn({ nullable: true })
  deletedAt: Date | null;
}
