import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// What a post says, rendered once on the server (ADR 0069): Markdown by markdown-it (CommonMark; raw HTML off, so
// a `<script>` written in a post is shown as text; links checked by its own validator), then sanitize-html with an
// allow-list as a second wall. The page shows the stored HTML: nothing another user wrote is rendered in the browser.

const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, breaks: true });

/**
 * Pictures only from the forum's own picture route (uploaded through the file checks), by their plain address:
 * anything else is dropped — another site, and an address with a query (a `?t=` ticket is added for each reader
 * when a post is shown, forum-pictures.ts, never taken from what was written).
 */
const OWN_PICTURE = /^\/api\/forum\/images\/[0-9a-fA-F-]{36}$/;
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

// An @mention: `@` and a handle (an e-mail's local part), not inside a word (`ada@example.com` mentions nobody).
const MENTION = /(?<![\p{L}\p{N}._%+@-])@([a-z0-9._%+-]+)/giu;

/**
 * The handles a post's Markdown @mentions, lower-cased, each once, in the order written. What is in code (spans,
 * blocks) is not a mention: the text is read from markdown-it's tokens, code left out.
 */
export function mentionedHandles(body: string): string[] {
  const handles = new Set<string>();
  for (const block of markdown.parse(body, {})) {
    if (block.type !== 'inline' || !block.children) continue;
    const text = block.children
      .map((t) => (t.type === 'text' ? t.content : t.type === 'softbreak' || t.type === 'hardbreak' ? '\n' : ' '))
      .join('');
    for (const match of text.matchAll(MENTION)) {
      // A sentence's full stop (or other punctuation) after a handle is not part of it.
      const handle = match[1]!.toLowerCase().replace(/[._%+-]+$/, '');
      if (handle) handles.add(handle);
    }
  }
  return [...handles];
}
