import { LIMITS } from '@crowd/contracts/limits';
import { codePointLength } from '@crowd/contracts/characters';
import type { TCategory } from '@crowd/contracts/schemas';
import { Link } from '@remix-run/react';
import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { SwitchField } from '~/components/form/switch-field';
import { TextareaField, TextField } from '~/components/form/validated-field';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { useAdminCrowd } from '../crowd-admin-layout';
import { crowdTabPath } from '../crowd-tabs';
import { createCategoryValidator, updateCategoryValidator } from './category-forms';

/**
 * The create and edit form (spec 5): name required, at most 40 characters, description at most
 * 600, both with counters; visible on by default. `category` is the one being edited.
 */
export function CategoryForm({ category }: { category?: TCategory }) {
  const { t } = useTranslation('crowdAdmin');
  const { crowd } = useAdminCrowd();
  // A new form (and form state) for every saved version, so it starts from the stored values.
  const formId = category ? `category-${category.id}-${category.version}` : 'category-create';
  const submitting = useIsSubmitting(formId);
  const counter = (max: number) => ({
    max,
    count: codePointLength,
    format: (count: number, limit: number) => t('categories.form.counter', { count, max: limit }),
  });

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <Link
          to={crowdTabPath(crowd.id, 'categories')}
          className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t('categories.form.back')}
        </Link>
        <CardTitle asChild>
          <h2>{t(category ? 'categories.form.editTitle' : 'categories.form.createTitle')}</h2>
        </CardTitle>
        <CardDescription>
          {t(category ? 'categories.form.editDescription' : 'categories.form.createDescription')}
        </CardDescription>
      </CardHeader>
      <ValidatedForm
        key={formId}
        id={formId}
        validator={category ? updateCategoryValidator : createCategoryValidator}
        method="post"
        defaultValues={{
          name: category?.name ?? '',
          description: category?.description ?? '',
          visible: category ? category.visible : true,
        }}
        preventScrollReset
      >
        {category ? <input type="hidden" name="version" value={category.version} /> : null}
        <CardContent className="grid gap-5 px-4 pb-4 sm:px-6 sm:pb-6">
          <NameField max={LIMITS.categoryNameMax} />
          <TextareaField
            name="description"
            label={t('categories.form.description')}
            placeholder={t('categories.form.descriptionPlaceholder')}
            rows={4}
            textareaClassName="field-sizing-content min-h-[calc(4lh+1rem+2px)] max-h-[calc(12lh+1rem+2px)] resize-y"
            counter={counter(LIMITS.categoryDescriptionMax)}
          />
          <SwitchField
            name="visible"
            label={t('categories.form.visible')}
            hint={t('categories.form.visibleHint')}
            className="rounded-lg border px-4 py-3"
          />
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t px-4 py-4 sm:px-6">
          <Link to={crowdTabPath(crowd.id, 'categories')} className={buttonVariants({ variant: 'outline' })}>
            {t('common:actions.cancel')}
          </Link>
          <Button type="submit" disabled={submitting}>
            {submitting ? t('categories.form.saving') : t(category ? 'categories.form.save' : 'categories.form.create')}
          </Button>
        </CardFooter>
      </ValidatedForm>
    </Card>
  );
}

/** The name with a live counter; the API's slug errors (reserved, in use) show here too. */
function NameField({ max }: { max: number }) {
  const { t } = useTranslation('crowdAdmin');
  const { defaultValue } = useField('name');
  const [length, setLength] = useState(() => codePointLength(String(defaultValue ?? '')));
  return (
    <TextField
      name="name"
      label={t('categories.form.name')}
      autoComplete="off"
      onChange={(event) => setLength(codePointLength(event.target.value))}
      aside={
        <span
          aria-live="polite"
          className={
            length > max
              ? 'text-xs font-semibold tabular-nums text-destructive'
              : 'text-xs tabular-nums text-muted-foreground'
          }
        >
          {t('categories.form.counter', { count: length, max })}
        </span>
      }
    />
  );
}
