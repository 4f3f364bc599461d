import { fileHref } from '@crowd/contracts/files';
import { LIMITS } from '@crowd/contracts/limits';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'remix-validated-form';
import { useHydrated } from '~/components/form/use-hydrated';
import { FieldError } from '~/components/form/validated-field';
import { AVATAR_ACCEPT } from '~/features/account/account-forms';
import { cn } from '~/lib/utils';
import { PicturePickerButton } from './picture-picker-button';
import { IDEA_FIELDS } from './idea-form-values';

/** How many more pictures fit beside the ones kept and the ones chosen (spec 5: five, counting existing ones). */
const attachmentRoom = (kept: number, chosen: number): number => Math.max(0, LIMITS.ideaAttachmentsMax - kept - chosen);

/** A chosen file with the address of its preview. */
interface Chosen {
  file: File;
  preview: string;
}

/** The file input's files become exactly `files` (a browser lets a script set them, not add one). */
function setInputFiles(input: HTMLInputElement | null, files: readonly File[]): void {
  if (!input || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * The idea's pictures: the attached ones (kept unless removed) and new ones, at most five together.
 * With JavaScript every picture has a preview and a remove button and choosing more than fit keeps
 * the first ones; without it the attached ones are checkboxes ("keep") and a plain file input takes
 * the new ones, which the form checks when it is sent.
 */
export function AttachmentsField({ existing }: { existing: readonly number[] }) {
  const { t } = useTranslation('crowdSite');
  const id = useId();
  const hydrated = useHydrated();
  const { error } = useField(IDEA_FIELDS.attachments);
  const input = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState<number[]>(() => [...existing]);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const room = attachmentRoom(kept.length, chosen.length);
  const count = kept.length + chosen.length;

  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((preview) => URL.revokeObjectURL(preview));
  }, []);
  // The input posts the chosen files: after each change it holds exactly the ones shown.
  useEffect(
    () =>
      setInputFiles(
        input.current,
        chosen.map((entry) => entry.file),
      ),
    [chosen],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])].slice(0, room);
    const added = picked.map((file) => ({ file, preview: URL.createObjectURL(file) }));
    added.forEach((entry) => previews.current.add(entry.preview));
    setChosen((current) => [...current, ...added]);
  };
  const unchoose = (entry: Chosen) => {
    URL.revokeObjectURL(entry.preview);
    previews.current.delete(entry.preview);
    setChosen((current) => current.filter((other) => other !== entry));
  };
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="grid gap-3" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">{t('ideaForm.attachments.title')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('ideaForm.attachments.hint', { max: LIMITS.ideaAttachmentsMax })}
      </p>
      <p id={`${id}-count`} aria-live="polite" className="text-xs font-medium tabular-nums" data-attachment-count>
        {t('ideaForm.attachments.count', { count: hydrated ? count : existing.length, max: LIMITS.ideaAttachmentsMax })}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
        {hydrated
          ? kept.map((fileId, index) => (
              <Thumbnail
                key={fileId}
                src={fileHref(fileId, 320)}
                alt={t('ideaForm.attachments.preview', { index: index + 1 })}
                removeLabel={t('ideaForm.attachments.remove', { index: index + 1 })}
                onRemove={() => setKept((current) => current.filter((idOf) => idOf !== fileId))}
              >
                <input type="hidden" name={IDEA_FIELDS.fileIds} value={fileId} />
              </Thumbnail>
            ))
          : existing.map((fileId, index) => (
              <li key={fileId} className="grid gap-2">
                <img
                  src={fileHref(fileId, 320)}
                  alt={t('ideaForm.attachments.preview', { index: index + 1 })}
                  className="aspect-square w-full rounded-md border object-cover"
                />
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={IDEA_FIELDS.fileIds}
                    value={fileId}
                    defaultChecked
                    className="size-4 accent-primary"
                  />
                  {t('ideaForm.attachments.keep', { index: index + 1 })}
                </label>
              </li>
            ))}
        {hydrated
          ? chosen.map((entry, index) => (
              <Thumbnail
                key={entry.preview}
                src={entry.preview}
                alt={t('ideaForm.attachments.newPreview', { index: index + 1, name: entry.file.name })}
                removeLabel={t('ideaForm.attachments.remove', { index: kept.length + index + 1 })}
                onRemove={() => unchoose(entry)}
              />
            ))
          : null}
      </ul>
      {/* With JavaScript the button below stands for the input: one control named once. */}
      <div className={cn('grid gap-1', hydrated && room === 0 && 'sr-only')} aria-hidden={hydrated ? true : undefined}>
        <label htmlFor={`${id}-files`} className={cn(hydrated ? 'sr-only' : 'text-sm font-medium')}>
          {t('ideaForm.attachments.choose')}
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          name={IDEA_FIELDS.attachments}
          accept={AVATAR_ACCEPT}
          multiple
          tabIndex={hydrated ? -1 : undefined}
          onChange={hydrated ? choose : undefined}
          aria-describedby={describedBy}
          className={cn(
            'max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium',
            hydrated && 'sr-only',
          )}
        />
      </div>
      {hydrated ? (
        room > 0 ? (
          <PicturePickerButton input={input}>{t('ideaForm.attachments.choose')}</PicturePickerButton>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('ideaForm.attachments.full', { max: LIMITS.ideaAttachmentsMax })}
          </p>
        )
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function Thumbnail({
  src,
  alt,
  removeLabel,
  onRemove,
  children,
}: {
  src: string;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <li className="relative">
      <img src={src} alt={alt} className="aspect-square w-full rounded-md border object-cover" />
      <button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
        className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
      {children}
    </li>
  );
}
