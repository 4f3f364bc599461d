import { fileHref, fileSrcSet } from '@crowd/contracts/files';
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';
import { Link } from '@remix-run/react';
import { Eye, Heart, Lightbulb, MessageCircle, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateChip, TagChip } from '~/components/ui/idea-chips';
import type { IdeaCardData } from './idea-card-data';

/** A rating as the cards show it: always one decimal, in the page's language ("4.5", "4,5"). */
export const formatRating = (rating: number, language: string): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

// The grid shows one card a row on phones, two from 640 px, three from 1024 px.
const CARD_IMAGE_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

/**
 * One idea on the crowd's home (spec 2.9): its image, name and description as cut for cards, its
 * state and tags, rating and counts. The name is the link to the idea; the whole card is its target.
 */
export function IdeaCard({ idea, eager = false }: { idea: IdeaCardData; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const rating = formatRating(idea.rating, i18n.language);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
      data-testid="idea-card"
    >
      <div className="aspect-[16/9] bg-muted">
        {idea.featuredImageId ? (
          <img
            src={fileHref(idea.featuredImageId, 640)}
            srcSet={fileSrcSet(idea.featuredImageId, IMAGE_WIDTHS)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-accent-50 text-secondary">
            <Lightbulb className="size-10" aria-hidden />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          <StateChip state={idea.ideaState} title={t('crowdSite:home.card.state')} />
          {idea.tags.map((tag) => (
            <TagChip key={tag} tag={tag} />
          ))}
        </div>
        <h3 className="text-lg font-semibold leading-snug">
          <Link
            to={`/idea/${idea.id}`}
            title={idea.fullName ?? undefined}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {idea.name}
          </Link>
        </h3>
        {idea.excerpt ? <p className="text-sm text-muted-foreground">{idea.excerpt}</p> : null}
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <Count
            icon={<Star className="size-4 fill-amber-400 text-amber-500" />}
            label={t('crowdSite:home.card.rating', { rating })}
          >
            {rating}
          </Count>
          <Count icon={<Heart className="size-4" />} label={t('crowdSite:home.card.likes', { count: idea.likeCount })}>
            {idea.likeCount}
          </Count>
          <Count
            icon={<MessageCircle className="size-4" />}
            label={t('crowdSite:home.card.comments', { count: idea.commentCount })}
          >
            {idea.commentCount}
          </Count>
          <Count icon={<Eye className="size-4" />} label={t('crowdSite:home.card.views', { count: idea.viewCount })}>
            {idea.viewCount}
          </Count>
        </ul>
      </div>
    </article>
  );
}

/** A figure with its icon; screen readers hear the label ("Likes: 3") instead of a bare number. */
function Count({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1">
      <span className="sr-only">{label}</span>
      <span className="flex items-center gap-1" aria-hidden>
        {icon}
        {children}
      </span>
    </li>
  );
}
