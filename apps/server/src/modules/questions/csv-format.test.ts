import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_ANSWER_FEEDBACK_TOO_MANY,
  CSV_ANSWER_WEIGHTS_TOO_MANY,
  CSV_GROUPS_MISMATCH,
  CSV_ORDERING_GRADING_INVALID,
  CSV_SHUFFLE_BOOLEAN,
  CSV_UNLIMITED_MISMATCH,
  CSV_UNIT_GRADING_INVALID,
  CSV_UNIT_INVALID,
  CSV_WEIGHTS_TOO_MANY,
  NOTE_FEEDBACK_LEFT_OUT,
} from '@talentpath/contracts/question-import';
import {
  ANSWER_LENGTH_INVALID,
  DECIMALS_INVALID,
  FORMULA_NO_NUMBER,
  FORMULA_SYNTAX,
  FORMULA_WILDCARD_UNKNOWN,
  VALUE_SET_INVALID,
  WILDCARD_LOG_RANGE,
  WILDCARD_NAME_INVALID,
  WILDCARD_RANGE_INVALID,
} from '@talentpath/contracts/calculated';
import {
  FEEDBACK_TOO_LONG,
  FIRST_UNIT_MULTIPLIER,
  GAP_CHOICE_TWICE,
  GAP_GROUP_INVALID,
  GAPS_REQUIRED,
  HINT_REQUIRED,
  HINT_TOO_LONG,
  HINTS_MAX,
  HINTS_TOO_MANY,
  ID_NUMBER_TOO_LONG,
  MULTIPLIER_INVALID,
  NUMERICAL_FULL_REQUIRED,
  ORDERING_GRADINGS,
  PARTIAL_WEIGHT_INVALID,
  PENALTY_DEFAULT,
  PENALTY_INVALID,
  QUESTION_TYPES,
  questionDefinition,
  TOLERANCE_INVALID,
  UNIT_PENALTY_INVALID,
  WEIGHT_CORRECT_FULL,
  WEIGHT_INVALID,
  WEIGHT_WRONG_NOT_POSITIVE,
  WEIGHTS_ALL_OR_NONE,
  WEIGHTS_CORRECT_SUM,
} from '@talentpath/contracts/questions';
import { toCsv } from './csv-export.ts';
import { CSV_COLUMNS, parseQuestionCsv } from './csv-format.ts';
import { readCsv, writeCsv } from '../../platform/csv.ts';
import {
  CSV_ANSWER_FORMATS_TOO_MANY,
  CSV_TOLERANCES_TOO_MANY,
  CSV_WILDCARD_INVALID,
} from '@talentpath/contracts/question-import';
import type { ParsedQuestion, ParseResult } from './question-formats.ts';
import { INTERACTIVE_DEFAULTS } from '../../../test/support/question-files.ts';

// The columns Moodle's depth added to our CSV (issue 23): id numbers, weights, partly right answers, each number's
// feedback, units, how an order is graded. The round trip of every field is the property test in
// question-formats.test.ts; here, what each column reads as, what it writes, and what a bad cell says.

const oks = (result: ParseResult) => result.rows.filter((r): r is ParsedQuestion => r.ok);
const failures = (result: ParseResult) => result.rows.filter((r) => !r.ok).map((r) => [r.line, r.message]);
const csv = (...lines: string[]) => lines.join('\r\n');

