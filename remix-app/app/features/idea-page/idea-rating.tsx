import type { TIdea, TIdeaViewer } from '@crowd/contracts/schemas';
import { Star } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponents } from '~/lib/lazy-components';
import { cn } from '~/lib/utils';
import { numberFormat } from '~/lib/intl-formats';
import { STARS } from './rating-scale';
import { ReaderPart } from '~/features/shell/reader-slot';
import { IDEA_SLOTS } from './idea-slots';

/** A signed-in reader's stars and Rate button: a chunk of its own, as a visitor only reads the average. */
const ratingForm = lazyComponents(() => import('./rating-form'), { serverMarkup: '[data-rating-form]' });
const RatingForm = ratingForm.component((module) => module.RatingForm);

/**
 * The idea's average rating with one decimal and the number of ratings (spec 2.9, 9); a signed-in
 * reader rates 1–5 with a radio group drawn as stars (arrow keys move) and the Rate button, a form
 * post sent by a fetcher with JavaScript; their own rating is marked. Read-only signed out.
 */
export function IdeaRating({
  idea,
  viewer,
  pending = false,
  shared = false,
}: {
  idea: Pick<TIdea, 'id' | 'rating' | 'ratingCount'>;
  viewer: TIdeaViewer | null;
  /** The reader's own rating is still being fetched (a page shared with their role): the form waits. */
  pending?: boolean;
  /** The page is shared with the reader's role: a browser without script gets the form in a slot (decision 042). */
  shared?: boolean;
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
      {viewer ? (
        <ReaderPart slot={IDEA_SLOTS.rating} shared={shared}>
          <Suspense fallback={null}>
            <RatingForm key={String(pending)} ideaId={idea.id} own={viewer.rating} disabled={pending} />
          </Suspense>
        </ReaderPart>
      ) : null}
    </section>
  );
}
