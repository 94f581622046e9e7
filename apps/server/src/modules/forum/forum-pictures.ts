import type { Platform } from '../../platform/context.ts';
import type { Viewer } from '../courses/courses.public.ts';

// Pictures in posts (issue 26, ADR 0069): a post's stored HTML names each picture by its plain address
// (`/api/forum/images/{id}`, the only `src` markdown.ts keeps); every reader gets the HTML with their own ticket on
// each address, because an `<img>` sends no token. The stored HTML never holds a ticket.

/** The address a post names a picture by. */
export const forumImagePath = (id: string) => `/api/forum/images/${id}`;

/**
 * A picture's `src` in HTML sanitize-html wrote: inside an `<img>` tag (text never holds a `<`: it is escaped), the
 * plain address and its closing quote.
 */
const PICTURE_SRC = /(<img\s[^>]*?src=")(\/api\/forum\/images\/([0-9a-fA-F-]{36}))"/g;

/** The pictures a post's HTML shows, each once, lower-cased. */
export function picturesIn(html: string): string[] {
  return [...new Set([...html.matchAll(PICTURE_SRC)].map((m) => m[3]!.toLowerCase()))];
}

/** The HTML as one reader gets it: each picture's address with a ticket for them (`?t=`). */
export type ShowHtml = (html: string) => string;

/** How posts' HTML is shown to this reader (tickets signed once per picture). */
export function htmlFor(p: Platform, viewer: Viewer): ShowHtml {
  const tickets = new Map<string, string>();
  const ticket = (id: string) => {
    let t = tickets.get(id);
    if (t === undefined) {
      t = p.fileTickets.sign({ kind: 'forum-image', id }, viewer);
      tickets.set(id, t);
    }
    return t;
  };
  return (html) =>
    html.includes('<img')
      ? html.replace(PICTURE_SRC, (_all, start: string, path: string, id: string) => `${start}${path}?t=${ticket(id)}"`)
      : html;
}