describe('CSV: a file with the columns before issue 23', () => {
  it('reads as it did, every new field its default', () => {
    const file = csv(
      'type,category,tags,points,prompt,choices,correct,choice_feedback',
      'single-choice,Basics,keywords,1,Which keyword?,var|const,2,|Right.',
      'multiple-choice,Basics,,2,Which are primitives?,string|number|object,1|2,',
      'short-answer,,,1,Capital of Norway?,,Oslo|oslo,',
      'numerical,,,1.5,Pi to two decimals?,,3.14:0.005,',
      'ordering,,,1,Oldest first.,C|Java,,',
    );
    const rows = oks(parseQuestionCsv(file));
    expect(rows.map((r) => r.note)).toEqual(Array(5).fill(undefined));
    // What the reader made of these rows before issue 23, each new field left to the contract's default.
    const before = [
      {
        type: 'single-choice',
        prompt: 'Which keyword?',
        points: 1,
        options: [
          { id: 'a', text: 'var', feedback: '' },
          { id: 'b', text: 'const', feedback: 'Right.' },
        ],
        correctOptionId: 'b',
      },
      {
        type: 'multiple-choice',
        prompt: 'Which are primitives?',
        points: 2,
        options: ['string', 'number', 'object'].map((text, i) => ({ id: 'abc'[i], text, feedback: '' })),
        correctOptionIds: ['a', 'b'],
      },
      { type: 'short-answer', prompt: 'Capital of Norway?', points: 1, acceptedAnswers: ['Oslo', 'oslo'] },
      { type: 'numerical', prompt: 'Pi to two decimals?', points: 1.5, answers: [{ value: 3.14, tolerance: 0.005 }] },
      {
        type: 'ordering',
        prompt: 'Oldest first.',
        points: 1,
        items: [
          { id: 'a', text: 'C' },
          { id: 'b', text: 'Java' },
        ],
      },
    ];
    expect(rows.map((r) => r.question)).toEqual(
      before.map((q) => questionDefinition.parse({ generalFeedback: '', ...q })),
    );
    expect(rows[3]!.question).toMatchObject({
      answers: [{ weight: 100, feedback: '' }],
      units: [],
      unitGrading: 'optional',
      unitPenalty: 10,
    });
  });
});

describe('CSV: the columns of issue 23, read', () => {
  it('id_number: the question’s own reference, trimmed; blank is none', () => {
    const rows = oks(
      parseQuestionCsv(csv('type,prompt,correct,id_number', 'true-false,A,true, Q-7 ', 'true-false,B,true,')),
    );
    expect(rows.map((r) => r.question.idNumber)).toEqual(['Q-7', '']);
  });

  it('weights of choices: a percent per choice (50 or 50%, a decimal comma too); a blank item has none', () => {
    const file = csv(
      'type,prompt,choices,correct,weights',
      'single-choice,Pick,a|b|c|d,2,0|100|-25%|',
      'single-choice,Pick,a|b|c,1,"100||33,3"',
      'multiple-choice,Pick,a|b|c,1|3,50|-100|50',
    );
    const weights = oks(parseQuestionCsv(file)).map((r) =>
      r.question.type === 'single-choice' || r.question.type === 'multiple-choice'
        ? r.question.options.map((o) => o.weight)
        : null,
    );
    expect(weights).toEqual([
      [0, 100, -25, undefined],
      [100, undefined, 33.3],
      [50, -100, 50],
    ]);
  });

  it('short answer: weights and choice_feedback go with correct; 100 or blank accepted, below 100 partly right', () => {
    const file = csv(
      'type,prompt,correct,weights,choice_feedback',
      'short-answer,Capital of Norway?,Oslo|Olso|Christiania|OSLO,100|50|25,|A typo.|Its old name.',
      'short-answer,Capital?,Oslo,,Well done',
    );
    const rows = oks(parseQuestionCsv(file));
    expect(rows[0]!.question).toMatchObject({
      acceptedAnswers: ['Oslo', 'OSLO'],
      partialAnswers: [
        { text: 'Olso', weight: 50, feedback: 'A typo.' },
        { text: 'Christiania', weight: 25, feedback: 'Its old name.' },
      ],
    });
    expect(rows[0]!.note).toBeUndefined();
    // An accepted answer has no feedback of its own: it is left out, and the row says so.
    expect(rows[1]).toMatchObject({ question: { acceptedAnswers: ['Oslo'] }, note: NOTE_FEEDBACK_LEFT_OUT });
  });

  it('numerical: weights and feedback per number, units, unit grading and penalty', () => {
    const file = csv(
      'type,prompt,correct,weights,choice_feedback,units,unit_grading,unit_penalty',
      'numerical,How long?,1.5:0.1|1.5:0.5,|50%,Right.|Close.,m=1|cm=100|km=0.001|x=y=2,Graded,"12,5%"',
      'numerical,How long?,2,,,,,',
    );
    const rows = oks(parseQuestionCsv(file));
    expect(rows[0]!.question).toMatchObject({
      answers: [
        { value: 1.5, tolerance: 0.1, weight: 100, feedback: 'Right.' },
        { value: 1.5, tolerance: 0.5, weight: 50, feedback: 'Close.' },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
        { unit: 'km', multiplier: 0.001 },
        { unit: 'x=y', multiplier: 2 },
      ],
      unitGrading: 'graded',
      unitPenalty: 12.5,
    });
    expect(rows[1]!.question).toMatchObject({ units: [], unitGrading: 'optional', unitPenalty: 10 });
  });

  it('ordering_grading: one of the gradings in any letter case; blank is the default', () => {
    const file = csv('type,prompt,choices,ordering_grading', 'ordering,O,a|b,All-Or-Nothing', 'ordering,O,a|b,');
    expect(oks(parseQuestionCsv(file)).map((r) => r.question.type === 'ordering' && r.question.grading)).toEqual([
      'all-or-nothing',
      'relative-next-exclude-last',
    ]);
  });

  it('columns a type does not use are ignored', () => {
    const file = csv(
      'type,prompt,choices,correct,weights,units,unit_grading,ordering_grading',
      'true-false,T,,true,x,nonsense,strict,best',
      'matching,M,a|b,1|2,x,nonsense,strict,best',
    );
    expect(failures(parseQuestionCsv(file))).toEqual([]);
  });
});

