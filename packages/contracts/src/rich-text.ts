import { decodeHTML } from 'entities/decode';
import { codePointLength } from './characters';

/*
 * Rich-text helpers apart from text.ts: entities' decoding tables are about 21 KB gzip, which a
 * page that only needs the product name or a slug must not load.
 */

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
