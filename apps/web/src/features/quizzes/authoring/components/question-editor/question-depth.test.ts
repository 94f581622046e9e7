import { describe, expect, it } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import {
  FIRST_UNIT_MULTIPLIER,
  ID_NUMBER_TOO_LONG,
  MULTIPLIER_INVALID,
  NUMERICAL_FULL_REQUIRED,
  type QuestionDefinition,
  type QuestionDefinitionInput,
  type QuestionOf,
  UNIT_PENALTY_INVALID,
  UNITS_DUPLICATE,
  WEIGHT_CORRECT_POSITIVE,
  WEIGHT_OTHER_BELOW_FULL,
  WEIGHT_WRONG_NOT_POSITIVE,
  WEIGHTS_CORRECT_SUM,
} from '@talentpath/contracts/questions';
import { draftPath, questionForm } from './draft-schema';
import { NO_TRIES } from './editor-test-harness';
import { draftOf, inputOf, newDraft, type QuestionDraft } from './question-draft';

// Moodle's depth of a question (issue 23): weights, partly right answers, units, ordering grading types and the id
// number go from the bank to the editor and back unchanged; questions written before them still open and save; the
// editor refuses what the contract refuses, on the field that is wrong.

const validate = (draft: QuestionDraft) =>
  questionForm['~standard'].validate(draft) as StandardSchemaV1.Result<unknown>;
const errors = (draft: QuestionDraft) =>
  (validate(draft).issues ?? []).map((issue) => `${(issue.path ?? []).join('.')}: ${issue.message}`);