describe('CSV: a bad cell in the new columns fails its row and says why', () => {
  it.each([
    ['single-choice,a|b,1,100|x,,,,,', WEIGHT_INVALID],
    ['single-choice,a|b,1,100|50|0,,,,,', CSV_WEIGHTS_TOO_MANY],
    ['single-choice,a|b,1,50|0,,,,,', WEIGHT_CORRECT_FULL],
    ['single-choice,a|b,1,100|120,,,,,', WEIGHT_INVALID],
    ['multiple-choice,a|b|c,1|2,50|50,,,,,', WEIGHTS_ALL_OR_NONE],
    ['multiple-choice,a|b|c,1|2,50|40|0,,,,,', WEIGHTS_CORRECT_SUM],
    ['multiple-choice,a|b|c,1|2,50|50|10,,,,,', WEIGHT_WRONG_NOT_POSITIVE],
    ['short-answer,,a|b,100|0,,,,,', PARTIAL_WEIGHT_INVALID],
    ['short-answer,,a|b,100|half,,,,,', PARTIAL_WEIGHT_INVALID],
    ['short-answer,,a,100|50,,,,,', CSV_ANSWER_WEIGHTS_TOO_MANY],
    ['short-answer,,a,,x|y,,,,', CSV_ANSWER_FEEDBACK_TOO_MANY],
    ['numerical,,1|2,50|50,,,,,', NUMERICAL_FULL_REQUIRED],
    ['numerical,,1,100|50,,,,,', CSV_ANSWER_WEIGHTS_TOO_MANY],
    ['numerical,,1,,ok|extra,,,,', CSV_ANSWER_FEEDBACK_TOO_MANY],
    ['numerical,,1,,,m,,,', CSV_UNIT_INVALID],
    ['numerical,,1,,,m=1|cm=lots,,,', CSV_UNIT_INVALID],
    ['numerical,,1,,,m=1|cm=0,,,', MULTIPLIER_INVALID],
    ['numerical,,1,,,cm=100|m=1,,,', FIRST_UNIT_MULTIPLIER],
    ['numerical,,1,,,m=1,strict,,', CSV_UNIT_GRADING_INVALID],
    ['numerical,,1,,,m=1,graded,lots,', UNIT_PENALTY_INVALID],
    ['numerical,,1,,,m=1,graded,150,', UNIT_PENALTY_INVALID],
    ['ordering,a|b,,,,,,,best', CSV_ORDERING_GRADING_INVALID],
  ])('%s', (row, message) => {
    const header =
      'type,choices,correct,weights,choice_feedback,units,unit_grading,unit_penalty,ordering_grading,prompt';
    expect(failures(parseQuestionCsv(csv(header, 'true-false,,true,,,,,,,Fine', `${row},Q`)))).toEqual([[3, message]]);
  });

  it('id_number: at most its length', () => {
    const file = csv('type,prompt,correct,id_number', `true-false,T,true,${'x'.repeat(101)}`);
    expect(failures(parseQuestionCsv(file))).toEqual([[2, ID_NUMBER_TOO_LONG]]);
  });
});

