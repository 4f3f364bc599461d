import { LIMITS } from '@crowd/contracts/limits';
import type { TIdea, TIdeaViewer } from '@crowd/contracts/schemas';
import { useFetcher } from '@remix-run/react';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { numberFormat } from '~/lib/intl-formats';

const STARS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => LIMITS.ratingMin + i);

/**
 * The idea's average rating with one decimal and the number of ratings (spec 2.9, 9); a signed-in
 * reader rates 1–5 with a radio group drawn as stars (arrow keys move) and the Rate button, a form
 * post sent by a fetcher with JavaScript; their own rating is marked. Read-only signed out.
 */
export function IdeaRating({
  idea,
  viewer,
  pending = false,
}: {
  idea: Pick<TIdea, 'id' | 'rating' | 'ratingCount'>;
  viewer: TIdeaViewer | null;
  /** The reader's own rating is still being fetched (a page shared with their role): the form waits. */
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation('crowdSite');
  const average = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    idea.rating,
  );
  return (
    <section aria-labelledby="idea-rating-title" className="grid gap-3">
      <h2 id="idea-rating-title" className="text-lg font-semibold">
        {t('idea.rating.title')}
      </h2>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="flex" aria-hidden>
          {STARS.map((star) => (
            <Star
              key={star}
              className={cn(
                'size-5',
                star <= Math.round(idea.rating) ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
              )}
            />
          ))}
        </span>
        <span data-testid="rating-average" className="text-2xl font-bold tabular-nums">
          {average}
        </span>
        <span className="text-sm text-muted-foreground">
          {t('idea.rating.summary', { average, count: idea.ratingCount })}
        </span>
      </p>
      {/* Keyed on the wait: the form starts over from the reader's own rating once it came. */}
      {viewer ? <RatingForm key={String(pending)} ideaId={idea.id} own={viewer.rating} disabled={pending} /> : null}
    </section>
  );
}

function RatingForm({ ideaId, own, disabled }: { ideaId: number; own: number | null; disabled: boolean }) {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher({ key: `idea-rating-${ideaId}` });
  const [picked, setPicked] = useState<number | null>(own);
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? picked ?? 0;
  const submitting = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      action={`/idea/${ideaId}`}
      preventScrollReset
      className="flex flex-wrap items-center gap-3"
    >
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
    </fetcher.Form>
  );
}
