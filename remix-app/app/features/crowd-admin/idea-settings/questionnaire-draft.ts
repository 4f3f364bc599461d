import { parseId } from '@crowd/contracts/schemas';
import { ZQuestionType, type TQuestionnaireType, type TQuestionType } from '@crowd/contracts/enums';
import { LIMITS } from '@crowd/contracts/limits';
import {
  ZSaveQuestionnaireRequest,
  type TQuestionnaire,
  type TSaveQuestionnaireRequest,
} from '@crowd/contracts/schemas';
import { QUESTION_PRESETS, type QuestionPresetId } from './question-presets';

/**
 * A questionnaire as it is being edited: the same rules change it in the browser (with
 * JavaScript) and in the action (without: every button posts the draft with a `subaction`).
 * Field names are the API's error params (`questions.0.options.1.text`), so a 422 lands on its field.
 */
interface DraftOption {
  id?: number;
  text: string;
}
export interface DraftQuestion {
  id?: number;
  questionType: TQuestionType;
  questionText: string;
  options: DraftOption[];
}
export interface QuestionnaireDraft {
  id: number;
  version: number;
  questionnaireType: TQuestionnaireType;
  enabled: boolean;
  questions: DraftQuestion[];
}

/** Field errors of a draft by field name: the message key and, for a text too long, by how much. */
export type DraftErrors = Record<string, { msg: string; count?: number }>;

/** The API's 422 entries (or the same from the contracts' schema) by field. */
export const errorsByField = (errors: ReadonlyArray<{ param: string; msg: string; count?: number }>): DraftErrors =>
  Object.fromEntries(
    errors.map(({ param, msg, count }) => [param, count === undefined ? { msg } : { msg, count }] as const),
  );

/** The contracts' rule for a save, checked before sending (in the browser and in the action). */
export function validateSave(request: TSaveQuestionnaireRequest): DraftErrors {
  const result = ZSaveQuestionnaireRequest.safeParse(request);
  if (result.success) return {};
  return errorsByField(
    result.error.issues.map((issue) => {
      const count = 'params' in issue ? (issue.params as { count?: unknown } | undefined)?.count : undefined;
      return { param: issue.path.join('.'), msg: issue.message, ...(typeof count === 'number' ? { count } : {}) };
    }),
  );
}

export const isChoice = (type: TQuestionType): boolean => type !== 'TEXT';

export const draftOf = (questionnaire: TQuestionnaire): QuestionnaireDraft => ({
  id: questionnaire.id,
  version: questionnaire.version,
  questionnaireType: questionnaire.questionnaireType,
  enabled: questionnaire.enabled,
  questions: questionnaire.questions.map((question) => ({
    id: question.id,
    questionType: question.questionType,
    questionText: question.questionText,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
  })),
});

const newQuestion = (questionType: TQuestionType): DraftQuestion => ({
  questionType,
  questionText: '',
  // Spec 4: choice questions start with 2 options.
  options: isChoice(questionType) ? Array.from({ length: LIMITS.questionOptionsMin }, () => ({ text: '' })) : [],
});

/** The texts of a recommended question in the editor's language. */
export type PresetTexts = (preset: QuestionPresetId) => { question: string; options: string[] };

const presetQuestion = (preset: QuestionPresetId, texts: PresetTexts): DraftQuestion => {
  const { question, options } = texts(preset);
  return {
    questionType: QUESTION_PRESETS[preset].questionType,
    questionText: question,
    options: options.map((text) => ({ text })),
  };
};

/** Every edit a button of the editor makes; `save` is the one that is not an edit. */
export type Subaction =
  | { kind: 'add-question'; questionType: TQuestionType }
  | { kind: 'add-preset'; preset: QuestionPresetId }
  | { kind: 'remove-question'; question: number }
  | { kind: 'move-question'; question: number; by: -1 | 1 }
  | { kind: 'add-option'; question: number }
  | { kind: 'remove-option'; question: number; option: number };

/**
 * A subaction as a button's value: `add-option:2`, `remove-option:2:3`. The type of a new question
 * and the recommended question come from their selects (`newQuestionType`, `preset`).
 */
export function subactionValue(subaction: Subaction): string {
  switch (subaction.kind) {
    case 'add-question':
    case 'add-preset':
      return subaction.kind;
    case 'remove-question':
    case 'add-option':
      return `${subaction.kind}:${subaction.question}`;
    case 'move-question':
      return `${subaction.by < 0 ? 'move-up' : 'move-down'}:${subaction.question}`;
    case 'remove-option':
      return `remove-option:${subaction.question}:${subaction.option}`;
  }
}

const isPreset = (value: string): value is QuestionPresetId => Object.hasOwn(QUESTION_PRESETS, value);

/** The posted `subaction` with its select's choice; null for anything unknown. */
export function parseSubaction(
  value: string,
  choices: { newQuestionType?: unknown; preset?: unknown },
): Subaction | null {
  const [kind, first, second] = value.split(':');
  const question = Number(first);
  const option = Number(second);
  const index = (n: number) => Number.isInteger(n) && n >= 0;
  switch (kind) {
    case 'add-question': {
      const type = ZQuestionType.safeParse(choices.newQuestionType);
      return { kind, questionType: type.success ? type.data : 'TEXT' };
    }
    case 'add-preset':
      return typeof choices.preset === 'string' && isPreset(choices.preset) ? { kind, preset: choices.preset } : null;
    case 'remove-question':
    case 'add-option':
      return index(question) ? { kind, question } : null;
    case 'move-up':
    case 'move-down':
      return index(question) ? { kind: 'move-question', question, by: kind === 'move-up' ? -1 : 1 } : null;
    case 'remove-option':
      return index(question) && index(option) ? { kind, question, option } : null;
    default:
      return null;
  }
}

