import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BankQuestion,
  QUESTION_CATEGORY_NAME_REQUIRED,
  QUESTION_CATEGORY_NOT_FOUND,
  QUESTION_NOT_FOUND,
  type QuestionBankPage,
  TAG_INVALID,
  TAGS_TOO_MANY,
} from '@talentpath/contracts/question-bank';
import {
  CORRECT_OPTION_UNKNOWN,
  GAP_CHOICE_TWICE,
  GAP_CHOICE_UNKNOWN,
  GAP_GROUP_INVALID,
  GAPS_REQUIRED,
  GAPS_TOO_MANY,
  FIRST_UNIT_MULTIPLIER,
  ID_NUMBER_TOO_LONG,
  NUMERICAL_FULL_REQUIRED,
  OPTIONS_TOO_FEW,
  PENALTY_DEFAULT,
  POINTS_INVALID,
  PROMPT_REQUIRED,
  type QuestionDefinitionInput,
  WEIGHTS_CORRECT_SUM,
} from '@talentpath/contracts/questions';
import { questionCategories, questions } from '../../src/db/schema/quizzes.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { fileTestApp } from '../support/test-app.ts';

// A course's question bank (issue 12): its owner writes questions of every type with their answers, files them
// in categories and tags them; nobody else reads or changes them — not another coordinator, not a learner, not an
// admin. Bad definitions are 400s that store nothing.

/** What every question holds for the interactive behaviour when its author gives none (ADR 0056). */
const INTERACTIVE_DEFAULTS = {
  correctFeedback: '',
  partialFeedback: '',
  incorrectFeedback: '',
  hints: [],
  penalty: PENALTY_DEFAULT,
};

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const otherCoordinator = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';
const NOT_AUTHORS = ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const;

const bank = (courseId: string, query = '', h: Headers = owner.h) =>
  call(t, 'GET', `/api/courses/${courseId}/question-bank${query}`, undefined, h);
const create = (courseId: string, body: unknown, h: Headers = owner.h) =>
  call(t, 'POST', `/api/courses/${courseId}/question-bank`, body, h);
const read = (id: string, h: Headers = owner.h) => call(t, 'GET', `/api/questions/${id}`, undefined, h);
const update = (id: string, body: unknown, h: Headers = owner.h) => call(t, 'PUT', `/api/questions/${id}`, body, h);
const remove = (id: string, h: Headers = owner.h) => call(t, 'DELETE', `/api/questions/${id}`, undefined, h);
const addCategory = (courseId: string, name: unknown, h: Headers = owner.h) =>
  call(t, 'POST', `/api/courses/${courseId}/question-bank/categories`, { name }, h);
const rename = (id: string, name: unknown, h: Headers = owner.h) =>
  call(t, 'PUT', `/api/question-categories/${id}`, { name }, h);
const dropCategory = (id: string, h: Headers = owner.h) =>
  call(t, 'DELETE', `/api/question-categories/${id}`, undefined, h);

const course = async (status: 'draft' | 'published' = 'published') =>
  (await createCourse(t, { ownerId: owner.user.id, status, lessons: [] })).course;
const rows = (courseId: string) => t.db.select().from(questions).where(eq(questions.courseId, courseId));

const EXAMPLES: QuestionDefinitionInput[] = [
  {
    type: 'single-choice',
    prompt: 'Which keyword declares a constant?',
    points: 1,
    options: [
      { id: 'a', text: 'const' },
      { id: 'b', text: 'var' },
    ],
    correctOptionId: 'a',
  },
  {
    type: 'multiple-choice',
    prompt: 'Which are primitives?',
    points: 2,
    options: [
      { id: 'a', text: 'string' },
      { id: 'b', text: 'number' },
      { id: 'c', text: 'object' },
    ],
    correctOptionIds: ['a', 'b'],
  },
  { type: 'true-false', prompt: 'null is an object in typeof.', points: 1, correct: true },
  { type: 'short-answer', prompt: 'The capital of Norway?', points: 1, acceptedAnswers: ['Oslo'] },
  { type: 'numerical', prompt: 'Pi to two decimals?', points: 1.5, answers: [{ value: 3.14, tolerance: 0.005 }] },
  {
    type: 'matching',
    prompt: 'Match the capitals.',
    points: 2,
    pairs: [
      { id: 'no', prompt: 'Norway', match: 'Oslo' },
      { id: 'se', prompt: 'Sweden', match: 'Stockholm' },
    ],
    distractors: ['Helsinki'],
  },
  {
    type: 'ordering',
    prompt: 'Oldest first.',
    points: 1,
    items: [
      { id: 'c', text: 'C' },
      { id: 'java', text: 'Java' },
    ],
  },
  { type: 'essay', prompt: 'Explain closures.', points: 5, graderInfo: 'A function and its scope.' },
  {
    type: 'select-missing-words',
    prompt: 'The [[1]] sat on the [[2]].',
    points: 2,
    choices: [
      { id: 'cat', text: 'cat', group: 1 },
      { id: 'mat', text: 'mat', group: 1 },
      { id: 'dog', text: 'dog', group: 1 },
    ],
    shuffleChoices: false,
  },
  {
    type: 'drag-drop-text',
    prompt: '[[1]] and [[1]] again, then [[2]].',
    points: 1,
    choices: [
      { id: 'x', text: 'x', group: 1, unlimited: true },
      { id: 'y', text: 'y', group: 2, unlimited: false },
    ],
    shuffleChoices: true,
  },
];

