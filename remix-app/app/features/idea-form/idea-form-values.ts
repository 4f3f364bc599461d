import { LIMITS } from '@crowd/contracts/limits';
import {
  validateQuestionnaireAnswers,
  ZAdminUpdateIdeaMultipart,
  ZCreateIdeaMultipart,
  ZUpdateIdeaMultipart,
  type TQuestion,
  type TQuestionAnswer,
} from '@crowd/contracts/schemas';
import { createValidator, type Validator } from 'remix-validated-form';
import { z } from 'zod';
import { imageFileProblem } from '~/features/account/account-forms';
import { answerField, answersOf } from '~/features/idea-page/idea-forms';
import { fieldMessage } from '~/lib/field-message';
import { formId } from '~/lib/form-values';

/**
 * A new idea (POST /idea), the owner's edit of one (PUT /idea) or the crowd staff's (PUT
 * /idea/admin, with its own empty-description message): the form is the same.
 */
export type IdeaFormMode = 'create' | 'edit' | 'admin';

/**
 * The form's field names. The browser posts them as a plain multipart form (also without
 * JavaScript); the action turns them into the API's fields (e.g. `featuredImg` becomes
 * `newFeaturedImg` on edit).
 */
export const IDEA_FIELDS = {
  name: 'name',
  description: 'description',
  categoryId: 'categoryId',
  /** New image files. */
  attachments: 'attachments',
  /** The attachments kept (edit). */
  fileIds: 'fileIds',
  /** A new featured image file. */
  featuredImg: 'featuredImg',
  /** The featured image kept (edit); absent removes it. */
  featuredImageId: 'featuredImageId',
  videos: 'embeddableVideos',
} as const;

/** Where a video row's error shows: rows post under one name, errors are per row. */
export const videoErrorField = (index: number): string => `video-${index}`;

/** What the action sends to the API, checked as the API will check it. */
export interface IdeaFormData {
  name: string;
  description: string;
  categoryId: number | undefined;
  /** Create: every question's answer; edit: the changed ones (undefined: none). */
  answers: TQuestionAnswer[] | undefined;
  embeddableVideos: string[];
  /** Edit: the attachments kept, in their order. */
  fileIds: number[];
  /** Edit: the featured image kept, null when it goes. */
  featuredImageId: number | null;
  attachments: File[];
  featuredImg: File | null;
}

const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * A chosen file. An empty file input posts a nameless, empty part (a browser without JavaScript
 * always sends it): that is no file.
 */
const isChosenFile = (value: unknown): value is File =>
  typeof Blob !== 'undefined' && value instanceof Blob && (value.size > 0 || ('name' in value && value.name !== ''));

/** The posted video rows as typed, blanks included (a row's index names its error). */
export const videoRows = (form: Record<string, unknown>): string[] =>
  listOf(form[IDEA_FIELDS.videos]).map((value) => (typeof value === 'string' ? value : ''));

const TEXT_FIELDS = { name: true, description: true, categoryId: true, embeddableVideos: true } as const;

/** The text fields' schema of the contract in force (POST /idea, PUT /idea or PUT /idea/admin). */
const textSchema = (mode: IdeaFormMode) =>
  mode === 'create'
    ? ZCreateIdeaMultipart.pick(TEXT_FIELDS)
    : mode === 'edit'
      ? ZUpdateIdeaMultipart.innerType().pick(TEXT_FIELDS)
      : ZAdminUpdateIdeaMultipart.innerType().pick(TEXT_FIELDS);

/** A question is answered when its text is not blank or an option is chosen. */
const isAnswered = (answer: TQuestionAnswer): boolean =>
  (answer.answer ?? '').trim() !== '' || (answer.optionIds ?? []).length > 0;

interface Checked {
  data: IdeaFormData;
  errors: Record<string, string>;
}

