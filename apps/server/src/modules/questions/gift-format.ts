import {
  GIFT_BRACES,
  GIFT_DESCRIPTION,
  GIFT_MATCH_ARROW,
  GIFT_ONE_BLOCK,
  GIFT_ONE_RIGHT,
  GIFT_TITLE_UNCLOSED,
  NOTE_FEEDBACK_LEFT_OUT,
} from '@talentpath/contracts/question-import';
import { TEXT_NOT_ALLOWED } from '@talentpath/contracts/questions';
import {
  categoryFromPath,
  checkedRow,
  choiceQuestion,
  failedRow,
  idAt,
  keptTags,
  type ParseResult,
  type ParsedRow,
  readDecimal,
  readNumericalAnswer,
  skippedRow,
} from './question-formats.ts';
import { htmlToText } from './html-text.ts';

// Moodle's GIFT text format, read as Moodle's own importer (question/format/gift/format.php) reads it, for the
// question types the bank has (ADR 0035): questions apart by a blank line, `//` comment lines, `$CATEGORY:` lines,
// `::title::`, one answer block in { }, Moodle's escapes, `#` feedback, `####` general feedback, `[html]` text
// read as plain text. Comments carry Moodle's `[tag:…]` and our own `[points:…]` (GIFT has no marks).

// Escaped characters are held as control characters while the structure is read; a text may not hold those.
const HIDDEN: Record<string, string> = {
  '\\': '\u0001',
  ':': '\u0002',
  '#': '\u0003',
  '=': '\u0004',
  '{': '\u0005',
  '}': '\u0006',
  '~': '\u0007',
  n: '\u0008',
};
const SHOWN = Object.fromEntries(Object.entries(HIDDEN).map(([c, h]) => [h, c === 'n' ? '\n' : c]));
const hide = (text: string) => text.replace(/\\([\\:#={}~n])/g, (_, c: string) => HIDDEN[c]!);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the placeholders are control characters
const show = (text: string) => text.replace(/[\u0001-\u0008]/g, (h) => SHOWN[h]!);
// biome-ignore lint/suspicious/noControlCharactersInRegex: a file's control characters are refused before hiding
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const FORMATS = ['moodle', 'html', 'plain', 'markdown'] as const;
type Format = (typeof FORMATS)[number];
const WEIGHT = /^%(-?\d+(?:\.\d*)?)%/;

/** A text with its optional [format] prefix (Moodle's parse_text_with_format), as plain text. */
function readText(raw: string, format: Format): { text: string; format: Format } {
  let text = raw.trim();
  const end = text.startsWith('[') ? text.indexOf(']') : -1;
  const named = FORMATS.find((f) => f === text.slice(1, end));
  if (end > 0 && named) [format, text] = [named, text.slice(end + 1)];
  text = show(text).trim();
  return { text: format === 'html' ? htmlToText(text) : text, format };
}

/** Text and the feedback after its first #. */
function withFeedback(part: string): [string, string] {
  const at = part.indexOf('#');
  return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
}

/** Moodle's answer weight in percent, as written: %50% is half the marks. */
function weighed(part: string): [number | null, string] {
  const m = WEIGHT.exec(part);
  return m ? [Number(m[1]), part.slice(m[0].length)] : [null, part];
}

/** The answers between the block's separators, the first one dropped when nothing precedes it. */
function answersOf(block: string, separator: '=' | '~'): string[] {
  const parts = block.split(separator).map((p) => p.trim());
  if (parts[0] === '') parts.shift();
  return parts;
}

type Read = { raw: Record<string, unknown>; notes: string[] } | string;

function choice(block: string, format: Format): Read {
  const weights: number[] = [];
  const options = answersOf(block.replace(/=/g, '~='), '~').map((part, i) => {
    const [weight, rest] = part.startsWith('=') ? [100, part.slice(1)] : weighed(part);
    weights.push(weight ?? 0);
    const [text, feedback] = withFeedback(rest);
    return { id: idAt(i), text: readText(text, format).text, feedback: readText(feedback, format).text };
  });
  return choiceQuestion(options, weights, block.includes('=')) ?? GIFT_ONE_RIGHT;
}

function matching(block: string, format: Format): Read {
  const pairs: { id: string; prompt: string; match: string }[] = [];
  const distractors: string[] = [];
  for (const part of answersOf(block, '=')) {
    const arrow = part.indexOf('->');
    if (arrow < 0) return GIFT_MATCH_ARROW;
    const prompt = readText(part.slice(0, arrow), format).text;
    const match = show(part.slice(arrow + 2)).trim();
    // Moodle's extra wrong answers are pairs with no question.
    if (prompt === '') distractors.push(match);
    else pairs.push({ id: idAt(pairs.length), prompt, match });
  }
  return { raw: { type: 'matching', pairs, distractors }, notes: [] };
}

function trueFalse(block: string): Read {
  const [answer = '', ...feedback] = block.split('#').map((p) => p.trim());
  const notes = feedback.some(Boolean) ? [NOTE_FEEDBACK_LEFT_OUT] : [];
  return { raw: { type: 'true-false', correct: answer === 'T' || answer === 'TRUE' }, notes };
}

function shortAnswer(block: string, format: Format): Read {
  const notes: string[] = [];
  const acceptedAnswers: string[] = [];
  const partialAnswers: { text: string; weight: number; feedback: string }[] = [];
  for (const part of answersOf(block, '=')) {
    const [weight, rest] = weighed(part);
    const [text, feedback] = withFeedback(rest);
    const answer = readText(text, format).text;
    if (weight === null || weight >= 100) {
      // A full answer's feedback has no place in the bank.
      if (feedback.trim()) notes.push(NOTE_FEEDBACK_LEFT_OUT);
      acceptedAnswers.push(answer);
    } else if (weight > 0) {
      partialAnswers.push({ text: answer, weight, feedback: readText(feedback, format).text });
    } else if (feedback.trim()) {
      // A 0% answer only tells its feedback: a wrong answer scores 0 without it.
      notes.push(NOTE_FEEDBACK_LEFT_OUT);
    }
  }
  return { raw: { type: 'short-answer', acceptedAnswers, partialAnswers }, notes };
}

function numerical(block: string, format: Format): Read {
  const notes: string[] = [];
  let body = block.slice(1);
  const wrong = body.indexOf('~');
  if (wrong >= 0) {
    if (
      body
        .slice(wrong + 1)
        .replace('#', '')
        .trim()
    )
      notes.push(NOTE_FEEDBACK_LEFT_OUT);
    body = body.slice(0, wrong);
  }
  const answers: { value: number; tolerance: number; weight: number; feedback: string }[] = [];
  for (const part of answersOf(body, '=')) {
    const [weight, rest] = weighed(part);
    const [text, feedback] = withFeedback(rest);
    if (weight !== null && weight <= 0) {
      // A 0% number only tells its feedback.
      if (feedback.trim()) notes.push(NOTE_FEEDBACK_LEFT_OUT);
      continue;
    }
    const answer = readNumericalAnswer(show(text).trim());
    if (typeof answer === 'string') return answer;
    answers.push({ ...answer, weight: Math.min(100, weight ?? 100), feedback: readText(feedback, format).text });
  }
  return { raw: { type: 'numerical', answers }, notes };
}

/** Which question the answer block makes, in Moodle's order of tests. */
function byType(block: string, format: Format): Read {
  if (block === '') return { raw: { type: 'essay' }, notes: [] };
  if (block.startsWith('#')) return numerical(block, format);
  if (block.includes('~')) return choice(block, format);
  if (block.includes('=') && block.includes('->')) return matching(block, format);
  const head = block.indexOf('#') > 0 ? block.slice(0, block.indexOf('#')).trim() : block;
  if (['T', 'TRUE', 'F', 'FALSE'].includes(head)) return trueFalse(block);
  return shortAnswer(block, format);
}

// Moodle's `[tag:…]` as its extract_idnumber_and_tags_from_comment reads it: no control character (so a tag never
// runs on into the next comment line), no < or >, and ] only escaped as \]. A [ ends it too: no tag of ours holds
// one, and it keeps the search linear on a line of many `[tag:`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters end a tag, as in Moodle
const TAG = /\[tag:((?:\\\]|[^\][<>\u0000-\u001F\u007F])+)\]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: Moodle's [id:…] as its tags
const ID_NUMBER = /\[id:((?:\\\]|[^\][<>\u0000-\u001F\u007F])+)\]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: likewise our points, on one line
const POINTS = /\[points:([^\][\u0000-\u001F\u007F]*)\]/;

/** Moodle's tags and our points, from the question's comment lines; a tag the bank cannot hold is left out. */
function fromComments(comments: string) {
  const tags = [...comments.matchAll(TAG)].map((m) => m[1]!.trim().replace(/\\\]/g, ']'));
  const points = POINTS.exec(comments);
  const idNumber = ID_NUMBER.exec(comments)?.[1]?.trim().replace(/\\\]/g, ']') ?? '';
  return {
    idNumber,
    ...keptTags(tags),
    points: points ? (readDecimal(points[1]!) ?? Number.NaN) : 1,
  };
}

