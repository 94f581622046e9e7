import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BankQuestion,
  QUESTION_CATEGORY_NOT_FOUND,
  type QuestionBankPage,
  QUESTIONS_PER_COURSE_MAX,
  QUESTIONS_TOO_MANY,
} from '@talentpath/contracts/question-bank';
import {
  GIFT_BRACES,
  GIFT_DESCRIPTION,
  IMPORT_FORMAT_INVALID,
  IMPORT_NO_QUESTIONS,
  IMPORT_TEXT_REQUIRED,
  IMPORT_TEXT_TOO_LARGE,
  IMPORT_TOO_MANY_QUESTIONS,
  MOODLE_XML_DESCRIPTION,
  MOODLE_XML_DOCTYPE,
  MOODLE_XML_NOT_WELL_FORMED,
  MOODLE_XML_ONE_RIGHT,
  MOODLE_XML_ROOT,
  moodleTypeNotHeld,
  NOTE_FEEDBACK_LEFT_OUT,
  NOTE_ID_NUMBER_LEFT_OUT,
  QUESTION_IMPORT_TEXT_MAX,
  type QuestionImportReport,
} from '@talentpath/contracts/question-import';
import { OPTIONS_TOO_FEW, POINTS_INVALID, type QuestionDefinitionInput } from '@talentpath/contracts/questions';
import { questionCategories, questions } from '../../src/db/schema/quizzes.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { INTERACTIVE_DEFAULTS, renumbered } from '../support/question-files.ts';
import { fileTestApp } from '../support/test-app.ts';

// A course's question bank in and out as a file (issue 12, 23): its owner imports GIFT, Aiken, Moodle XML or CSV and
// gets a report row by row — bad rows stored not at all, the rest stored, a dry run storing nothing, the bank's limit
// holding under concurrent imports — and exports GIFT, Moodle XML or CSV that imports into another course as the same
// questions. Nobody else may do either.

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const otherCoordinator = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';
const NOT_AUTHORS = ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const;

const importFile = (courseId: string, body: unknown, h: Headers = owner.h) =>
  call(t, 'POST', `/api/courses/${courseId}/question-bank/import`, body, h);
const exportFile = (courseId: string, format?: string, h: Headers = owner.h) =>
  call(t, 'GET', `/api/courses/${courseId}/question-bank/export${format ? `?format=${format}` : ''}`, undefined, h);
const gift = (text: string, extra: object = {}) => ({ format: 'gift', text, ...extra });
const moodleXml = (text: string, extra: object = {}) => ({ format: 'moodle-xml', text, ...extra });

const course = async (status: 'draft' | 'published' = 'published') =>
  (await createCourse(t, { ownerId: owner.user.id, status, lessons: [] })).course;
const rows = (courseId: string) => t.db.select().from(questions).where(eq(questions.courseId, courseId));
const categoriesOf = (courseId: string) =>
  t.db.select().from(questionCategories).where(eq(questionCategories.courseId, courseId));
const bank = async (courseId: string) =>
  (
    await call(t, 'GET', `/api/courses/${courseId}/question-bank?pageSize=100&sort=updatedAt`, undefined, owner.h)
  ).json() as QuestionBankPage;
const reportOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuestionImportReport;
};

const EVERY_TYPE_GIFT = `// Every type GIFT has, as Moodle documents it
$CATEGORY: $course$/top/Basics

// [tag:keywords] [points:2]
::Q1:: Which keyword declares a constant? {
  =const # Right.
  ~var
  ~let
  ####const cannot be reassigned.
}

::Q2:: Which are primitives? {
  ~%50%string
  ~%50%number
  ~object
}

null is an object in typeof. {T}

The capital of Norway? {=Oslo =Christiania}

Pi to two decimals? {#3.14:0.005}

Match the capitals. { =Norway -> Oslo =Sweden -> Stockholm = -> Helsinki }

$CATEGORY: BASICS

Explain closures. {}
`;

