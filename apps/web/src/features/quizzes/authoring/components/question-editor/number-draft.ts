import type { Distribution } from '@talentpath/contracts/calculated';
import type { QuestionDefinitionInput, QuestionType, TOLERANCE_TYPES } from '@talentpath/contracts/questions';
import { localId } from './local-id';

// The editor's values of the two types answered with a number: numerical (numbers accepted) and calculated (formulas
// of wildcards whose values each attempt draws). They share their answers (a number's value, a formula's text, each
// with a tolerance, weight and feedback) and their units, so switching between the two keeps what they have in
// common; named as the contract names them, so an error's path is the field's.

export type ToleranceType = (typeof TOLERANCE_TYPES)[number];
/** An answer of a numerical question (its `value`) or of a calculated one (its `formula` and how it is shown). */
export type NumberDraft = {
  key: string;
  value: number | string;
  formula: string;
  tolerance: number | string;
  toleranceType: ToleranceType;
  answerLength: number;
  answerFormat: 'decimals' | 'significant';
  weight: number;
  feedback: string;
};
/** A calculated question's wildcard `{name}`: the range its values are drawn from, and their decimals. */
export type WildcardDraft = {
  key: string;
  name: string;
  min: number | string;
  max: number | string;
  decimals: number | string;
  distribution: Distribution;
};
export type UnitDraft = { key: string; unit: string; multiplier: number | string };

/** The fields of the question editor's values that these two types use. */
export type NumberFields = {
  answers: NumberDraft[];
  units: UnitDraft[];
  unitGrading: 'optional' | 'graded';
  unitPenalty: number | string;
  /** Calculated: the wildcards of the text and formulas, and fixed sets of their values (imported), in their order. */
  wildcards: WildcardDraft[];
  valueSets: number[][];
};

/**
 * The tolerance an answer starts with: none for a number (the contract's default), Moodle's 1% (relative) for a
 * formula, whose result a learner rounds.
 */
export const startTolerance = (type: QuestionType) => (type === 'calculated' ? 0.01 : 0);

export const newNumber = (type: QuestionType = 'numerical'): NumberDraft => ({
  key: localId(),
  value: '',
  formula: '',
  tolerance: startTolerance(type),
  toleranceType: 'relative',
  answerLength: 2,
  answerFormat: 'decimals',
  weight: 100,
  feedback: '',
});

/** A wildcard the text or a formula has just named: Moodle's first range, 1 to 10 with one decimal. */
export const newWildcard = (name: string): WildcardDraft => ({
  key: localId(),
  name,
  min: 1,
  max: 10,
  decimals: 1,
  distribution: 'uniform',
});

/** The first unit is the one the answers are in: its multiplier is 1. */
export const newUnit = (first: boolean): UnitDraft => ({ key: localId(), unit: '', multiplier: first ? 1 : '' });

/** The fields of a new question: one answer, no units, no wildcards. */
export const newNumberFields = (type: QuestionType): NumberFields => ({
  answers: [newNumber(type)],
  units: [],
  unitGrading: 'optional',
  unitPenalty: 10,
  wildcards: [],
  valueSets: [],
});

/**
 * The answers when the question becomes another type: an answer not written yet (no number, formula or feedback)
 * takes the new type's starting tolerance, so a formula does not start with a number's none, nor the other way.
 */
export function answersForType(answers: NumberDraft[], from: QuestionType, to: QuestionType): NumberDraft[] {
  const blank = (a: NumberDraft) =>
    a.value === '' && a.formula === '' && a.feedback === '' && a.tolerance === startTolerance(from);
  return answers.map((a) => (blank(a) ? { ...a, tolerance: startTolerance(to) } : a));
}

type Stored<T extends QuestionType> = Extract<QuestionDefinitionInput, { type: T }>;

/** A numerical or calculated question's units as the editor holds them. */
const unitsOf = (q: Stored<'numerical' | 'calculated'>) => ({
  units: (q.units ?? []).map(({ unit, multiplier }) => ({ key: localId(), unit, multiplier })),
  unitGrading: q.unitGrading ?? 'optional',
  unitPenalty: q.unitPenalty ?? 10,
});

/** A numerical question of the bank as the editor holds it; a field it lacks gets the contract's default. */
export const numericalDraftOf = (q: Stored<'numerical'>) => ({
  answers: q.answers.map(({ value, tolerance = 0, weight = 100, feedback = '' }) => ({
    ...newNumber(q.type),
    value,
    tolerance,
    weight,
    feedback,
  })),
  ...unitsOf(q),
});

/** A calculated question of the bank as the editor holds it; a field it lacks gets the contract's default. */
export const calculatedDraftOf = (q: Stored<'calculated'>) => ({
  answers: q.answers.map((a) => ({
    ...newNumber(q.type),
    formula: a.formula,
    tolerance: a.tolerance ?? 0.01,
    toleranceType: a.toleranceType ?? 'relative',
    answerLength: a.answerLength ?? 2,
    answerFormat: a.answerFormat ?? 'decimals',
    weight: a.weight ?? 100,
    feedback: a.feedback ?? '',
  })),
  wildcards: q.wildcards.map(({ name, min, max, decimals = 1, distribution = 'uniform' }) => ({
    key: localId(),
    name,
    min,
    max,
    decimals,
    distribution,
  })),
  valueSets: q.valueSets ?? [],
  ...unitsOf(q),
});

/** A number as typed: '' is no number (the contract says what is missing), '3,5' is read as 3.5. */
export const numberOf = (value: number | string): number | undefined => {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text ? Number(text) : undefined;
};

/**
 * The unit penalty as sent: the author's, or, where it is not asked for (units optional, or none), the contract's
 * default when left empty; an empty one that is asked for is no number, and the contract says so.
 */
function unitPenaltyOf(draft: NumberFields) {
  const penalty = numberOf(draft.unitPenalty);
  if (penalty !== undefined) return penalty;
  return draft.unitGrading === 'graded' && draft.units.length > 0 ? null : 10;
}

/** A numerical or calculated question's units as sent. */
const unitsInputOf = (draft: NumberFields) => ({
  units: draft.units.map((u) => ({ unit: u.unit, multiplier: numberOf(u.multiplier) })),
  unitGrading: draft.unitGrading,
  unitPenalty: unitPenaltyOf(draft),
});

/** A numerical question's own fields as sent. */
export const numericalInputOf = (draft: NumberFields) => ({
  answers: draft.answers.map((a) => ({
    value: numberOf(a.value),
    tolerance: numberOf(a.tolerance) ?? 0,
    weight: a.weight,
    feedback: a.feedback,
  })),
  ...unitsInputOf(draft),
});

/** A calculated question's own fields as sent; an empty tolerance or decimals is the contract's default. */
export const calculatedInputOf = (draft: NumberFields) => ({
  answers: draft.answers.map((a) => ({
    formula: a.formula,
    weight: a.weight,
    tolerance: numberOf(a.tolerance) ?? 0.01,
    toleranceType: a.toleranceType,
    answerLength: a.answerLength,
    answerFormat: a.answerFormat,
    feedback: a.feedback,
  })),
  wildcards: draft.wildcards.map((w) => ({
    name: w.name,
    min: numberOf(w.min),
    max: numberOf(w.max),
    decimals: numberOf(w.decimals),
    distribution: w.distribution,
  })),
  valueSets: draft.valueSets,
  ...unitsInputOf(draft),
});