/** The posted form, read and checked by the contract's rules; errors keyed by the form's fields. */
function checkIdeaForm(
  form: Record<string, unknown>,
  { mode, questions }: { mode: IdeaFormMode; questions: readonly TQuestion[] },
): Checked {
  const errors: Record<string, string> = {};
  const rows = videoRows(form);
  const schema = textSchema(mode);
  const parsed = schema.safeParse({
    name: form[IDEA_FIELDS.name] ?? '',
    description: form[IDEA_FIELDS.description] ?? '',
    categoryId: form[IDEA_FIELDS.categoryId],
    embeddableVideos: rows,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      // Each row's own error comes from checking the row alone (below); the list's count stays here.
      if (field === IDEA_FIELDS.videos && issue.path.length > 1) continue;
      const count =
        issue.code === z.ZodIssueCode.custom ? (issue.params as { count?: number } | undefined)?.count : undefined;
      if (typeof field === 'string' && !errors[field]) errors[field] = fieldMessage(issue.message, count);
    }
  }
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    const alone = schema.shape.embeddableVideos.safeParse([row]);
    if (!alone.success) errors[videoErrorField(index)] = alone.error.issues[0]?.message ?? 'invalid_video_url';
  });

  const attachments = listOf(form[IDEA_FIELDS.attachments]).filter(isChosenFile);
  const fileIds = listOf(form[IDEA_FIELDS.fileIds])
    .map(formId)
    .filter((id): id is number => typeof id === 'number');
  const badAttachment = attachments.map((file) => imageFileProblem(file, 'validation_idea_files')).find(Boolean);
  if (badAttachment) errors[IDEA_FIELDS.attachments] = badAttachment;
  else if (new Set(fileIds).size + attachments.length > LIMITS.ideaAttachmentsMax)
    errors[IDEA_FIELDS.attachments] = 'validation_idea_attachments_max';

  const featured = listOf(form[IDEA_FIELDS.featuredImg]).find(isChosenFile) ?? null;
  const badFeatured = featured ? imageFileProblem(featured, 'validation_idea_featuredImg') : null;
  if (badFeatured) errors[IDEA_FIELDS.featuredImg] = badFeatured;
  const keptFeatured = formId(form[IDEA_FIELDS.featuredImageId]);

  const allAnswers = answersOf(questions, form);
  const answers = mode === 'create' ? allAnswers : allAnswers.filter(isAnswered);
  const askedQuestions = questions.filter((question) => answers.some((answer) => answer.questionId === question.id));
  for (const error of validateQuestionnaireAnswers(askedQuestions, answers, 'q')) {
    const question = questions.find((candidate) => `q.${candidate.id}` === error.param);
    if (question) errors[answerField(question)] = fieldMessage(error.msg, error.count);
  }

  return {
    errors,
    data: {
      name: parsed.success ? parsed.data.name : '',
      description: parsed.success ? parsed.data.description : '',
      categoryId: parsed.success ? parsed.data.categoryId : undefined,
      answers: answers.length > 0 ? answers : undefined,
      embeddableVideos: parsed.success ? parsed.data.embeddableVideos : [],
      fileIds: [...new Set(fileIds)],
      featuredImageId: typeof keptFeatured === 'number' ? keptFeatured : null,
      attachments,
      featuredImg: featured,
    },
  };
}

/** The idea form's validator, the same in the browser and in the action. */
export function ideaFormValidator(options: {
  mode: IdeaFormMode;
  questions: readonly TQuestion[];
}): Validator<IdeaFormData> {
  return createValidator({
    validate: async (form) => {
      const { data, errors } = checkIdeaForm(form, options);
      return Object.keys(errors).length > 0 ? { error: errors, data: undefined } : { data, error: undefined };
    },
    validateField: async (form, field) => ({ error: checkIdeaForm(form, options).errors[field] }),
  });
}

/**
 * The API's 422 errors under the form's fields: answers by question, a video by the row it was
 * typed in (the API counts the rows left after blanks), both featured-image fields as one.
 */
export function ideaFieldErrors(
  errors: readonly { param: string; msg: string; count?: number }[],
  { questions, rows }: { questions: readonly TQuestion[]; rows: readonly string[] },
): Record<string, string> {
  const filled = rows.flatMap((row, index) => (row.trim() === '' ? [] : [index]));
  const fieldOf = (param: string): string | null => {
    const [head, tail] = param.split('.');
    if (head === 'answers') {
      const question = questions.find((candidate) => String(candidate.id) === tail);
      return question ? answerField(question) : null;
    }
    if (head === IDEA_FIELDS.videos && tail !== undefined) {
      const row = filled[Number(tail)];
      return row === undefined ? IDEA_FIELDS.videos : videoErrorField(row);
    }
    if (head === 'newFeaturedImg' || head === IDEA_FIELDS.featuredImg || head === IDEA_FIELDS.featuredImageId)
      return IDEA_FIELDS.featuredImg;
    if (head === IDEA_FIELDS.fileIds || head === IDEA_FIELDS.attachments) return IDEA_FIELDS.attachments;
    if (head === IDEA_FIELDS.name || head === IDEA_FIELDS.description || head === IDEA_FIELDS.categoryId) return head;
    if (head === IDEA_FIELDS.videos) return head;
    return null;
  };
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error.param);
    if (field && !fields[field]) fields[field] = fieldMessage(error.msg, error.count);
  }
  return fields;
}
