import { Eye, Heart, MessageCircle, Star, type LucideIcon } from 'lucide-react';

/**
 * The four icons every idea card repeats (rating, likes, comments, views), drawn once per list and
 * referenced by each card with `<use>`: twenty cards carried eighty copies of the same paths
 * (40 KB of the crowd home's HTML) and rendered each through React. The star takes its fill
 * from the card (`fill="inherit"`), the others stay outlines.
 */
const CARD_ICONS = {
  star: { icon: Star, fill: 'inherit' },
  heart: { icon: Heart, fill: 'none' },
  comments: { icon: MessageCircle, fill: 'none' },
  views: { icon: Eye, fill: 'none' },
} satisfies Record<string, { icon: LucideIcon; fill: string }>;

export type CardIconName = keyof typeof CARD_ICONS;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/** The symbols, once before the list that uses them; invisible and out of the layout. */
export function CardIconSprite() {
  return (
    <svg aria-hidden focusable="false" width="0" height="0" className="absolute">
      {(Object.keys(CARD_ICONS) as CardIconName[]).map((name) => {
        const { icon: Icon, fill } = CARD_ICONS[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon fill={fill} />
          </symbol>
        );
      })}
    </svg>
  );
}

export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
