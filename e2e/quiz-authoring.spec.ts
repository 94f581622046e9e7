import type { Locator, Page } from '@playwright/test';
import { fixtures } from './support/accounts.ts';
import { apiAs, type Call } from './support/api-as.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  openLanding,
  signInByApi,
  signInThroughModal,
  test,
  type Lang,
} from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';

// The coordinator's side of issue 12, in one run per language: on a course made through the API, the coordinator
// writes a question of each of the eight types in the bank's editor, edits one, makes a category and fills it by
// importing a GIFT file (checked first), then builds a quiz from the lesson's quiz list with the eight questions
// and a random draw from the category. The language's learner makes an attempt through the API (the essay
// included); the coordinator grades the essay in the results' queue and the learner's grade appears. Axe on every
// screen; the screens at 375 px have no horizontal overflow.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const AUTHORS: Record<Lang, { email: string; name: string }> = { en: fixtures.quizAuthorEn, no: fixtures.quizAuthorNo };
const TAKERS: Record<Lang, { email: string; name: string }> = { en: fixtures.quizTakerEn, no: fixtures.quizTakerNo };
const a = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `quiz-authoring:${key}`, vars);
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The questions the coordinator writes, each with what a learner answers right (by the texts shown).
const P = {
  single: 'Which keyword declares a constant in JavaScript?',
  multiple: 'Which of these are primitive types in JavaScript?',
  trueFalse: 'TypeScript compiles to JavaScript.',
  short: 'What is the capital of Norway?',
  numerical: 'What is 7 divided by 2?',
  matching: 'Match each country with its capital.',
  ordering: 'Put these languages in the order they appeared, oldest first.',
  essay: 'Explain what a closure is, in a few sentences.',
};
const MATCHES: Record<string, string> = { Norway: 'Oslo', Sweden: 'Stockholm', Denmark: 'Copenhagen' };
const ORDER = ['C', 'Java', 'TypeScript'];
const GIFT = [
  '// Two questions for the random draw.',
  '::Methods:: Which HTTP method is idempotent? {=PUT ~POST ~PATCH}',
  '',
  '::Not found:: The HTTP status 404 means the resource was not found. {TRUE}',
  '',
].join('\n');
/** A Moodle export with questions the bank holds (Cloze among them) and one it does not (calculated multichoice). */
const MOODLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Primitives</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which are primitive types?</p>]]></text></questiontext>
    <defaultgrade>2</defaultgrade>
    <single>false</single>
    <answer fraction="50"><text>string</text></answer>
    <answer fraction="50"><text>number</text></answer>
    <answer fraction="-100"><text>object</text></answer>
  </question>
  <question type="multianswer">
    <name><text>Cloze</text></name>
    <questiontext format="html"><text>Oslo is the capital of {1:SHORTANSWER:=Norway}.</text></questiontext>
  </question>
  <question type="calculatedmulti">
    <name><text>Sum</text></name>
    <questiontext format="html"><text>What is {a} + {b}?</text></questiontext>
  </question>
