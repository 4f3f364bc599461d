import { fileHref } from '@crowd/contracts/files';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'remix-validated-form';
import { useHydrated } from '~/components/form/use-hydrated';
import { FieldError } from '~/components/form/validated-field';
import { cn } from '~/lib/utils';
import { AVATAR_ACCEPT } from '~/features/account/account-forms';
import { IDEA_FIELDS } from './idea-form-values';
import { PicturePickerButton } from './picture-picker-button';

const removeButtonClass =
  'absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The idea's featured image: the current one (kept unless removed: a remove button, or a "keep"
 * checkbox without JavaScript) and a file input for a new one, which replaces it.
 */
export function FeaturedImageField({ current }: { current: number | null }) {
  const { t } = useTranslation('crowdSite');
  const id = useId();
  const hydrated = useHydrated();
  const { error } = useField(IDEA_FIELDS.featuredImg);
  const input = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState(current !== null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    setPreview(null);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const chooseLabel = current !== null ? t('ideaForm.featured.replace') : t('ideaForm.featured.choose');

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t('ideaForm.featured.title')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('ideaForm.featured.hint')}
      </p>
      {current !== null && (kept || !hydrated) ? (
        <div className="relative w-40">
          <img
            src={fileHref(current, 320)}
            alt={t('ideaForm.featured.current')}
            className="aspect-video w-full rounded-md border object-cover"
          />
          {hydrated ? (
            <>
              <input type="hidden" name={IDEA_FIELDS.featuredImageId} value={current} />
              <button
                type="button"
                aria-label={t('ideaForm.featured.remove')}
                title={t('ideaForm.featured.remove')}
                onClick={() => setKept(false)}
                className={removeButtonClass}
              >
                <X className="size-4" aria-hidden />
              </button>
            </>
          ) : (
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={IDEA_FIELDS.featuredImageId}
                value={current}
                defaultChecked
                className="size-4 accent-primary"
              />
              {t('ideaForm.featured.keep')}
            </label>
          )}
        </div>
      ) : null}
      {preview ? (
        <div className="relative w-40">
          <img
            src={preview}
            alt={t('ideaForm.featured.choose')}
            className="aspect-video w-full rounded-md border object-cover"
          />
          <button
            type="button"
            aria-label={t('ideaForm.featured.remove')}
            title={t('ideaForm.featured.remove')}
            onClick={clear}
            className={removeButtonClass}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      {/* With JavaScript the button below stands for the input: one control named once. */}
      <div className="grid gap-1" aria-hidden={hydrated ? true : undefined}>
        <label htmlFor={`${id}-file`} className={cn(hydrated ? 'sr-only' : 'text-sm')}>
          {chooseLabel}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          name={IDEA_FIELDS.featuredImg}
          accept={AVATAR_ACCEPT}
          tabIndex={hydrated ? -1 : undefined}
          onChange={hydrated ? choose : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(
            'max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium',
            hydrated && 'sr-only',
          )}
        />
      </div>
      {hydrated ? (
        <PicturePickerButton input={input} describedBy={describedBy}>
          {chooseLabel}
        </PicturePickerButton>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
