import { LIMITS } from '@crowd/contracts/limits';
import type { TQuestion, TQuestionAnswer } from '@crowd/contracts/schemas';
import { Link, useNavigation } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { RichTextField } from '~/components/form/rich-text-field';
import { useHydrated } from '~/components/form/use-hydrated';
import { SelectField, TextField } from '~/components/form/validated-field';
import { Button } from '~/components/ui/button';
import { answerField } from '~/features/idea-page/idea-forms';
import { QuestionnaireFields } from '~/features/idea-page/questionnaire-fields';
import { AttachmentsField } from './attachments-field';
import { FeaturedImageField } from './featured-image-field';
import { IDEA_FIELDS, ideaFormValidator, type IdeaFormMode } from './idea-form-values';
import { SIMILAR_CHECKED_FIELD, SimilarIdeasHint, SimilarIdeasList } from './similar-ideas';
import type { SimilarIdeaView } from './similar-ideas.server';
import { VideoUrlsField } from './video-urls-field';

/** An idea as the form edits it (null for a new one). */
export interface IdeaFormIdea {
  id: number;
  version: number;
  name: string;
  description: string;
  categoryId: number | null;
  fileIds: number[];
  featuredImageId: number | null;
  embeddableVideos: string[];
}

export interface IdeaFormProps {
  mode: IdeaFormMode;
  categories: ReadonlyArray<{ id: number; name: string }>;
  /** The creation questionnaire's questions (none when it is off). */
  questions: readonly TQuestion[];
  idea: IdeaFormIdea | null;
  /** The category chosen at first: the idea's, or the one the author came from. */
  categoryId: number | null;
  /** The author's earlier answers to the creation questions (edit). */
  answers?: readonly TQuestionAnswer[];
  /** Where "Cancel" goes. */
  cancelTo: string;
  /** Fields a variant adds above the buttons (the admin edit's tags). */
  children?: ReactNode;
  /**
   * A new idea's guard against duplicates: the crowd's similar ideas under the name as it is typed
   * and, without JavaScript, `confirm`: the ones the first submit found, shown before it is sent again.
   */
  similar?: { confirm: readonly SimilarIdeaView[] | null };
}

/** Earlier answers as the questions' field values: a text, or the chosen options' ids. */
function answerDefaults(questions: readonly TQuestion[], answers: readonly TQuestionAnswer[]): Record<string, unknown> {
  return Object.fromEntries(
    answers.flatMap((answer) => {
      const question = questions.find((candidate) => candidate.id === answer.questionId);
      if (!question) return [];
      const value = question.questionType === 'TEXT' ? (answer.answer ?? '') : (answer.optionIds ?? []).map(String);
      return [[answerField(question), value]];
    }),
  );
}

/**
 * The idea form (spec 2.9, 5), the one the crowd site's create and edit pages and the admin edit
 * use: name, rich-text description with its live count, category, the creation questionnaire,
 * pictures, featured image and video links. It posts as a plain multipart form (also without
 * JavaScript, when the page comes back with the errors and what was typed, files excepted).
 */
export function IdeaForm({
  mode,
  categories,
  questions,
  idea,
  categoryId,
  answers = [],
  cancelTo,
  children,
  similar,
}: IdeaFormProps) {
  const { t } = useTranslation('crowdSite');
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const validator = useMemo(() => ideaFormValidator({ mode, questions }), [mode, questions]);
  const [draft, setDraft] = useState('');
  const nameBox = useRef<HTMLDivElement>(null);
  const asksSimilar = similar !== undefined;
  // A name typed before the page's script took over is a draft too (its keystrokes fired no change).
  useEffect(() => {
    const typed = nameBox.current?.querySelector<HTMLInputElement>(`input[name="${IDEA_FIELDS.name}"]`)?.value;
    if (asksSimilar && typed) setDraft(typed);
  }, [asksSimilar]);
  const confirm = similar?.confirm ?? [];
  const categoryOptions = [
    { value: '', label: t('ideaForm.category.none') },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
    // An idea may stay in its category after the crowd hid it; the site shows no name for it.
    ...(categoryId !== null && !categories.some((category) => category.id === categoryId)
      ? [{ value: String(categoryId), label: t('ideaForm.category.current') }]
      : []),
  ];

  return (
    <ValidatedForm
      validator={validator}
      method="post"
      encType="multipart/form-data"
      defaultValues={{
        name: idea?.name ?? '',
        description: idea?.description ?? '',
        categoryId: categoryId ?? undefined,
        embeddableVideos: idea?.embeddableVideos ?? [],
        ...answerDefaults(questions, answers),
      }}
      className="grid gap-8"
    >
      {idea ? <input type="hidden" name="version" value={idea.version} /> : null}
      {confirm.length > 0 ? (
        <SimilarIdeasList
          ideas={confirm}
          title={t('ideaForm.similar.confirmTitle')}
          intro={t('ideaForm.similar.confirmIntro')}
        />
      ) : null}
      {similar && (hydrated || confirm.length > 0) ? (
        <input type="hidden" name={SIMILAR_CHECKED_FIELD} value="1" />
      ) : null}
      <div
        ref={nameBox}
        className="grid gap-3"
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === IDEA_FIELDS.name) setDraft(target.value);
        }}
      >
        <TextField name={IDEA_FIELDS.name} label={t('ideaForm.name.label')} maxLength={LIMITS.ideaNameMax} />
        {similar && hydrated ? <SimilarIdeasHint draft={draft} /> : null}
      </div>
      <RichTextField
        name={IDEA_FIELDS.description}
        label={t('ideaForm.description.label')}
        hint={t('ideaForm.description.hint', { max: LIMITS.ideaDescriptionMax })}
        noScriptHint={t('ideaForm.description.noScriptHint', { max: LIMITS.ideaDescriptionMax })}
        max={LIMITS.ideaDescriptionMax}
        tooLongKey="validation_idea_description_too_long"
        counter={(count, max) => t('ideaForm.description.counter', { count, max })}
        labels={{
          toolbar: t('ideaForm.description.toolbar'),
          bold: t('ideaForm.description.bold'),
          italic: t('ideaForm.description.italic'),
          bulletList: t('ideaForm.description.bulletList'),
          orderedList: t('ideaForm.description.orderedList'),
          link: t('ideaForm.description.link'),
          linkPrompt: t('ideaForm.description.linkPrompt'),
          unlink: t('ideaForm.description.unlink'),
        }}
      />
      <SelectField name={IDEA_FIELDS.categoryId} label={t('ideaForm.category.label')} options={categoryOptions} />
      {questions.length > 0 ? (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">{t('ideaForm.questionnaire.title')}</legend>
          {mode === 'edit' ? (
            <p className="text-xs text-muted-foreground">{t('ideaForm.questionnaire.editHint')}</p>
          ) : null}
          <QuestionnaireFields questions={questions} />
        </fieldset>
      ) : null}
      <AttachmentsField existing={idea?.fileIds ?? []} />
      <FeaturedImageField current={idea?.featuredImageId ?? null} />
      <VideoUrlsField />
      {children}
      {hydrated ? null : <p className="text-sm text-muted-foreground">{t('ideaForm.noScriptFiles')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? t('ideaForm.saving') : mode === 'create' ? t('ideaForm.submitCreate') : t('ideaForm.submitEdit')}
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelTo}>{t('ideaForm.cancel')}</Link>
        </Button>
      </div>
    </ValidatedForm>
  );
}