const bankOf = (question: QuestionDefinitionInput) => ({
  id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
  courseId: '6f9619ff-8b86-4d01-b42d-00cf4fc964fe',
  categoryId: null,
  tags: [],
  version: 1,
  question,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
// Written as an author would: feedback by mark, two hints (three tries) and Moodle's 10% penalty.
const common = {
  prompt: 'A question',
  points: 2,
  generalFeedback: '',
  correctFeedback: 'Well done',
  partialFeedback: 'Nearly',
  incorrectFeedback: 'Not this time',
  hints: ['Think of the map', 'It is in Norway'],
  penalty: 10,
  idNumber: 'Q-7',
};
const options = [
  { id: 'a', text: 'Oslo', feedback: '' },
  { id: 'b', text: 'Bergen', feedback: 'Close' },
  { id: 'c', text: 'Paris', feedback: '' },
];

/** Questions of every new shape, as the bank stores them (the contract's output). */
const DEPTH: QuestionDefinition[] = [
  {
    ...common,
    type: 'single-choice',
    options: [options[0]!, { ...options[1]!, weight: 50 }, { ...options[2]!, weight: -33.33333 }],
    correctOptionId: 'a',
  },
  {
    ...common,
    type: 'multiple-choice',
    options: [
      { ...options[0]!, weight: 75 },
      { ...options[1]!, weight: 25 },
      { ...options[2]!, weight: -100 },
    ],
    correctOptionIds: ['a', 'b'],
  },
  {
    ...common,
    type: 'short-answer',
    acceptedAnswers: ['Oslo*'],
    partialAnswers: [{ text: 'Christiania', weight: 50, feedback: 'Its old name' }],
    caseSensitive: false,
  },
  {
    ...common,
    type: 'numerical',
    answers: [
      { value: 1.5, tolerance: 0.01, weight: 100, feedback: 'Right' },
      { value: 15, tolerance: 0, weight: 10, feedback: 'Check the unit' },
    ],
    units: [
      { unit: 'm', multiplier: 1 },
      { unit: 'cm', multiplier: 100 },
    ],
    unitGrading: 'graded',
    unitPenalty: 25,
  },
  {
    ...common,
    type: 'ordering',
    items: [
      { id: 'a', text: 'First' },
      { id: 'b', text: 'Second' },
    ],
    grading: 'longest-contiguous-subset',
  },
];

describe('a question of the bank, with Moodle’s depth, through the editor', () => {
  it.each(DEPTH.map((q) => [q.type, q] as const))('%s: opens and saves unchanged, and passes', (_type, question) => {
    const draft = draftOf(bankOf(question) as BankQuestion);
    expect(inputOf(draft).question).toEqual(question);
    expect(validate(draft).issues).toBeUndefined();
  });

  it('turns weights on for a weighted multiple choice, and leaves them off without', () => {
    expect(draftOf(bankOf(DEPTH[1]!)).weighted).toBe(true);
    const even = { ...common, type: 'multiple-choice' as const, options, correctOptionIds: ['a'] };
    expect(draftOf(bankOf(even)).weighted).toBe(false);
  });

  it('sends a single choice’s weights only where they are not 0, and none for the correct option', () => {
    const draft = draftOf(bankOf({ ...(DEPTH[0] as QuestionOf<'single-choice'>), correctOptionId: 'b' }));
    // b was worth 50% as another option; now correct, it is worth all, and a (the old correct one) nothing.
    expect(inputOf(draft).question).toMatchObject({
      options: [{ id: 'a' }, { id: 'b' }, { id: 'c', weight: -33.33333 }],
    });
    const sent = inputOf(draft).question as { options: object[] };
    expect(sent.options[0]).not.toHaveProperty('weight');
    expect(sent.options[1]).not.toHaveProperty('weight');
  });

  it('sends a multiple choice without weights when they are off, whatever the options hold', () => {
    const draft = { ...draftOf(bankOf(DEPTH[1]!)), weighted: false };
    const sent = inputOf(draft).question as { options: object[] };
    for (const option of sent.options) expect(option).not.toHaveProperty('weight');
    expect(validate(draft).issues).toBeUndefined();
  });
});

describe('a question written before issue 23 (no id number, weights, units or grading type)', () => {
  const OLD: QuestionDefinitionInput[] = [
    { prompt: 'Pick', points: 1, generalFeedback: '', type: 'single-choice', options, correctOptionId: 'a' },
    { prompt: 'Pick', points: 1, generalFeedback: '', type: 'multiple-choice', options, correctOptionIds: ['a'] },
    { prompt: 'Capital?', points: 1, generalFeedback: '', type: 'short-answer', acceptedAnswers: ['Oslo'] },
    {
      prompt: 'Pi?',
      points: 1,
      generalFeedback: '',
      type: 'numerical',
      answers: [{ value: 3.14, tolerance: 0.01 }],
    },
    {
      prompt: 'Order',
      points: 1,
      generalFeedback: '',
      type: 'ordering',
      items: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
    },
  ];

  it.each(OLD.map((q) => [q.type, q] as const))('%s: opens, passes and saves with the defaults', (_type, old) => {
    const draft = draftOf(bankOf(old));
    expect(draft.idNumber).toBe('');
    expect(validate(draft).issues).toBeUndefined();
    expect(inputOf(draft).question).toMatchObject({ ...old, idNumber: '' });
  });

  it('gives the defaults the contract gives: numbers worth 100%, no units, the default grading type', () => {
    expect(inputOf(draftOf(bankOf(OLD[2]!))).question).toMatchObject({ partialAnswers: [], caseSensitive: false });
    expect(inputOf(draftOf(bankOf(OLD[3]!))).question).toEqual({
      ...OLD[3],
      ...NO_TRIES,
      idNumber: '',
      answers: [{ value: 3.14, tolerance: 0.01, weight: 100, feedback: '' }],
      units: [],
      unitGrading: 'optional',
      unitPenalty: 10,
    });
    expect(inputOf(draftOf(bankOf(OLD[4]!))).question).toMatchObject({ grading: 'relative-next-exclude-last' });
  });
});

/** A filled-in draft of a type, the rule under test applied by `change`. */
function drafted(type: QuestionDraft['type'], change: (draft: QuestionDraft) => void) {
  const draft = { ...newDraft(type), prompt: 'A question' };
  draft.options = draft.options.map((o, i) => ({ ...o, text: `Option ${i + 1}` }));
  draft.correctOptionId = draft.options[0]!.id;
  draft.correctOptionIds = [draft.options[0]!.id, draft.options[1]!.id];
  draft.answers = [{ ...draft.answers[0]!, value: 2 }];
  change(draft);
  return draft;
}

describe('the contract’s rules of weights and units, on the editor’s fields', () => {
  it('a weighted multiple choice: the correct weights add up to 100%, positive; the wrong ones are not', () => {
    const weigh = (weights: number[]) =>
      drafted('multiple-choice', (d) => {
        d.weighted = true;
        d.options = d.options.map((o, i) => ({ ...o, weight: weights[i]! }));
      });
    expect(errors(weigh([50, 50, -100]))).toEqual([]);
    expect(errors(weigh([50, 40, 0]))).toEqual([`correctOptionIds: ${WEIGHTS_CORRECT_SUM}`]);
    expect(errors(weigh([100, 0, 0]))).toEqual([`options.1.weight: ${WEIGHT_CORRECT_POSITIVE}`]);
    expect(errors(weigh([50, 50, 10]))).toEqual([`options.2.weight: ${WEIGHT_WRONG_NOT_POSITIVE}`]);
  });

  it('a single choice: only the correct option is worth 100%', () => {
    const draft = drafted('single-choice', (d) => {
      d.options[2]!.weight = 100;
    });
    expect(errors(draft)).toEqual([`options.2.weight: ${WEIGHT_OTHER_BELOW_FULL}`]);
  });

  it('a numerical question: one number worth 100%; units once each, the first 1, each with a multiplier', () => {
    expect(errors(drafted('numerical', (d) => void (d.answers[0]!.weight = 50)))).toEqual([
      `answers: ${NUMERICAL_FULL_REQUIRED}`,
    ]);
    const units = (list: [string, number | string][]) =>
      drafted('numerical', (d) => {
        d.units = list.map(([unit, multiplier], i) => ({ key: `u${i}`, unit, multiplier }));
      });
    expect(
      errors(
        units([
          ['m', 1],
          ['cm', '100'],
        ]),
      ),
    ).toEqual([]);
    expect(
      inputOf(
        units([
          ['m', 1],
          ['cm', '0,5'],
        ]),
      ).question,
    ).toMatchObject({
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 0.5 },
      ],
    });
    expect(
      errors(
        units([
          ['m', 1],
          ['cm', ''],
        ]),
      ),
    ).toEqual([`units.1.multiplier: ${MULTIPLIER_INVALID}`]);
    expect(
      errors(
        units([
          ['m', 1],
          ['m', 2],
        ]),
      ),
    ).toEqual([`units: ${UNITS_DUPLICATE}`]);
    expect(errors(units([['cm', 100]]))).toEqual([`units: ${FIRST_UNIT_MULTIPLIER}`]);
  });

  it('asks for the unit penalty only where it is shown: units graded', () => {
    const penalty = (unitGrading: 'optional' | 'graded', unitPenalty: number | string) =>
      drafted('numerical', (d) => {
        d.units = [{ key: 'u', unit: 'm', multiplier: 1 }];
        Object.assign(d, { unitGrading, unitPenalty });
      });
    expect(errors(penalty('graded', ''))).toEqual([`unitPenalty: ${UNIT_PENALTY_INVALID}`]);
    expect(errors(penalty('graded', 101))).toEqual([`unitPenalty: ${UNIT_PENALTY_INVALID}`]);
    expect(inputOf(penalty('graded', '12,5')).question).toMatchObject({ unitPenalty: 12.5 });
    expect(inputOf(penalty('optional', '')).question).toMatchObject({ unitPenalty: 10 });
  });

  it('an id number on every type: one line, at most 100 characters', () => {
    for (const type of ['true-false', 'essay', 'matching'] as const) {
      const draft = drafted(type, (d) => {
        d.idNumber = 'x'.repeat(101);
        d.pairs = d.pairs.map((p, i) => ({ ...p, prompt: `P${i}`, match: `M${i}` }));
      });
      expect(errors(draft)).toEqual([`idNumber: ${ID_NUMBER_TOO_LONG}`]);
      expect(inputOf({ ...draft, idNumber: ' Q-7 ' }).question).toMatchObject({ idNumber: ' Q-7 ' });
    }
  });

  it('maps the paths of the new fields to the editor’s', () => {
    expect(draftPath(['question', 'options', 2, 'weight'])).toBe('options.2.weight');
    expect(draftPath(['question', 'partialAnswers', 0, 'text'])).toBe('partialAnswers.0.text');
    expect(draftPath(['question', 'answers', 1, 'feedback'])).toBe('answers.1.feedback');
    expect(draftPath(['question', 'units', 1, 'unit'])).toBe('units.1.unit');
    expect(draftPath(['question', 'unitPenalty'])).toBe('unitPenalty');
    expect(draftPath(['question', 'idNumber'])).toBe('idNumber');
  });
});
