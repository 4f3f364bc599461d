import type { TQuestionAnswer, TQuestionnaire } from '@crowd/contracts';
import type { Answer } from '../idea/entities/answer.entity';

/** An answer as stored: the question and option texts are a snapshot, so editing the questionnaire never rewrites it. */
export type AnswerRow = Pick<
  Answer,
  'questionnaireId' | 'questionId' | 'questionText' | 'optionIds' | 'optionTexts' | 'textAnswer'
>;

/**
 * The rows to store for `answers` (already validated against the questionnaire): one per
 * question of `questions`, in questionnaire order, chosen options that are not the question's
 * dropped.
 */
export function answerRowsOf(
  questionnaire: Pick<TQuestionnaire, 'id'>,
  questions: TQuestionnaire['questions'],
  answers: readonly TQuestionAnswer[] | undefined,
): AnswerRow[] {
  const byQuestion = new Map((answers ?? []).map((answer) => [answer.questionId, answer]));
  return questions.map((question): AnswerRow => {
    const answer = byQuestion.get(question.id);
    const chosen = new Set(answer?.optionIds ?? []);
    const options = question.questionType === 'TEXT' ? [] : question.options.filter((option) => chosen.has(option.id));
    return {
      questionnaireId: questionnaire.id,
      questionId: question.id,
      questionText: question.questionText,
      optionIds: options.map((option) => option.id),
      optionTexts: options.map((option) => option.text),
      textAnswer: question.questionType === 'TEXT' ? (answer?.answer?.trim() ?? '') : null,
    };
  });
}
