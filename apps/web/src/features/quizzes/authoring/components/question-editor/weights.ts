import { WEIGHT_CHOICES } from '@talentpath/contracts/questions';

// What an answer is worth, in percent of the question's points, as Moodle's editor offers it: its menu of grades
// from 100% down, then the same as negative marks (−5% … −100%). Each list below is the part of it one control offers.

const POSITIVE = WEIGHT_CHOICES.filter((w) => w > 0);
const NEGATIVE = [...POSITIVE].reverse().map((w) => -w);

/** A single choice's other options: part of the points (90% … 5%), none (0%), or a negative mark. */
export const OTHER_OPTION_WEIGHTS = [...POSITIVE.filter((w) => w < 100), 0, ...NEGATIVE];
/** A weighted multiple choice's correct options (their weights add up to 100%). */
export const CORRECT_OPTION_WEIGHTS = POSITIVE;
/** A weighted multiple choice's wrong options: nothing, or a negative mark. */
export const WRONG_OPTION_WEIGHTS = [0, ...NEGATIVE];
/** A partly right short answer: more than 0%, less than 100%. */
export const PARTIAL_ANSWER_WEIGHTS = POSITIVE.filter((w) => w < 100);
/** An accepted number: more than 0%, up to 100%. */
export const NUMBER_WEIGHTS = POSITIVE;

/** A share of 100% in Moodle's five decimals (3 options: 33.33333%, as its menu writes it). */
const share = (n: number) => Number((100 / n).toFixed(5));

/**
 * A multiple choice's weights that grade as the even rule does (the correct options share +100%, the wrong ones
 * −100%): turning weights on changes no marks until the author changes a weight.
 */
export function evenWeights<T extends { id: string }>(options: T[], correctIds: readonly string[]): number[] {
  const correct = options.filter((o) => correctIds.includes(o.id)).length;
  const wrong = options.length - correct;
  return options.map((o) => (correctIds.includes(o.id) ? share(correct) : wrong ? -share(wrong) : 0));
}

/**
 * The weights after an option of a weighted multiple choice is marked correct or not: a wrong option is worth
 * nothing at first; a correct one takes what is left of 100% (the author rebalances when nothing is left).
 */
export function weightsAfterMark<T extends { id: string; weight: number }>(
  options: T[],
  correctIds: readonly string[],
  id: string,
  correct: boolean,
): T[] {
  const others = options.filter((o) => o.id !== id && correctIds.includes(o.id)).reduce((s, o) => s + o.weight, 0);
  const left = Number((100 - others).toFixed(5));
  return options.map((o) => {
    if (o.id !== id) return o;
    if (!correct) return o.weight > 0 ? { ...o, weight: 0 } : o;
    return o.weight > 0 ? o : { ...o, weight: Math.max(left, 0) };
  });
}

/** The menu a select offers, with the value it holds when that is not on it (imported: 37%). */
export const weightMenu = (menu: readonly number[], value: number) =>
  menu.some((w) => w === value) ? menu : [...menu, value].sort((a, b) => b - a);

const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };

/** A weight as the language writes it: 50%, 33.33333%, −25% (a real minus sign) / 50 %, 33,33333 %, −25 %. */
export const formatWeight = (weight: number, language: string) =>
  new Intl.NumberFormat(LOCALES[language] ?? language, { style: 'percent', maximumFractionDigits: 5 })
    .format(weight / 100)
    .replace('-', '\u2212');
