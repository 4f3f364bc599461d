import { Injectable } from '@nestjs/common';
import {
  ZQuestionnaireType,
  type TCrowdQuestionnairesResponse,
  type TQuestion,
  type TQuestionInput,
  type TQuestionnaire,
  type TSaveQuestionnaireRequest,
  type TSaveQuestionnaireResponse,
} from '@crowd/contracts';
import { notFound, ValidationFailedError, type FieldError } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import type { QuestionOption } from './entities/question-option.entity';
import type { Question } from './entities/question.entity';
import type { Questionnaire } from './entities/questionnaire.entity';
import { QuestionnaireRepository } from './questionnaire.repository';

type StoredQuestion = Question & { options: QuestionOption[] };

const toQuestionView = (question: StoredQuestion): TQuestion => ({
  id: question.id,
  questionType: question.questionType,
  questionText: question.questionText,
  options: question.options.map((option) => ({ id: option.id, text: option.text })),
});

const invalid = (param: string): FieldError => ({ param, msg: 'validation_invalid_value' });

/**
 * A crowd's like and creation questionnaires. Questions and options keep their ids across edits
 * and are soft-deleted, so answers given earlier still point at them; the caller's right is
 * checked by the route's crowd role.
 */
@Injectable()
export class QuestionnaireService {
  constructor(
    private readonly questionnaires: QuestionnaireRepository,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** Both questionnaires, created (disabled, without questions) the first time a crowd's are asked for. */
  async forCrowd(crowdId: number): Promise<TCrowdQuestionnairesResponse> {
    let stored = await this.questionnaires.listByCrowd(crowdId);
    const missing = ZQuestionnaireType.options.filter((type) => !stored.some((q) => q.questionnaireType === type));
    if (missing.length > 0) {
      for (const type of missing) await this.questionnaires.insertIfMissing(crowdId, type);
      stored = await this.questionnaires.listByCrowd(crowdId);
    }
    const views = await this.views(stored);
    const ofType = (type: string) => views.find((view) => view.questionnaireType === type) ?? null;
    return { likeQuestionnaire: ofType('IDEA_LIKE'), creationQuestionnaire: ofType('IDEA_CREATION') };
  }

  /** The enabled ones only, as the public site asks before a like or in the create form; reads, never creates. */
  async enabledOfCrowd(crowdId: number): Promise<TCrowdQuestionnairesResponse> {
    const views = await this.views((await this.questionnaires.listByCrowd(crowdId)).filter((q) => q.enabled));
    const ofType = (type: string) => views.find((view) => view.questionnaireType === type) ?? null;
    return { likeQuestionnaire: ofType('IDEA_LIKE'), creationQuestionnaire: ofType('IDEA_CREATION') };
  }

  /**
   * Saves `enabled` and the questions when sent. The questions are the whole list in order: one
   * with an id keeps it (it must be an undeleted question of this questionnaire, with its type),
   * one without is new, and the ones left out are soft-deleted; options likewise within their
   * question. Checks: 404 another crowd's questionnaire, 422 the ids, 409 a stale version.
   */
  save(request: TSaveQuestionnaireRequest): Promise<TSaveQuestionnaireResponse> {
    return this.tx.withTransaction(async () => {
      const questionnaire = await this.questionnaires.findInCrowd(request.crowdId, request.id);
      if (!questionnaire) throw notFound();
      if (questionnaire.questionnaireType !== request.questionnaireType)
        throw new ValidationFailedError([invalid('questionnaireType')]);
      const current = await this.storedQuestions([questionnaire.id]);
      if (request.questions) {
        const errors = this.idErrors(current, request.questions);
        if (errors.length > 0) throw new ValidationFailedError(errors);
      }
      const changes = request.enabled === undefined ? {} : { enabled: request.enabled };
      await this.questionnaires.updateVersioned(questionnaire.id, request.version, changes);
      if (request.questions) await this.replaceQuestions(questionnaire.id, current, request.questions);
      const saved = await this.questionnaires.findInCrowd(request.crowdId, questionnaire.id);
      if (!saved) throw notFound();
      const [view] = await this.views([saved]);
      if (!view) throw notFound();
      return { message: 'idea_questionnaire_saved', questionnaire: view };
    });
  }

  private idErrors(current: StoredQuestion[], questions: TQuestionInput[]): FieldError[] {
    const errors: FieldError[] = [];
    const byId = new Map(current.map((question) => [question.id, question]));
    const seenQuestions = new Set<number>();
    const seenOptions = new Set<number>();
    questions.forEach((question, i) => {
      const stored = question.id === undefined ? undefined : byId.get(question.id);
      if (question.id !== undefined) {
        if (!stored || seenQuestions.has(question.id)) errors.push(invalid(`questions.${i}.id`));
        else if (stored.questionType !== question.questionType) errors.push(invalid(`questions.${i}.questionType`));
        seenQuestions.add(question.id);
      }
      const storedOptions = new Set(stored?.options.map((option) => option.id));
      question.options.forEach((option, j) => {
        if (option.id === undefined) return;
        if (!storedOptions.has(option.id) || seenOptions.has(option.id))
          errors.push(invalid(`questions.${i}.options.${j}.id`));
        seenOptions.add(option.id);
      });
    });
    return errors;
  }

  private async replaceQuestions(
    questionnaireId: number,
    current: StoredQuestion[],
    questions: TQuestionInput[],
  ): Promise<void> {
    const now = this.clock.now();
    const kept = new Set(questions.flatMap((question) => (question.id === undefined ? [] : [question.id])));
    await this.questionnaires.softDeleteQuestions(
      current.filter((question) => !kept.has(question.id)).map((question) => question.id),
      now,
    );
    for (const [position, question] of questions.entries()) {
      const fields = { questionText: question.questionText, position };
      let questionId = question.id;
      if (questionId === undefined)
        questionId = await this.questionnaires.insertQuestion(questionnaireId, question.questionType, fields);
      else await this.questionnaires.updateQuestion(questionId, fields);
      const storedOptions = current.find((stored) => stored.id === questionId)?.options ?? [];
      const keptOptions = new Set(question.options.flatMap((option) => (option.id === undefined ? [] : [option.id])));
      await this.questionnaires.softDeleteOptions(
        storedOptions.filter((option) => !keptOptions.has(option.id)).map((option) => option.id),
        now,
      );
      for (const [optionPosition, option] of question.options.entries()) {
        const optionFields = { text: option.text, position: optionPosition };
        if (option.id === undefined) await this.questionnaires.insertOption(questionId, optionFields);
        else await this.questionnaires.updateOption(option.id, optionFields);
      }
    }
  }

  private async storedQuestions(questionnaireIds: number[]): Promise<StoredQuestion[]> {
    const questions = await this.questionnaires.activeQuestions(questionnaireIds);
    const options = await this.questionnaires.activeOptions(questions.map((question) => question.id));
    return questions.map((question) =>
      Object.assign(question, { options: options.filter((option) => option.questionId === question.id) }),
    );
  }

  private async views(stored: Questionnaire[]): Promise<TQuestionnaire[]> {
    const questions = await this.storedQuestions(stored.map((questionnaire) => questionnaire.id));
    return stored.map((questionnaire) => ({
      id: questionnaire.id,
      version: questionnaire.version,
      crowdId: questionnaire.crowdId,
      questionnaireType: questionnaire.questionnaireType,
      enabled: questionnaire.enabled,
      questions: questions.filter((question) => question.questionnaireId === questionnaire.id).map(toQuestionView),
    }));
  }
}