describe('CSV: the columns of issue 23, written', () => {
  const parse = (q: unknown) => ({ question: questionDefinition.parse(q), category: null, tags: [] });
  const base = { points: 1, generalFeedback: '' };
  const rowsOf = (text: string) =>
    text
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
  const at = (row: string[], column: (typeof CSV_COLUMNS)[number]) => row[CSV_COLUMNS.indexOf(column)];

  it('writes each column where the type has it, defusing what a spreadsheet would take for a formula', () => {
    const list = [
      parse({
        ...base,
        type: 'single-choice',
        prompt: 'Pick',
        idNumber: '@Q1',
        options: [
          { id: 'a', text: 'x', weight: -25 },
          { id: 'b', text: 'y', weight: 100 },
          { id: 'c', text: 'z' },
        ],
        correctOptionId: 'b',
      }),
      parse({
        ...base,
        type: 'short-answer',
        prompt: 'Capital',
        acceptedAnswers: ['Oslo'],
        partialAnswers: [{ text: 'Olso', weight: 50, feedback: 'A typo.' }],
      }),
      parse({
        ...base,
        type: 'numerical',
        prompt: 'How long',
        answers: [
          { value: 1.5, tolerance: 0.1, feedback: 'Right.' },
          { value: 1.5, tolerance: 0.5, weight: 50 },
        ],
        units: [
          { unit: 'm', multiplier: 1 },
          { unit: 'cm', multiplier: 100 },
        ],
        unitGrading: 'graded',
        unitPenalty: 20,
      }),
      parse({
        ...base,
        type: 'ordering',
        prompt: 'Order',
        items: [
          { id: 'a', text: '1' },
          { id: 'b', text: '2' },
        ],
      }),
    ];
    const text = toCsv(list);
    const [header, single, short, numerical, ordering] = rowsOf(text);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect([at(single!, 'id_number'), at(single!, 'weights'), at(single!, 'choice_feedback')]).toEqual([
      "'@Q1",
      "'-25|100|",
      '',
    ]);
    expect((['correct', 'weights', 'choice_feedback'] as const).map((c) => at(short!, c))).toEqual([
      'Oslo|Olso',
      '100|50',
      '|A typo.',
    ]);
    expect(
      (['correct', 'weights', 'choice_feedback', 'units', 'unit_grading', 'unit_penalty'] as const).map((c) =>
        at(numerical!, c),
      ),
    ).toEqual(['1.5:0.1|1.5:0.5', '100|50', 'Right.|', 'm=1|cm=100', 'graded', '20']);
    expect(at(ordering!, 'ordering_grading')).toBe('relative-next-exclude-last');
    // Each type's other new cells are blank.
    expect(at(ordering!, 'weights')).toBe('');
    expect(at(short!, 'units')).toBe('');
    expect(oks(parseQuestionCsv(text)).map((r) => r.question)).toEqual(list.map((q) => q.question));
  });

  it('writes no weights where no answer has one of its own', () => {
    const q = parse({
      ...base,
      type: 'numerical',
      prompt: 'N',
      answers: [{ value: 1 }, { value: 2 }],
    });
    const [, row] = rowsOf(toCsv([q]));
    expect((['weights', 'choice_feedback', 'units'] as const).map((c) => at(row!, c))).toEqual(['', '', '']);
  });
});

