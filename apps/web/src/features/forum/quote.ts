import { createStore } from '../../lib/store';

/**
 * A quote on its way to the thread's reply box (a post's "Quote" in its menu): the Markdown to add, numbered so that
 * the same post quoted twice is added twice.
 */
export const quoteStore = createStore<{ text: string; n: number } | null>(null);

/** The post's Markdown as a block quote under who wrote it (`attribution`: "Ada Lovelace wrote:"). */
export function quoteMarkdown(attribution: string, body: string): string {
  const lines = body
    .trim()
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'));
  return `> *${attribution}*\n>\n${lines.join('\n')}\n\n`;
}

/** Sends a post to the reply box, quoted. */
export function quotePost(attribution: string, body: string) {
  quoteStore.set({ text: quoteMarkdown(attribution, body), n: (quoteStore.get()?.n ?? 0) + 1 });
}

/** The reply box's text with a quote added: after what is written, a blank line between. */
export function withQuote(current: string, quote: string): string {
  if (!current.trim()) return quote;
  return `${current.replace(/\s*$/, '')}\n\n${quote}`;
}