const withQuestion = (
  draft: QuestionnaireDraft,
  index: number,
  change: (question: DraftQuestion) => DraftQuestion,
): QuestionnaireDraft => ({
  ...draft,
  questions: draft.questions.map((question, i) => (i === index ? change(question) : question)),
});

/** Applies one edit; an edit the rules do not allow (an 11th option, a 2nd-to-last removed) changes nothing. */
export function applySubaction(
  draft: QuestionnaireDraft,
  subaction: Subaction,
  texts: PresetTexts,
): QuestionnaireDraft {
  switch (subaction.kind) {
    case 'add-question':
      return { ...draft, questions: [...draft.questions, newQuestion(subaction.questionType)] };
    case 'add-preset':
      return { ...draft, questions: [...draft.questions, presetQuestion(subaction.preset, texts)] };
    case 'remove-question':
      return { ...draft, questions: draft.questions.filter((_, i) => i !== subaction.question) };
    case 'move-question': {
      const to = subaction.question + subaction.by;
      const moving = draft.questions[subaction.question];
      const other = draft.questions[to];
      if (!moving || !other) return draft;
      const questions = [...draft.questions];
      questions[to] = moving;
      questions[subaction.question] = other;
      return { ...draft, questions };
    }
    case 'add-option':
      return withQuestion(draft, subaction.question, (question) =>
        isChoice(question.questionType) && question.options.length < LIMITS.questionOptionsMax
          ? { ...question, options: [...question.options, { text: '' }] }
          : question,
      );
    case 'remove-option':
      return withQuestion(draft, subaction.question, (question) =>
        question.options.length > LIMITS.questionOptionsMin
          ? { ...question, options: question.options.filter((_, j) => j !== subaction.option) }
          : question,
      );
  }
}

/** More than any editor shows: a posted index beyond it is ignored rather than allocated. */
const MAX_POSTED_QUESTIONS = 100;

const toId = (value: FormDataEntryValue | null): number | undefined => parseId(value);

/**
 * The draft the editor posted. `questions.N.*` fields in any order; a TEXT question's options
 * are dropped (its type cannot have any) and gaps in the indexes close up.
 */
export function draftFromForm(form: FormData, questionnaire: QuestionnaireDraft): QuestionnaireDraft {
  const questions: Array<DraftQuestion & { optionsAt: DraftOption[] }> = [];
  for (const [name, value] of form.entries()) {
    const match = /^questions\.(\d{1,3})\.(id|questionType|questionText|options\.(\d{1,2})\.(id|text))$/.exec(name);
    if (!match || typeof value !== 'string') continue;
    const i = Number(match[1]);
    if (i >= MAX_POSTED_QUESTIONS) continue;
    const question = (questions[i] ??= { questionType: 'TEXT', questionText: '', options: [], optionsAt: [] });
    const field = match[2];
    if (field === 'id') question.id = toId(value);
    else if (field === 'questionType') {
      const type = ZQuestionType.safeParse(value);
      if (type.success) question.questionType = type.data;
    } else if (field === 'questionText') question.questionText = value;
    else {
      const j = Number(match[3]);
      if (j >= LIMITS.questionOptionsMax) continue;
      const option = (question.optionsAt[j] ??= { text: '' });
      if (match[4] === 'id') option.id = toId(value);
      else option.text = value;
    }
  }
  return {
    ...questionnaire,
    enabled: form.get('enabled') === 'on',
    questions: questions
      .filter((question) => question !== undefined)
      .map(({ optionsAt, ...question }) => ({
        ...question,
        options: isChoice(question.questionType) ? optionsAt.filter((option) => option !== undefined) : [],
      })),
  };
}

const comparable = (questions: readonly DraftQuestion[]) =>
  JSON.stringify(
    questions.map((question) => ({
      id: question.id ?? null,
      type: question.questionType,
      text: question.questionText.trim(),
      options: question.options.map((option) => ({ id: option.id ?? null, text: option.text.trim() })),
    })),
  );

/**
 * Spec 5: a save sends id, version, type and crowd, plus `enabled` and `questions` only when they
 * differ from the stored questionnaire; null when nothing changed.
 */
export function saveRequestFor(
  stored: QuestionnaireDraft,
  draft: QuestionnaireDraft,
  crowdId: number,
): TSaveQuestionnaireRequest | null {
  const request: TSaveQuestionnaireRequest = {
    id: draft.id,
    version: draft.version,
    questionnaireType: draft.questionnaireType,
    crowdId,
  };
  if (draft.enabled !== stored.enabled) request.enabled = draft.enabled;
  if (comparable(draft.questions) !== comparable(stored.questions)) request.questions = draft.questions;
  return request.enabled === undefined && request.questions === undefined ? null : request;
}
