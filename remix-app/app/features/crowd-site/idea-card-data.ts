import { UI } from '@crowd/contracts/limits';
import type { TIdea } from '@crowd/contracts/schemas';
import { htmlToExcerptText } from '@crowd/contracts/rich-text';
import { truncateText } from '@crowd/contracts/text';

/** What an idea card shows, already cut to the card's lengths (spec 2.9), so a page sends no more. */
export interface IdeaCardData {
  id: number;
  /** The idea's version, sent with a state change (optimistic locking). */
  version: number;
  name: string;
  /** The full name when `name` was cut (the card's tooltip), else null. */
  fullName: string | null;
  /** Plain text of the sanitized description, white space collapsed. */
  excerpt: string;
  featuredImageId: number | null;
  rating: number;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  ideaState: TIdea['ideaState'];
  tags: TIdea['tags'];
}

export function toIdeaCard(idea: TIdea): IdeaCardData {
  const name = truncateText(idea.name, UI.ideaCardNameChars);
  return {
    id: idea.id,
    version: idea.version,
    name,
    fullName: name === idea.name ? null : idea.name,
    excerpt: truncateText(htmlToExcerptText(idea.description), UI.ideaCardDescriptionChars),
    featuredImageId: idea.featuredImageId,
    rating: idea.rating,
    likeCount: idea.likeCount,
    commentCount: idea.commentCount,
    viewCount: idea.viewCount,
    ideaState: idea.ideaState,
    // The state chip already says "Implemented".
    tags: idea.ideaState === 'IMPLEMENTED' ? idea.tags.filter((tag) => tag !== 'implemented') : idea.tags,
  };
}
