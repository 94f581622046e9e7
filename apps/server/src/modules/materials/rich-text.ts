import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_MAX, TEXT_REQUIRED, TEXT_TOO_LONG } from '@talentpath/contracts/learning-messages';
import { AppError } from '../../platform/errors.ts';

// Rich text as stored (ADR 0033): what the editor sends is never kept as given. Only structure and emphasis
// survive; links keep http(s) and mailto addresses and always open apart from the course (no window.opener).

const LINK = /^\s*(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script, style and the like go with their content; any other unknown tag leaves its text.
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    // A link to anything but a web or mail address (javascript:, data:, a relative path) loses its address and
    // is left as plain text. (The tag name stays: sanitize-html closes a renamed tag with the wrong name.)
    a: (tagName, attribs): sanitizeHtml.Tag =>
      LINK.test(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href!.trim(), target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: {} },
  },
};

const invalid = (message: string) => new AppError('VALIDATION', { message, details: [{ path: 'body', message }] });

/** Is there anything to read once the tags are gone (not only spaces, rules and empty paragraphs)? */
function hasText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(nbsp|#160|#xa0);/gi, ' ').trim().length > 0;
}

/** The HTML to store: sanitised; VALIDATION TEXT_REQUIRED when nothing readable is left, TEXT_TOO_LONG past the limit. */
export function cleanRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (!hasText(clean)) throw invalid(TEXT_REQUIRED);
  if (clean.length > RICH_TEXT_MAX) throw invalid(TEXT_TOO_LONG);
  return clean;
}