describe('POST /api/courses/{id}/question-bank', () => {
  it('stores a question of each type with its answers, version 1, and answers it back as stored', async () => {
    const c = await course();
    for (const question of EXAMPLES) {
      const res = await create(c.id, { question, tags: ['Basics', ' basics ', 'week  1'] });
      expect(res.statusCode, question.type).toBe(201);
      const body = res.json() as BankQuestion;
      expect(body).toMatchObject({ courseId: c.id, categoryId: null, version: 1, tags: ['Basics', 'week 1'] });
      expect(body.question).toMatchObject(question as object);
      expect((await read(body.id)).json()).toEqual(body);
    }
    expect(await rows(c.id)).toHaveLength(EXAMPLES.length);
  });

  it('refuses bad definitions with their field messages, and stores nothing', async () => {
    const c = await course();
    const [single] = EXAMPLES as [Extract<QuestionDefinitionInput, { type: 'single-choice' }>];
    const cases: [unknown, string, string][] = [
      [{ ...single, prompt: '  ' }, 'question.prompt', PROMPT_REQUIRED],
      [{ ...single, points: 0 }, 'question.points', POINTS_INVALID],
      [{ ...single, points: 1.005 }, 'question.points', POINTS_INVALID],
      [{ ...single, points: 'ten' }, 'question.points', POINTS_INVALID],
      [{ ...single, correctOptionId: 'z' }, 'question.correctOptionId', CORRECT_OPTION_UNKNOWN],
      [{ ...single, options: [{ id: 'a', text: 'only' }] }, 'question.options', OPTIONS_TOO_FEW],
    ];
    const gaps = EXAMPLES.find((q) => q.type === 'drag-drop-text')!;
    cases.push(
      [{ ...gaps, prompt: 'No gaps here.' }, 'question.prompt', GAPS_REQUIRED],
      [{ ...gaps, prompt: '[[1]] [[3]]' }, 'question.prompt', GAP_CHOICE_UNKNOWN],
      [{ ...gaps, prompt: '[[2]] [[2]]' }, 'question.choices.1.unlimited', GAP_CHOICE_TWICE],
      [{ ...gaps, choices: [{ id: 'x', text: 'x', group: 21 }] }, 'question.choices.0.group', GAP_GROUP_INVALID],
      [{ ...gaps, choices: [{ id: 'x', text: 'x', group: 1.5 }] }, 'question.choices.0.group', GAP_GROUP_INVALID],
      [{ ...gaps, prompt: '[[1]] '.repeat(51) }, 'question.prompt', GAPS_TOO_MANY],
    );
    for (const [question, path, message] of cases) expectValidation(await create(c.id, { question }), path, message);
    expectValidation(await create(c.id, { question: { ...single, type: 'riddle' } }), 'question.type');
    expectValidation(await create(c.id, { question: single, tags: ['<b>'] }), 'tags.0', TAG_INVALID);
    expectValidation(
      await create(c.id, { question: single, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
      'tags',
      TAGS_TOO_MANY,
    );
    expectValidation(await create(c.id, { question: single, categoryId: MISSING }), 'categoryId');
    expect(await rows(c.id)).toHaveLength(0);
  });

  it('files a question only in a category of the same course', async () => {
    const [mine, other] = [await course(), await course()];
    const theirs = (await addCategory(other.id, 'Elsewhere')).json() as { id: string };
    const res = await create(mine.id, { question: EXAMPLES[0], categoryId: theirs.id });
    expectValidation(res, 'categoryId', QUESTION_CATEGORY_NOT_FOUND);
    expect(await rows(mine.id)).toHaveLength(0);
  });

  it('only the course owner: 403 for another coordinator, the other roles refused by the area, 404 for no course', async () => {
    const c = await course();
    expectError(await create(c.id, { question: EXAMPLES[0] }, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    for (const role of NOT_AUTHORS)
      expect((await create(c.id, { question: EXAMPLES[0] }, who[role].h)).statusCode, role).toBe(403);
    expect((await create(c.id, { question: EXAMPLES[0] }, who.none.h)).statusCode).toBe(401);
    expectError(await create(MISSING, { question: EXAMPLES[0] }), 404, 'NOT_FOUND');
    // Another coordinator's draft is not even seen.
    expectError(
      await create((await course('draft')).id, { question: EXAMPLES[0] }, otherCoordinator.h),
      404,
      'NOT_FOUND',
    );
    expect(await rows(c.id)).toHaveLength(0);
  });
});

describe('GET /api/courses/{id}/question-bank', () => {
  it('filters by text, type, category (or none) and tag; pages; counts the categories', async () => {
    const c = await course();
    const basics = (await addCategory(c.id, 'Basics')).json() as { id: string };
    for (const [i, question] of EXAMPLES.entries())
      await create(c.id, { question, categoryId: i < 3 ? basics.id : null, tags: i % 2 ? ['Odd'] : [] });

    const all = (await bank(c.id)).json() as QuestionBankPage;
    expect(all.totalCount).toBe(EXAMPLES.length);
    expect(all.categories).toEqual([{ id: basics.id, name: 'Basics', questionCount: 3 }]);
    expect(all.uncategorised).toBe(EXAMPLES.length - 3);

    const page = async (query: string) => ((await bank(c.id, query)).json() as QuestionBankPage).items;
    expect((await page('?searchTerm=CAPITAL')).map((q) => q.question.type).sort()).toEqual([
      'matching',
      'short-answer',
    ]);
    expect((await page('?type=essay')).map((q) => q.question.prompt)).toEqual(['Explain closures.']);
    expect(await page(`?categoryId=${basics.id}`)).toHaveLength(3);
    expect(await page('?categoryId=none')).toHaveLength(EXAMPLES.length - 3);
    expect(await page('?tag=odd')).toHaveLength(5);
    expect((await page('?type=drag-drop-text')).map((q) => q.question.prompt)).toEqual([
      '[[1]] and [[1]] again, then [[2]].',
    ]);
    expect((await page('?sort=-points&pageSize=1')).map((q) => q.question.points)).toEqual([5]);
    const second = (await bank(c.id, '?pageSize=3&pageNumber=4')).json() as QuestionBankPage;
    expect(second.items).toHaveLength(1);
    expect(second.hasNextPage).toBe(false);
  });

  it('refuses bad filters; only the owner reads the bank', async () => {
    const c = await course();
    expectValidation(await bank(c.id, '?type=riddle'), 'type');
    expectValidation(await bank(c.id, '?categoryId=nope'), 'categoryId');
    expectValidation(await bank(c.id, '?pageSize=1000'), 'pageSize');
    expectError(await bank(c.id, '', otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    for (const role of NOT_AUTHORS) expect((await bank(c.id, '', who[role].h)).statusCode, role).toBe(403);
  });
});

describe('PUT and DELETE /api/questions/{id}', () => {
  it('replaces the question (even its type), raising its version; deletes it', async () => {
    const c = await course();
    const made = (await create(c.id, { question: EXAMPLES[0] })).json() as BankQuestion;
    const res = await update(made.id, { question: EXAMPLES[2], tags: ['quirks'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, version: 2, tags: ['quirks'], question: { type: 'true-false' } });
    const [row] = await rows(c.id);
    expect(row).toMatchObject({ type: 'true-false', version: 2, prompt: 'null is an object in typeof.' });

    expectValidation(await update(made.id, { question: { ...EXAMPLES[2], points: -1 } }), 'question.points');
    expect((await rows(c.id))[0]!.version).toBe(2);

    expect((await remove(made.id)).statusCode).toBe(204);
    expectError(await read(made.id), 404, 'NOT_FOUND', QUESTION_NOT_FOUND);
    expectError(await remove(made.id), 404, 'NOT_FOUND', QUESTION_NOT_FOUND);
  });

  it('another coordinator may not read, change or delete it; other roles are refused', async () => {
    const c = await course();
    const made = (await create(c.id, { question: EXAMPLES[1] })).json() as BankQuestion;
    expectError(await read(made.id, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await update(made.id, { question: EXAMPLES[0] }, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await remove(made.id, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    for (const role of NOT_AUTHORS) {
      expect((await read(made.id, who[role].h)).statusCode, role).toBe(403);
      expect((await remove(made.id, who[role].h)).statusCode, role).toBe(403);
    }
    expect((await rows(c.id))[0]).toMatchObject({ version: 1, type: 'multiple-choice' });
    expectError(await read('not-a-uuid'), 400, 'VALIDATION');
  });

  it('concurrent edits each raise the version once', async () => {
    const c = await course();
    const made = (await create(c.id, { question: EXAMPLES[0] })).json() as BankQuestion;
    const answers = await Promise.all(Array.from({ length: 5 }, () => update(made.id, { question: EXAMPLES[0] })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await rows(c.id))[0]!.version).toBe(6);
  });
});

describe("Moodle's id number and the depth of a question (issue 23)", () => {
  const withId = (idNumber: string, prompt = 'Which keyword declares a constant?') => ({
    question: { ...EXAMPLES[0], prompt, idNumber },
  });

  it('keeps an id number unique in the bank: another question, or a change to one taken, is 409; other courses may', async () => {
    const c = await course();
    const first = (await create(c.id, withId('JS-1'))).json() as BankQuestion;
    expect(first.question.idNumber).toBe('JS-1');
    expectError(await create(c.id, withId('JS-1', 'Again')), 409, 'QUESTION_ID_NUMBER_TAKEN');
    const second = (await create(c.id, withId(''))).json() as BankQuestion;
    expect((await create(c.id, withId(''))).statusCode).toBe(201);
    expectError(await update(second.id, withId('JS-1')), 409, 'QUESTION_ID_NUMBER_TAKEN');
    expect((await read(second.id)).json()).toMatchObject({ version: 1, question: { idNumber: '' } });
    expect((await update(first.id, withId('JS-1', 'Kept'))).statusCode).toBe(200);
    expect((await create((await course()).id, withId('JS-1'))).statusCode).toBe(201);
    expectValidation(await create(c.id, withId('x'.repeat(101))), 'question.idNumber', ID_NUMBER_TOO_LONG);
  });

  it('two questions with one id number at once: one is stored, the other is 409', async () => {
    const c = await course();
    const answers = await Promise.all([create(c.id, withId('SAME', 'One')), create(c.id, withId('SAME', 'Two'))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rows(c.id)).toHaveLength(1);
  });

  it('stores weights, partly right answers, units and the ordering grading as written; refuses what does not add up', async () => {
    const c = await course();
    const numerical: QuestionDefinitionInput = {
      type: 'numerical',
      prompt: 'How long?',
      points: 1,
      answers: [
        { value: 1.25, tolerance: 0 },
        { value: 1.25, tolerance: 0.05, weight: 50, feedback: 'Close.' },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitGrading: 'graded',
      unitPenalty: 20,
    };
    const made = (await create(c.id, { question: numerical })).json() as BankQuestion;
    expect(made.question).toEqual({
      ...numerical,
      ...INTERACTIVE_DEFAULTS,
      generalFeedback: '',
      idNumber: '',
      answers: [
        { value: 1.25, tolerance: 0, weight: 100, feedback: '' },
        { value: 1.25, tolerance: 0.05, weight: 50, feedback: 'Close.' },
      ],
    });
    const ordering = { ...EXAMPLES.find((q) => q.type === 'ordering')!, grading: 'longest-ordered-subset' };
    expect(((await create(c.id, { question: ordering })).json() as BankQuestion).question).toMatchObject({
      grading: 'longest-ordered-subset',
    });
    expectValidation(
      await create(c.id, { question: { ...numerical, units: [{ unit: 'cm', multiplier: 100 }] } }),
      'question.units',
      FIRST_UNIT_MULTIPLIER,
    );
    expectValidation(
      await create(c.id, { question: { ...numerical, answers: [{ value: 1, tolerance: 0, weight: 50 }] } }),
      'question.answers',
      NUMERICAL_FULL_REQUIRED,
    );
    expectValidation(
      await create(c.id, { question: { ...ordering, grading: 'by-feel' } }),
      'question.grading',
      'Choose how the order is graded',
    );
    const multiple: QuestionDefinitionInput = {
      type: 'multiple-choice',
      prompt: 'Which?',
      points: 1,
      options: [
        { id: 'a', text: 'A', weight: 60 },
        { id: 'b', text: 'B', weight: 30 },
        { id: 'c', text: 'C', weight: -50 },
      ],
      correctOptionIds: ['a', 'b'],
    };
    expectValidation(await create(c.id, { question: multiple }), 'question.correctOptionIds', WEIGHTS_CORRECT_SUM);
    expect(await rows(c.id)).toHaveLength(2);
  });

  it('questions written before the depth (migration 0016) read, grade and export with its defaults', async () => {
    const c = await course();
    const old = [
      {
        type: 'numerical',
        prompt: 'Old number',
        points: 1,
        generalFeedback: '',
        answers: [{ value: 2, tolerance: 0 }],
      },
      {
        type: 'short-answer',
        prompt: 'Old text',
        points: 1,
        generalFeedback: '',
        acceptedAnswers: ['x'],
        caseSensitive: false,
      },
      {
        type: 'ordering',
        prompt: 'Old order',
        points: 1,
        generalFeedback: '',
        items: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ],
      },
    ] as const;
    const stored = old.map((definition) => ({
      courseId: c.id,
      type: definition.type,
      prompt: definition.prompt,
      points: 1,
      definition: definition as never,
    }));
    await t.db.insert(questions).values(stored);
    // The migrations' statements again: they only touch rows without the new fields, so running them twice is safe.
    for (const file of ['0016_question-depth.sql', '0017_interactive-behaviour.sql']) {
      const migration = readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8');
      for (const statement of migration
        .split('--> statement-breakpoint')
        .filter((s) => /^\s*(--.*\n)*\s*UPDATE/i.test(s)))
        await t.db.execute(sql.raw(statement));
    }
    const page = (await bank(c.id)).json() as QuestionBankPage;
    const byPrompt = new Map(page.items.map((q) => [q.question.prompt, q.question]));
    expect(byPrompt.get('Old number')).toEqual({
      ...old[0],
      ...INTERACTIVE_DEFAULTS,
      idNumber: '',
      answers: [{ value: 2, tolerance: 0, weight: 100, feedback: '' }],
      units: [],
      unitGrading: 'optional',
      unitPenalty: 10,
    });
    expect(byPrompt.get('Old text')).toEqual({ ...old[1], ...INTERACTIVE_DEFAULTS, idNumber: '', partialAnswers: [] });
    expect(byPrompt.get('Old order')).toEqual({
      ...old[2],
      ...INTERACTIVE_DEFAULTS,
      idNumber: '',
      grading: 'relative-next-exclude-last',
    });
  });
});

describe('question categories', () => {
  it('adds, renames and deletes; names are unique in a course whatever their case; questions stay uncategorised', async () => {
    const c = await course();
    const made = await addCategory(c.id, 'Arrays');
    expect(made.statusCode).toBe(201);
    const category = made.json() as { id: string };
    expectError(await addCategory(c.id, 'ARRAYS'), 409, 'QUESTION_CATEGORY_NAME_TAKEN');
    expectValidation(await addCategory(c.id, ' '), 'name', QUESTION_CATEGORY_NAME_REQUIRED);
    expect((await addCategory((await course()).id, 'Arrays')).statusCode).toBe(201);

    const q = (await create(c.id, { question: EXAMPLES[0], categoryId: category.id })).json() as BankQuestion;
    const renamed = await rename(category.id, 'Lists');
    expect(renamed.json()).toEqual({ id: category.id, name: 'Lists', questionCount: 1 });
    await addCategory(c.id, 'Maps');
    expectError(await rename(category.id, 'maps'), 409, 'QUESTION_CATEGORY_NAME_TAKEN');

    expect((await dropCategory(category.id)).statusCode).toBe(204);
    expect((await read(q.id)).json()).toMatchObject({ categoryId: null });
    expectError(await dropCategory(category.id), 404, 'NOT_FOUND', QUESTION_CATEGORY_NOT_FOUND);
  });

  it('two concurrent adds of one name: one wins, the other is 409', async () => {
    const c = await course();
    const answers = await Promise.all([addCategory(c.id, 'Loops'), addCategory(c.id, 'loops')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(questionCategories).where(eq(questionCategories.courseId, c.id))).toHaveLength(1);
  });

  it('only the owner: another coordinator 403, other roles refused', async () => {
    const c = await course();
    const category = (await addCategory(c.id, 'Owned')).json() as { id: string };
    expectError(await addCategory(c.id, 'Mine now', otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await rename(category.id, 'Mine now', otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await dropCategory(category.id, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    for (const role of NOT_AUTHORS) expect((await rename(category.id, 'x', who[role].h)).statusCode, role).toBe(403);
    expectError(await rename(MISSING, 'x'), 404, 'NOT_FOUND', QUESTION_CATEGORY_NOT_FOUND);
  });
});