describe('CSV: gap questions (select missing words, drag and drop into text)', () => {
  it('reads choices, their groups (blank: all in group 1), which may be reused, and shuffling; writes them back', () => {
    const file = csv(
      'type,points,prompt,choices,choice_groups,unlimited,shuffle_choices',
      'select-missing-words,2,The [[1]] sat on the [[2]].,cat|mat|dog,,,false',
      'drag-drop-text,1,[[1]] [[1]] [[2]],x|y|z,1|2|2,true|false|false,',
    );
    const rows = oks(parseQuestionCsv(file));
    expect(rows.map((r) => r.question)).toEqual([
      {
        type: 'select-missing-words',
        prompt: 'The [[1]] sat on the [[2]].',
        points: 2,
        generalFeedback: '',
        idNumber: '',
        ...INTERACTIVE_DEFAULTS,
        shuffleChoices: false,
        choices: [
          { id: 'a', text: 'cat', group: 1 },
          { id: 'b', text: 'mat', group: 1 },
          { id: 'c', text: 'dog', group: 1 },
        ],
      },
      {
        type: 'drag-drop-text',
        prompt: '[[1]] [[1]] [[2]]',
        points: 1,
        generalFeedback: '',
        idNumber: '',
        ...INTERACTIVE_DEFAULTS,
        shuffleChoices: true,
        choices: [
          { id: 'a', text: 'x', group: 1, unlimited: true },
          { id: 'b', text: 'y', group: 2, unlimited: false },
          { id: 'c', text: 'z', group: 2, unlimited: false },
        ],
      },
    ]);
    const back = oks(parseQuestionCsv(toCsv(rows.map((r) => ({ question: r.question, category: null, tags: [] })))));
    expect(back.map((r) => r.question)).toEqual(rows.map((r) => r.question));
  });

  it('a bad cell fails its row and says why', () => {
    const head = 'type,prompt,choices,choice_groups,unlimited,shuffle_choices';
    const file = csv(
      head,
      'select-missing-words,[[1]],a|b,1,,',
      'drag-drop-text,[[1]],a|b,,true,',
      'drag-drop-text,[[1]],a|b,,true|maybe,',
      'select-missing-words,[[1]],a|b,,,sometimes',
      'select-missing-words,[[1]],a|b,1|two,,',
      'drag-drop-text,[[1]] [[1]],a,,,',
      'select-missing-words,no gaps,a,,,',
    );
    expect(failures(parseQuestionCsv(file))).toEqual([
      [2, CSV_GROUPS_MISMATCH],
      [3, CSV_UNLIMITED_MISMATCH],
      [4, CSV_UNLIMITED_MISMATCH],
      [5, CSV_SHUFFLE_BOOLEAN],
      [6, GAP_GROUP_INVALID],
      [7, GAP_CHOICE_TWICE],
      [8, GAPS_REQUIRED],
    ]);
  });
});

