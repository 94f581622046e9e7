import { Fragment } from 'react';
import { searchWords } from '@talentpath/contracts/search';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` split into pieces, those that are one of the search's words marked. Pure text in, React nodes out: nothing
 * is ever read as HTML, so a name or a title holding markup shows as what it is.
 */
export function highlightPieces(text: string, search: string): { text: string; match: boolean }[] {
  const words = searchWords(search).sort((a, b) => b.length - a.length);
  if (!words.length || !text) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, match: words.includes(piece.toLowerCase()) }));
}

/** The text with the search's words in <mark>. */
export function Highlighted({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightPieces(text, search).map((piece, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order; they never move
        piece.match ? <mark key={i}>{piece.text}</mark> : <Fragment key={i}>{piece.text}</Fragment>,
      )}
    </>
  );
}
