import { Injectable } from '@nestjs/common';
import { validateQuestionnaireAnswers, type TQuestionAnswer } from '@crowd/contracts';
import { ValidationFailedError } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { answerRowsOf, type AnswerRow } from '../questionnaire/answer-rows';
import { QuestionnaireService } from '../questionnaire/questionnaire.service';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';

/** An author's answers to the crowd's creation questionnaire: checked, and stored with the idea. */
@Injectable()
export class CreationAnswersService {
  constructor(
    private readonly questionnaires: QuestionnaireService,
    private readonly authoring: IdeaAuthoringRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The answers as stored, or null when the questionnaire is not asked (disabled or without
   * questions). A create answers every question; an edit sends the changed answers only, each
   * checked like a full answer.
   */
  async check(
    crowdId: number,
    answers: readonly TQuestionAnswer[] | undefined,
    { all }: { all: boolean },
  ): Promise<AnswerRow[] | null> {
    const { creationQuestionnaire: questionnaire } = await this.questionnaires.enabledOfCrowd(crowdId);
    if (!questionnaire?.questions.length) return null;
    const answered = new Set((answers ?? []).map((answer) => answer.questionId));
    const questions = all
      ? questionnaire.questions
      : questionnaire.questions.filter((question) => answered.has(question.id));
    if (questions.length === 0) return null;
    const errors = validateQuestionnaireAnswers(questions, answers ? [...answers] : undefined, 'answers');
    if (errors.length > 0) throw new ValidationFailedError(errors);
    return answerRowsOf(questionnaire, questions, answers);
  }

  /** Replaces the author's earlier answers to the same questions (inside the idea's transaction). */
  async store(ideaId: number, authorId: number, rows: readonly AnswerRow[] | null): Promise<void> {
    if (rows) await this.authoring.replaceAnswers(ideaId, authorId, 'IDEA_CREATION', rows, this.clock.now());
  }
}
