import { decodeHTML } from 'entities/decode';
import { RESERVED_CATEGORY_SLUGS, RESERVED_SUBDOMAINS } from './limits';
import { codePointLength } from './password';

/** The product name; an own domain may not contain it (validation_crowd_domain_invalid). */
export const PRODUCT_NAME = 'Crowd Ideas';

/** Decodes character references as an HTML parser does in text; unknown ones stay as written. */
export const decodeHtmlEntities = (text: string): string => decodeHTML(text);

/**
 * The text content of a rich-text HTML fragment (what the DOM's textContent gives): comments,
 * script/style bodies and tags removed, entities decoded, white space kept as written.
 * Pure string code, so the browser's counter and the server's limit give the same number.
 */
export const htmlToPlainText = (html: string): string =>
  decodeHtmlEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
      .replace(/<\/?[a-zA-Z](?:"[^"]*"|'[^']*'|[^'">])*>/g, '')
      .replace(/<![^>]*>/g, ''),
  );

/** Line breaks and the tags that open or close a block: where an excerpt's words part. */
const BLOCK_BOUNDARY =
  /<br\s*\/?>|<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|pre|hr|table|tr|td|th|section|article|header|footer)\b(?:"[^"]*"|'[^']*'|[^'">])*>/gi;

/**
 * Rich-text HTML as one line of text for an excerpt (idea cards, the landing lists, mails, meta
 * descriptions): unlike `htmlToPlainText`, which counts what the editor shows, a paragraph's last
 * word and the next one's first stay apart, and white space is collapsed.
 */
export const htmlToExcerptText = (html: string): string =>
  htmlToPlainText(html.replace(BLOCK_BOUNDARY, ' ')).replace(/\s+/g, ' ').trim();

/** Code points of the text content of rich-text HTML (the spec's "plain characters"). */
export const plainTextLength = (html: string): number => codePointLength(htmlToPlainText(html));

/** Whether rich text has no visible text (only tags, `&nbsp;`, white space). */
export const isRichTextEmpty = (html: string | null | undefined): boolean =>
  !html || htmlToPlainText(html).trim().length === 0;

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
