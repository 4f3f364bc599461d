import { LIMITS } from '@crowd/contracts/limits';
import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'remix-validated-form';
import { useHydrated } from '~/components/form/use-hydrated';
import { FieldError } from '~/components/form/validated-field';
import { Input } from '~/components/ui/input';
import { IDEA_FIELDS, videoErrorField } from './idea-form-values';

const asRows = (value: unknown): string[] =>
  (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]).map((entry) =>
    typeof entry === 'string' ? entry : '',
  );

/**
 * Up to five video links (spec 5), one input each under one field name. With JavaScript rows are
 * added and removed; without it every free row is there to fill. Blank rows are left out on save.
 */
export function VideoUrlsField() {
  const { t } = useTranslation('crowdSite');
  const id = useId();
  const hydrated = useHydrated();
  const { defaultValue, error } = useField(IDEA_FIELDS.videos);
  const initial = asRows(defaultValue).slice(0, LIMITS.ideaVideosMax);
  const nextKey = useRef(0);
  const keyed = (value: string) => ({ key: nextKey.current++, value });
  const [rows, setRows] = useState(() => (initial.length > 0 ? initial : ['']).map(keyed));
  const shown = hydrated
    ? rows
    : [...initial, ...Array<string>(LIMITS.ideaVideosMax - initial.length).fill('')].map((value, index) => ({
        key: index,
        value,
      }));

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-medium">{t('ideaForm.videos.title')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('ideaForm.videos.hint', { max: LIMITS.ideaVideosMax })}
      </p>
      <ol className="grid gap-3">
        {shown.map((row, index) => (
          <VideoRow
            key={row.key}
            index={index}
            value={row.value}
            onRemove={
              hydrated ? () => setRows((current) => current.filter((other) => other.key !== row.key)) : undefined
            }
          />
        ))}
      </ol>
      {hydrated && rows.length < LIMITS.ideaVideosMax ? (
        <button
          type="button"
          onClick={() => setRows((current) => [...current, keyed('')])}
          className="inline-flex w-fit items-center gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm font-medium shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Plus className="size-4" aria-hidden />
          {t('ideaForm.videos.add')}
        </button>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function VideoRow({ index, value, onRemove }: { index: number; value: string; onRemove?: () => void }) {
  const { t } = useTranslation('crowdSite');
  const id = useId();
  const { error } = useField(videoErrorField(index));
  const label = t('ideaForm.videos.url', { index: index + 1 });
  return (
    <li className="grid gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          // Text, not url: the browser's own check would stand in for the translated message.
          type="text"
          inputMode="url"
          name={IDEA_FIELDS.videos}
          defaultValue={value}
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {onRemove ? (
          <button
            type="button"
            aria-label={t('ideaForm.videos.remove', { index: index + 1 })}
            title={t('ideaForm.videos.remove', { index: index + 1 })}
            onClick={onRemove}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </li>
  );
}
