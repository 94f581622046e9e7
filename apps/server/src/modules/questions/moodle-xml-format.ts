import {
  MOODLE_XML_DESCRIPTION,
  MOODLE_XML_NUMBER_INVALID,
  MOODLE_XML_ONE_RIGHT,
  MOODLE_XML_TYPE_MISSING,
  moodleTypeNotHeld,
  NOTE_FEEDBACK_LEFT_OUT,
  NOTE_FILES_LEFT_OUT,
  NOTE_HINT_OPTIONS_LEFT_OUT,
  NOTE_HINTS_BEYOND_MAX,
  NOTE_ORDERING_ALL_ITEMS,
  NOTE_PENALTY_WITHIN,
  NOTE_POINTS_WITHIN,
  NOTE_TEXT_LEFT_OUT,
} from '@talentpath/contracts/question-import';
import { readCloze } from '@talentpath/contracts/cloze';
import {
  HINTS_MAX,
  ORDERING_GRADINGS,
  type OrderingGrading,
  PENALTY_DEFAULT,
  POINTS_MAX,
} from '@talentpath/contracts/questions';
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
  skippedRow,
} from './question-formats.ts';
import { childOf, childrenOf, holds, readQuestionElements, textOf, type XmlElement } from './xml-tree.ts';
import { calculated, numerical } from './moodle-xml-numbers.ts';
import {
  AS_WRITTEN,
  NotANumber,
  numberIn,
  percent,
  type Read,
  type Reader,
  readText,
  weightOf,
  yes,
} from './moodle-xml-read.ts';

// Moodle XML (ADR 0052), read as Moodle's own importer (question/format/xml/format.php) reads it, for the types the
// bank has: a `<question type="category">` files the questions after it; `fraction` attributes are percents; a text
// is read in its `format` (html and Moodle's auto-format as the plain text a browser shows, the others as written),
// an answer's or a feedback's format defaulting to the question text's. Every type's combined feedback, hints and
// penalty are read, as Moodle reads them for the types that have them. What a question holds that the bank has no
// place for is left out with a note on its row; a type the bank does not have is skipped, named.

const FILES = new Set(['file', 'image_base64']);
const SUBSET = new Set(['RANDOM', 'REL', 'CONTIGUOUS', 'CONTIG']);

/** Moodle's names of its ordering grading types (and the short ones it also reads) as ours. */
const ORDERING_NAMES = new Map<string, OrderingGrading>([
  ...ORDERING_GRADINGS.map((g): [string, OrderingGrading] => [g.toUpperCase().replaceAll('-', '_'), g]),
  ['ABS', 'absolute-position'],
  ['ABSOLUTE', 'absolute-position'],
  ['REL', 'relative-next-exclude-last'],
  ['RELATIVE', 'relative-next-exclude-last'],
]);

function multichoice(q: XmlElement, format: string): Read {
  const answers = childrenOf(q, 'answer')
    .map((a) => ({
      text: readText(a, format),
      feedback: readText(childOf(a, 'feedback'), format),
      weight: weightOf(a),
    }))
    // Moodle's form leaves out an answer with no text.
    .filter((a) => a.text !== '');
  const options = answers.map((a, i) => ({ id: idAt(i), text: a.text, feedback: a.feedback }));
  const weights = answers.map((a) => a.weight);
  const single = yes(childOf(q, 'single') ? textOf(childOf(q, 'single')) : 'true');
  return choiceQuestion(options, weights, single) ?? MOODLE_XML_ONE_RIGHT;
}

function truefalse(q: XmlElement, format: string): Read {
  const notes: string[] = [];
  const answers = childrenOf(q, 'answer');
  if (!answers.length) return MOODLE_XML_ONE_RIGHT;
  let correct = true;
  for (const [i, answer] of answers.entries()) {
    // Older files name the answers in the site's language: then the first is true, as Moodle assumes.
    const named = textOf(childOf(answer, 'text'));
    const isTrue = named === 'true' || (named !== 'false' && i === 0);
    const full = weightOf(answer) === 100;
    correct = isTrue ? full : !full;
    if (readText(childOf(answer, 'feedback'), format)) notes.push(NOTE_FEEDBACK_LEFT_OUT);
  }
  return { raw: { type: 'true-false', correct }, notes };
}

