import type { TLocale } from '@crowd/contracts/locales';
import { htmlToExcerptText } from '@crowd/contracts/rich-text';
import { truncateText } from '@crowd/contracts/text';
import { getFixedT } from '~/i18n/i18next.server';
import type { PageTexts } from './page-meta';

/** Sites (crowd names) whose texts are kept per language; beyond, the oldest are made again. */
const KEPT_SITES = 200;
const made = new Map<string, PageTexts>();

/**
 * Every page's title and description in the request's language, with the crowd's (or the
 * product's) name filled in: the root sends them along so each page's `meta` can pick its own.
 * The same for every request of a site and language, so made once (every page view asks).
 */
export function pageTexts(locale: TLocale, siteName: string): PageTexts {
  const key = `${locale}\u0000${siteName}`;
  const known = made.get(key);
  if (known) return known;
  const texts = getFixedT(locale)('meta', { returnObjects: true, name: siteName }) as PageTexts;
  if (made.size >= KEPT_SITES) made.delete(made.keys().next().value as string);
  made.set(key, texts);
  return texts;
}

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
