import { Injectable } from '@nestjs/common';
import type { TQuestionnaireType, TQuestionType } from '@crowd/contracts';
import { In, IsNull } from 'typeorm';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { updateVersioned } from '../../../infra/database/optimistic';
import { QuestionOption } from './entities/question-option.entity';
import { Question } from './entities/question.entity';
import { Questionnaire } from './entities/questionnaire.entity';

export type QuestionFields = Pick<Question, 'questionText' | 'position'>;
export type OptionFields = Pick<QuestionOption, 'text' | 'position'>;

/** Questionnaires with their questions and options; deleted questions and options are never read back. */
@Injectable()
export class QuestionnaireRepository extends TransactionalRepository {
  private get questionnaires() {
    return this.manager.getRepository(Questionnaire);
  }

  private get questions() {
    return this.manager.getRepository(Question);
  }

  private get options() {
    return this.manager.getRepository(QuestionOption);
  }

  listByCrowd(crowdId: number): Promise<Questionnaire[]> {
    return this.questionnaires.findBy({ crowdId });
  }

  /** Null for an unknown id and for a questionnaire of another crowd. */
  findInCrowd(crowdId: number, id: number): Promise<Questionnaire | null> {
    return this.questionnaires.findOneBy({ crowdId, id });
  }

  /** Creates the crowd's questionnaire of this type unless a concurrent request just did (the unique index). */
  async insertIfMissing(crowdId: number, questionnaireType: TQuestionnaireType): Promise<void> {
    try {
      await this.questionnaires.insert({ crowdId, questionnaireType, enabled: false });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** The questionnaires' questions in order, not deleted. */
  activeQuestions(questionnaireIds: number[]): Promise<Question[]> {
    if (questionnaireIds.length === 0) return Promise.resolve([]);
    return this.questions.find({
      where: { questionnaireId: In(questionnaireIds), deletedAt: IsNull() },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  /** The type of each of the questions, deleted ones too (answers outlive their questions: decision 017). */
  async typesOf(questionIds: readonly number[]): Promise<Map<number, TQuestionType>> {
    if (questionIds.length === 0) return new Map();
    const rows = await this.questions.find({
      select: { id: true, questionType: true },
      where: { id: In([...questionIds]) },
    });
    return new Map(rows.map((row) => [row.id, row.questionType]));
  }

  /** The questions' options in order, not deleted. */
  activeOptions(questionIds: number[]): Promise<QuestionOption[]> {
    if (questionIds.length === 0) return Promise.resolve([]);
    return this.options.find({
      where: { questionId: In(questionIds), deletedAt: IsNull() },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  /** The write checks the version: 409 (`StaleEntityError`) when another one is stored. */
  updateVersioned(id: number, version: number, changes: Partial<Pick<Questionnaire, 'enabled'>>): Promise<number> {
    return updateVersioned(this.manager, Questionnaire, id, version, changes);
  }

  async insertQuestion(questionnaireId: number, questionType: TQuestionType, fields: QuestionFields): Promise<number> {
    const saved = await this.questions.save(
      this.questions.create({ questionnaireId, questionType, deletedAt: null, ...fields }),
    );
    return saved.id;
  }

  async updateQuestion(id: number, fields: QuestionFields): Promise<void> {
    await this.questions.update({ id }, fields);
  }

  async softDeleteQuestions(ids: number[], at: Date): Promise<void> {
    if (ids.length > 0) await this.questions.update({ id: In(ids) }, { deletedAt: at });
  }

  async insertOption(questionId: number, fields: OptionFields): Promise<void> {
    await this.options.insert({ questionId, deletedAt: null, ...fields });
  }

  async updateOption(id: number, fields: OptionFields): Promise<void> {
    await this.options.update({ id }, fields);
  }

  async softDeleteOptions(ids: number[], at: Date): Promise<void> {
    if (ids.length > 0) await this.options.update({ id: In(ids) }, { deletedAt: at });
  }
}