function shortanswer(q: XmlElement, format: string): Read {
  const notes: string[] = [];
  const acceptedAnswers: string[] = [];
  const partialAnswers: { text: string; weight: number; feedback: string }[] = [];
  for (const answer of childrenOf(q, 'answer')) {
    const text = textOf(childOf(answer, 'text'));
    const [weight, feedback] = [weightOf(answer), readText(childOf(answer, 'feedback'), format)];
    if (text === '') continue;
    if (weight >= 100) {
      acceptedAnswers.push(text);
      if (feedback) notes.push(NOTE_FEEDBACK_LEFT_OUT);
    } else if (weight > 0) partialAnswers.push({ text, weight, feedback });
    // A 0% answer only tells its feedback: a wrong answer scores 0 without it.
    else if (feedback) notes.push(NOTE_FEEDBACK_LEFT_OUT);
  }
  const caseSensitive = yes(textOf(childOf(q, 'usecase')));
  return { raw: { type: 'short-answer', acceptedAnswers, partialAnswers, caseSensitive }, notes };
}

function matching(q: XmlElement, format: string): Read {
  const pairs: { id: string; prompt: string; match: string }[] = [];
  const distractors: string[] = [];
  for (const sub of childrenOf(q, 'subquestion')) {
    const prompt = readText(sub, format);
    const match = textOf(childOf(childOf(sub, 'answer'), 'text'));
    // A subquestion with no text is a wrong answer offered beside the right ones.
    if (prompt === '') {
      if (match) distractors.push(match);
    } else pairs.push({ id: idAt(pairs.length), prompt, match });
  }
  return { raw: { type: 'matching', pairs, distractors }, notes: [] };
}

function ordering(q: XmlElement, format: string): Read {
  // The answers in the file's order, which is the right one (Moodle's importer sets their fractions from it).
  const answers = childrenOf(q, 'answer')
    .map((a) => ({ text: readText(a, format), feedback: readText(childOf(a, 'feedback'), format) }))
    .filter((a) => a.text !== '');
  const items = answers.map((a, i) => ({ id: idAt(i), text: a.text }));
  const notes = answers.some((a) => a.feedback) ? [NOTE_FEEDBACK_LEFT_OUT] : [];
  // Moodle may show a random or contiguous selection of the items (its defaults: RANDOM, 6, at least 3).
  const select = textOf(childOf(q, 'selecttype') ?? childOf(q, 'logical')) || 'RANDOM';
  const count = numberIn(textOf(childOf(q, 'selectcount') ?? childOf(q, 'studentsee')), 6);
  if (SUBSET.has(select.toUpperCase()) && Math.max(3, count) < items.length) notes.push(NOTE_ORDERING_ALL_ITEMS);
  const grading = ORDERING_NAMES.get(textOf(childOf(q, 'gradingtype')).toUpperCase()) ?? 'relative-next-exclude-last';
  return { raw: { type: 'ordering', items, grading }, notes };
}

function essay(q: XmlElement, format: string): Read {
  const notes = readText(childOf(q, 'responsetemplate'), format) ? [NOTE_TEXT_LEFT_OUT] : [];
  return { raw: { type: 'essay', graderInfo: readText(childOf(q, 'graderinfo'), format) }, notes };
}

/** The inline markup Moodle's drag-and-drop choices may hold. */
const CHOICE_MARKUP = /<\/?(?:sub|sup|b|i|u|em|strong|span)\b[^>]*>/i;

/**
 * Moodle's gap types, gapselect (<selectoption>) and ddwtos (<dragbox>): the n-th choice rightly fills each [[n]] of
 * the text, choices beyond the gaps' are distractors; a ddwtos choice marked <infinite/> may fill several gaps.
 */
