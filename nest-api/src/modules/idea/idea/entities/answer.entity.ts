import type { TQuestionnaireType } from '@crowd/contracts';
import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, JsonTextColumn, StringColumn, TextColumn } from '../../../../infra/database/columns';
import { Idea } from './idea.entity';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/**
 * One answer to one question, given when liking (IDEA_LIKE) or creating (IDEA_CREATION) an idea.
 * The question and option texts are snapshots, so editing the questionnaire never rewrites it.
 */
@Entity({ name: 'answer' })
@Index('IDX_answer_idea_user', ['ideaId', 'userId'])
@Index('IDX_answer_questionnaire', ['questionnaireId'])
@Index('IDX_answer_question', ['questionId'])
@Index('IDX_answer_user', ['userId'])
export class Answer extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @ForeignKey('Questionnaire', { name: 'FK_answer_questionnaire', onDelete: 'CASCADE' })
  @IntColumn()
  questionnaireId: number;

  @ForeignKey('Question', { name: 'FK_answer_question', onDelete: 'CASCADE' })
  @IntColumn()
  questionId: number;

  @IntColumn()
  ideaId: number;

  @ManyToOne(() => Idea, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ideaId', foreignKeyConstraintName: 'FK_answer_idea' })
  idea?: Relation<Idea>;

  @ForeignKey('User', { name: 'FK_answer_user', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  userId: number | null;

  @StringColumn(32)
  context: TQuestionnaireType;

  @StringColumn(500)
  questionText: string;

  /** Chosen option ids (choice questions). */
  @JsonTextColumn<number[]>([])
  optionIds: number[];

  /** Snapshot of the chosen options' texts, same order as optionIds. */
  @JsonTextColumn<string[]>([])
  optionTexts: string[];

  @TextColumn({ nullable: true })
  textAnswer: string | null;
}
