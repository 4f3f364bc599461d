import { RESERVED_CATEGORY_SLUGS, RESERVED_SUBDOMAINS } from './limits';

/** The product name; an own domain may not contain it (validation_crowd_domain_invalid). */
export const PRODUCT_NAME = 'Crowd Ideas';

/**
 * `text` cut to at most `max` code points, the last one an ellipsis when anything was cut (the idea
 * cards' name and description, UI.ideaCardNameChars and UI.ideaCardDescriptionChars).
 */
export const truncateText = (text: string, max: number): string => {
  const points = [...text];
  return points.length <= max
    ? text
    : `${points
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

/** URL segment of a category: lower-cased, trimmed, runs of white space turned to one dash. */
export const slugifyCategoryName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * What makes two category slugs the same category: they may differ in case and accents only
 * (MariaDB's collation compares so; folding here makes SQLite and any lookup by slug agree).
 */
export const categorySlugKey = (slug: string): string => slug.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A category slug that equals a first path segment of some route of either site. */
export const isReservedCategorySlug = (slug: string): boolean =>
  (RESERVED_CATEGORY_SLUGS as readonly string[]).includes(slug.trim().toLowerCase());

/** Alphanumeric groups joined by single dashes: `my-crowd-2`. */
export const SUBDOMAIN_REGEX = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/** Host names of two or more labels; the last label is alphabetic or punycode. */
export const DOMAIN_REGEX =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * Google Analytics id: the spec's pattern (G or U, then `A-`, an alphanumeric block, a dash, an
 * alphanumeric block, e.g. `UA-12345-1`) or a GA4 measurement id (`G-XXXXXXXXXX`).
 */
export const GA_CODE_REGEX = /^(?:[GU]A-[a-z0-9]+-[a-z0-9]+|G-[a-z0-9]+)$/i;

/** `#RGB` or `#RRGGBB`. */
export const HEX_COLOR_REGEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** http(s) URL without white space (embeddable videos). */
export const HTTP_URL_REGEX = /^https?:\/\/[^\s/?#.][^\s]*$/i;

export const normalizeSubdomain = (subdomain: string): string => subdomain.trim().toLowerCase();

/** Lower-cased, trimmed, without a leading `www.` or a trailing dot. */
export const normalizeDomain = (domain: string): string =>
  domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');

export const isReservedSubdomain = (subdomain: string): boolean =>
  (RESERVED_SUBDOMAINS as readonly string[]).includes(normalizeSubdomain(subdomain));

/** Whether an own domain contains the product name (with or without a dash between the words). */
export const domainContainsProductName = (domain: string, productName: string = PRODUCT_NAME): boolean => {
  const words = productName.toLowerCase().split(/\s+/).filter(Boolean);
  const host = normalizeDomain(domain);
  return [words.join(''), words.join('-')].some((form) => form.length > 0 && host.includes(form));
};

/**
 * The rich-text allow-list (idea descriptions, crowd intro) in sanitize-html's option shape, so
 * the API's sanitizer and the editor agree on what survives: formatting, lists, headings, links
 * and line breaks; no images, scripts, styles or event attributes. A fresh copy per call.
 */
export const richTextSanitizeOptions = (): {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
} => ({
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
});

/**
 * The players an idea's video may be shown in (the web's CSP frame-src allows exactly these):
 * YouTube without its tracking cookies, and Vimeo.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The player address of a YouTube or Vimeo video link (watch, short, embed and share forms), or
 * null for any other link, which the idea page shows as a plain link.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const youtubeId =
    host === 'youtu.be'
      ? segments[0]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? segments[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
            ? segments[1]
            : undefined
        : undefined;
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) return `${VIDEO_EMBED_ORIGINS[0]}/embed/${youtubeId}`;
  const vimeoId = host === 'vimeo.com' ? segments.at(-1) : host === 'player.vimeo.com' ? segments[1] : undefined;
  if (vimeoId && VIMEO_ID.test(vimeoId)) return `${VIDEO_EMBED_ORIGINS[1]}/video/${vimeoId}`;
  return null;
}

/** Idea search's folding (the API's index and query, the web's highlighting). */
export * from './search';

/**
 * The rich-text helpers for the server's imports of this subpath; a browser module imports them from
 * `rich-text`, and a bundle that uses none of them leaves entities' tables out (sideEffects: false).
 */
export * from './rich-text';
