import { LIMITS } from '@crowd/contracts/limits';
import {
  validateQuestionnaireAnswers,
  ZShareIdeaRequest,
  type TQuestion,
  type TQuestionAnswer,
} from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { createValidator, type Validator } from 'remix-validated-form';
import { z } from 'zod';
import { fieldMessage } from '~/lib/field-message';

/** The share form: the contracts' e-mail list (split on white space, commas, semicolons; 1–10). */
export const shareValidator = withZod(ZShareIdeaRequest.pick({ emails: true }));

/** The rating form: one of the stars. */
export const ZRatingForm = z.object({
  value: z.coerce
    .number()
    .int('validation_rating_value')
    .min(LIMITS.ratingMin, 'validation_rating_value')
    .max(LIMITS.ratingMax, 'validation_rating_value'),
});

/** The field of a question in the questionnaire form: its text, or its chosen option(s). */
export const answerField = (question: Pick<TQuestion, 'id' | 'questionType'>): string =>
  question.questionType === 'TEXT' ? `answer-${question.id}` : `option-${question.id}`;

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The posted form as the contracts' answers, one per question (an unanswered question answers nothing). */
export function answersOf(questions: readonly TQuestion[], form: Record<string, unknown>): TQuestionAnswer[] {
  return questions.map((question) => {
    const value = form[answerField(question)];
    return question.questionType === 'TEXT'
      ? { questionId: question.id, answer: typeof value === 'string' ? value : '' }
      : { questionId: question.id, optionIds: asList(value).map(Number).filter(Number.isSafeInteger) };
  });
}

/** The contracts' answer errors of a posted form, each under its question's field. */
function answerErrors(questions: readonly TQuestion[], answers: TQuestionAnswer[]): Record<string, string> {
  return Object.fromEntries(
    validateQuestionnaireAnswers(questions, answers, 'q').map((error) => {
      const question = questions.find((candidate) => `q.${candidate.id}` === error.param);
      return [question ? answerField(question) : error.param, fieldMessage(error.msg, error.count)];
    }),
  );
}

/**
 * The like questionnaire's validator, the same in the browser and in the action: the contracts'
 * answer rules (text not empty, one choice, at least one of several) with their message keys.
 */
export function questionnaireValidator(questions: readonly TQuestion[]): Validator<TQuestionAnswer[]> {
  return createValidator({
    validate: async (form) => {
      const answers = answersOf(questions, form);
      const errors = answerErrors(questions, answers);
      return Object.keys(errors).length > 0 ? { error: errors, data: undefined } : { data: answers, error: undefined };
    },
    validateField: async (form, field) => ({ error: answerErrors(questions, answersOf(questions, form))[field] }),
  });
}

/** The API's 422 errors on answers (`questionnaireAnswers.{questionId}`) under the questions' fields. */
export function answerFieldErrors(
  questions: readonly TQuestion[],
  errors: readonly { param: string; msg: string; count?: number }[],
): Record<string, string> {
  return Object.fromEntries(
    errors.flatMap((error) => {
      const question = questions.find((candidate) => `questionnaireAnswers.${candidate.id}` === error.param);
      return question ? [[answerField(question), fieldMessage(error.msg, error.count)]] : [];
    }),
  );
}