function readQuestion(line: number, raw: string, comments: string, category: string | undefined): ParsedRow {
  if (CONTROL.test(raw)) return failedRow(line, TEXT_NOT_ALLOWED);
  let text = hide(raw).trim();
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end < 0) return failedRow(line, GIFT_TITLE_UNCLOSED);
    text = text.slice(end + 2).trim();
  }
  const [open, close] = [text.indexOf('{'), text.indexOf('}')];
  if (open < 0 && close < 0) return skippedRow(line, GIFT_DESCRIPTION);
  if (open < 0 || close < open) return failedRow(line, GIFT_BRACES);
  if (text.indexOf('{', open + 1) >= 0 || text.indexOf('}', close + 1) >= 0) return failedRow(line, GIFT_ONE_BLOCK);
  // Text after the block makes it a missing word: Moodle puts a blank where the block was.
  const stem = close === text.length - 1 ? text.slice(0, open) : `${text.slice(0, open)}_____${text.slice(close + 1)}`;
  let block = text.slice(open + 1, close).trim();
  const general = block.lastIndexOf('####');
  const generalFeedback = general < 0 ? '' : block.slice(general + 4);
  if (general >= 0) block = block.slice(0, general).trim();

  const prompt = readText(stem, 'moodle');
  const read = byType(block, prompt.format);
  if (typeof read === 'string') return failedRow(line, read);
  const { tags, points, idNumber, notes } = fromComments(comments);
  return checkedRow(
    line,
    {
      ...read.raw,
      prompt: prompt.text,
      points,
      idNumber,
      generalFeedback: readText(generalFeedback, prompt.format).text,
    },
    { category, tags, notes: [...read.notes, ...notes] },
  );
}

/** Reads a GIFT file: one row per question (the line its text starts on), in the file's order. */
export function parseGift(text: string): ParseResult {
  const rows: ParsedRow[] = [];
  let category: string | undefined;
  let block: { n: number; text: string }[] = [];
  const finish = () => {
    const comments = block.filter((l) => l.text.trimStart().startsWith('//'));
    let body = block.filter((l) => !l.text.trimStart().startsWith('//'));
    while (body[0] && body[0].text.trimStart().startsWith('$CATEGORY:')) {
      category = categoryFromPath(body[0].text.trim().slice('$CATEGORY:'.length));
      body = body.slice(1);
    }
    if (body[0]) {
      const raw = body.map((l) => l.text).join('\n');
      rows.push(readQuestion(body[0].n, raw, comments.map((l) => l.text).join('\n'), category));
    }
    block = [];
  };
  for (const [i, line] of text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .entries()) {
    if (line.trim() === '') finish();
    else block.push({ n: i + 1, text: line });
  }
  finish();
  return { rows };
}
