import {
  NOTE_ANY_NUMBER_LEFT_OUT,
  NOTE_FEEDBACK_LEFT_OUT,
  NOTE_SHARED_WILDCARDS_OWN,
  NOTE_TEXT_LEFT_OUT,
  NOTE_UNIT_PENALTY_OF_RESPONSE,
  NOTE_UNITS_AFTER,
  NOTE_VALUE_SETS_INCOMPLETE,
} from '@talentpath/contracts/question-import';
import { TOLERANCE_TYPES } from '@talentpath/contracts/questions';
import { readDecimal } from './question-formats.ts';
import { childOf, childrenOf, textOf, type XmlElement } from './xml-tree.ts';
import { numberIn, percent, type Read, readText, weightOf, yes } from './moodle-xml-read.ts';

// Moodle XML's numerical and calculated questions (ADRs 0052, 0055): accepted numbers with their tolerances, units,
// and a calculated question's wildcards with their datasets, read as Moodle's own importer reads them.

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

export function numerical(q: XmlElement, format: string): Read {
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
export function calculated(q: XmlElement, format: string): Read {
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
