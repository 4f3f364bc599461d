import type { TIdeaState, TIdeaTag } from '@crowd/contracts/enums';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '~/lib/utils';

/**
 * Each state its own colour (spec 4: "state and tags show as coloured chips"), the same on the
 * crowd's cards, the idea page and the admin area.
 */
export const STATE_CHIP_COLOURS: Record<TIdeaState, string> = {
  SUBMITTED: 'bg-slate-100 text-slate-800',
  IN_REVIEW: 'bg-sky-100 text-sky-900',
  DEFERRED: 'bg-orange-100 text-orange-900',
  APPROVED: 'bg-teal-100 text-teal-900',
  UNDERWAY: 'bg-indigo-100 text-indigo-900',
  IMPLEMENTED: 'bg-green-100 text-green-900',
  REJECTED: 'bg-red-100 text-red-900',
};

export const TAG_CHIP_COLOURS: Record<TIdeaTag, string> = {
  featured: 'bg-amber-100 text-amber-900',
  rewarded: 'bg-fuchsia-100 text-fuchsia-900',
  implemented: 'bg-emerald-100 text-emerald-900',
  new_idea: 'bg-muted text-muted-foreground',
  most_likes: 'bg-muted text-muted-foreground',
  most_comments: 'bg-muted text-muted-foreground',
};

/** A chip's shape; with one of the colours above as fixed strings (the cards of a long list merge no classes). */
export const IDEA_CHIP = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

type ChipProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

/** An idea's state as a coloured chip, in the page's language. */
export function StateChip({ state, className, ...props }: ChipProps & { state: TIdeaState }) {
  const { t } = useTranslation();
  return (
    <span className={cn(IDEA_CHIP, STATE_CHIP_COLOURS[state], className)} {...props}>
      {t(`common:ideaStates.${state}`)}
    </span>
  );
}

/** An idea's tag (featured, rewarded, implemented) as a coloured chip. */
export function TagChip({ tag, className, ...props }: ChipProps & { tag: TIdeaTag }) {
  const { t } = useTranslation();
  return (
    <span className={cn(IDEA_CHIP, TAG_CHIP_COLOURS[tag], className)} {...props}>
      {t(`common:ideaTags.${tag}`)}
    </span>
  );
}

/** An idea's state and tags, side by side. */
export function IdeaChips({
  state,
  tags,
  className,
}: {
  state: TIdeaState;
  tags: readonly TIdeaTag[];
  className?: string;
}) {
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      <StateChip state={state} />
      {tags.map((tag) => (
        <TagChip key={tag} tag={tag} />
      ))}
    </span>
  );
}
