import { fileHref, fileSrcSet } from '@crowd/contracts/files';
import type { TIdeaState, TIdeaTag } from '@crowd/contracts/enums';
import { IDEA_STATES, IDEA_TAGS } from '@crowd/contracts/enum-values';
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';
import { Link } from '@remix-run/react';
import { Lightbulb } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IDEA_CHIP, STATE_CHIP_COLOURS, TAG_CHIP_COLOURS } from '~/components/ui/idea-chips';
import type { IdeaCardData } from './idea-card-data';
import { CardIcon } from './card-icons';
import { HighlightedText } from './highlighted-text';
import { numberFormat } from '~/lib/intl-formats';

/** A rating as the cards show it: always one decimal, in the page's language ("4.5", "4,5"). */
function formatRating(rating: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

// The grid shows one card a row on phones, two from 640 px, three from 1024 px.
const CARD_IMAGE_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

/** The texts every card shows, looked up once for a whole list rather than once per card. */
export interface IdeaCardLabels {
  language: string;
  states: Record<TIdeaState, string>;
  tags: Record<TIdeaTag, string>;
  state: string;
  rating: string;
  likes: string;
  comments: string;
  views: string;
}

export function useIdeaCardLabels(): IdeaCardLabels {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return useMemo(
    () => ({
      language,
      states: Object.fromEntries(IDEA_STATES.map((state) => [state, t(`ideaStates.${state}`)])) as Record<
        TIdeaState,
        string
      >,
      tags: Object.fromEntries(IDEA_TAGS.map((tag) => [tag, t(`ideaTags.${tag}`)])) as Record<TIdeaTag, string>,
      state: t('crowdSite:home.card.state'),
      rating: t('crowdSite:home.card.rating'),
      likes: t('crowdSite:home.card.likes'),
      comments: t('crowdSite:home.card.comments'),
      views: t('crowdSite:home.card.views'),
    }),
    [t, language],
  );
}

/**
 * One idea on the crowd's home (spec 2.9): its image, name and description as cut for cards, its
 * state and tags, rating and counts. The name is the link to the idea; the whole card is its target.
 */
export function IdeaCard({
  idea,
  labels,
  eager = false,
  actions,
  highlight = [],
}: {
  idea: IdeaCardData;
  labels: IdeaCardLabels;
  eager?: boolean;
  /** Folded search terms whose words the name and excerpt mark. */
  highlight?: readonly string[];
  /** Controls for the crowd's staff (the state menu), raised above the card-wide link. */
  actions?: ReactNode;
}) {
  const rating = formatRating(idea.rating, labels.language);
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
          <span className={`${IDEA_CHIP} ${STATE_CHIP_COLOURS[idea.ideaState]}`} title={labels.state}>
            {labels.states[idea.ideaState]}
          </span>
          {idea.tags.map((tag) => (
            <span key={tag} className={`${IDEA_CHIP} ${TAG_CHIP_COLOURS[tag]}`}>
              {labels.tags[tag]}
            </span>
          ))}
        </div>
        <h3 className="text-lg font-semibold leading-snug">
          <Link
            to={`/idea/${idea.id}`}
            title={idea.fullName ?? undefined}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            <HighlightedText text={idea.name} terms={highlight} />
          </Link>
        </h3>
        {idea.excerpt ? (
          <p className="text-sm text-muted-foreground">
            <HighlightedText text={idea.excerpt} terms={highlight} />
          </p>
        ) : null}
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <Count icon={<CardIcon name="star" className="size-4 fill-amber-400 text-amber-500" />} label={labels.rating}>
            {rating}
          </Count>
          <Count icon={<CardIcon name="heart" className="size-4" />} label={labels.likes}>
            {idea.likeCount}
          </Count>
          <Count icon={<CardIcon name="comments" className="size-4" />} label={labels.comments}>
            {idea.commentCount}
          </Count>
          <Count icon={<CardIcon name="views" className="size-4" />} label={labels.views}>
            {idea.viewCount}
          </Count>
        </ul>
        {actions ? <div className="relative z-10 border-t pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}

// The Badge component's look as a fixed class list: twenty cards need no class merging.

/** A figure with its icon; screen readers hear the label before the number ("Likes: 3"). */
function Count({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1">
      <span aria-hidden>{icon}</span>
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}