function gapReader(type: 'select-missing-words' | 'drag-drop-text', tag: 'selectoption' | 'dragbox'): Reader {
  return (q, format) => {
    const choices = childrenOf(q, tag).map((choice, i) => ({
      id: idAt(i),
      // Written plain, as Moodle's form keeps them; in an HTML question (Moodle's default) one with the markup ddwtos
      // allows (<sub>, <b> …) is read as HTML. Our export writes plain text questions: their choices read as written.
      text:
        !AS_WRITTEN.has(format) && CHOICE_MARKUP.test(textOf(childOf(choice, 'text')))
          ? readText(choice, 'html')
          : textOf(childOf(choice, 'text')),
      group: numberIn(textOf(childOf(choice, 'group')), 1),
      ...(type === 'drag-drop-text' ? { unlimited: childOf(choice, 'infinite') !== undefined } : {}),
    }));
    const shuffle = childOf(q, 'shuffleanswers');
    return {
      raw: { type, choices, shuffleChoices: shuffle ? yes(textOf(shuffle)) : true },
      notes: [],
    };
  };
}

/**
 * Embedded answers: the parts are in the question's text (read by the contract). Moodle's own export writes no
 * <defaultgrade> for them: the marks are then the parts' marks added up, as Moodle counts them.
 */
function cloze(q: XmlElement): Read {
  const read = readCloze(readText(childOf(q, 'questiontext'), 'html'));
  const marks =
    typeof read === 'string'
      ? 1
      : Math.min(
          POINTS_MAX,
          read.parts.reduce((sum, part) => sum + part.marks, 0),
        );
  return { raw: { type: 'cloze', ...(childOf(q, 'defaultgrade') ? {} : { points: marks }) }, notes: [] };
}

const READERS = new Map<string, Reader>([
  ['multichoice', multichoice],
  ['truefalse', truefalse],
  ['shortanswer', shortanswer],
  ['numerical', numerical],
  ['matching', matching],
  ['match', matching],
  ['ordering', ordering],
  ['essay', essay],
  ['gapselect', gapReader('select-missing-words', 'selectoption')],
  ['ddwtos', gapReader('drag-drop-text', 'dragbox')],
  // Moodle writes its embedded answers type as cloze; its own name, multianswer, is read too.
  ['cloze', cloze],
  ['multianswer', cloze],
  // Calculated simple is calculated with its wildcards set up on one page in Moodle: the same XML. Calculated
  // multichoice (answers as choices of formulas) is a type the bank does not have.
  ['calculated', calculated],
  ['calculatedsimple', calculated],
]);

/** Marks: Moodle's default grade in hundredths, brought within the bank's limits (with a note). */
function pointsOf(q: XmlElement, notes: string[]): number {
  const points = Math.round(numberIn(textOf(childOf(q, 'defaultgrade')), 1) * 100) / 100;
  const kept = Math.min(POINTS_MAX, Math.max(0.01, points));
  if (kept !== points) notes.push(NOTE_POINTS_WITHIN);
  return kept;
}

/** A penalty Moodle's older files wrote as a third cut short (0.33, 0.333333). */
const SHORT_THIRD = /^0?[.,]33+$/;

/**
 * The penalty for each wrong try: Moodle's fraction (0.3333333) in percent, brought within 0 to 100% with a note.
 * None: the contract's default (Moodle's, a third); what is no number is NaN, for the contract to refuse.
 */
function penaltyOf(q: XmlElement, notes: string[]): number | undefined {
  const text = textOf(childOf(q, 'penalty'));
  if (text === '') return undefined;
  // Moodle's importer takes anything within 0.005 of a third for a third, mending old files' rounding (its form offers
  // a third, never 0.33). Here only a third cut short is: a penalty of 33% (0.3300000) comes back from our export.
  if (SHORT_THIRD.test(text)) return PENALTY_DEFAULT;
  const fraction = readDecimal(text);
  if (fraction === null) return Number.NaN;
  const kept = Math.min(1, Math.max(0, fraction));
  if (kept !== fraction) notes.push(NOTE_PENALTY_WITHIN);
  return percent(kept * 100);
}

