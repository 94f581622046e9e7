import {
  MOODLE_XML_DESCRIPTION,
  MOODLE_XML_NUMBER_INVALID,
  MOODLE_XML_ONE_RIGHT,
  MOODLE_XML_TYPE_MISSING,
  moodleTypeNotHeld,
  NOTE_ANY_NUMBER_LEFT_OUT,
  NOTE_FEEDBACK_LEFT_OUT,
  NOTE_FILES_LEFT_OUT,
  NOTE_HINT_OPTIONS_LEFT_OUT,
  NOTE_HINTS_BEYOND_MAX,
  NOTE_ORDERING_ALL_ITEMS,
  NOTE_PENALTY_WITHIN,
  NOTE_POINTS_WITHIN,
  NOTE_SHARED_WILDCARDS_OWN,
  NOTE_TEXT_LEFT_OUT,
  NOTE_UNIT_PENALTY_OF_RESPONSE,
  NOTE_UNITS_AFTER,
  NOTE_VALUE_SETS_INCOMPLETE,
} from '@talentpath/contracts/question-import';
import { readCloze } from '@talentpath/contracts/cloze';
import {
  HINTS_MAX,
  ORDERING_GRADINGS,
  type OrderingGrading,
  PENALTY_DEFAULT,
  POINTS_MAX,
  TOLERANCE_TYPES,
} from '@talentpath/contracts/questions';
import { htmlToText } from './html-text.ts';
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

// Moodle XML (ADR 0052), read as Moodle's own importer (question/format/xml/format.php) reads it, for the types the
// bank has: a `<question type="category">` files the questions after it; `fraction` attributes are percents; a text
// is read in its `format` (html and Moodle's auto-format as the plain text a browser shows, the others as written),
// an answer's or a feedback's format defaulting to the question text's. Every type's combined feedback, hints and
// penalty are read, as Moodle reads them for the types that have them. What a question holds that the bank has no
// place for is left out with a note on its row; a type the bank does not have is skipped, named.

/** Formats whose text is read as written; any other (html, moodle_auto_format, one Moodle does not know) is HTML. */
const AS_WRITTEN = new Set(['plain_text', 'markdown', 'wiki_like']);
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

class NotANumber extends Error {}

/** A number the file writes; a blank one is `blank`. */
function numberIn(text: string, blank?: number): number {
  if (text.trim() === '' && blank !== undefined) return blank;
  const n = readDecimal(text);
  if (n === null) throw new NotANumber();
  return n;
}

/** A percent as Moodle keeps one: a fraction of 7 decimals. */
const percent = (n: number) => Math.round(n * 1e5) / 1e5;

/** Moodle's 0/1, true/false: '', 0 and false are no. */
const yes = (text: string) => !['', '0', 'false'].includes(text.toLowerCase());

/** An element's <text> in the element's format (or the one it inherits), as plain text. */
function readText(element: XmlElement | undefined, inherited: string): string {
  const format = element?.attributes.format?.trim() || inherited;
  const text = childOf(element, 'text')?.text ?? '';
  return AS_WRITTEN.has(format) ? text.trim() : htmlToText(text);
}

/** An answer's weight: its `fraction` attribute, in percent (Moodle's older files: a <fraction> of 0 to 1). */
function weightOf(answer: XmlElement): number {
  const old = textOf(childOf(answer, 'fraction'));
  return percent(old ? numberIn(old) * 100 : numberIn(answer.attributes.fraction ?? '', 0));
}

type Read = { raw: Record<string, unknown>; notes: string[] } | string;
type Reader = (q: XmlElement, format: string) => Read;

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

/** A numerical question's units as Moodle keeps them: those without a name or a multiplier dropped, each once. */
function unitsOf(q: XmlElement) {
  const units: { unit: string; multiplier: number }[] = [];
  const named = new Set<string>();
  for (const unit of childrenOf(childOf(q, 'units'), 'unit')) {
    const name = textOf(childOf(unit, 'unit_name'));
    const multiplier = numberIn(textOf(childOf(unit, 'multiplier')), 1);
    if (!name || !multiplier || named.has(name)) continue;
    named.add(name);
    units.push({ unit: name, multiplier });
  }
  // The answers are in the unit whose multiplier is 1: ours is the first.
  const base = units.findIndex((u) => u.multiplier === 1);
  return base > 0 ? [units[base]!, ...units.filter((_, i) => i !== base)] : units;
}

/**
 * The answers of a numerical or calculated question that earn marks, with their feedback. Moodle's catch-all (`*`,
 * any other number) and an answer at 0% are left out, with a note where they tell something: a 0% answer only tells
 * its feedback, since a wrong response scores 0 without it.
 */
function markedAnswers(q: XmlElement, format: string, notes: string[]) {
  const marked = [];
  for (const answer of childrenOf(q, 'answer')) {
    const text = textOf(childOf(answer, 'text'));
    const [weight, feedback] = [weightOf(answer), readText(childOf(answer, 'feedback'), format)];
    if (text === '' || text === '*') {
      // Moodle's catch-all: any other number, for its feedback (or marks).
      if (weight > 0 || feedback) notes.push(NOTE_ANY_NUMBER_LEFT_OUT);
      continue;
    }
    if (weight <= 0) {
      if (feedback) notes.push(NOTE_FEEDBACK_LEFT_OUT);
      continue;
    }
    marked.push({ answer, text, weight: Math.min(weight, 100), feedback });
  }
  return marked;
}