/** Every type the bank has, as Moodle exports them, and a few it has not (line numbers in the test). */
const EVERY_TYPE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category">
    <category><text>$course$/top/Moodle//XML</text></category>
  </question>
  <question type="multichoice">
    <name><text>Const</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which keyword declares a <b>constant</b>?</p>]]></text></questiontext>
    <defaultgrade>2.0000000</defaultgrade>
    <answer fraction="100" format="html"><text>const</text><feedback format="html"><text>Right.</text></feedback></answer>
    <answer fraction="-25" format="html"><text>var</text></answer>
    <answer fraction="0" format="html"><text>let</text></answer>
    <tags><tag><text>keywords</text></tag></tags>
  </question>
  <question type="multichoice">
    <questiontext format="html"><text>Which are primitives?</text></questiontext>
    <single>false</single>
    <answer fraction="60"><text>string</text></answer>
    <answer fraction="40"><text>number</text></answer>
    <answer fraction="-100"><text>object</text></answer>
  </question>
  <question type="truefalse">
    <questiontext format="moodle_auto_format"><text>null is an object in typeof.</text></questiontext>
    <answer fraction="100"><text>true</text><feedback><text>Yes, a historical bug.</text></feedback></answer>
    <answer fraction="0"><text>false</text><feedback><text></text></feedback></answer>
  </question>
  <question type="shortanswer">
    <questiontext format="plain_text"><text>Name an amphibian.</text></questiontext>
    <usecase>0</usecase>
    <answer fraction="100"><text>frog</text></answer>
    <answer fraction="80"><text>toad</text><feedback><text>Nearly.</text></feedback></answer>
  </question>
  <question type="numerical">
    <questiontext format="html"><text>How long is it?</text></questiontext>
    <answer fraction="100"><text>1.5</text><tolerance>0.01</tolerance></answer>
    <units>
      <unit><multiplier>1</multiplier><unit_name>m</unit_name></unit>
      <unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit>
    </units>
    <unitgradingtype>1</unitgradingtype>
    <unitpenalty>0.2</unitpenalty>
    <showunits>0</showunits>
  </question>
  <question type="matching">
    <questiontext format="html"><text>Match the capitals.</text></questiontext>
    <correctfeedback format="html"><text>Well done.</text></correctfeedback>
    <subquestion format="html"><text>Norway</text><answer><text>Oslo</text></answer></subquestion>
    <subquestion format="html"><text>Sweden</text><answer><text>Stockholm</text></answer></subquestion>
    <subquestion format="html"><text></text><answer><text>Helsinki</text></answer></subquestion>
  </question>
  <question type="ordering">
    <questiontext format="html"><text>Oldest first.</text></questiontext>
    <gradingtype>ABSOLUTE_POSITION</gradingtype>
    <answer fraction="1" format="html"><text>C</text></answer>
    <answer fraction="2" format="html"><text>Java</text></answer>
    <answer fraction="3" format="html"><text>Rust</text></answer>
    <hint format="html"><text>Think of the seventies.</text></hint>
  </question>
  <question type="essay">
    <questiontext format="html"><text>Explain closures.</text></questiontext>
    <defaultgrade>5</defaultgrade>
    <idnumber>ESSAY-1</idnumber>
    <graderinfo format="html"><text><![CDATA[<p>A function <i>and</i> its scope.</p>]]></text></graderinfo>
  </question>
  <question type="cloze">
    <questiontext format="html"><text>The {1:SHORTANSWER:=Owl} and the pussy-cat.</text></questiontext>
  </question>
  <question type="description">
    <questiontext format="html"><text>Week 1 starts here.</text></questiontext>
  </question>
  <question type="calculatedmulti">
    <questiontext format="html"><text>{a} + {b}?</text></questiontext>
  </question>
  <question type="multichoice">
    <questiontext format="html"><text>Two right, one answer?</text></questiontext>
    <answer fraction="100"><text>a</text></answer>
    <answer fraction="100"><text>b</text></answer>
  </question>
  <question type="calculatedsimple">
    <questiontext format="html"><text>What is {a} + {b}?</text></questiontext>
    <answer fraction="100"><text>{a} + {b}</text><tolerance>0.01</tolerance><tolerancetype>2</tolerancetype><correctanswerformat>1</correctanswerformat><correctanswerlength>0</correctanswerlength></answer>
    <dataset_definitions>
      <dataset_definition><status><text>private</text></status><name><text>a</text></name><type>calculatedsimple</type><distribution><text>uniform</text></distribution><minimum><text>1</text></minimum><maximum><text>10</text></maximum><decimals><text>0</text></decimals><itemcount>2</itemcount><dataset_items><dataset_item><number>1</number><value>2</value></dataset_item><dataset_item><number>2</number><value>7</value></dataset_item></dataset_items></dataset_definition>
      <dataset_definition><status><text>private</text></status><name><text>b</text></name><type>calculatedsimple</type><distribution><text>uniform</text></distribution><minimum><text>1</text></minimum><maximum><text>10</text></maximum><decimals><text>0</text></decimals><itemcount>2</itemcount><dataset_items><dataset_item><number>1</number><value>3</value></dataset_item><dataset_item><number>2</number><value>1</value></dataset_item></dataset_items></dataset_definition>
    </dataset_definitions>
  </question>