/**
 * The hints in the file's order: each <hint>'s text in its format (Moodle's older files: its <hintcontent>), an empty
 * one dropped as the bank holds none, the first HINTS_MAX kept. A hint's options (Moodle's <shownumcorrect/> and
 * <clearwrong/>, older files' numbers) have no place here: noted where a hint has them.
 */
function hintsOf(q: XmlElement, format: string, notes: string[]): string[] {
  const hints: string[] = [];
  for (const hint of childrenOf(q, 'hint')) {
    const old = childOf(hint, 'hintcontent');
    const options = old
      ? yes(textOf(childOf(hint, 'statenumberofcorrectresponses'))) ||
        yes(textOf(childOf(hint, 'clearincorrectresponses')))
      : childOf(hint, 'shownumcorrect') !== undefined || childOf(hint, 'clearwrong') !== undefined;
    if (options) notes.push(NOTE_HINT_OPTIONS_LEFT_OUT);
    const text = readText(old ?? hint, format);
    if (text) hints.push(text);
  }
  if (hints.length > HINTS_MAX) notes.push(NOTE_HINTS_BEYOND_MAX);
  return hints.slice(0, HINTS_MAX);
}

/**
 * Moodle's interactive behaviour and combined feedback, read for every type. Moodle's true/false, short answer,
 * numerical, essay and Cloze have no combined feedback (and its essay no hints): its files hold none there, ours hold
 * what a question has.
 */
function interactiveFields(q: XmlElement, format: string, notes: string[]) {
  return {
    correctFeedback: readText(childOf(q, 'correctfeedback'), format),
    partialFeedback: readText(childOf(q, 'partiallycorrectfeedback'), format),
    incorrectFeedback: readText(childOf(q, 'incorrectfeedback'), format),
    hints: hintsOf(q, format, notes),
    penalty: penaltyOf(q, notes),
  };
}

function readQuestion(q: XmlElement, category: string | undefined): ParsedRow {
  const type = q.attributes.type?.trim() ?? '';
  if (type === '') return failedRow(q.line, MOODLE_XML_TYPE_MISSING);
  if (type === 'description') return skippedRow(q.line, MOODLE_XML_DESCRIPTION);
  const reader = READERS.get(type);
  if (!reader) return skippedRow(q.line, moodleTypeNotHeld(type));
  const questionText = childOf(q, 'questiontext');
  // Moodle's default format is HTML; a question's other texts default to its text's format.
  const format = questionText?.attributes.format?.trim() || 'html';
  try {
    const read = reader(q, format);
    if (typeof read === 'string') return failedRow(q.line, read);
    const notes = [...read.notes];
    const points = pointsOf(q, notes);
    const written = [...childrenOf(childOf(q, 'tags'), 'tag'), ...childrenOf(childOf(q, 'coursetags'), 'tag')];
    const tags = keptTags(written.map((tag) => textOf(childOf(tag, 'text'))));
    const interactive = interactiveFields(q, format, notes);
    if (holds(q, FILES)) notes.push(NOTE_FILES_LEFT_OUT);
    const raw = {
      points,
      ...read.raw,
      prompt: readText(questionText, 'html'),
      generalFeedback: readText(childOf(q, 'generalfeedback'), format),
      ...interactive,
      idNumber: textOf(childOf(q, 'idnumber')),
    };
    return checkedRow(q.line, raw, { category, tags: tags.tags, notes: [...notes, ...tags.notes] });
  } catch (error) {
    if (error instanceof NotANumber) return failedRow(q.line, MOODLE_XML_NUMBER_INVALID);
    throw error;
  }
}

/** Reads a Moodle XML file: one row per question (the line its <question> starts on), in the file's order. */
export function parseMoodleXml(text: string): ParseResult {
  const rows: ParsedRow[] = [];
  let category: string | undefined;
  const fault = readQuestionElements(text, (q) => {
    if (q.attributes.type?.trim() !== 'category') rows.push(readQuestion(q, category));
    else {
      const path = childOf(q, 'category');
      category = categoryFromPath(childOf(path, 'text') ? textOf(childOf(path, 'text')) : textOf(path));
    }
  });
  if (fault) rows.push(failedRow(fault.line, fault.message));
  return { rows };
}