describe('CSV: calculated questions', () => {
  const head =
    'type,prompt,correct,weights,choice_feedback,tolerances,answer_formats,wildcards,value_sets,units,unit_grading,unit_penalty';

  it('reads formulas in correct with their weights, feedback, tolerances and formats; wildcards; sets of values; units', () => {
    const file = csv(
      head,
      'calculated,What is {a} + {b}?,{a} + {b}|{a} - {b},|25,Very good.|Add. not subtract!,0.001 nominal|0.1,2 decimals|3 significant,a:1:10:1|b:0.5:5:2:loguniform,"1 5|3 4|3,5 0.01416",m=1|cm=100,graded,20',
      'calculated,Area of {r}?,pi() * {r} ** 2,,,,,r:1:10,,,,',
    );
    const rows = oks(parseQuestionCsv(file));
    expect(rows.map((r) => r.question)).toEqual([
      {
        type: 'calculated',
        prompt: 'What is {a} + {b}?',
        points: 1,
        generalFeedback: '',
        idNumber: '',
        ...INTERACTIVE_DEFAULTS,
        answers: [
          {
            formula: '{a} + {b}',
            weight: 100,
            tolerance: 0.001,
            toleranceType: 'nominal',
            answerLength: 2,
            answerFormat: 'decimals',
            feedback: 'Very good.',
          },
          {
            formula: '{a} - {b}',
            weight: 25,
            tolerance: 0.1,
            toleranceType: 'relative',
            answerLength: 3,
            answerFormat: 'significant',
            feedback: 'Add. not subtract!',
          },
        ],
        wildcards: [
          { name: 'a', min: 1, max: 10, decimals: 1, distribution: 'uniform' },
          { name: 'b', min: 0.5, max: 5, decimals: 2, distribution: 'loguniform' },
        ],
        valueSets: [
          [1, 5],
          [3, 4],
          [3.5, 0.01416],
        ],
        units: [
          { unit: 'm', multiplier: 1 },
          { unit: 'cm', multiplier: 100 },
        ],
        unitGrading: 'graded',
        unitPenalty: 20,
      },
      // Blank cells: the defaults (tolerance 0.01 relative, 2 decimals, 1 decimal a wildcard, values drawn).
      expect.objectContaining({
        answers: [
          expect.objectContaining({
            tolerance: 0.01,
            toleranceType: 'relative',
            answerLength: 2,
            answerFormat: 'decimals',
          }),
        ],
        wildcards: [{ name: 'r', min: 1, max: 10, decimals: 1, distribution: 'uniform' }],
        valueSets: [],
        units: [],
      }),
    ]);
  });

  it('writes each answer’s tolerance and format out, the wildcards and the sets; reading gives the question back', () => {
    const q = questionDefinition.parse({
      type: 'calculated',
      prompt: 'Speed over {d} km in {t} h? ({=round({d} / {t}, 1)} or so)',
      points: 2,
      answers: [
        { formula: '{d} / {t}', tolerance: 0.05 },
        { formula: '-{d} / {t}', weight: 10, toleranceType: 'geometric', answerLength: 4, answerFormat: 'significant' },
      ],
      wildcards: [
        { name: 'd', min: 10, max: 100, decimals: 0 },
        { name: 't', min: 0.5, max: 4, decimals: 1, distribution: 'loguniform' },
      ],
      valueSets: [
        [40, 2],
        [-5, 0.5],
      ],
    });
    const text = toCsv([{ question: q, category: null, tags: [] }]);
    const row = readCsv(text)[1]!.values;
    expect(Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, row[i]]))).toMatchObject({
      correct: '{d} / {t}|-{d} / {t}',
      weights: '100|10',
      tolerances: '0.05 relative|0.01 geometric',
      answer_formats: '2 decimals|4 significant',
      wildcards: 'd:10:100:0|t:0.5:4:1:loguniform',
      value_sets: '40 2|-5 0.5',
      unit_grading: 'optional',
      unit_penalty: '10',
    });
    expect(oks(parseQuestionCsv(text))[0]!.question).toEqual(q);
  });

  it.each([
    ['{x}|{x} * 2,,,0.1|0.2|0.3,,x:1:2', CSV_TOLERANCES_TOO_MANY],
    ['{x},,,,2 decimals|3 decimals,x:1:2', CSV_ANSWER_FORMATS_TOO_MANY],
    ['{x},,,,,x:1', CSV_WILDCARD_INVALID],
    ['{x},,,,,x:1:2:1:uniform:more', CSV_WILDCARD_INVALID],
    ['{x},,,,,x:one:2', WILDCARD_RANGE_INVALID],
    ['{x},,,,,x:3:2', WILDCARD_RANGE_INVALID],
    ['{x},,,,,x:0:2:1:loguniform', WILDCARD_LOG_RANGE],
    ['{x},,,,,x:1:2:eleven', DECIMALS_INVALID],
    ['{x},,,,,1x:1:2', WILDCARD_NAME_INVALID],
    ['{x},,,,,x:1:2:1:normal', 'Choose how the values are drawn'],
    ['{x},,,0.01 absolute,,x:1:2', 'Choose a tolerance type'],
    ['{x},,,-1,,x:1:2', TOLERANCE_INVALID],
    ['{x},,,,two,x:1:2', ANSWER_LENGTH_INVALID],
    ['{x},,,,0 significant,x:1:2', ANSWER_LENGTH_INVALID],
    ['{x} +,,,,,x:1:2', FORMULA_SYNTAX],
    ['{x} + {y},,,,,x:1:2', FORMULA_WILDCARD_UNKNOWN],
    ['{x},50,,,,x:1:2', NUMERICAL_FULL_REQUIRED],
    ['1 / {x},,,,,x:0:2,1|0', FORMULA_NO_NUMBER],
    ['{x},,,,,x:1:2,1 2', VALUE_SET_INVALID],
    ['{x},,,,,x:1:2,one', VALUE_SET_INVALID],
  ])('%s', (cells, message) => {
    const header = 'type,prompt,correct,weights,choice_feedback,tolerances,answer_formats,wildcards,value_sets';
    expect(failures(parseQuestionCsv(csv(header, `calculated,What is {x}?,${cells}`)))).toEqual([[2, message]]);
  });
});