</quiz>
`;

describe('POST /api/courses/{id}/question-bank/import', () => {
  it('imports a GIFT file with every type it has, into one category named twice in two letter cases', async () => {
    const c = await course();
    const report = reportOf(await importFile(c.id, gift(EVERY_TYPE_GIFT)));
    expect(report).toMatchObject({ dryRun: false, imported: 7, failed: 0, skipped: 0, categoriesCreated: ['Basics'] });
    expect(report.rows.map((r) => [r.line, r.status, r.message])).toEqual([
      [5, 'imported', undefined],
      // Moodle's weights kept as written (issue 23): string and number 50% each, object 0%.
      [12, 'imported', undefined],
      [18, 'imported', undefined],
      [20, 'imported', undefined],
      [22, 'imported', undefined],
      [24, 'imported', undefined],
      [28, 'imported', undefined],
    ]);

    const page = await bank(c.id);
    expect(page.categories).toEqual([{ id: expect.any(String), name: 'Basics', questionCount: 7 }]);
    const byId = new Map(page.items.map((q) => [q.id, q]));
    const stored = report.rows.map((r) => byId.get(r.questionId!)!);
    expect(stored.every((q) => q.categoryId === page.categories[0]!.id && q.version === 1)).toBe(true);
    expect(stored[0]).toMatchObject({
      tags: ['keywords'],
      question: {
        type: 'single-choice',
        prompt: 'Which keyword declares a constant?',
        points: 2,
        options: [
          { id: 'a', text: 'const', feedback: 'Right.' },
          { id: 'b', text: 'var', feedback: '' },
          { id: 'c', text: 'let', feedback: '' },
        ],
        correctOptionId: 'a',
        generalFeedback: 'const cannot be reassigned.',
      },
    });
    expect(stored.slice(1).map((q) => q.question)).toEqual([
      expect.objectContaining({
        type: 'multiple-choice',
        correctOptionIds: ['a', 'b'],
        points: 1,
        options: [
          expect.objectContaining({ text: 'string', weight: 50 }),
          expect.objectContaining({ text: 'number', weight: 50 }),
          expect.objectContaining({ text: 'object', weight: 0 }),
        ],
      }),
      expect.objectContaining({ type: 'true-false', correct: true }),
      expect.objectContaining({ type: 'short-answer', acceptedAnswers: ['Oslo', 'Christiania'], caseSensitive: false }),
      expect.objectContaining({
        type: 'numerical',
        answers: [{ value: 3.14, tolerance: 0.005, weight: 100, feedback: '' }],
      }),
      expect.objectContaining({
        type: 'matching',
        pairs: [
          { id: 'a', prompt: 'Norway', match: 'Oslo' },
          { id: 'b', prompt: 'Sweden', match: 'Stockholm' },
        ],
        distractors: ['Helsinki'],
      }),
      expect.objectContaining({ type: 'essay', prompt: 'Explain closures.' }),
    ]);
  });

  it('reports bad rows with their lines and reasons, stores only the good ones, and reuses categories', async () => {
    const c = await course();
    const existing = (
      await call(t, 'POST', `/api/courses/${c.id}/question-bank/categories`, { name: 'Loops' }, owner.h)
    ).json() as { id: string };
    const csv = [
      'type,prompt,choices,correct,points,category',
      'true-false,Fine,,true,,loops',
      'single-choice,One option,only,1,,',
      'true-false,Too many points,,false,1000,',
      'essay,Also fine,,,2.5,New one',
    ].join('\n');
    const report = reportOf(await importFile(c.id, { format: 'csv', text: csv }));
    expect(report).toMatchObject({ imported: 2, failed: 2, skipped: 0, categoriesCreated: ['New one'] });
    expect(report.rows.map((r) => [r.line, r.status, r.message ?? null])).toEqual([
      [2, 'imported', null],
      [3, 'failed', OPTIONS_TOO_FEW],
      [4, 'failed', POINTS_INVALID],
      [5, 'imported', null],
    ]);
    const stored = await rows(c.id);
    expect(stored.map((q) => q.prompt).sort()).toEqual(['Also fine', 'Fine']);
    expect(stored.find((q) => q.prompt === 'Fine')!.categoryId).toBe(existing.id);
    expect((await categoriesOf(c.id)).map((x) => x.name).sort()).toEqual(['Loops', 'New one']);

    const broken = reportOf(await importFile(c.id, gift('Fine {T}\n\nBroken {=a ~b\n\nA description.\n\nAnd {F}')));
    expect(broken.rows.map((r) => [r.line, r.status, r.message ?? null])).toEqual([
      [1, 'imported', null],
      [3, 'failed', GIFT_BRACES],
      [5, 'skipped', GIFT_DESCRIPTION],
      [7, 'imported', null],
    ]);
    expect(await rows(c.id)).toHaveLength(4);
  });

  it('imports Aiken into the category asked for; a category of another course is refused', async () => {
    const [c, other] = [await course(), await course()];
    const mine = (
      await call(t, 'POST', `/api/courses/${c.id}/question-bank/categories`, { name: 'Quiz 1' }, owner.h)
    ).json() as { id: string };
    const theirs = (
      await call(t, 'POST', `/api/courses/${other.id}/question-bank/categories`, { name: 'Quiz 1' }, owner.h)
    ).json() as { id: string };
    const aiken = 'Which is a fruit?\nA. Carrot\nB. Apple\nANSWER: B\n';
    expectValidation(
      await importFile(c.id, { format: 'aiken', text: aiken, categoryId: theirs.id }),
      'categoryId',
      QUESTION_CATEGORY_NOT_FOUND,
    );
    expect(await rows(c.id)).toHaveLength(0);
    const report = reportOf(await importFile(c.id, { format: 'aiken', text: aiken, categoryId: mine.id }));
    expect(report.imported).toBe(1);
    expect(await rows(c.id)).toEqual([expect.objectContaining({ categoryId: mine.id, type: 'single-choice' })]);
  });

  it("reads what Moodle's own tests read: Aiken options with no space, <pre> in [html], a comment after a tag", async () => {
    const c = await course();
    const aiken = [
      'A question with too few answers',
      'A) Only answer',
      'ANSWER: A',
      '',
      'A good question',
      'A)Incorrect (No space)',
      'B)Correct (No space)',
      'ANSWER: B',
    ].join('\n');
    const fromAiken = reportOf(await importFile(c.id, { format: 'aiken', text: aiken }));
    expect(fromAiken.rows.map((r) => [r.line, r.status, r.message])).toEqual([
      [1, 'failed', OPTIONS_TOO_FEW],
      [5, 'imported', undefined],
    ]);
    const giftFile = [
      '// [tag:code',
      '// A comment line after the tag line.] [tag:java]',
      '::Q001::[html]<p>What would running the test method print?</p>',
      '<pre>',
      '    public void test() \\{',
      '        method1();',
      '    \\}',
      '</pre>{}',
    ].join('\n');
    const fromGift = reportOf(await importFile(c.id, gift(giftFile)));
    expect(fromGift.rows.map((r) => [r.line, r.status, r.message])).toEqual([[3, 'imported', undefined]]);
    const byId = new Map((await bank(c.id)).items.map((q) => [q.id, q]));
    expect(byId.get(fromAiken.rows[1]!.questionId!)!.question).toMatchObject({
      options: [{ text: 'Incorrect (No space)' }, { text: 'Correct (No space)' }],
      correctOptionId: 'b',
    });
    expect(byId.get(fromGift.rows[0]!.questionId!)).toMatchObject({
      tags: ['java'],
      question: {
        type: 'essay',
        prompt: 'What would running the test method print?\n\n    public void test() {\n        method1();\n    }',
      },
    });
  });

  it("keeps Moodle's depth: weights, negative marks, partly right answers with feedback, id numbers — once each in a bank", async () => {
    const c = await course();
    await call(
      t,
      'POST',
      `/api/courses/${c.id}/question-bank`,
      { question: { type: 'true-false', prompt: 'Taken', points: 1, correct: true, idNumber: 'TAKEN' } },
      owner.h,
    );
    const file = [
      '// [id:Q-1]',
      'Which is prime? {=7 ~%50%9 ~%-25%8 ~10}',
      '',
      '// [id:Q-1]',
      'Name an amphibian. {=frog =%80%toad#Nearly. =%0%cat#No.}',
      '',
      '// [id:TAKEN]',
      'When was Grant born? {#=1822:0#Right. =%50%1822:2#Close.}',
    ].join('\n');
    const report = reportOf(await importFile(c.id, gift(file)));
    expect(report.rows.map((r) => [r.line, r.status, r.message])).toEqual([
      [2, 'imported', undefined],
      [5, 'imported', `${NOTE_FEEDBACK_LEFT_OUT}; ${NOTE_ID_NUMBER_LEFT_OUT}`],
      [8, 'imported', NOTE_ID_NUMBER_LEFT_OUT],
    ]);
    const byId = new Map((await bank(c.id)).items.map((q) => [q.id, q.question]));
    const [single, short, numerical] = report.rows.map((r) => byId.get(r.questionId!)!);
    expect(single).toMatchObject({
      idNumber: 'Q-1',
      options: [{ text: '7' }, { text: '9', weight: 50 }, { text: '8', weight: -25 }, { text: '10' }],
    });
    expect(single!.type === 'single-choice' && single!.options[3]!.weight).toBeUndefined();
    expect(short).toMatchObject({
      idNumber: '',
      acceptedAnswers: ['frog'],
      partialAnswers: [{ text: 'toad', weight: 80, feedback: 'Nearly.' }],
    });
    expect(numerical).toMatchObject({
      idNumber: '',
      answers: [
        { value: 1822, tolerance: 0, weight: 100, feedback: 'Right.' },
        { value: 1822, tolerance: 2, weight: 50, feedback: 'Close.' },
      ],
    });

    // Out as GIFT and into another course: the same questions, weights, partial answers and id number.
    const exported = (await exportFile(c.id, 'gift')).body;
    expect(exported).toContain('// [id:Q-1]');
    expect(exported).toContain('~%-25%8');
    expect(exported).toContain('=%80%toad#Nearly.');
    const target = await course();
    expect(reportOf(await importFile(target.id, gift(exported))).imported).toBe(4);
    const again = (await bank(target.id)).items.map((q) => q.question);
    for (const q of [single, short, numerical]) expect(again).toContainEqual(q);
  });

  it('imports a Moodle XML file: every type the bank has, the others skipped by name, what it cannot hold noted', async () => {
    const c = await course();
    const report = reportOf(await importFile(c.id, moodleXml(EVERY_TYPE_XML)));
    expect(report).toMatchObject({ imported: 10, failed: 1, skipped: 2, categoriesCreated: ['Moodle/XML'] });
    expect(report.rows.map((r) => [r.line, r.status, r.message])).toEqual([
      [6, 'imported', undefined],
      [15, 'imported', undefined],
      [22, 'imported', NOTE_FEEDBACK_LEFT_OUT],
      [27, 'imported', undefined],
      [33, 'imported', undefined],
      [44, 'imported', undefined],
      [51, 'imported', undefined],
      [59, 'imported', undefined],
      [65, 'imported', undefined],
      [68, 'skipped', MOODLE_XML_DESCRIPTION],
      [71, 'skipped', moodleTypeNotHeld('calculatedmulti')],
      [74, 'failed', MOODLE_XML_ONE_RIGHT],
      [79, 'imported', undefined],
    ]);
    const page = await bank(c.id);
    expect(page.categories).toEqual([{ id: expect.any(String), name: 'Moodle/XML', questionCount: 10 }]);
    const byId = new Map(page.items.map((q) => [q.id, q]));
    const stored = report.rows.filter((r) => r.questionId).map((r) => byId.get(r.questionId!)!);
    expect(stored[0]).toMatchObject({
      tags: ['keywords'],
      question: {
        type: 'single-choice',
        prompt: 'Which keyword declares a constant?',
        points: 2,
        options: [
          { id: 'a', text: 'const', feedback: 'Right.' },
          { id: 'b', text: 'var', weight: -25 },
          { id: 'c', text: 'let' },
        ],
        correctOptionId: 'a',
      },
    });
    expect(stored.slice(1).map((q) => q.question)).toEqual([
      expect.objectContaining({
        type: 'multiple-choice',
        correctOptionIds: ['a', 'b'],
        options: [
          expect.objectContaining({ text: 'string', weight: 60 }),
          expect.objectContaining({ text: 'number', weight: 40 }),
          expect.objectContaining({ text: 'object', weight: -100 }),
        ],
      }),
      expect.objectContaining({ type: 'true-false', correct: true }),
      expect.objectContaining({
        type: 'short-answer',
        acceptedAnswers: ['frog'],
        partialAnswers: [{ text: 'toad', weight: 80, feedback: 'Nearly.' }],
      }),
      expect.objectContaining({
        type: 'numerical',
        answers: [{ value: 1.5, tolerance: 0.01, weight: 100, feedback: '' }],
        units: [
          { unit: 'm', multiplier: 1 },
          { unit: 'cm', multiplier: 100 },
        ],
        unitGrading: 'graded',
        unitPenalty: 20,
      }),
      expect.objectContaining({
        type: 'matching',
        pairs: [
          { id: 'a', prompt: 'Norway', match: 'Oslo' },
          { id: 'b', prompt: 'Sweden', match: 'Stockholm' },
        ],
        distractors: ['Helsinki'],
        correctFeedback: 'Well done.',
        partialFeedback: '',
      }),
      expect.objectContaining({ type: 'ordering', grading: 'absolute-position', hints: ['Think of the seventies.'] }),
      expect.objectContaining({
        type: 'essay',
        points: 5,
        idNumber: 'ESSAY-1',
        graderInfo: 'A function and its scope.',
      }),
      // No <defaultgrade>, as Moodle writes a Cloze question: its parts' marks.
      expect.objectContaining({ type: 'cloze', prompt: 'The {1:SHORTANSWER:=Owl} and the pussy-cat.', points: 1 }),
      // Its datasets' items as fixed sets of values, item k of every wildcard making set k.
      expect.objectContaining({
        type: 'calculated',
        answers: [expect.objectContaining({ formula: '{a} + {b}', toleranceType: 'nominal', answerLength: 0 })],
        wildcards: [
          { name: 'a', min: 1, max: 10, decimals: 0, distribution: 'uniform' },
          { name: 'b', min: 1, max: 10, decimals: 0, distribution: 'uniform' },
        ],
        valueSets: [
          [2, 3],
          [7, 1],
        ],
      }),
    ]);
  });

  it('Moodle XML that is bad, huge or odd is a report or a 400, never a 500', async () => {
    const c = await course();
    const MB = QUESTION_IMPORT_TEXT_MAX;
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE quiz [\n<!ENTITY a "aaaaaaaaaa">\n<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">\n]>\n<quiz>&b;</quiz>`;
    const essay = '<question type="essay"><questiontext><text>Q</text></questiontext></question>';
    const failedAt = async (text: string) =>
      reportOf(await importFile(c.id, moodleXml(text, { dryRun: true }))).rows.filter((r) => r.status === 'failed');
    expect(await failedAt(bomb)).toEqual([{ line: 5, status: 'failed', message: MOODLE_XML_DOCTYPE }]);
    expect(await failedAt('<questions>\n</questions>')).toEqual([
      { line: 1, status: 'failed', message: MOODLE_XML_ROOT },
    ]);
    expect(await failedAt(`<quiz>\n${essay}\n<question type="essay">\n<text>a & b</text>`)).toEqual([
      { line: 3, status: 'failed', message: MOODLE_XML_NOT_WELL_FORMED },
    ]);
    expect(await failedAt(`<quiz><question type="essay">${'<a>'.repeat(MB / 3 - 20)}`)).toEqual([
      { line: 1, status: 'failed', message: MOODLE_XML_NOT_WELL_FORMED },
    ]);
    // A file of nothing but markup: no question in it.
    expectValidation(await importFile(c.id, moodleXml('<quiz>\n</quiz>')), 'text', IMPORT_NO_QUESTIONS);
    expectValidation(
      await importFile(c.id, moodleXml(`<quiz>${essay.repeat(5001)}</quiz>`)),
      'text',
      IMPORT_TOO_MANY_QUESTIONS,
    );
    const piece = fc.constantFrom(
      ...['<quiz>', '</quiz>', '<question type="multichoice">', '<question type="numerical">', '</question>', '\n'],
      ...['<question type="category"><category><text>', '</text></category>', '<text>', '</text>', '&amp;', '&x;'],
      ...['<answer fraction="50">', '<answer fraction="1e400">', '</answer>', '<![CDATA[', ']]>', '\u0000', '\ud800'],
      ...['<questiontext format="html">', '</questiontext>', '<defaultgrade>', '</defaultgrade>', '<!DOCTYPE x>'],
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(piece, fc.string({ maxLength: 5 })), { maxLength: 60 }), async (parts) => {
        const res = await importFile(c.id, moodleXml(parts.join(''), { dryRun: true }));
        expect([200, 400], res.body).toContain(res.statusCode);
        if (res.statusCode === 400) expectError(res, 400, 'VALIDATION');
      }),
      { numRuns: 100 },
    );
    expect(await rows(c.id)).toHaveLength(0);
  });

  it('a dry run reports what would happen and stores nothing', async () => {
    const c = await course();
    const report = reportOf(await importFile(c.id, gift(EVERY_TYPE_GIFT, { dryRun: true })));
    expect(report).toMatchObject({ dryRun: true, imported: 7, failed: 0, categoriesCreated: ['Basics'] });
    expect(report.rows.every((r) => r.status === 'imported' && r.questionId === undefined)).toBe(true);
    expect(await rows(c.id)).toHaveLength(0);
    expect(await categoriesOf(c.id)).toHaveLength(0);
  });

  it('refuses bad requests with 4xx and stores nothing: format, empty, no questions, too large', async () => {
    const c = await course();
    expectValidation(await importFile(c.id, { format: 'qti', text: 'x {T}' }), 'format', IMPORT_FORMAT_INVALID);
    expectValidation(await importFile(c.id, { format: 'gift', text: '  \n ' }), 'text', IMPORT_TEXT_REQUIRED);
    expectValidation(await importFile(c.id, { format: 'gift', text: 42 }), 'text');
    expectValidation(await importFile(c.id, gift('// only a comment\n')), 'text', IMPORT_NO_QUESTIONS);
    expectValidation(await importFile(c.id, gift('x {T}', { dryRun: 'yes' })), 'dryRun');
    // Over 1 MB: in bytes, so 600,000 two-byte letters are too many.
    const justOver = `${'x'.repeat(QUESTION_IMPORT_TEXT_MAX - 5)} {T}\n\n`;
    expectValidation(await importFile(c.id, gift(justOver)), 'text', IMPORT_TEXT_TOO_LARGE);
    expectValidation(await importFile(c.id, gift(`${'é'.repeat(600_000)} {T}`)), 'text', IMPORT_TEXT_TOO_LARGE);
    // Over the body limit: refused before it is read.
    expectError(await importFile(c.id, gift('"'.repeat(3 * QUESTION_IMPORT_TEXT_MAX))), 413, 'PAYLOAD_TOO_LARGE');
    // Nearly 1 MB in 4,900 questions is fine; more questions than a bank holds is not.
    const full = `${'Q'.repeat(200)} {T}\n\n`.repeat(4900);
    expect(reportOf(await importFile(c.id, gift(full, { dryRun: true }))).imported).toBe(4900);
    const many = 'Q {T}\n\n'.repeat(QUESTIONS_PER_COURSE_MAX + 1);
    expectValidation(await importFile(c.id, gift(many, { dryRun: true })), 'text', IMPORT_TOO_MANY_QUESTIONS);
    expect(await rows(c.id)).toHaveLength(0);
  });

  it('whatever the file holds, the answer is a report or a 400, never a 500', async () => {
    const c = await course();
    const piece = fc.constantFrom(
      ...['{', '}', '~', '=', '#', '->', '%50%', '\\', '"', ',', '|', '\n', '\n\n', 'A. ', 'ANSWER: A', '\u0000'],
      ...[
        '$CATEGORY: x',
        '$CATEGORY: X\n',
        '$CATEGORY: \u0130x\n',
        '$CATEGORY: ix\n',
        'type,prompt,category\n',
        '[html]',
      ],
      ...['true-false,', 'T', 'single-choice,', '\ud800', 'İ', '// [tag:x] [points:1e400]\n', '::t::'],
      ...[
        '<quiz>',
        '<question type="truefalse">',
        '<text>',
        '</text>',
        '</question>',
        '<category>$course$/X</category>',
      ],
    );
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(fc.oneof(piece, fc.string({ maxLength: 5 }))).map((p) => p.join('')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('gift', 'aiken', 'moodle-xml', 'csv'),
        text,
        fc.boolean(),
        async (format, body, dryRun) => {
          const res = await importFile(c.id, { format, text: body, dryRun });
          expect([200, 400], res.body).toContain(res.statusCode);
          if (res.statusCode === 400) expectError(res, 400, 'VALIDATION');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('only the course owner: another coordinator 403 (404 on a draft), other roles refused, 401 without a token', async () => {
    const [c, draft] = [await course(), await course('draft')];
    const body = gift('x {T}');
    expect((await importFile(c.id, body)).statusCode).toBe(200);
    expectError(await importFile(c.id, body, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await importFile(draft.id, body, otherCoordinator.h), 404, 'NOT_FOUND');
    for (const role of NOT_AUTHORS) expectError(await importFile(c.id, body, who[role].h), 403, 'FORBIDDEN');
    expectError(await importFile(c.id, body, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await importFile(MISSING, body), 404, 'NOT_FOUND');
    expect(await rows(c.id)).toHaveLength(1);
    expect(await rows(draft.id)).toHaveLength(0);
  });

  it('two imports at once into a bank near its limit never pass it', async () => {
    const c = await course();
    const base = { courseId: c.id, type: 'true-false' as const, prompt: 'Filler', points: 1 };
    const definition = {
      type: 'true-false' as const,
      prompt: 'Filler',
      points: 1,
      generalFeedback: '',
      ...INTERACTIVE_DEFAULTS,
      idNumber: '',
      correct: true,
    };
    const filler = Array.from({ length: QUESTIONS_PER_COURSE_MAX - 3 }, () => ({ ...base, definition }));
    for (let i = 0; i < filler.length; i += 1000) await t.db.insert(questions).values(filler.slice(i, i + 1000));
    const two = gift('First {T}\n\nSecond {F}');
    const reports = (await Promise.all([importFile(c.id, two), importFile(c.id, two)])).map(reportOf);
    expect(reports.map((r) => r.imported).sort()).toEqual([1, 2]);
    expect(reports.flatMap((r) => r.rows.filter((row) => row.status === 'failed').map((row) => row.message))).toEqual([
      QUESTIONS_TOO_MANY,
    ]);
    expect(await rows(c.id)).toHaveLength(QUESTIONS_PER_COURSE_MAX);
    expect(reportOf(await importFile(c.id, gift('Third {T}'))).rows).toEqual([
      { line: 1, status: 'failed', message: QUESTIONS_TOO_MANY },
    ]);
  });
});

const EXAMPLES: QuestionDefinitionInput[] = [
  {
    type: 'single-choice',
    prompt: 'Which keyword declares a constant?\nPick one: {it} is #1.',
    points: 1.25,
    options: [
      { id: 'k1', text: 'const', feedback: 'Right: = good' },
      { id: 'k2', text: '-var' },
    ],
    correctOptionId: 'k2',
    generalFeedback: 'See "MDN", section 3',
  },
  {
    type: 'multiple-choice',
    prompt: '=SUM(A1) or primitives?',
    points: 2,
    options: [
      { id: 's', text: 'string' },
      { id: 'n', text: 'number | bigint' },
      { id: 'o', text: 'object' },
    ],
    correctOptionIds: ['n', 's'],
  },
  { type: 'true-false', prompt: 'null is an object in typeof.', points: 1, correct: false },
  {
    type: 'short-answer',
    prompt: 'The capital of Norway?',
    points: 1,
    acceptedAnswers: ['Oslo', 'Kristiania'],
    caseSensitive: true,
  },
  {
    type: 'numerical',
    prompt: 'Pi?',
    points: 1.5,
    answers: [
      { value: -3.14, tolerance: 0.005 },
      { value: 3.14, tolerance: 0 },
    ],
  },
  {
    type: 'matching',
    prompt: 'Match the capitals.',
    points: 2,
    pairs: [
      { id: 'no', prompt: 'Norway', match: 'Oslo' },
      { id: 'se', prompt: 'Sweden', match: 'Stockholm' },
    ],
    distractors: ['Helsinki'],
    correctFeedback: 'All right.',
    incorrectFeedback: 'Look at a map.',
    hints: ['Both are capitals.', 'Oslo is in Norway.'],
    penalty: 25,
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
];

describe('GET /api/courses/{id}/question-bank/export', () => {
  /** A course whose bank holds the examples, in two categories and none, with tags. */
  async function filledCourse() {
    const c = await course();
    const category = async (name: string) =>
      (
        (await call(t, 'POST', `/api/courses/${c.id}/question-bank/categories`, { name }, owner.h)).json() as {
          id: string;
        }
      ).id;
    const [basics, weekOne] = [await category('Basics'), await category('Week 1/Loops')];
    for (const [i, question] of EXAMPLES.entries()) {
      const categoryId = [null, basics, weekOne][i % 3];
      const res = await call(
        t,
        'POST',
        `/api/courses/${c.id}/question-bank`,
        { question, categoryId, tags: i % 2 ? ['Odd', 'week 1'] : [] },
        owner.h,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    return c;
  }

  it('CSV: a cell holding ; is quoted (a spreadsheet in a semicolon locale would split a formula off it)', async () => {
    const c = await course();
    const category = await call(
      t,
      'POST',
      `/api/courses/${c.id}/question-bank/categories`,
      { name: 'x;=2+2' },
      owner.h,
    );
    expect(category.statusCode, category.body).toBe(201);
    const question = { type: 'true-false', prompt: 'a;=1+1', points: 1, correct: true };
    const body = { question, categoryId: category.json().id };
    const made = await call(t, 'POST', `/api/courses/${c.id}/question-bank`, body, owner.h);
    expect(made.statusCode, made.body).toBe(201);
    const res = await exportFile(c.id, 'csv');
    expect(res.statusCode).toBe(200);
    const [, row] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(row).toBe('true-false,"x;=2+2",,1,"a;=1+1",,true,,,,,,,,,,,,,,,,,,,,,,,');
    // And it reads back as the same question in the same category.
    const target = await course();
    expect(reportOf(await importFile(target.id, { format: 'csv', text: res.body }))).toMatchObject({
      imported: 1,
      categoriesCreated: ['x;=2+2'],
    });
    expect(((await bank(target.id)).items as BankQuestion[])[0]!.question.prompt).toBe('a;=1+1');
  });

  it('CSV: every question, and it imports into another course as the same questions', async () => {
    const source = await filledCourse();
    const res = await exportFile(source.id, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="questions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFtype,category,tags,points,prompt,')).toBe(true);
    expect(res.body).toContain(",'=SUM(A1) or primitives?,");

    const target = await course();
    const report = reportOf(await importFile(target.id, { format: 'csv', text: res.body }));
    expect(report).toMatchObject({
      imported: EXAMPLES.length,
      failed: 0,
      categoriesCreated: ['Basics', 'Week 1/Loops'],
    });
    // Files carry no ids: the same file again is the same questions in the same categories with the same tags.
    expect((await exportFile(target.id, 'csv')).body).toBe(res.body);
    const copied = (await bank(target.id)).items as BankQuestion[];
    expect(copied.find((q) => q.question.type === 'short-answer')!.question).toEqual({
      ...EXAMPLES[3],
      generalFeedback: '',
      ...INTERACTIVE_DEFAULTS,
      idNumber: '',
      partialAnswers: [],
    });
  });

  it('Moodle XML: every question, and it imports into another course as the same questions', async () => {
    const source = await filledCourse();
    const res = await exportFile(source.id, 'moodle-xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="questions-\d{4}-\d{2}-\d{2}\.xml"$/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>\n<!-- TalentPath question bank: 8 questions/,
    );
    expect(res.body).toContain('<text>$course$/top/Week 1//Loops</text>');

    const target = await course();
    const report = reportOf(await importFile(target.id, moodleXml(res.body)));
    expect(report).toMatchObject({
      imported: EXAMPLES.length,
      failed: 0,
      skipped: 0,
      categoriesCreated: ['Basics', 'Week 1/Loops'],
    });
    expect(report.rows.every((r) => r.message === undefined)).toBe(true);
    // Files carry no ids: the same file again is the same questions in the same categories with the same tags.
    expect((await exportFile(target.id, 'moodle-xml')).body).toBe(res.body);
    const pick = (items: BankQuestion[]) =>
      items
        .map((q) => ({ question: q.question, tags: q.tags }))
        .sort((a, b) => a.question.prompt.localeCompare(b.question.prompt));
    // Options, pairs and items are numbered a, b, c … in a file's order.
    const renumber = (list: ReturnType<typeof pick>) => list.map((q) => ({ ...q, question: renumbered(q.question) }));
    expect(renumber(pick((await bank(target.id)).items as BankQuestion[]))).toEqual(
      renumber(pick((await bank(source.id)).items as BankQuestion[])),
    );
  });

  it('GIFT (the default): what GIFT can hold, ordering, hints and feedback by grade left out with a note, and back again', async () => {
    const source = await filledCourse();
    const res = await exportFile(source.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="questions-\d{4}-\d{2}-\d{2}\.gift"$/);
    expect(res.body).toMatch(/^\/\/ TalentPath question bank: 7 questions in GIFT/);
    expect(res.body).toContain('// Left out: 1 ordering questions');
    expect(res.body).toContain('// Not in GIFT: the hints and the penalty for each wrong try of 1 question;');
    expect(res.body).toContain('$CATEGORY: $course$/top/Week 1//Loops');

    const target = await course();
    expect(reportOf(await importFile(target.id, gift(res.body))).imported).toBe(7);
    // The same file again, but for the ordering question, the hints and the feedback by grade it left out.
    expect((await exportFile(target.id, 'gift')).body).toBe(
      res.body.replace(/^\/\/ (?:Left out|Not in GIFT).*\n/gm, ''),
    );
  });

  it('refuses a bad format; only the owner; other roles refused', async () => {
    const [c, draft] = [await course(), await course('draft')];
    expectValidation(await exportFile(c.id, 'xml'), 'format');
    expect((await exportFile(c.id, 'moodle-xml')).statusCode).toBe(200);
    expect((await exportFile(c.id, 'gift')).statusCode).toBe(200);
    expectError(await exportFile(c.id, 'csv', otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await exportFile(draft.id, 'csv', otherCoordinator.h), 404, 'NOT_FOUND');
    for (const role of NOT_AUTHORS) expectError(await exportFile(c.id, 'csv', who[role].h), 403, 'FORBIDDEN');
    expectError(await exportFile(c.id, 'csv', who.none.h), 401, 'UNAUTHORIZED');
    expectError(await exportFile(MISSING, 'csv'), 404, 'NOT_FOUND');
  });
});
