import { LIMITS } from '@crowd/contracts/limits';
import { codePointLength } from '@crowd/contracts/characters';
import type { TComment } from '@crowd/contracts/schemas';
import { Link, useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { TextareaField } from '~/components/form/validated-field';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button, buttonVariants } from '~/components/ui/button';
import { FormContext, Refusal, useFetcherAnswer, type ActionData } from './comment-form-parts';
import { createCommentValidator, updateCommentValidator } from './comment-forms';
import { commentLinksOf, commentsPagePath, CREATE_FORM_ID, EDIT_FORM_ID } from './comment-links';
import type { CommentsPage } from './comments.server';

/**
 * The forms that write comments, with their validators: a chunk of their own, loaded only for a
 * signed-in reader (`IdeaComments` renders them through `lazyComponents`).
 */

function useCounter() {
  const { t } = useTranslation('crowdSite');
  return {
    max: LIMITS.commentMax,
    count: codePointLength,
    format: (count: number, max: number) => t('comments.form.counter', { count, max }),
  };
}

export function CreateCommentForm({ resource, offset }: { resource: string; offset: number }) {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher<ActionData>({ key: `${CREATE_FORM_ID}-${resource}` });
  // Without JavaScript the browser keeps an empty comment from being sent; with it, our messages say why.
  const hydrated = useHydrated();
  const counter = useCounter();
  const submitting = useIsSubmitting(CREATE_FORM_ID);
  // A new form after each posted comment: empty, its counter back at 0.
  const [generation, setGeneration] = useState(0);
  useFetcherAnswer(fetcher, (data) => {
    if ('ok' in data && data.ok) setGeneration((value) => value + 1);
  });

  return (
    <ValidatedForm
      key={generation}
      id={CREATE_FORM_ID}
      validator={createCommentValidator}
      fetcher={fetcher}
      method="post"
      action={resource}
      defaultValues={{ content: '' }}
      noValidate={hydrated}
      className="grid gap-3"
    >
      <input type="hidden" name="intent" value="create" />
      <FormContext offset={offset} />
      <TextareaField
        name="content"
        label={t('comments.form.label')}
        placeholder={t('comments.form.placeholder')}
        rows={3}
        required
        textareaClassName="field-sizing-content min-h-[calc(3lh+1rem+2px)] max-h-[calc(10lh+1rem+2px)] resize-y"
        counter={counter}
      />
      <Refusal data={fetcher.data} />
      <Button type="submit" disabled={submitting} className="justify-self-end">
        {submitting ? t('comments.form.submitting') : t('comments.form.submit')}
      </Button>
    </ValidatedForm>
  );
}

export function EditCommentForm({
  comment,
  page,
  onDone,
}: {
  comment: TComment;
  page: CommentsPage;
  onDone: (updated?: TComment) => void;
}) {
  const { t } = useTranslation('crowdSite');
  const hydrated = useHydrated();
  const counter = useCounter();
  const formId = `${EDIT_FORM_ID}${comment.id}`;
  const links = commentLinksOf(page);
  const fetcher = useFetcher<ActionData>({ key: formId });
  const submitting = useIsSubmitting(formId);
  useFetcherAnswer(fetcher, (data) => {
    if ('ok' in data && data.ok && data.intent === 'update') onDone(data.comment);
  });

  return (
    <ValidatedForm
      id={formId}
      validator={updateCommentValidator}
      fetcher={fetcher}
      method="post"
      action={links.resource}
      defaultValues={{ content: comment.content }}
      noValidate={hydrated}
      className="grid gap-3"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="commentId" value={comment.id} />
      <FormContext offset={page.offset} />
      <TextareaField
        name="content"
        label={t('comments.edit.field')}
        rows={3}
        required
        autoFocus
        textareaClassName="field-sizing-content min-h-[calc(3lh+1rem+2px)] max-h-[calc(10lh+1rem+2px)] resize-y"
        counter={counter}
      />
      <Refusal data={fetcher.data} />
      <div className="flex justify-end gap-2">
        {hydrated ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onDone()}>
            {t('comments.edit.cancel')}
          </Button>
        ) : (
          <Link
            to={commentsPagePath(links, page.offset)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('comments.edit.cancel')}
          </Link>
        )}
        <Button type="submit" size="sm" disabled={submitting}>
          {submitting ? t('comments.edit.saving') : t('comments.edit.save')}
        </Button>
      </div>
    </ValidatedForm>
  );
}
