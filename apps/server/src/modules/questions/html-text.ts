// Moodle's `[html]` text as the plain text our questions hold (ADR 0035, 0050): what a browser shows of it — tags
// dropped, entities decoded, lines broken at <br> and at the end of a block, the spaces at the ends of lines gone —
// except inside <pre>, whose every space is kept (the code people put there, as Moodle keeps it). Tags are found by
// hand, in one pass: a regular expression such as <[^>]*> takes quadratic time on a text of many < and no >.

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

/** Entities decoded: the named ones above and numbered ones up to U+10FFFF; any other is left as written. */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{1,32});/gi, (entity, name: string) => {
    const code =
      name[0] !== '#' ? -1 : name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (code >= 0) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return ENTITIES.get(name.toLowerCase()) ?? entity;
  });

/** A line without the spaces and tabs at its ends (by hand: /[ \t]+$/ is quadratic on a long run of spaces). */
function trimSpaces(line: string): string {
  let [start, end] = [0, line.length];
  while (start < end && (line[start] === ' ' || line[start] === '\t')) start++;
  while (end > start && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  return line.slice(start, end);
}

const BREAK = /^br\s*\/?$/i;
const BLOCK_END = /^\/(?:p|div|li|h[1-6]|tr|blockquote)\s*$/i;
const PRE_START = /^pre(?:\s|$)/i;
const PRE_END = /^\/pre\s*$/i;

type Piece = { pre: boolean; text: string };

/** The text between the tags, in pieces in <pre> or not, line breaks where a tag breaks the line. */
function pieces(html: string): Piece[] {
  const list: Piece[] = [{ pre: false, text: '' }];
  let at = 0;
  for (;;) {
    const piece = list[list.length - 1]!;
    const open = html.indexOf('<', at);
    // Once a < has no > after it, no later < has one either: the rest is text.
    const close = open < 0 ? -1 : html.indexOf('>', open);
    if (close < 0) {
      piece.text += html.slice(at);
      return list;
    }
    const tag = html.slice(open + 1, close);
    piece.text += html.slice(at, open);
    at = close + 1;
    if (BREAK.test(tag) || (!piece.pre && BLOCK_END.test(tag))) piece.text += '\n';
    else if (!piece.pre && PRE_START.test(tag)) list.push({ pre: true, text: '' });
    else if (piece.pre && PRE_END.test(tag)) list.push({ pre: false, text: '' });
  }
}

/** Text outside <pre>: each line without spaces at its ends, at most one blank line in a row. */
const flowText = (text: string) =>
  decodeEntities(text)
    .split('\n')
    .map(trimSpaces)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');

/** Text inside <pre> as written, but for a line break right after <pre> (HTML drops it) and one right before </pre>. */
const preformattedText = (text: string) => decodeEntities(text.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));

/** HTML as the plain text a browser shows of it; a <pre> is a block of its own lines, its spaces kept. */
export function htmlToText(html: string): string {
  let text = '';
  for (const piece of pieces(html)) {
    if (!piece.pre) text += flowText(piece.text);
    else text += `${text === '' || text.endsWith('\n') ? '' : '\n'}${preformattedText(piece.text)}\n`;
  }
  return text.trim();
}