</quiz>
`;
/** The essay's points, the quiz's points in all (8 written + 1 drawn, each of the file's worth 1), the mark given. */
const ESSAY_POINTS = 4;
const TOTAL = 16;
const ESSAY_MARK = 3;

type Made = { courseId: string; courseTitle: string; lessonId: string; lessonTitle: string };

/** A published course of the language's coordinator: one lesson with a text; the language's learner enrolled. */
async function course(lang: Lang): Promise<Made> {
  const coordinator = await apiAs(AUTHORS[lang].email);
  const categories = await coordinator<{ items: { id: string }[] }>('GET', '/course-categories?status=active');
  const technologies = await coordinator<{ items: { id: string }[] }>('GET', '/technologies?status=active');
  const courseTitle = unique(lang === 'en' ? 'Quiz authoring' : 'Quizlaging');
  const made = await coordinator<{ id: string }>('POST', '/courses', {
    title: courseTitle,
    description: 'Made by the quiz authoring journey.',
    estimatedTime: 30,
    categoryId: categories.items[0]!.id,
    technologyIds: [technologies.items[0]!.id],
  });
  const lessonTitle = unique(lang === 'en' ? 'JavaScript basics' : 'Grunnleggende JavaScript');
  const lesson = await coordinator<{ id: string }>('POST', `/courses/${made.id}/lessons`, { title: lessonTitle });
  await coordinator('POST', `/lessons/${lesson.id}/materials`, {
    kind: 'text',
    title: 'Reading',
    body: '<p>Read.</p>',
  });
  await coordinator('POST', `/courses/${made.id}/publish`);
  await (await apiAs(TAKERS[lang].email))('POST', `/courses/${made.id}/enrol`);
  return { courseId: made.id, courseTitle, lessonId: lesson.id, lessonTitle };
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
}

/** The editor dialog: the type chosen, the text and points written. */
async function startQuestion(page: Page, lang: Lang, type: string, prompt: string, points: number) {
  await page
    .getByRole('button', { name: a(lang, 'bank.newQuestion') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: a(lang, 'editor.newTitle') });
  await dialog.getByLabel(a(lang, 'editor.type'), { exact: true }).selectOption(type);
  await dialog.getByLabel(a(lang, 'editor.prompt'), { exact: true }).fill(prompt);
  await dialog.getByLabel(a(lang, 'editor.points'), { exact: true }).fill(String(points));
  return dialog;
}

async function saveQuestion(page: Page, lang: Lang, dialog: Locator, prompt: string) {
  await dialog.getByRole('button', { name: a(lang, 'editor.add') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: prompt })).toBeVisible();
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

/** Writes the eight questions in the editor, one of each type. */
async function writeQuestions(page: Page, lang: Lang) {
  const option = (n: number) => a(lang, 'editor.optionName', { number: String(n) });

  // Single choice: a first save without a marked option says so on the options.
  let dialog = await startQuestion(page, lang, 'single-choice', P.single, 1);
  for (const [n, text] of ['var', 'const', 'let'].entries())
    await field(dialog, a(lang, 'editor.optionText', { name: option(n + 1) })).fill(text);
  await dialog.getByRole('button', { name: a(lang, 'editor.add') }).click();
  const unmarked = dialog.getByText(tr(lang, 'validation:quiz.correctOptionsRequired'));
  await expect(unmarked).toBeVisible();
  await expect(unmarked).toBeFocused();
  await dialog.getByRole('radio', { name: a(lang, 'editor.correctOption', { name: option(2) }) }).check();
  await field(dialog, a(lang, 'editor.optionFeedback', { name: option(2) })).fill('It cannot be reassigned.');
  // A wrong guess costs: var at −25% (Moodle's negative marking), by its weight's select.
  await field(dialog, a(lang, 'editor.optionWeight', { name: option(1) })).selectOption('-25');
  await expectNoSeriousAxeViolations(page);
  await saveQuestion(page, lang, dialog, P.single);

  // Multiple choice: four options, three right, each with its own weight (object costs all of the marks).
  dialog = await startQuestion(page, lang, 'multiple-choice', P.multiple, 2);
  await dialog.getByRole('button', { name: a(lang, 'editor.addOption') }).click();
  for (const [n, text] of ['string', 'number', 'object', 'boolean'].entries()) {
    await field(dialog, a(lang, 'editor.optionText', { name: option(n + 1) })).fill(text);
    if (text !== 'object')
      await dialog.getByRole('checkbox', { name: a(lang, 'editor.correctOption', { name: option(n + 1) }) }).check();
  }
  await dialog.getByRole('switch', { name: a(lang, 'editor.weighted') }).check();
  await field(dialog, a(lang, 'editor.optionWeight', { name: option(3) })).selectOption('-100');
  await expect(field(dialog, a(lang, 'editor.optionWeight', { name: option(1) }))).toHaveValue('33.33333');
  await saveQuestion(page, lang, dialog, P.multiple);

  // True or false: true (the default).
  dialog = await startQuestion(page, lang, 'true-false', P.trueFalse, 1);
  await expect(dialog.getByRole('radio', { name: a(lang, 'editor.true'), exact: true })).toBeChecked();
  await saveQuestion(page, lang, dialog, P.trueFalse);

  // Short answer: two accepted answers, letter case not counted.
  dialog = await startQuestion(page, lang, 'short-answer', P.short, 1);
  await field(dialog, a(lang, 'editor.acceptedAnswerName', { number: '1' })).fill('Oslo');
  await dialog.getByRole('button', { name: a(lang, 'editor.addAcceptedAnswer') }).click();
  await field(dialog, a(lang, 'editor.acceptedAnswerName', { number: '2' })).fill('Christiania');
  // A partly right answer, Moodle's wildcard in it: half the marks, and a word of feedback.
  await dialog.getByRole('button', { name: a(lang, 'editor.addPartialAnswer') }).click();
  const partial = a(lang, 'editor.partialAnswerName', { number: '1' });
  await field(dialog, partial).fill('Kristiania*');
  await field(dialog, a(lang, 'editor.partialWeight', { name: partial })).selectOption('50');
  await saveQuestion(page, lang, dialog, P.short);

  // Numerical: 3.5 with a tolerance.
  dialog = await startQuestion(page, lang, 'numerical', P.numerical, 1);
  await field(dialog, a(lang, 'editor.numberValue', { number: '1' })).fill('3.5');
  await field(dialog, a(lang, 'editor.numberTolerance', { number: '1' })).fill('0.01');
  // In metres, or centimetres (100 to the metre); a missing unit costs the penalty.
  await dialog.getByRole('button', { name: a(lang, 'editor.addUnit') }).click();
  await field(dialog, a(lang, 'editor.unitName', { number: '1' })).fill('m');
  await dialog.getByRole('button', { name: a(lang, 'editor.addUnit') }).click();
  const second = a(lang, 'editor.unitName', { number: '2' });
  await field(dialog, second).fill('cm');
  await field(dialog, a(lang, 'editor.unitMultiplier', { name: second })).fill('100');
  await dialog.getByRole('radio', { name: a(lang, 'editor.unitGraded') }).check();
  await expect(field(dialog, a(lang, 'editor.unitPenalty'))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await saveQuestion(page, lang, dialog, P.numerical);

  // Matching: three pairs and a distractor.
  dialog = await startQuestion(page, lang, 'matching', P.matching, 3);
  for (const [n, [country, capital]] of Object.entries(MATCHES).entries()) {
    const pair = a(lang, 'editor.pairName', { number: String(n + 1) });
    await field(dialog, a(lang, 'editor.pairPrompt', { name: pair })).fill(country);
    await field(dialog, a(lang, 'editor.pairMatch', { name: pair })).fill(capital);
  }
  await dialog.getByRole('button', { name: a(lang, 'editor.addDistractor') }).click();
  await field(dialog, a(lang, 'editor.distractorName', { number: '1' })).fill('Helsinki');
  await expectNoSeriousAxeViolations(page);
  await saveQuestion(page, lang, dialog, P.matching);

  // Ordering: written out of order, then the last item moved up by its button.
  dialog = await startQuestion(page, lang, 'ordering', P.ordering, 2);
  const item = (n: number) => a(lang, 'editor.itemName', { number: String(n) });
  for (const [n, text] of ['C', 'TypeScript', 'Java'].entries()) await field(dialog, item(n + 1)).fill(text);
  await dialog.getByRole('button', { name: a(lang, 'editor.moveUp', { name: item(3) }) }).click();
  for (const [n, text] of ORDER.entries()) await expect(field(dialog, item(n + 1))).toHaveValue(text);
  await field(dialog, a(lang, 'editor.grading')).selectOption('absolute-position');
  await saveQuestion(page, lang, dialog, P.ordering);

  // Essay: what the grader looks for.
  dialog = await startQuestion(page, lang, 'essay', P.essay, ESSAY_POINTS);
  await field(dialog, a(lang, 'editor.graderInfo')).fill('A function that keeps its scope.');
  await field(dialog, a(lang, 'editor.idNumber')).fill('JS-ESSAY-1');
  await saveQuestion(page, lang, dialog, P.essay);
  await expect(page.getByRole('article', { name: P.essay }).getByText('JS-ESSAY-1')).toBeVisible();
}

/** What the editor stored of Moodle's depth (issue 23), as the bank's API gives it back. */
async function expectDepthStored(lang: Lang, courseId: string) {
  const coordinator = await apiAs(AUTHORS[lang].email);
  const page = await coordinator<{ items: { question: Record<string, unknown> }[] }>(
    'GET',
    `/courses/${courseId}/question-bank?pageSize=100`,
  );
  const byPrompt = new Map(page.items.map((q) => [q.question.prompt, q.question]));
  expect(byPrompt.get(P.single)).toMatchObject({
    options: [{ text: 'var', weight: -25 }, { text: 'const' }, { text: 'let' }],
  });
  expect(byPrompt.get(P.multiple)).toMatchObject({
    options: [
      { text: 'string', weight: 33.33333 },
      { text: 'number', weight: 33.33333 },
      { text: 'object', weight: -100 },
      { text: 'boolean', weight: 33.33333 },
    ],
  });
  expect(byPrompt.get(P.short)).toMatchObject({ partialAnswers: [{ text: 'Kristiania*', weight: 50 }] });
  expect(byPrompt.get(P.numerical)).toMatchObject({
    units: [
      { unit: 'm', multiplier: 1 },
      { unit: 'cm', multiplier: 100 },
    ],
    unitGrading: 'graded',
    unitPenalty: 10,
  });
  expect(byPrompt.get(P.ordering)).toMatchObject({ grading: 'absolute-position' });
  expect(byPrompt.get(P.essay)).toMatchObject({ idNumber: 'JS-ESSAY-1' });
}

type AttemptQuestion = {
  position: number;
  type: string;
  prompt: string;
  options?: { id: string; text: string }[];
  pairs?: { id: string; prompt: string }[];
};

/** The right response to a question as the attempt offers it (the drawn one from the file included). */
function rightAnswer(q: AttemptQuestion): unknown {
  const optionId = (text: string) => q.options!.find((o) => o.text === text)!.id;
  switch (q.type) {
    case 'single-choice':
      return { optionId: optionId(q.prompt === P.single ? 'const' : 'PUT') };
    case 'multiple-choice':
      return { optionIds: ['string', 'number', 'boolean'].map(optionId) };
    case 'true-false':
      return { value: true };
    case 'short-answer':
      return { text: 'oslo' };
    case 'numerical':
      // 350 cm is 3.5 m: the unit converts the number.
      return { text: '350 cm' };
    case 'matching':
      return { matches: Object.fromEntries(q.pairs!.map((p) => [p.id, MATCHES[p.prompt]!])) };
    case 'ordering':
      return { itemIds: ORDER.map(optionId) };
    default:
      return { text: 'A closure keeps the variables of the scope it was made in.' };
  }
}

/** The learner's attempt, every answer right, submitted: it waits for the essay's mark. */
async function attempt(lang: Lang, quizId: string) {
  const learner: Call = await apiAs(TAKERS[lang].email);
  const started = await learner<{ id: string; questions: AttemptQuestion[] }>('POST', `/quizzes/${quizId}/attempts`);
  expect(started.questions).toHaveLength(9);
  await learner('PUT', `/attempts/${started.id}`, {
    answers: started.questions.map((q) => ({ position: q.position, response: rightAnswer(q) })),
  });
  const submitted = await learner<{ state: string; score: number }>('POST', `/attempts/${started.id}/submit`);
  expect(submitted).toMatchObject({ state: 'needs-grading', score: TOTAL - ESSAY_POINTS });
  return learner;
}

for (const lang of journeyLanguages()) {
  test.describe(`quiz authoring (${lang})`, () => {
    test('a coordinator writes a question of each type, imports a file, builds a quiz with a random draw, and grades the essay of an attempt', async ({
      page,
    }) => {
      test.slow(); // a long journey: three times the timeout that ends a hung one
      const made = await course(lang);
      await page.setViewportSize(WIDE);
      await openLanding(page, lang);
      await signInThroughModal(page, AUTHORS[lang].email);
      await expect(page).toHaveURL(/\/coordinator\/dashboard$/);

      // The bank of the course, chosen in the picker (a coordinator with one course has it chosen already) and kept
      // in the address.
      await page.getByRole('link', { name: tr(lang, 'shell:coordinator.quizCreator.title') }).click();
      await expect(h1(page)).toHaveText(a(lang, 'bank.title'));
      await page.getByRole('combobox', { name: a(lang, 'bank.course'), exact: true }).click();
      await page.getByRole('option', { name: made.courseTitle, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/coordinator/quiz-creator\\?courseId=${made.courseId}$`));
      await expect(page.getByText(a(lang, 'bank.empty.title'), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await writeQuestions(page, lang);
      await expect(page.getByText(a(lang, 'bank.total_other', { count: '8' }), { exact: true })).toBeVisible();
      await expectDepthStored(lang, made.courseId);

      // Edit: the true/false question is worth 2 points now, and its version goes up.
      await page
        .getByRole('article', { name: P.trueFalse })
        .getByRole('button', { name: P.trueFalse, exact: true })
        .click();
      let dialog = page.getByRole('dialog', { name: a(lang, 'editor.editTitle') });
      await expect(dialog.getByLabel(a(lang, 'editor.prompt'), { exact: true })).toHaveValue(P.trueFalse);
      await dialog.getByLabel(a(lang, 'editor.points'), { exact: true }).fill('2');
      await dialog.getByRole('button', { name: a(lang, 'editor.save') }).click();
      await expect(dialog).toBeHidden();
      const edited = page.getByRole('article', { name: P.trueFalse });
      await expect(edited).toContainText(a(lang, 'bank.points_other', { count: '2' }));
      await expect(edited).toContainText(a(lang, 'bank.updated', { when: '@', version: '2' }).split('@')[1]!);
      // Back to 1 point, so the quiz's sum stays as planned.
      await edited.getByRole('button', { name: P.trueFalse, exact: true }).click();
      dialog = page.getByRole('dialog', { name: a(lang, 'editor.editTitle') });
      await dialog.getByLabel(a(lang, 'editor.points'), { exact: true }).fill('1');
      await dialog.getByRole('button', { name: a(lang, 'editor.save') }).click();
      await expect(dialog).toBeHidden();

      // A category for the random draw, filled from a GIFT file: checked first (nothing stored), then imported.
      const pool = lang === 'en' ? 'Web basics' : 'Nettgrunnlag';
      const categories = page.getByRole('region', { name: a(lang, 'categories.title') });
      await categories.getByLabel(a(lang, 'categories.newName'), { exact: true }).fill(pool);
      await categories.getByRole('button', { name: a(lang, 'categories.add') }).click();
      await expect(categories.getByRole('button', { name: new RegExp(`^${pool}`) })).toBeVisible();
      await page.getByRole('button', { name: a(lang, 'transfer.import') }).click();
      dialog = page.getByRole('dialog', { name: a(lang, 'import.title') });
      await dialog.getByLabel(a(lang, 'import.text'), { exact: true }).fill(GIFT);
      await dialog.getByLabel(a(lang, 'import.category'), { exact: true }).selectOption({ label: pool });
      await dialog.getByRole('button', { name: a(lang, 'import.check') }).click();
      await expect(dialog.getByRole('heading', { name: a(lang, 'import.reportDry') })).toBeFocused();
      await expect(dialog.getByRole('status')).toContainText(
        a(lang, 'import.summaryDry', { imported: '2', failed: '0', skipped: '0' }),
      );
      await expect(dialog.getByRole('row')).toHaveCount(3);
      await expect(page.getByText(a(lang, 'bank.total_other', { count: '8' }), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: exact(a(lang, 'import.run')) }).click();
      await expect(dialog.getByRole('heading', { name: a(lang, 'import.report') })).toBeFocused();
      await expect(dialog.getByRole('status')).toContainText(
        a(lang, 'import.summary', { imported: '2', failed: '0', skipped: '0' }),
      );
      await dialog.getByRole('button', { name: a(lang, 'import.close') }).click();
      await expect(page.getByText(a(lang, 'bank.total_other', { count: '10' }), { exact: true })).toBeVisible();
      // A bank from a Moodle site: a Moodle XML file, its format found from the file, checked — its multiple choice
      // would come in with its weights and its Cloze question whole; its calculated multichoice question is named as a
      // type the bank does not hold yet.
      await page.getByRole('button', { name: a(lang, 'transfer.import') }).click();
      dialog = page.getByRole('dialog', { name: a(lang, 'import.title') });
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'from-moodle.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(MOODLE_XML),
      });
      await expect(dialog.getByLabel(a(lang, 'import.text'), { exact: true })).toHaveValue(/^<\?xml/);
      await expect(dialog.getByRole('radio', { name: a(lang, 'import.formats.moodle-xml') })).toBeChecked();
      await dialog.getByRole('button', { name: a(lang, 'import.check') }).click();
      await expect(dialog.getByRole('heading', { name: a(lang, 'import.reportDry') })).toBeFocused();
      await expect(dialog.getByRole('status')).toContainText(
        a(lang, 'import.summaryDry', { imported: '2', failed: '0', skipped: '1' }),
      );
      const skipped = a(lang, 'import.messages.moodleXmlTypeNotHeld', { type: 'calculatedmulti' });
      await expect(dialog.getByRole('row').filter({ hasText: skipped })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByText(a(lang, 'bank.total_other', { count: '10' }), { exact: true })).toBeVisible();

      await categories.getByRole('button', { name: new RegExp(`^${pool}`) }).click();
      await expect(page).toHaveURL(/categoryId=/);
      await expect(page.getByText(a(lang, 'bank.total_other', { count: '2' }), { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByText(a(lang, 'bank.total_other', { count: '2' }), { exact: true })).toBeVisible();

      // The lesson's quizzes, from the lesson on the course's materials page.
      await page.goto(`/coordinator/upload-materials/${made.courseId}`);
      await page
        .getByRole('link', {
          name: tr(lang, 'course-authoring:lesson.quizzesOfCount', { title: made.lessonTitle, count: '0' }),
        })
        .click();
      await expect(h1(page)).toHaveText(a(lang, 'quizList.title', { lesson: made.lessonTitle }));
      await expect(page.getByText(a(lang, 'quizList.empty.title'), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page
        .getByRole('link', { name: a(lang, 'quizList.new') })
        .first()
        .click();

      // The quiz: settings, the eight questions from the bank, one drawn from the category.
      await expect(h1(page)).toHaveText(a(lang, 'quizForm.newTitle'));
      const title = unique(lang === 'en' ? 'Check your basics' : 'Sjekk det grunnleggende');
      await page.getByLabel(a(lang, 'quizForm.title'), { exact: true }).fill(title);
      await page.getByLabel(a(lang, 'quizForm.attemptsAllowed'), { exact: true }).selectOption('2');
      await page.getByLabel(a(lang, 'quizForm.passMark'), { exact: true }).fill('60');
      await page.getByRole('switch', { name: a(lang, 'quizForm.required') }).check();
      await page.getByRole('button', { name: a(lang, 'slots.addQuestions') }).click();
      dialog = page.getByRole('dialog', { name: a(lang, 'picker.title') });
      for (const prompt of Object.values(P))
        await dialog.getByRole('checkbox', { name: a(lang, 'picker.choose', { prompt }) }).check();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: a(lang, 'picker.add_other', { count: '8' }) }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: a(lang, 'slots.addRandom') }).click();
      const random = a(lang, 'slots.questionNumber', { number: '9' });
      await expect(page.getByLabel(a(lang, 'slots.category', { name: random }), { exact: true })).toHaveValue(/.+/);
      await expect(page.getByText(a(lang, 'slots.countHint_other', { count: '2' }))).toBeVisible();
      // Three from a category of two: the server says so on the count.
      await page.getByLabel(a(lang, 'slots.count', { name: random }), { exact: true }).fill('3');
      await page.getByRole('button', { name: a(lang, 'quizForm.create') }).click();
      const notEnough = page.getByText(tr(lang, 'validation:quiz.notEnoughQuestions'));
      await expect(notEnough).toBeVisible();
      await expect(
        page.getByLabel(a(lang, 'slots.count', { name: a(lang, 'slots.questionRange', { from: '9', to: '11' }) })),
      ).toBeFocused();
      await page
        .getByLabel(a(lang, 'slots.count', { name: a(lang, 'slots.questionRange', { from: '9', to: '11' }) }))
        .fill('1');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: a(lang, 'quizForm.create') }).click();
      await expect(page).toHaveURL(/\/coordinator\/edit-quiz\/[0-9a-f-]{36}$/);
      const quizId = page.url().split('/').pop()!;
      await expect(h1(page)).toHaveText(a(lang, 'quizForm.editTitle', { title }));
      await expect(page.getByText(a(lang, 'slots.questionCount_other', { count: '9' }), { exact: true })).toBeVisible();
      await expect(
        page.getByText(a(lang, 'slots.totalPoints_other', { count: String(TOTAL) }), { exact: true }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Back in the lesson's list.
      await page.getByRole('link', { name: a(lang, 'quizForm.back') }).click();
      const card = page.getByRole('article', { name: title });
      await expect(card).toContainText(a(lang, 'slots.questionCount_other', { count: '9' }));
      await expect(card).toContainText(a(lang, 'quizList.required'));
      await expect(card.getByRole('link', { name: a(lang, 'quizList.previewOf', { title }) })).toHaveAttribute(
        'href',
        `/coordinator/quiz-learner-view?quizId=${quizId}`,
      );
      await expectNoSeriousAxeViolations(page);

      // The learner's attempt (through the API); the coordinator grades the essay in the queue.
      const learner = await attempt(lang, quizId);
      await card.getByRole('link', { name: a(lang, 'quizList.resultsOf', { title }) }).click();
      await expect(h1(page)).toHaveText(a(lang, 'results.title', { title }));
      const queue = page.getByRole('region', { name: a(lang, 'queue.title_one', { count: '1' }) });
      const essay = queue.getByRole('article');
      await expect(essay).toHaveCount(1);
      await expect(essay).toContainText(P.essay);
      await expect(essay).toContainText('A closure keeps the variables');
      const learnerCard = page.getByRole('article', { name: TAKERS[lang].name, exact: true });
      await expect(learnerCard).toContainText(a(lang, 'states.needs-grading'));
      await expect(learnerCard).toContainText(a(lang, 'results.notGraded'));
      await expectNoSeriousAxeViolations(page);
      const mark = essay.getByLabel(a(lang, 'queue.mark', { points: String(ESSAY_POINTS) }), { exact: true });
      await mark.fill('5');
      await essay.getByRole('button', { name: a(lang, 'queue.save') }).click();
      await expect(essay.getByText(tr(lang, 'validation:quiz.markInvalid'))).toBeVisible();
      await mark.fill(String(ESSAY_MARK));
      await essay.getByLabel(a(lang, 'queue.comment'), { exact: true }).fill('Good, give an example next time.');
      await essay.getByRole('button', { name: a(lang, 'queue.save') }).click();
      await expect(page.getByText(a(lang, 'queue.empty'), { exact: true })).toBeVisible();
      const percent = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'nb-NO', { maximumFractionDigits: 1 }).format(
        (100 * (TOTAL - ESSAY_POINTS + ESSAY_MARK)) / TOTAL,
      );
      await expect(learnerCard).toContainText(`${percent} %`);
      await expect(learnerCard).toContainText(a(lang, 'results.passed'));
      await expect(learnerCard).toContainText(a(lang, 'states.graded'));
      const grade = await learner<{ grade: number; passed: boolean }>('GET', `/quizzes/${quizId}/attempts`);
      expect(grade).toMatchObject({ grade: (100 * (TOTAL - ESSAY_POINTS + ESSAY_MARK)) / TOTAL, passed: true });
      await expect(page.getByRole('region', { name: a(lang, 'stats.title') }).getByRole('table')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Regrade: nothing changed since, so nothing changes.
      await page.getByRole('button', { name: a(lang, 'results.regrade') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: a(lang, 'results.regradeConfirm') })
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: a(lang, 'results.regraded_one', { count: '1', changed: '0' }) }),
      ).toBeVisible();

      // A phone's width: every screen fits.
      await page.setViewportSize(NARROW);
      for (const path of [
        `/coordinator/quiz-creator?courseId=${made.courseId}`,
        `/coordinator/quiz-list/${made.lessonId}?courseId=${made.courseId}`,
        `/coordinator/edit-quiz/${quizId}`,
        `/coordinator/quiz-results/${quizId}`,
      ]) {
        await page.goto(path);
        await expect(h1(page)).toBeVisible();
        await expectNoOverflow(page);
      }
      await page.goto(`/coordinator/quiz-creator?courseId=${made.courseId}`);
      await page
        .getByRole('article', { name: P.matching })
        .getByRole('button', { name: P.matching, exact: true })
        .click();
      await expect(page.getByRole('dialog', { name: a(lang, 'editor.editTitle') })).toBeVisible();
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);
    });

    test("Moodle's gap types, embedded answers and calculated questions in the editor: gaps previewed, a reused choice allowed, Cloze read as it is typed, formulas computed", async ({
      page,
    }) => {
      const made = await course(lang);
      await page.setViewportSize(WIDE);
      await signInByApi(page, lang, AUTHORS[lang].email);
      await page.goto(`/coordinator/quiz-creator?courseId=${made.courseId}`);
      await expect(h1(page)).toHaveText(a(lang, 'bank.title'));
      const choice = (n: number) => a(lang, 'editor.choiceName', { number: String(n) });

      // Drag and drop into text: choice 1 fills two gaps, refused until it may be used more than once.
      const dragPrompt = '[[1]] declares a constant, [[2]] a variable; [[1]] again.';
      let dialog = await startQuestion(page, lang, 'drag-drop-text', dragPrompt, 2);
      for (const [n, text] of ['const', 'let', 'var'].entries())
        await field(dialog, a(lang, 'editor.choiceText', { name: choice(n + 1) })).fill(text);
      await expect(dialog.getByTestId('gap-preview')).toHaveText(
        '[const] declares a constant, [let] a variable; [const] again.',
      );
      await dialog.getByRole('button', { name: a(lang, 'editor.add') }).click();
      await expect(dialog.getByText(tr(lang, 'validation:quiz.gapChoiceTwice'))).toBeVisible();
      await dialog.getByRole('checkbox', { name: a(lang, 'editor.choiceUnlimited', { name: choice(1) }) }).check();
      await field(dialog, a(lang, 'editor.choiceGroup', { name: choice(3) })).selectOption('2');
      await expectNoSeriousAxeViolations(page);
      await saveQuestion(page, lang, dialog, dragPrompt);

      // Select missing words: a gap naming a choice there is not is shown in the preview.
      const selectPrompt = 'The [[1]] brown [[2]] jumped over the [[4]] dog.';
      dialog = await startQuestion(page, lang, 'select-missing-words', selectPrompt, 3);
      for (const [n, text] of ['quick', 'fox', 'lazy'].entries())
        await field(dialog, a(lang, 'editor.choiceText', { name: choice(n + 1) })).fill(text);
      await expect(dialog.getByText(a(lang, 'editor.gapMissing_one', { numbers: '4' }))).toBeVisible();
      const fixed = 'The [[1]] brown [[2]] jumped over the [[3]] dog.';
      await field(dialog, a(lang, 'editor.prompt')).fill(fixed);
      await expect(dialog.getByTestId('gap-preview')).toHaveText('The [quick] brown [fox] jumped over the [lazy] dog.');
      await saveQuestion(page, lang, dialog, fixed);

      // Embedded answers: a misspelt type is named at once; the preview lists the parts once it reads.
      dialog = await startQuestion(page, lang, 'cloze', 'Oslo is the capital of {1:SHORTANSWR:=Norway}.', 2);
      await dialog.getByRole('button', { name: a(lang, 'editor.add') }).click();
      // Under the text on the save, and in the preview as it is typed.
      const misspelt = tr(lang, 'validation:quiz.clozeTypeUnknown');
      await expect(field(dialog, a(lang, 'editor.prompt'))).toHaveAttribute('aria-invalid', 'true');
      await expect(field(dialog, a(lang, 'editor.prompt'))).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(misspelt)),
      );
      await expect(dialog.getByTestId('cloze-preview-error')).toHaveText(misspelt);
      const clozePrompt = 'Oslo is the capital of {1:SHORTANSWER:=Norway#Yes}, by {1:MULTICHOICE:=the sea~a desert}.';
      await field(dialog, a(lang, 'editor.prompt')).fill(clozePrompt);
      const parts = dialog.getByRole('list', { name: a(lang, 'editor.clozeParts') });
      // Two parts, each listing its answers.
      await expect(parts.locator(':scope > li')).toHaveCount(2);
      await expect(parts.locator(':scope > li').nth(1).getByRole('listitem')).toHaveCount(2);
      await expect(parts).toContainText('Norway');
      await expect(parts).toContainText('a desert');
      await dialog.getByRole('button', { name: a(lang, 'editor.clozeHelp') }).click();
      await expect(dialog.getByText(a(lang, 'editor.clozeExample'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await saveQuestion(page, lang, dialog, clozePrompt);

      // Calculated: wildcards appear as they are typed, a formula Moodle would refuse is named, the preview computes.
      const calcPrompt = 'A room is {w} m by {l} m. What is its floor area?';
      dialog = await startQuestion(page, lang, 'calculated', calcPrompt, 2);
      const answer1 = a(lang, 'editor.calcAnswerName', { number: '1' });
      await field(dialog, a(lang, 'editor.calcFormula', { name: answer1 })).fill('{w} ^ {l}');
      await expect(dialog.getByText(tr(lang, 'validation:quiz.formulaSyntax')).first()).toBeVisible();
      await field(dialog, a(lang, 'editor.calcFormula', { name: answer1 })).fill('{w} * {l}');
      for (const [name, value] of [
        ['{w}', '4'],
        ['{l}', '2.5'],
      ] as const) {
        await field(dialog, a(lang, 'editor.calcMin', { name })).fill(value);
        await field(dialog, a(lang, 'editor.calcMax', { name })).fill(value);
      }
      await expect(dialog.getByTestId('calculated-preview')).toHaveText(
        'A room is 4.0 m by 2.5 m. What is its floor area?',
      );
      await expect(dialog.getByRole('list', { name: a(lang, 'editor.calcPreviewAnswers') })).toContainText('10.00');
      await expectNoSeriousAxeViolations(page);
      await saveQuestion(page, lang, dialog, calcPrompt);

      // Stored as written.
      const coordinator = await apiAs(AUTHORS[lang].email);
      const bank = await coordinator<{ items: { question: Record<string, unknown> }[] }>(
        'GET',
        `/courses/${made.courseId}/question-bank?pageSize=100`,
      );
      const byPrompt = new Map(bank.items.map((q) => [q.question.prompt, q.question]));
      expect(byPrompt.get(dragPrompt)).toMatchObject({
        type: 'drag-drop-text',
        choices: [
          { text: 'const', group: 1, unlimited: true },
          { text: 'let', group: 1, unlimited: false },
          { text: 'var', group: 2, unlimited: false },
        ],
      });
      expect(byPrompt.get(fixed)).toMatchObject({ type: 'select-missing-words', shuffleChoices: true });
      expect(byPrompt.get(clozePrompt)).toMatchObject({ type: 'cloze', points: 2 });
      expect(byPrompt.get(calcPrompt)).toMatchObject({
        type: 'calculated',
        answers: [{ formula: '{w} * {l}', weight: 100 }],
        wildcards: [
          { name: 'w', min: 4, max: 4 },
          { name: 'l', min: 2.5, max: 2.5 },
        ],
      });
    });

    test('a quiz for a new course: its questions are written in the quiz form, land in the bank and are on the quiz', async ({
      page,
    }) => {
      // A new course: its bank is empty, so "Add from the bank" finds nothing (issue 22).
      const made = await course(lang);
      const coordinator = await apiAs(AUTHORS[lang].email);
      const first =
        lang === 'en' ? 'HTML stands for HyperText Markup Language.' : 'HTML står for HyperText Markup Language.';
      const second = lang === 'en' ? 'CSS is a programming language.' : 'CSS er et programmeringsspråk.';
      await page.setViewportSize(WIDE);
      await signInByApi(page, lang, AUTHORS[lang].email, {
        path: `/coordinator/quiz-list/${made.lessonId}?courseId=${made.courseId}`,
      });
      await expect(page.getByText(a(lang, 'quizList.empty.title'), { exact: true })).toBeVisible();
      await page
        .getByRole('link', { name: a(lang, 'quizList.new') })
        .first()
        .click();
      await expect(h1(page)).toHaveText(a(lang, 'quizForm.newTitle'));
      const title = unique(lang === 'en' ? 'First check' : 'Første sjekk');
      await page.getByLabel(a(lang, 'quizForm.title'), { exact: true }).fill(title);

      // The picker finds nothing and offers to write one; the editor opens over it.
      const fromBank = page.getByRole('button', { name: a(lang, 'slots.addQuestions') });
      await fromBank.click();
      const picker = page.getByRole('dialog', { name: a(lang, 'picker.title') });
      await expect(picker.getByText(a(lang, 'picker.empty'), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await picker.getByRole('button', { name: a(lang, 'slots.writeQuestion') }).click();
      let editor = page.getByRole('dialog', { name: a(lang, 'editor.newTitle') });
      await expect(editor.getByLabel(a(lang, 'editor.prompt'), { exact: true })).toBeFocused();
      await editor.getByLabel(a(lang, 'editor.type'), { exact: true }).selectOption('true-false');
      await editor.getByLabel(a(lang, 'editor.prompt'), { exact: true }).fill(first);
      await expectNoSeriousAxeViolations(page);
      await editor.getByRole('button', { name: a(lang, 'editor.add') }).click();
      // Saved in the bank and on the quiz at once: both dialogs close and focus is back where it started.
      await expect(editor).toBeHidden();
      await expect(picker).toBeHidden();
      const slots = page.getByRole('list', { name: a(lang, 'slots.list') });
      await expect(slots.getByText(first, { exact: true })).toBeVisible();
      await expect(fromBank).toBeFocused();

      // The same beside "Add from the bank", by keyboard: Escape first gives focus back, then a question written.
      const write = page.getByRole('button', { name: a(lang, 'slots.writeQuestion') });
      await write.focus();
      await page.keyboard.press('Enter');
      editor = page.getByRole('dialog', { name: a(lang, 'editor.newTitle') });
      await expect(editor).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();
      await expect(write).toBeFocused();
      await page.keyboard.press('Enter');
      await editor.getByLabel(a(lang, 'editor.type'), { exact: true }).selectOption('true-false');
      await editor.getByLabel(a(lang, 'editor.prompt'), { exact: true }).fill(second);
      await editor.getByRole('radio', { name: a(lang, 'editor.false'), exact: true }).check();
      await editor.getByRole('button', { name: a(lang, 'editor.add') }).click();
      await expect(editor).toBeHidden();
      await expect(slots.getByText(second, { exact: true })).toBeVisible();
      await expect(write).toBeFocused();

      await page.getByRole('button', { name: a(lang, 'quizForm.create') }).click();
      await expect(page).toHaveURL(/\/coordinator\/edit-quiz\/[0-9a-f-]{36}$/);
      const quizId = page.url().split('/').pop()!;
      await expect(page.getByText(a(lang, 'slots.questionCount_other', { count: '2' }), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // In the course's bank, and on the quiz as saved.
      const bank = await coordinator<{ items: { id: string; question: { prompt: string } }[] }>(
        'GET',
        `/courses/${made.courseId}/question-bank?sort=-updatedAt`,
      );
      expect(bank.items.map((q) => q.question.prompt).sort()).toEqual([first, second].sort());
      const quiz = await coordinator<{ slots: { kind: string; questionId: string }[] }>('GET', `/quizzes/${quizId}`);
      expect(quiz.slots.map((slot) => bank.items.find((q) => q.id === slot.questionId)?.question.prompt)).toEqual([
        first,
        second,
      ]);

      // The menu names the bank for what it opens; the questions are there.
      await page.getByRole('link', { name: tr(lang, 'shell:coordinator.quizCreator.title') }).click();
      await expect(h1(page)).toHaveText(a(lang, 'bank.title'));
      await page.goto(`/coordinator/quiz-creator?courseId=${made.courseId}`);
      await expect(page.getByRole('article', { name: first })).toBeVisible();
      await expect(page.getByRole('article', { name: second })).toBeVisible();
    });
  });
}
