import sanitizeHtml from 'sanitize-html';
import { isRichTextEmpty } from './rich-text';
import { richTextSanitizeOptions } from './text';

/** What every link of stored rich text carries: no opener access, no referrer, no ranking credit. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

const allowList = richTextSanitizeOptions();

const options: sanitizeHtml.IOptions = {
  ...allowList,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: RICH_TEXT_LINK_REL,
      },
    }),
  },
};

/**
 * The one sanitizer of rich-text writes (crowd intro, idea descriptions): the contracts'
 * allow-list, links only to http(s) and mailto with a fixed `rel`; text without any visible
 * character is stored as ''. Server-only (`@crowd/contracts/sanitize`): sanitize-html stays out
 * of browser bundles.
 */
export const sanitizeRichText = (html: string): string => {
  const clean = sanitizeHtml(html, options).trim();
  return isRichTextEmpty(clean) ? '' : clean;
};