describe("CSV: Moodle's interactive behaviour (penalty, hints, feedback by grade)", () => {
  const header = 'type,prompt,correct,penalty,hints,correct_feedback,partial_feedback,incorrect_feedback';

  it('reads the penalty in percent (blank: a third), the hints in order, and the three feedback texts', () => {
    const file = csv(
      header,
      'true-false,A,true,50,"First hint|Second \\| with a bar|Third \\\\ with a backslash",Right!,Partly.,"Wrong,\nsee the notes."',
      'true-false,B,true,12.5%,,,,',
      'true-false,C,true,"0,5",,,,',
      'true-false,D,true,,,,,',
    );
    const rows = oks(parseQuestionCsv(file));
    expect(rows[0]!.question).toMatchObject({
      penalty: 50,
      hints: ['First hint', 'Second | with a bar', 'Third \\ with a backslash'],
      correctFeedback: 'Right!',
      partialFeedback: 'Partly.',
      incorrectFeedback: 'Wrong,\nsee the notes.',
    });
    expect(rows.slice(1).map((r) => r.question.penalty)).toEqual([12.5, 0.5, PENALTY_DEFAULT]);
    expect(rows[3]!.question).toMatchObject(INTERACTIVE_DEFAULTS);
  });

  it.each([
    ['a third,,,,', PENALTY_INVALID],
    ['150,,,,', PENALTY_INVALID],
    ['-1,,,,', PENALTY_INVALID],
    ['12.345678,,,,', PENALTY_INVALID],
    [',First||Third,,,', HINT_REQUIRED],
    [`,${Array.from({ length: HINTS_MAX + 1 }, (_, i) => `Hint ${i}`).join('|')},,,`, HINTS_TOO_MANY],
    [`,${'x'.repeat(2001)},,,`, HINT_TOO_LONG],
    [`,,${'x'.repeat(2001)},,`, FEEDBACK_TOO_LONG],
  ])('%s', (cells, message) => {
    expect(failures(parseQuestionCsv(csv(header, 'true-false,Fine,true,,,,,', `true-false,Q,true,${cells}`)))).toEqual([
      [3, message],
    ]);
  });

  it('writes them after every other column: the penalty blank where it is the default, the hints a | list', () => {
    const parse = (q: object) => ({
      question: questionDefinition.parse({ type: 'true-false', points: 1, correct: true, ...q }),
      category: null,
      tags: [],
    });
    const list = [
      parse({
        prompt: 'A',
        penalty: 12.34567,
        hints: ['First | with a bar', 'Second\nline \\'],
        correctFeedback: 'Right!',
        partialFeedback: 'Partly.',
        incorrectFeedback: '=Wrong',
      }),
      parse({ prompt: 'B' }),
    ];
    const text = toCsv(list);
    const [head, ...rows] = readCsv(text.slice(1)).map((r) => r.values);
    expect(head!.slice(-5)).toEqual(['penalty', 'hints', 'correct_feedback', 'partial_feedback', 'incorrect_feedback']);
    expect(rows.map((r) => r.slice(-5))).toEqual([
      ['12.34567', 'First \\| with a bar|Second\nline \\\\', 'Right!', 'Partly.', "'=Wrong"],
      ['', '', '', '', ''],
    ]);
    expect(oks(parseQuestionCsv(text)).map((r) => r.question)).toEqual(list.map((q) => q.question));
  });
});

describe('CSV: any cells under the full header', () => {
  it('give rows, never an exception; a row read is a valid question', () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(...QUESTION_TYPES, ...ORDERING_GRADINGS, 'optional', 'graded', '100|50|-25', 'm=1|cm=100'),
      fc.constantFrom('=', '==1', 'm=', '=1', '|', '\\|', '50%', '%', '1e400', '-0', '1,5', "'=x", ' '),
      fc.constantFrom(
        'calculated',
        '{x} * 2|{y}',
        'x:1:10:1|y:1:2:0:loguniform',
        '0.01 nominal',
        '3 significant',
        '1 5|3',
      ),
    );
    const row = fc.array(cell, { minLength: CSV_COLUMNS.length, maxLength: CSV_COLUMNS.length });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), (rows) => {
        for (const r of parseQuestionCsv(writeCsv([CSV_COLUMNS, ...rows])).rows) {
          if (r.ok) expect(questionDefinition.safeParse(r.question).success).toBe(true);
          else expect(r.message).toMatch(/\S/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
