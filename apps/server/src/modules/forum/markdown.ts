import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// What a post says, rendered once on the server (ADR 0069): Markdown by markdown-it (CommonMark; raw HTML off, so
// a `<script>` written in a post is shown as text; links checked by its own validator), then sanitize-html with an
// allow-list as a second wall. The page shows the stored HTML: nothing another user wrote is rendered in the browser.

const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, breaks: true });

/** Pictures only from the forum's own picture route (uploaded through the file checks); anything else is dropped. */
const OWN_PICTURE = /^\/api\/forum\/images\/[0-9a-f-]{36}$/i;
const LINK = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'], ol: ['start'], code: ['class'] },
  allowedClasses: { code: [/^language-[\w-]{1,30}$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A post's headings sit under the thread's title.
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    del: 's',
    a: (tagName, attribs): sanitizeHtml.Tag =>
      LINK.test(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href!, rel: 'nofollow noopener noreferrer', target: '_blank' } }
        : { tagName, attribs: {} },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !OWN_PICTURE.test(frame.attribs.src ?? '')) ||
    // A paragraph left empty (its only picture dropped).
    (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length),
};

/** A post's Markdown as the sanitised HTML the page shows. */
export function renderPost(body: string): string {
  return sanitizeHtml(markdown.render(body), OPTIONS).trim();
}
