import { describe, expect, it } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  ANSWER_LENGTH_INVALID,
  FORMULA_FUNCTION_UNKNOWN,
  FORMULA_NO_NUMBER,
  FORMULA_REQUIRED,
  FORMULA_SYNTAX,
  VALUE_SET_INVALID,
  WILDCARD_LOG_RANGE,
  WILDCARD_RANGE_INVALID,
  WILDCARDS_REQUIRED,
} from '@talentpath/contracts/calculated';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import {
  NUMERICAL_FULL_REQUIRED,
  POINTS_INVALID,
  type QuestionDefinition,
  type QuestionDefinitionInput,
} from '@talentpath/contracts/questions';
import { draftPath, questionForm } from './draft-schema';
import { NO_TRIES } from './editor-test-harness';
import { newWildcard } from './number-draft';
import { draftOf, inputOf, newDraft, type QuestionDraft, withType } from './question-draft';

// Calculated questions (issue 23): their answers are formulas of wildcards drawn per attempt. Their questions go
// from the bank to the editor and back unchanged; the contract's messages land on the field at fault, a formula's
// reading at once with the other errors; switching to the type starts a blank answer at Moodle's 1% tolerance.

const validate = (draft: QuestionDraft) =>
  questionForm['~standard'].validate(draft) as StandardSchemaV1.Result<unknown>;
const errors = (draft: QuestionDraft) =>
  (validate(draft).issues ?? []).map((issue) => `${(issue.path ?? []).join('.')}: ${issue.message}`);

