import { LIMITS } from '@crowd/contracts/limits';
import { useFetcher } from '@remix-run/react';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { STARS } from './rating-scale';

/** Rates 1–5: a radio group drawn as stars (arrow keys move) and the Rate button, a form post sent by a fetcher with JavaScript. */
export function RatingForm({ ideaId, own, disabled }: { ideaId: number; own: number | null; disabled: boolean }) {
  const fetcher = useFetcher({ key: `idea-rating-${ideaId}` });
  return (
    <fetcher.Form
      data-rating-form=""
      method="post"
      action={`/idea/${ideaId}`}
      preventScrollReset
      className={RATING_FORM_CLASS}
    >
      <RatingFields own={own} disabled={disabled} submitting={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}

export const RATING_FORM_CLASS = 'flex flex-wrap items-center gap-3';

/** The rating form's fields: the stars, the reader's own rating and the Rate button. */
export function RatingFields({
  own,
  disabled,
  submitting,
}: {
  own: number | null;
  disabled: boolean;
  submitting: boolean;
}) {
  const { t } = useTranslation('crowdSite');
  const [picked, setPicked] = useState<number | null>(own);
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? picked ?? 0;
  return (
    <>
      <input type="hidden" name="intent" value="rate" />
      <fieldset className="flex items-center gap-2" disabled={disabled}>
        <legend className="sr-only">{t('idea.rating.yours')}</legend>
        <span aria-hidden className="text-sm font-medium">
          {t('idea.rating.yours')}
        </span>
        <span className="flex" onMouseLeave={() => setHovered(null)}>
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              onMouseEnter={() => setHovered(star)}
            >
              <input
                type="radio"
                name="value"
                value={star}
                defaultChecked={own === star}
                onChange={() => setPicked(star)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('idea.rating.star', { value: star, max: LIMITS.ratingMax })}</span>
              <Star
                aria-hidden
                className={cn(
                  'size-7 transition-colors peer-checked:fill-amber-400 peer-checked:text-amber-500',
                  star <= lit ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
                )}
              />
            </label>
          ))}
        </span>
      </fieldset>
      {own !== null ? (
        <span className="text-sm text-muted-foreground" data-testid="own-rating">
          {t('idea.rating.own', { value: own })}
        </span>
      ) : null}
      <Button type="submit" size="sm" variant="outline" disabled={submitting || disabled}>
        {t('idea.rating.submit')}
      </Button>
    </>
  );
}
