import type { TIdeaState } from '@crowd/contracts';

/**
 * The volumes issue 27 names for 100 000 ideas; `--ideas N` scales every one by N / 100 000. The
 * 200 000 notifications follow from the likes, comments and new ideas (about two per idea).
 */
const REFERENCE = { ideas: 100_000, crowds: 200, users: 20_000, likes: 1_000_000, comments: 300_000 };

/** The demo crowd's share of the ideas, so the benchmarks' crowd (subdomain `demo`) is a large one. */
const DEMO_SHARE = 0.2;

export interface ScalePlan {
  ideas: number;
  /** Crowds of the scaled data besides the demo crowd (the demo crowd counts in the 200). */
  scaleCrowds: number;
  users: number;
  /** Mean likes and comments per idea. */
  likesPerIdea: number;
  commentsPerIdea: number;
  /** Ideas of the demo crowd; the rest is spread over the scale crowds. */
  demoIdeas: number;
}

export function planFor(ideas: number): ScalePlan {
  const factor = ideas / REFERENCE.ideas;
  const scaleCrowds = Math.max(1, Math.round(REFERENCE.crowds * factor)) - 1;
  const demoIdeas = scaleCrowds === 0 ? ideas : Math.round(ideas * DEMO_SHARE);
  return {
    ideas,
    scaleCrowds,
    users: Math.max(20, Math.round(REFERENCE.users * factor)),
    likesPerIdea: REFERENCE.likes / REFERENCE.ideas,
    commentsPerIdea: REFERENCE.comments / REFERENCE.ideas,
    demoIdeas,
  };
}

/** Ideas of scale crowd `index` (0-based): the non-demo ideas split evenly, the remainder to the first crowds. */
export function scaleCrowdIdeas(plan: ScalePlan, index: number): number {
  const rest = plan.ideas - plan.demoIdeas;
  return Math.floor(rest / plan.scaleCrowds) + (index < rest % plan.scaleCrowds ? 1 : 0);
}

/** mulberry32: a small seeded generator, so two runs (or a top-up) generate the same rows. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An exponentially distributed count with the given mean: most ideas get a few, some get many. */
export const skewedCount = (next: () => number, mean: number, max: number): number =>
  Math.min(max, Math.round(-Math.log(1 - next()) * mean));

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

/** Cumulative shares of the idea states: most ideas wait, few are implemented or rejected. */
const STATES: ReadonlyArray<[TIdeaState, number]> = [
  ['SUBMITTED', 0.5],
  ['IN_REVIEW', 0.65],
  ['APPROVED', 0.75],
  ['UNDERWAY', 0.83],
  ['IMPLEMENTED', 0.9],
  ['DEFERRED', 0.95],
  ['REJECTED', 1],
];

export const ideaState = (next: () => number): TIdeaState => {
  const roll = next();
  return STATES.find(([, upTo]) => roll < upTo)?.[0] ?? 'SUBMITTED';
};

const ACTIONS = ['Add', 'Offer', 'Start', 'Replace', 'Share', 'Simplify', 'Automate', 'Open', 'Improve', 'Plan'];
const SUBJECTS = [
  'bike racks',
  'a shared calendar',
  'solar panels',
  'a quiet room',
  'night buses',
  'recycling bins',
  'a mentoring scheme',
  'self-service kiosks',
  'a tool library',
  'rain gardens',
  'online booking',
  'a feedback form',
  'weekly demos',
  'water fountains',
  'a help desk chat',
  'reusable cups',
];
const PLACES = [
  'at the north entrance',
  'for new colleagues',
  'on the roof',
  'in every branch',
  'near the station',
  'for weekend visitors',
  'in the app',
  'for small suppliers',
  'by the river',
  'in the main hall',
];
const REASONS = [
  'It saves time for everyone involved.',
  'People asked for it in the last survey.',
  'It costs little and pays back within a year.',
  'Other cities already do this with good results.',
  'It makes the place friendlier for newcomers.',
  'It cuts waste and energy use.',
];

export function ideaText(next: () => number, ordinal: number): { name: string; description: string } {
  const name = `${pick(next, ACTIONS)} ${pick(next, SUBJECTS)} ${pick(next, PLACES)} (#${ordinal + 1})`;
  const description = `<p>${pick(next, REASONS)}</p><p>${pick(next, REASONS)}</p>`;
  return { name, description };
}

const COMMENTS = [
  'Great idea, I would use this every week.',
  'How much would it cost to start?',
  'We tried something similar last year and it worked well.',
  'I like it, but it needs a clear owner.',
  'Could we pilot this in one place first?',
  '+1, this has been missing for a long time.',
  'What about accessibility for wheelchair users?',
  'Happy to help set this up.',
];

export const commentText = (next: () => number): string => pick(next, COMMENTS);

const FIRST = ['Anna', 'Boris', 'Clara', 'David', 'Eva', 'Filip', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Katia', 'Lukas'];
const LAST = ['Novak', 'Horvat', 'Kovac', 'Schmidt', 'Rossi', 'Dubois', 'Silva', 'Berg', 'Varga', 'Marek'];

export const userName = (ordinal: number): string =>
  `${FIRST[ordinal % FIRST.length]} ${LAST[Math.floor(ordinal / FIRST.length) % LAST.length]}`;

export const CATEGORY_NAMES = ['Products', 'Workplace', 'Sustainability', 'Community'] as const;