/** The units of a numerical or calculated question, which Moodle writes and reads alike for both. */
function unitFields(q: XmlElement, format: string, notes: string[]) {
  // Moodle's showunits 3: the question uses no units (a unit typed is not accepted).
  const unitsUsed = textOf(childOf(q, 'showunits')) !== '3';
  const units = unitsUsed ? unitsOf(q) : [];
  const gradingType = textOf(childOf(q, 'unitgradingtype'));
  if (units.length && gradingType === '2') notes.push(NOTE_UNIT_PENALTY_OF_RESPONSE);
  if (units.length && yes(textOf(childOf(q, 'unitsleft')))) notes.push(NOTE_UNITS_AFTER);
  if (readText(childOf(q, 'instructions'), format)) notes.push(NOTE_TEXT_LEFT_OUT);
  return {
    units,
    unitGrading: gradingType === '1' || gradingType === '2' ? 'graded' : 'optional',
    unitPenalty: percent(numberIn(textOf(childOf(q, 'unitpenalty')), 0.1) * 100),
  };
}

function numerical(q: XmlElement, format: string): Read {
  const notes: string[] = [];
  const answers = markedAnswers(q, format, notes).map(({ answer, text, weight, feedback }) => ({
    value: numberIn(text),
    tolerance: Math.abs(numberIn(textOf(childOf(answer, 'tolerance')), 0)),
    weight,
    feedback,
  }));
  return { raw: { type: 'numerical', answers, ...unitFields(q, format, notes) }, notes };
}

/** Moodle's codes for a calculated answer's tolerance type and how its right answer is shown (our names read too). */
const TOLERANCE_CODES = new Map([
  ['1', 'relative'],
  ['2', 'nominal'],
  ['3', 'geometric'],
  ...TOLERANCE_TYPES.map((t): [string, string] => [t, t]),
]);
const ANSWER_FORMAT_CODES = new Map([
  ['1', 'decimals'],
  ['2', 'significant'],
  ['decimals', 'decimals'],
  ['significant', 'significant'],
]);

/** A code as our name; blank is the contract's default, and a code Moodle does not have is kept for it to refuse. */
const coded = (text: string, codes: ReadonlyMap<string, string>) =>
  text === '' ? undefined : (codes.get(text) ?? text);

/** A number the contract has a default for: blank is that default, and what is no number NaN for it to refuse. */
const optionalNumber = (text: string) => (text === '' ? undefined : (readDecimal(text) ?? Number.NaN));

/**
 * A calculated question's wildcards, one for each <dataset_definition>, and its fixed sets of values: set k holds each
 * wildcard's item number k, for the numbers every wildcard has (Moodle draws an attempt's values by one number for
 * all of them). Items another wildcard lacks are left out with a note; a dataset Moodle shares among a category's
 * questions becomes this question's own (the bank shares none), with a note.
 */
function wildcardsOf(q: XmlElement, notes: string[]) {
  const wildcards = [];
  const items: Map<number, number>[] = [];
  let dropped = false;
  for (const definition of childrenOf(childOf(q, 'dataset_definitions'), 'dataset_definition')) {
    const field = (name: string) => textOf(childOf(childOf(definition, name), 'text'));
    if (field('status').toLowerCase() === 'shared') notes.push(NOTE_SHARED_WILDCARDS_OWN);
    wildcards.push({
      name: field('name'),
      min: optionalNumber(field('minimum')) ?? Number.NaN,
      max: optionalNumber(field('maximum')) ?? Number.NaN,
      decimals: optionalNumber(field('decimals')),
      distribution: field('distribution').toLowerCase() || undefined,
    });
    const values = new Map<number, number>();
    for (const item of childrenOf(childOf(definition, 'dataset_items'), 'dataset_item')) {
      const number = Number(textOf(childOf(item, 'number')) || Number.NaN);
      if (!Number.isInteger(number) || number < 1 || values.has(number)) dropped = true;
      else values.set(number, optionalNumber(textOf(childOf(item, 'value'))) ?? Number.NaN);
    }
    items.push(values);
  }
  const numbers = [...new Set(items.flatMap((values) => [...values.keys()]))].sort((a, b) => a - b);
  const complete = numbers.filter((n) => items.every((values) => values.has(n)));
  if (dropped || complete.length < numbers.length) notes.push(NOTE_VALUE_SETS_INCOMPLETE);
  return { wildcards, valueSets: complete.map((n) => items.map((values) => values.get(n)!)) };
}

/**
 * Moodle's calculated and calculated simple questions (the same XML): each answer a formula of the wildcards, with
 * its tolerance (<tolerancetype> 1 relative, 2 nominal, 3 geometric) and how its right answer is shown
 * (<correctanswerformat> 1 decimals, 2 significant figures; <correctanswerlength>); the units as a numerical
 * question's; the wildcards and their values from <dataset_definitions>. The contract checks the formulas.
 */
function calculated(q: XmlElement, format: string): Read {
  const notes: string[] = [];
  const answers = markedAnswers(q, format, notes).map(({ answer, text, weight, feedback }) => {
    const tolerance = textOf(childOf(answer, 'tolerance'));
    return {
      formula: text,
      weight,
      tolerance: tolerance === '' ? undefined : Math.abs(numberIn(tolerance)),
      toleranceType: coded(textOf(childOf(answer, 'tolerancetype')).toLowerCase(), TOLERANCE_CODES),
      answerLength: optionalNumber(textOf(childOf(answer, 'correctanswerlength'))),
      answerFormat: coded(textOf(childOf(answer, 'correctanswerformat')).toLowerCase(), ANSWER_FORMAT_CODES),
      feedback,
    };
  });
  const units = unitFields(q, format, notes);
  return { raw: { type: 'calculated', answers, ...wildcardsOf(q, notes), ...units }, notes };
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
