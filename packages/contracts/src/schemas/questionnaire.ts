import { z } from 'zod';
import { ZQuestionType, ZQuestionnaireType } from '../enums';
import { LIMITS } from '../limits';
import type { MessageKey } from '../message-keys';
import { codePointLength } from '../characters';
import type { TValidationError } from '../errors';
import { ZId, ZVersion, withMaxLength, zMsg } from './common';

export const ZQuestionOption = z.object({ id: ZId, text: z.string() });
export type TQuestionOption = z.infer<typeof ZQuestionOption>;

export const ZQuestion = z.object({
  id: ZId,
  questionType: ZQuestionType,
  questionText: z.string(),
  /** Empty for TEXT questions. */
  options: z.array(ZQuestionOption),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionnaire = z.object({
  id: ZId,
  version: ZVersion,
  crowdId: ZId,
  questionnaireType: ZQuestionnaireType,
  /** IDEA_LIKE: ask before a like; IDEA_CREATION: ask in the create-idea form. */
  enabled: z.boolean(),
  questions: z.array(ZQuestion),
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

/** Both questionnaires of a crowd (GET /questionnaire/{crowdId}, GET /crowdView/ideaQuestionnaire/{domain}). */
export const ZCrowdQuestionnairesResponse = z.object({
  likeQuestionnaire: ZQuestionnaire.nullable(),
  creationQuestionnaire: ZQuestionnaire.nullable(),
});
export type TCrowdQuestionnairesResponse = z.infer<typeof ZCrowdQuestionnairesResponse>;

/** An answer: `answer` for TEXT questions, `optionIds` for choice questions. */
export const ZQuestionAnswer = z.object({
  questionId: ZId,
  answer: withMaxLength(z.string(zMsg('idea_question_validation_answer_empty')), LIMITS.answerTextMax).optional(),
  optionIds: z.array(ZId, zMsg('idea_question_validation_option_empty')).optional(),
});
export type TQuestionAnswer = z.infer<typeof ZQuestionAnswer>;

/** An answer as stored: a snapshot of the question and the chosen options' texts. */
export const ZQuestionAnswerView = z.object({
  questionId: ZId,
  questionType: ZQuestionType,
  questionText: z.string(),
  answer: z.string().nullable(),
  optionIds: z.array(ZId),
  options: z.array(z.string()),
});
export type TQuestionAnswerView = z.infer<typeof ZQuestionAnswerView>;

/**
 * Checks answers against a questionnaire's questions: every question needs an answer (text not
 * empty; single choice exactly one known option; multiple choice at least one). Errors point at
 * `${param}.${questionId}`.
 */
export const validateQuestionnaireAnswers = (
  questions: readonly Pick<TQuestion, 'id' | 'questionType' | 'options'>[],
  answers: readonly TQuestionAnswer[] | undefined,
  param = 'answers',
): TValidationError[] => {
  const errors: TValidationError[] = [];
  const byQuestion = new Map((answers ?? []).map((answer) => [answer.questionId, answer]));
  for (const question of questions) {
    const answer = byQuestion.get(question.id);
    const path = `${param}.${question.id}`;
    if (question.questionType === 'TEXT') {
      const text = answer?.answer?.trim() ?? '';
      if (text === '') errors.push({ param: path, msg: 'idea_question_validation_answer_empty' });
      else if (codePointLength(text) > LIMITS.answerTextMax)
        errors.push({ param: path, msg: 'characters_too_long', count: codePointLength(text) - LIMITS.answerTextMax });
      continue;
    }
    const known = new Set(question.options.map((option) => option.id));
    const chosen = [...new Set(answer?.optionIds ?? [])];
    const valid = chosen.length > 0 && chosen.every((id) => known.has(id));
    const countOk = question.questionType === 'SINGLE_CHOICE' ? chosen.length === 1 : chosen.length >= 1;
    if (!valid || !countOk) errors.push({ param: path, msg: 'idea_question_validation_option_empty' });
  }
  return errors;
};

const optionTextKey: MessageKey = 'idea_question_option_validation_empty';

/** A question in the editor: id absent for a new question or option. */
export const ZQuestionInput = z
  .object({
    id: ZId.optional(),
    questionType: z.enum(ZQuestionType.options, zMsg('validation_invalid_value')),
    questionText: withMaxLength(
      z.string(zMsg('idea_question_validation_empty')).trim().min(1, 'idea_question_validation_empty'),
      LIMITS.questionTextMax,
    ),
    options: z
      .array(
        z.object({
          id: ZId.optional(),
          text: withMaxLength(z.string(zMsg(optionTextKey)).trim().min(1, optionTextKey), LIMITS.questionTextMax),
        }),
      )
      .default([]),
  })
  .superRefine((question, ctx) => {
    if (question.questionType === 'TEXT') {
      if (question.options.length > 0)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'idea_question_validation_text_options' });
      return;
    }
    const n = question.options.length;
    if (n < LIMITS.questionOptionsMin || n > LIMITS.questionOptionsMax)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'idea_question_validation_options_count' });
  });
export type TQuestionInput = z.infer<typeof ZQuestionInput>;

/** POST /questionnaire: enabled and questions only when changed. */
export const ZSaveQuestionnaireRequest = z.object({
  id: ZId,
  version: ZVersion,
  questionnaireType: z.enum(ZQuestionnaireType.options, zMsg('validation_invalid_value')),
  crowdId: ZId,
  enabled: z.boolean(zMsg('validation_invalid_value')).optional(),
  questions: z.array(ZQuestionInput, zMsg('validation_invalid_value')).optional(),
});
export type TSaveQuestionnaireRequest = z.infer<typeof ZSaveQuestionnaireRequest>;
export const ZSaveQuestionnaireResponse = z.object({
  message: z.literal('idea_questionnaire_saved'),
  questionnaire: ZQuestionnaire,
});
export type TSaveQuestionnaireResponse = z.infer<typeof ZSaveQuestionnaireResponse>;