const bankOf = (question: QuestionDefinitionInput) => ({
  id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
  courseId: '6f9619ff-8b86-4d01-b42d-00cf4fc964fe',
  categoryId: null,
  tags: ['geometry'],
  version: 1,
  question,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const QUESTION: QuestionDefinition = {
  type: 'calculated',
  prompt: 'A rectangle is {a} m by {b} m. Its area? (Its perimeter is {=2*({a}+{b})} m.)',
  points: 2,
  generalFeedback: 'Length times width.',
  ...NO_TRIES,
  idNumber: 'calc-1',
  answers: [
    {
      formula: '{a} * {b}',
      weight: 100,
      tolerance: 0.01,
      toleranceType: 'relative',
      answerLength: 2,
      answerFormat: 'decimals',
      feedback: 'Right',
    },
    {
      formula: '2 * ({a} + {b})',
      weight: 10,
      tolerance: 0.5,
      toleranceType: 'nominal',
      answerLength: 3,
      answerFormat: 'significant',
      feedback: 'That is the perimeter',
    },
  ],
  wildcards: [
    { name: 'a', min: 1, max: 5, decimals: 1, distribution: 'uniform' },
    { name: 'b', min: 0.5, max: 50, decimals: 2, distribution: 'loguniform' },
  ],
  valueSets: [
    [3.2, 4.5],
    [1.5, 2.25],
  ],
  units: [
    { unit: 'm²', multiplier: 1 },
    { unit: 'cm²', multiplier: 10000 },
  ],
  unitGrading: 'graded',
  unitPenalty: 20,
};

/** A question as the author typed it: text, formula `{a}*{b}`, its wildcards' rows (the editor adds them). */
function typed(change: (draft: QuestionDraft) => void = () => undefined) {
  const draft = { ...newDraft('calculated'), prompt: 'A rectangle is {a} m by {b} m. Its area?' };
  draft.answers = [{ ...draft.answers[0]!, formula: '{a}*{b}' }];
  draft.wildcards = [newWildcard('a'), newWildcard('b')];
  change(draft);
  return draft;
}

describe('a calculated question of the bank through the editor', () => {
  it('opens and saves unchanged (formulas, wildcards, fixed sets, units), and passes', () => {
    const draft = draftOf(bankOf(QUESTION) as BankQuestion);
    expect(draft.type).toBe('calculated');
    expect(draft.wildcards.map((w) => w.name)).toEqual(['a', 'b']);
    expect(inputOf(draft)).toEqual({ categoryId: null, tags: ['geometry'], question: QUESTION });
    expect(validate(draft).issues).toBeUndefined();
  });

  it('gives a field the question lacks the contract’s default', () => {
    const old: QuestionDefinitionInput = {
      type: 'calculated',
      prompt: '{x} doubled?',
      points: 1,
      generalFeedback: '',
      answers: [{ formula: '2*{x}' }],
      wildcards: [{ name: 'x', min: 1, max: 9 }],
    };
    const draft = draftOf(bankOf(old));
    expect(validate(draft).issues).toBeUndefined();
    expect(inputOf(draft).question).toEqual({
      ...old,
      ...NO_TRIES,
      idNumber: '',
      answers: [
        {
          formula: '2*{x}',
          weight: 100,
          tolerance: 0.01,
          toleranceType: 'relative',
          answerLength: 2,
          answerFormat: 'decimals',
          feedback: '',
        },
      ],
      wildcards: [{ name: 'x', min: 1, max: 9, decimals: 1, distribution: 'uniform' }],
      valueSets: [],
      units: [],
      unitGrading: 'optional',
      unitPenalty: 10,
    });
  });

  it('sends a typed question with its ranges read as numbers, an empty tolerance or decimals as the default', () => {
    const draft = typed((d) => {
      d.wildcards[0] = { ...d.wildcards[0]!, min: '2,5', max: '4', decimals: '' };
      d.answers[0]!.tolerance = '';
    });
    expect(errors(draft)).toEqual([]);
    expect(inputOf(draft).question).toMatchObject({
      answers: [{ formula: '{a}*{b}', tolerance: 0.01 }],
      wildcards: [{ name: 'a', min: 2.5, max: 4 }, { name: 'b' }],
    });
    expect(validate(draft)).toMatchObject({ value: { question: { wildcards: [{ decimals: 1 }, { decimals: 1 }] } } });
  });
});

describe('the contract’s messages, on the editor’s fields', () => {
  it('a formula that does not read: on its field, at once with the other errors', () => {
    expect(errors(typed((d) => void (d.answers[0]!.formula = '{a} *')))).toEqual([
      `answers.0.formula: ${FORMULA_SYNTAX}`,
    ]);
    expect(
      errors(
        typed((d) => {
          d.points = '';
          d.answers[0]!.formula = 'root({a})';
        }),
      ),
    ).toEqual([`points: ${POINTS_INVALID}`, `answers.0.formula: ${FORMULA_FUNCTION_UNKNOWN}`]);
    // An empty formula is the contract's own message alone.
    expect(errors(typed((d) => void (d.answers[0]!.formula = ' ')))).toEqual([
      `answers.0.formula: ${FORMULA_REQUIRED}`,
    ]);
  });

  it('a formula in the text that does not read: on the text', () => {
    expect(errors(typed((d) => void (d.prompt = 'Area of {a} by {b}, half is {=({a}*{b}/2}?')))).toEqual([
      `prompt: ${FORMULA_SYNTAX}`,
    ]);
  });

  it('no wildcard at all; one answer worth 100%; a formula giving no number for any values', () => {
    expect(
      errors(
        typed((d) => {
          d.prompt = 'Two and two?';
          d.answers[0]!.formula = '2 + 2';
          d.wildcards = [];
        }),
      ),
    ).toEqual([`prompt: ${WILDCARDS_REQUIRED}`]);
    expect(errors(typed((d) => void (d.answers[0]!.weight = 50)))).toEqual([`answers: ${NUMERICAL_FULL_REQUIRED}`]);
    expect(errors(typed((d) => void (d.answers[0]!.formula = 'sqrt(-{a}) * {b}')))).toEqual([
      `answers: ${FORMULA_NO_NUMBER}`,
    ]);
  });

  it('a wildcard’s range: on its maximum, or on a log-uniform one’s minimum', () => {
    expect(errors(typed((d) => void (d.wildcards[0]!.max = 0)))).toEqual([
      `wildcards.0.max: ${WILDCARD_RANGE_INVALID}`,
    ]);
    expect(errors(typed((d) => void (d.wildcards[1]!.max = '')))).toEqual([
      `wildcards.1.max: ${WILDCARD_RANGE_INVALID}`,
    ]);
    const log = typed((d) => {
      d.wildcards[1] = { ...d.wildcards[1]!, min: 0, distribution: 'loguniform' };
    });
    expect(errors(log)).toEqual([`wildcards.1.min: ${WILDCARD_LOG_RANGE}`]);
  });

  it('a fixed set of values that does not fit the wildcards: on the sets as a whole', () => {
    expect(errors(typed((d) => void (d.valueSets = [[1, 2], [3]])))).toEqual([`valueSets: ${VALUE_SET_INVALID}`]);
  });

  it('maps the paths of the type’s fields to the editor’s', () => {
    expect(draftPath(['question', 'answers', 1, 'formula'])).toBe('answers.1.formula');
    expect(draftPath(['question', 'answers', 1, 'answerFormat'])).toBe('answers.1.answerLength');
    expect(draftPath(['question', 'wildcards', 0, 'min'])).toBe('wildcards.0.min');
    expect(draftPath(['question', 'wildcards', 2, 'name'])).toBe('wildcards');
    expect(draftPath(['question', 'wildcards'])).toBe('wildcards');
    expect(draftPath(['question', 'valueSets', 3, 1])).toBe('valueSets');
    expect(errors(typed((d) => void (d.answers[0]!.answerFormat = 'significant'))).length).toBe(0);
    expect(
      errors(
        typed((d) => {
          d.answers[0]!.answerFormat = 'significant';
          d.answers[0]!.answerLength = 0;
        }),
      ),
    ).toEqual([`answers.0.answerLength: ${ANSWER_LENGTH_INVALID}`]);
  });
});

describe('switching the type', () => {
  it('gives an answer not written yet the new type’s starting tolerance, and keeps one written', () => {
    const draft = newDraft('single-choice');
    expect(withType(draft, 'calculated').answers[0]!.tolerance).toBe(0.01);
    expect(withType(withType(draft, 'calculated'), 'numerical').answers[0]!.tolerance).toBe(0);
    const written = { ...draft, answers: [{ ...draft.answers[0]!, value: 3 }] };
    expect(withType(written, 'calculated').answers[0]!.tolerance).toBe(0);
    expect(withType(written, 'calculated').type).toBe('calculated');
  });
});
