import { htmlToExcerptText } from '@crowd/contracts/rich-text';
import { truncateText } from '@crowd/contracts/text';

/** What search results show of a page's description; longer ones are cut. */
const DESCRIPTION_CHARS = 160;

/**
 * An idea's page is described by the start of its own description, paragraphs spaced (null: the
 * generic text). Made by the loader, so the browser's meta needs no HTML entity decoder.
 */
export function ideaMetaDescription(html: string): string | null {
  const text = htmlToExcerptText(html);
  return text ? truncateText(text, DESCRIPTION_CHARS) : null;
}
