import type { Locator, Page } from '@playwright/test';
import { fixtures } from './support/accounts.ts';
import { apiAs, type Call } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';

// The learner's side of issue 12: a lesson's quizzes in the course player, the quiz's intro, an attempt of every
// question type answered by keyboard only with a reload in the middle (answers, flags and order kept), the
// summary and the submit, the results with the review, the essay marked and the lesson completed by the quiz, a
// second attempt that runs out of time (the browser's clock moved on), refusals in the server's words, the
// phone's width, and the coordinator's preview that records nothing. Every quiz is made here through the API by
// a coordinator of the journeys; each language has a learner of its own.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const LEARNERS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.quizLearnerEn,
  no: fixtures.quizLearnerNo,
};
const q = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `quiz-taking:${key}`, vars);
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** A number as the language writes it (Norwegian groups thousands with a no-break space, decimals with a comma). */
const num = (lang: Lang, n: number) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'nb-NO', { maximumFractionDigits: 2 }).format(n);

// One question of each type, with fixed option orders (orderings and matches are always mixed by the server).
const QUESTIONS = [
  {
    type: 'single-choice',
    prompt: 'Which keyword declares a constant in JavaScript?',
    points: 1,
    options: [
      { id: 'const', text: 'const', feedback: 'Yes: it cannot be reassigned.' },
      { id: 'var', text: 'var' },
      { id: 'let', text: 'let' },
    ],
    correctOptionId: 'const',
  },
  {
    type: 'multiple-choice',
    prompt: 'Which of these are primitive types in JavaScript?',
    points: 2,
    options: [
      { id: 'string', text: 'string' },
      { id: 'number', text: 'number' },
      { id: 'object', text: 'object' },
      { id: 'boolean', text: 'boolean' },
    ],
    correctOptionIds: ['string', 'number', 'boolean'],
  },
  { type: 'true-false', prompt: 'TypeScript compiles to JavaScript.', points: 1, correct: true },
  { type: 'short-answer', prompt: 'What is the capital of Norway?', points: 1, acceptedAnswers: ['Oslo'] },
  {
    type: 'numerical',
    prompt: 'How many metres are 350 centimetres?',
    points: 1,
    answers: [{ value: 3.5, tolerance: 0 }],
    // Moodle's units (issue 23): the learner may write the unit after the number, and a missing one costs.
    units: [
      { unit: 'm', multiplier: 1 },
      { unit: 'cm', multiplier: 100 },
    ],
    unitGrading: 'graded',
  },
  {
    type: 'matching',
    prompt: 'Match each country with its capital.',
    points: 3,
    pairs: [
      { id: 'no', prompt: 'Norway', match: 'Oslo' },
      { id: 'se', prompt: 'Sweden', match: 'Stockholm' },
      { id: 'dk', prompt: 'Denmark', match: 'Copenhagen' },
    ],
    distractors: ['Helsinki'],
  },
  {
    type: 'ordering',
    prompt: 'Put these languages in the order they appeared, oldest first.',
    points: 2,
    items: [
      { id: 'c', text: 'C' },
      { id: 'java', text: 'Java' },
      { id: 'ts', text: 'TypeScript' },
    ],
  },
  { type: 'essay', prompt: 'Explain what a closure is, in a few sentences.', points: 4 },
] as const;
const TOTAL_POINTS = 15;

// Moodle's gap types and embedded answers (issue 23), choices in the order written.
const GAP_QUESTIONS = [
  {
    type: 'select-missing-words',
    prompt: 'The [[1]] brown [[2]] jumped over the [[3]] dog.',
    points: 3,
    shuffleChoices: false,
    choices: [
      { id: 'quick', text: 'quick', group: 1 },
      { id: 'fox', text: 'fox', group: 2 },
      { id: 'lazy', text: 'lazy', group: 3 },
      { id: 'slow', text: 'slow', group: 1 },
      { id: 'cat', text: 'cat', group: 2 },
    ],
  },
  {
    type: 'drag-drop-text',
    prompt: '[[1]] declares a binding that is never reassigned, [[2]] one that may be.',
    points: 2,
    shuffleChoices: false,
    choices: [
      { id: 'const', text: 'const' },
      { id: 'let', text: 'let' },
      { id: 'var', text: 'var' },
    ],
  },
  {
    type: 'cloze',
    prompt:
      'The {1:SHORTANSWER:Dog#Wrong~=Owl#Well done!} and the {1:MULTICHOICE:Bow-wow~=Pussy-cat#Yes~Wiggly worm} went to sea in {1:NUMERICAL:=1:0#One boat} {1:MULTICHOICE_V:=beautiful#Lear wrote so~ugly} boat.',
    points: 4,
  },
  {
    type: 'calculated',
    prompt: 'A room is {w} m by {l} m. What is its floor area?',
    points: 2,
    answers: [{ formula: '{w} * {l}', tolerance: 0.01 }],
    wildcards: [
      { name: 'w', min: 2, max: 9 },
      { name: 'l', min: 2, max: 9 },
    ],
    // One fixed set (as a Moodle dataset brings them): the journey knows the values the attempt draws.
    valueSets: [[4.5, 3]],
    units: [{ unit: 'm²', multiplier: 1 }],
  },
] as const;
/** An interactive quiz's questions: a choice with two hints and a penalty of a quarter, a true/false with one try. */
const INTERACTIVE_QUESTIONS = [
  {
    type: 'single-choice',
    prompt: 'Which keyword declares a constant?',
    points: 2,
    options: [
      { id: 'const', text: 'const', feedback: 'It cannot be reassigned.' },
      { id: 'let', text: 'let', feedback: 'let may be reassigned.' },
      { id: 'var', text: 'var' },
    ],
    correctOptionId: 'const',
    correctFeedback: 'Well done.',
    incorrectFeedback: 'Not quite.',
    hints: ['Think of what cannot change.', 'It has five letters.'],
    penalty: 25,
  },
  { type: 'true-false', prompt: 'let is block-scoped.', points: 1, correct: true },
] as const;
const ESSAY = 'A closure keeps the variables of the scope it was made in.';

type Made = {
  coordinator: Call;
  courseId: string;
  lessonId: string;
  lessonTitle: string;
  quizzes: Record<string, { id: string; title: string; input: Record<string, unknown> }>;
};

/**
 * A published course of the journeys' coordinator with one lesson (a text and the quizzes given), the bank's
 * questions of every type, and the language's learner enrolled.
 */
async function quizCourse(
  lang: Lang,
  quizzes: Record<string, Record<string, unknown>>,
  questions: readonly Record<string, unknown>[] = QUESTIONS,
): Promise<Made> {
  const coordinator = await apiAs(fixtures.quizCoordinator.email);
  const categories = await coordinator<{ items: { id: string }[] }>('GET', '/course-categories?status=active');
  const technologies = await coordinator<{ items: { id: string }[] }>('GET', '/technologies?status=active');
  const course = await coordinator<{ id: string }>('POST', '/courses', {
    title: unique(lang === 'en' ? 'Quiz course' : 'Quizkurs'),
    description: 'Made by the quiz journey.',
    estimatedTime: 30,
    categoryId: categories.items[0]!.id,
    technologyIds: [technologies.items[0]!.id],
  });
  const lessonTitle = unique(lang === 'en' ? 'JavaScript basics' : 'Grunnleggende JavaScript');
  const lesson = await coordinator<{ id: string }>('POST', `/courses/${course.id}/lessons`, { title: lessonTitle });
  await coordinator('POST', `/lessons/${lesson.id}/materials`, {
    kind: 'text',
    title: 'Reading',
    body: '<p>Read this before the quiz.</p>',
  });
  const slots = [];
  for (const question of questions) {
    const made = await coordinator<{ id: string }>('POST', `/courses/${course.id}/question-bank`, { question });
    slots.push({ kind: 'fixed', questionId: made.id });
  }
  const result: Made = { coordinator, courseId: course.id, lessonId: lesson.id, lessonTitle, quizzes: {} };
  for (const [key, settings] of Object.entries(quizzes)) {
    const count = typeof settings.questions === 'number' ? settings.questions : slots.length;
    const { questions: _, ...rest } = settings;
    const input = { title: unique('Quiz'), shuffleOptions: false, slots: slots.slice(0, count), ...rest };
    const quiz = await coordinator<{ id: string; title: string }>('POST', `/lessons/${lesson.id}/quizzes`, input);
    result.quizzes[key] = { id: quiz.id, title: quiz.title, input };
  }
  await coordinator('POST', `/courses/${course.id}/publish`);
  await (await apiAs(LEARNERS[lang].email))('POST', `/courses/${course.id}/enrol`);
  return result;
}

async function signIn(page: Page, lang: Lang, email: string, viewport = WIDE) {
  await page.setViewportSize(viewport);
  await signInByApi(page, lang, email);
  await expect(page).toHaveURL(/\/(learner|coordinator)\/dashboard$/);
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
}

/** Presses a control the way a keyboard user does: focus, then the key. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** The question on the page (one per page) or the one numbered (all on one page). */
const question = (page: Page, lang: Lang, n: number) =>
  page.getByRole('region', { name: q(lang, 'question.title', { n: String(n) }) });

async function next(page: Page, lang: Lang, n: number) {
  await press(page.getByRole('button', { name: q(lang, 'attempt.next') }));
  const heading = page.getByRole('heading', { name: q(lang, 'question.title', { n: String(n) }) });
  await expect(heading).toBeFocused();
}

async function previous(page: Page, lang: Lang, n: number) {
  await press(page.getByRole('button', { name: q(lang, 'attempt.previous') }));
  await expect(page.getByRole('heading', { name: q(lang, 'question.title', { n: String(n) }) })).toBeFocused();
}

/** The items of an ordering question, top to bottom. */
const orderOf = async (region: Locator) =>
  (await region.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/^\s*\d+\.\s*/, '').trim());

for (const lang of journeyLanguages()) {
  test.describe(`quiz taking (${lang})`, () => {
    test('a learner answers every type by keyboard with a reload in the middle, submits, sees the review and the lesson completed once the essay is marked; a timed second attempt is submitted when time runs out', async ({
      page,
    }) => {
      test.slow(); // a long journey: three times the timeout that ends a hung one
      const made = await quizCourse(lang, {
        main: { attemptsAllowed: 2, requiredToCompleteLesson: true, passMark: 60 },
      });
      const quiz = made.quizzes.main!;
      await signIn(page, lang, LEARNERS[lang].email);

      // The player: the lesson's quiz under its materials; the quiz, not Mark complete, completes the lesson.
      await page.goto(`/learner/course-view/${made.courseId}`);
      await expect(page.locator('#player-lesson-title')).toHaveText(made.lessonTitle);
      const quizzes = page.getByRole('region', { name: tr(lang, 'learning:player.quizzes.heading_one') });
      await expect(quizzes).toContainText(quiz.title);
      await expect(quizzes).toContainText(tr(lang, 'learning:player.quizzes.questions_other', { count: '8' }));
      await expect(quizzes).toContainText(tr(lang, 'learning:player.quizzes.required'));
      await expect(
        page.getByText(tr(lang, 'learning:player.quizzes.completeByQuiz', { title: quiz.title })),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: tr(lang, 'learning:player.markComplete') })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await press(
        quizzes.getByRole('link', { name: tr(lang, 'learning:player.quizzes.takeNamed', { title: quiz.title }) }),
      );

      // The intro: settings, no attempts yet, Start.
      await expect(h1(page)).toHaveText(quiz.title);
      await expect(page.getByText(q(lang, 'intro.attemptsUsed', { used: '0', allowed: '2' }))).toBeVisible();
      await expect(page.getByText(q(lang, 'intro.noAttempts'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await press(page.getByRole('button', { name: q(lang, 'intro.start') }));

      // 1 single choice: arrow keys in the radio group.
      await expect(page).toHaveURL(/\?attempt=/);
      await expect(question(page, lang, 1)).toContainText(QUESTIONS[0].prompt);
      await press(question(page, lang, 1).getByRole('radio', { name: 'var' }), 'ArrowUp');
      await expect(page.getByRole('radio', { name: 'const' })).toBeChecked();
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByText(q(lang, 'timer.none'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await next(page, lang, 2);

      // 2 multiple choice: Space on three checkboxes, Tab between them; flagged.
      await press(page.getByRole('checkbox', { name: 'string' }), 'Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (const name of ['string', 'number', 'boolean'])
        await expect(page.getByRole('checkbox', { name })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'object' })).not.toBeChecked();
      const flag = page.getByRole('button', { name: q(lang, 'question.flag') });
      await press(flag, 'Space');
      await expect(flag).toHaveAttribute('aria-pressed', 'true');
      await next(page, lang, 3);

      // 3 true/false, 4 short answer.
      await press(page.getByRole('radio', { name: q(lang, 'answer.true'), exact: true }), 'Space');
      await expect(page.getByRole('radio', { name: q(lang, 'answer.true'), exact: true })).toBeChecked();
      await next(page, lang, 4);
      await page.getByRole('textbox', { name: q(lang, 'question.answer') }).focus();
      await page.keyboard.type('oslo');

      // A reload in the middle: the same attempt, question, answers and flag, from the server.
      await expect(page.getByText(exact(q(lang, 'save.saved')))).toBeVisible();
      const navigation = page.getByRole('navigation', { name: q(lang, 'nav.title') });
      const before = await navigation.getByRole('button').allInnerTexts();
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(page.getByRole('textbox', { name: q(lang, 'question.answer') })).toHaveValue('oslo');
      const named = (n: number, ...states: string[]) =>
        [q(lang, 'question.title', { n: String(n) }), ...states.map((s) => q(lang, `nav.${s}`))].join(', ');
      await expect(navigation.getByRole('button', { name: named(1, 'answered'), exact: true })).toBeVisible();
      await expect(
        navigation.getByRole('button', { name: named(2, 'answered', 'flagged'), exact: true }),
      ).toBeVisible();
      await expect(navigation.getByRole('button', { name: named(4, 'answered'), exact: true })).toHaveAttribute(
        'aria-current',
        'step',
      );
      await expect(navigation.getByRole('button', { name: named(5, 'notAnswered'), exact: true })).toBeVisible();
      expect(await navigation.getByRole('button').allInnerTexts()).toEqual(before);
      await press(navigation.getByRole('button', { name: named(1, 'answered'), exact: true }));
      await expect(page.getByRole('radio', { name: 'const' })).toBeChecked();
      await expect(question(page, lang, 1)).toContainText(QUESTIONS[0].prompt);
      await press(navigation.getByRole('button', { name: named(4, 'answered'), exact: true }));
      await expect(page.getByRole('heading', { name: q(lang, 'question.title', { n: '4' }) })).toBeFocused();
      await next(page, lang, 5);

      // 5 numerical with a decimal comma and its unit, the units it may carry read with the field.
      const number = page.getByRole('textbox', { name: q(lang, 'question.answer') });
      await expect(number).toHaveAccessibleDescription(new RegExp(q(lang, 'question.units', { units: 'm, cm' })));
      // A unit is letters: a phone offers its full keyboard, not the number pad.
      await expect(number).toHaveAttribute('inputmode', 'text');
      await number.focus();
      await page.keyboard.type('3,5 m');
      await next(page, lang, 6);

      // 6 matching: type-ahead in each select.
      for (const [prompt, match] of [
        ['Norway', 'Oslo'],
        ['Sweden', 'Stockholm'],
        ['Denmark', 'Copenhagen'],
      ] as const) {
        const select = page.getByRole('combobox', { name: prompt });
        await select.focus();
        await page.keyboard.type(match);
        await expect(select).toHaveValue(match);
      }
      await next(page, lang, 7);

      // 7 ordering: a keyboard drag (Space, arrow, Space), then Move up until the order is right.
      const ordering = question(page, lang, 7);
      const first = (await orderOf(ordering))[0]!;
      await press(ordering.getByRole('button', { name: tr(lang, 'common:sortable.handle', { name: first }) }), 'Space');
      // Each step waits for what screen readers are told, as the drag is measured between the keys.
      const told = page.locator('[id^="DndLiveRegion"]');
      await expect(told).toHaveText(tr(lang, 'common:sortable.over', { name: first, position: '1' }));
      await page.keyboard.press('ArrowDown');
      await expect(told).toHaveText(tr(lang, 'common:sortable.over', { name: first, position: '2' }));
      await page.keyboard.press('Space');
      await expect(told).toHaveText(tr(lang, 'common:sortable.dropped', { name: first, position: '2' }));
      await expect.poll(async () => (await orderOf(ordering))[1]).toBe(first);
      for (const [index, item] of ['C', 'Java', 'TypeScript'].entries()) {
        while ((await orderOf(ordering)).indexOf(item) > index) {
          const up = ordering.getByRole('button', { name: q(lang, 'ordering.moveUp', { name: item }) });
          await press(up);
        }
      }
      await expect.poll(() => orderOf(ordering)).toEqual(['C', 'Java', 'TypeScript']);
      await expectNoSeriousAxeViolations(page);
      await next(page, lang, 8);

      // 8 essay with its character count; the last page's button leads to the summary.
      await page.getByRole('textbox', { name: q(lang, 'question.answer') }).focus();
      await page.keyboard.type(ESSAY);
      await expect(
        page.getByText(q(lang, 'question.characters', { used: String(ESSAY.length), max: num(lang, 20_000) })),
      ).toBeVisible();
      await press(page.getByRole('button', { name: q(lang, 'attempt.finish') }).last());

      // The summary: everything answered, question 2 flagged; submit after the confirmation.
      await expect(page.getByRole('heading', { name: q(lang, 'summary.title') })).toBeFocused();
      await expect(page.getByText(q(lang, 'summary.allAnswered'))).toBeVisible();
      await expect(page.getByText(q(lang, 'summary.flagged_one', { count: '1' }))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await press(page.getByRole('button', { name: q(lang, 'summary.submit') }));
      const confirm = page.getByRole('dialog', { name: q(lang, 'confirm.title') });
      await expect(confirm).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await press(confirm.getByRole('button', { name: q(lang, 'summary.submit') }));

      // The results: marks so far, the essay waiting, each question's review.
      await expect(page).toHaveURL(/\/learner\/quiz-results\//);
      await expect(h1(page)).toHaveText(q(lang, 'results.heading', { title: quiz.title }));
      await expect(
        page.getByText(q(lang, 'results.marksSoFar', { score: '11', max: String(TOTAL_POINTS) })),
      ).toBeVisible();
      await expect(page.getByText(q(lang, 'results.byLearner'))).toBeVisible();
      const review = (n: number) => page.getByRole('article', { name: q(lang, 'question.title', { n: String(n) }) });
      for (const n of [1, 2, 3, 4, 5, 6, 7]) await expect(review(n)).toContainText(q(lang, 'questionState.correct'));
      await expect(review(8)).toContainText(q(lang, 'questionState.needs-grading'));
      await expect(review(1)).toContainText('Yes: it cannot be reassigned.');
      await expect(review(5)).toContainText('3,5 m');
      await expectNoSeriousAxeViolations(page);
      const attemptId = page.url().split('/').at(-1)!;

      // The coordinator marks the essay: the grade, Passed and the comment show; the quiz completed the lesson.
      await made.coordinator('POST', `/attempts/${attemptId}/grade`, {
        marks: [{ position: 8, score: 3, comment: 'Clear and correct.' }],
      });
      await page.reload();
      await expect(page.getByText(q(lang, 'percent', { value: num(lang, 93.33) })).first()).toBeVisible();
      await expect(page.getByText(q(lang, 'result.passed'), { exact: true })).toBeVisible();
      await expect(review(8)).toContainText('Clear and correct.');
      await expectNoSeriousAxeViolations(page);
      await press(page.getByRole('link', { name: q(lang, 'results.toLesson') }));
      await expect(page.locator('#player-lesson-title')).toHaveText(made.lessonTitle);
      // The lesson was completed on the server when the essay's mark made the attempt pass: read afresh.
      await page.reload();
      await expect(page.getByRole('button', { name: tr(lang, 'learning:player.completed') })).toBeVisible();

      // A second attempt, now with a one-minute limit: the countdown runs from the server's deadline, and at zero
      // the attempt is submitted (the browser's clock is moved on; the server's is not, so either close counts).
      await made.coordinator('PUT', `/quizzes/${quiz.id}`, { ...quiz.input, timeLimitMinutes: 1 });
      await page.clock.install();
      await page.goto(`/learner/take-quiz/${quiz.id}`);
      await expect(page.getByText(q(lang, 'intro.attemptsUsed', { used: '1', allowed: '2' }))).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: q(lang, 'attemptState.graded') })).toBeVisible();
      await press(page.getByRole('button', { name: q(lang, 'intro.startAgain') }));
      const timed = page.getByRole('dialog', { name: q(lang, 'intro.timedTitle') });
      await expect(timed).toContainText(
        q(lang, 'intro.timedText', { limit: q(lang, 'duration.minutes_one', { count: '1' }) }),
      );
      await press(timed.getByRole('button', { name: q(lang, 'intro.start') }));
      await expect(page.getByRole('timer')).toHaveText(/^[01]:\d\d$/);
      await expect(page.getByText(q(lang, 'attempt.number', { n: '2' }))).toBeVisible();
      await press(page.getByRole('radio', { name: 'var' }), 'Space');
      await expect(page.getByText(exact(q(lang, 'save.saved')))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.clock.fastForward('01:05');
      await expect(page).toHaveURL(/\/learner\/quiz-results\//);
      await expect(page.getByText(q(lang, 'attempt.number', { n: '2' }))).toBeVisible();
      await expect(
        page.getByText(new RegExp(`^(${q(lang, 'results.byLearner')}|${q(lang, 'results.byDeadline')})$`)),
      ).toBeVisible();
      await expect(page.getByRole('article', { name: q(lang, 'question.title', { n: '1' }) })).toContainText(
        q(lang, 'questionState.incorrect'),
      );
      await expectNoSeriousAxeViolations(page);
    });

    test('at 375 px: the intro, an attempt with all questions on one page, its summary and its results, without horizontal overflow', async ({
      page,
    }) => {
      test.slow(); // a long journey: three times the timeout that ends a hung one
      const made = await quizCourse(lang, {
        onePage: { layout: 'all-on-one-page', questions: 8, review: 'after-submit' },
      });
      const quiz = made.quizzes.onePage!;
      await signIn(page, lang, LEARNERS[lang].email, NARROW);
      await page.goto(`/learner/course-view/${made.courseId}`);
      await expect(
        page.getByRole('link', { name: tr(lang, 'learning:player.quizzes.takeNamed', { title: quiz.title }) }),
      ).toBeVisible();
      await expectNoOverflow(page);

      await page.goto(`/learner/take-quiz/${quiz.id}`);
      await expect(h1(page)).toHaveText(quiz.title);
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: q(lang, 'intro.start') }).click();

      // Every question on the page; the panel's buttons go to one and put the focus on its heading.
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await expect(question(page, lang, n)).toBeVisible();
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);
      const navigation = page.getByRole('navigation', { name: q(lang, 'nav.title') });
      await navigation
        .getByRole('button', { name: `${q(lang, 'question.title', { n: '6' })}, ${q(lang, 'nav.notAnswered')}` })
        .click();
      await expect(page.getByRole('heading', { name: q(lang, 'question.title', { n: '6' }) })).toBeFocused();
      await question(page, lang, 3)
        .getByRole('radio', { name: q(lang, 'answer.false'), exact: true })
        .check();
      await question(page, lang, 7)
        .getByRole('button', { name: q(lang, 'ordering.keep') })
        .click();

      // The summary lists the six left unanswered; submit with them unanswered.
      await page
        .getByRole('button', { name: q(lang, 'attempt.finish') })
        .last()
        .click();
      await expect(page.getByText(q(lang, 'summary.unanswered_other', { count: '6' }))).toBeVisible();
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: q(lang, 'summary.submit') }).click();
      const confirm = page.getByRole('dialog', { name: q(lang, 'confirm.title') });
      await expect(confirm).toContainText(q(lang, 'confirm.unanswered_other', { count: '6' }));
      await confirm.getByRole('button', { name: q(lang, 'summary.submit') }).click();

      await expect(page).toHaveURL(/\/learner\/quiz-results\//);
      await expect(page.getByRole('article', { name: q(lang, 'question.title', { n: '3' }) })).toContainText(
        q(lang, 'questionState.incorrect'),
      );
      await expect(page.getByRole('article', { name: q(lang, 'question.title', { n: '1' }) })).toContainText(
        q(lang, 'questionState.unanswered'),
      );
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);

      // Back at the quiz, the attempts table is wider than the phone: a named region, scrolled by keyboard.
      await page.goto(`/learner/take-quiz/${quiz.id}`);
      const attempts = page.getByRole('region', { name: q(lang, 'attempts.tableLabel') });
      await expect(attempts.getByRole('row').nth(1)).toBeVisible();
      await attempts.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => attempts.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);
    });

    test('gap, Cloze and calculated questions by keyboard: select missing words, drag and drop into text, embedded answers, a number for drawn values; the review marks each', async ({
      page,
    }) => {
      const made = await quizCourse(lang, { gaps: { attemptsAllowed: 1 } }, GAP_QUESTIONS);
      await signIn(page, lang, LEARNERS[lang].email);
      await page.goto(`/learner/take-quiz/${made.quizzes.gaps!.id}`);
      await press(page.getByRole('button', { name: q(lang, 'intro.start') }));

      // 1 select missing words: type-ahead in each gap's list, which offers only its group.
      const selects = question(page, lang, 1);
      await expect(selects).toContainText('jumped over the');
      for (const [n, word] of [
        [1, 'quick'],
        [2, 'fox'],
        [3, 'lazy'],
      ] as const) {
        const gap = selects.getByRole('combobox', { name: q(lang, 'gaps.gap', { n: String(n) }), exact: true });
        await gap.focus();
        await page.keyboard.type(word);
        await expect(gap.locator('option:checked')).toHaveText(word);
      }
      await expect(
        selects.getByRole('combobox', { name: q(lang, 'gaps.gap', { n: '1' }), exact: true }).getByRole('option'),
      ).toHaveText([q(lang, 'gaps.choose'), 'quick', 'slow']);
      await expectNoSeriousAxeViolations(page);
      await next(page, lang, 2);

      // 2 drag and drop by keyboard: pick a choice up, put it in a gap; a wrong one put in, then cleared.
      const drag = question(page, lang, 2);
      const gap = (n: number, choice?: string) =>
        drag.getByRole('button', {
          name: choice
            ? q(lang, 'dragDrop.gapFilled', { n: String(n), choice })
            : q(lang, 'dragDrop.gapEmpty', { n: String(n) }),
          exact: true,
        });
      await press(drag.getByRole('button', { name: 'var', exact: true }));
      await press(gap(2));
      await expect(gap(2, 'var')).toBeVisible();
      await press(gap(2, 'var'), 'Delete');
      await expect(gap(2)).toBeVisible();
      await press(drag.getByRole('button', { name: 'const', exact: true }), 'Space');
      await press(gap(1), 'Space');
      await press(drag.getByRole('button', { name: 'let', exact: true }));
      await press(gap(2));
      await expect(gap(1, 'const')).toBeVisible();
      await expect(gap(2, 'let')).toBeVisible();
      // What a screen reader is told, in the question's own live region.
      await expect(drag.getByText(q(lang, 'dragDrop.placed', { choice: 'let', n: '2' }))).toBeAttached();
      await expectNoSeriousAxeViolations(page);
      await next(page, lang, 3);

      // 3 embedded answers: a text, a drop-down, a number and radio buttons inside the text.
      const cloze = question(page, lang, 3);
      const part = (n: number) => q(lang, 'cloze.answer', { n: String(n) });
      await cloze.getByRole('textbox', { name: part(1), exact: true }).focus();
      await page.keyboard.type('owl');
      const boat = cloze.getByRole('combobox', { name: part(2), exact: true });
      await boat.focus();
      await page.keyboard.type('Pussy');
      await expect(boat.locator('option:checked')).toHaveText('Pussy-cat');
      await cloze.getByRole('textbox', { name: part(3), exact: true }).focus();
      await page.keyboard.type('1');
      await press(cloze.getByRole('radio', { name: 'ugly' }), 'ArrowUp');
      await expect(cloze.getByRole('radio', { name: 'beautiful' })).toBeChecked();
      await expect(page.getByText(exact(q(lang, 'save.saved')))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await next(page, lang, 4);

      // 4 calculated: the text holds the attempt's values; the answer is typed as a number, with a decimal comma.
      const calculated = question(page, lang, 4);
      await expect(calculated).toContainText('A room is 4.5 m by 3.0 m. What is its floor area?');
      await expect(calculated).toContainText('m²');
      await calculated.getByRole('textbox', { name: q(lang, 'question.answer'), exact: true }).focus();
      await page.keyboard.type('13,5 m²');
      await expect(page.getByText(exact(q(lang, 'save.saved')))).toBeVisible();

      // A reload keeps every answer, from the server.
      await page.reload();
      await expect(calculated.getByRole('textbox', { name: q(lang, 'question.answer'), exact: true })).toHaveValue(
        '13,5 m²',
      );
      await previous(page, lang, 3);
      await expect(cloze.getByRole('textbox', { name: part(1), exact: true })).toHaveValue('owl');
      await expect(cloze.getByRole('radio', { name: 'beautiful' })).toBeChecked();
      await press(page.getByRole('button', { name: q(lang, 'attempt.finish') }).last());
      await press(page.getByRole('button', { name: q(lang, 'summary.submit') }));
      const confirm = page.getByRole('dialog', { name: q(lang, 'confirm.title') });
      await press(confirm.getByRole('button', { name: q(lang, 'summary.submit') }));

      // The review: every gap and part right, the Cloze part's feedback shown.
      await expect(page).toHaveURL(/\/learner\/quiz-results\//);
      const review = (n: number) => page.getByRole('article', { name: q(lang, 'question.title', { n: String(n) }) });
      for (const n of [1, 2, 3, 4]) await expect(review(n)).toContainText(q(lang, 'questionState.correct'));
      await expect(review(3)).toContainText('Well done!');
      await expect(review(4)).toContainText('A room is 4.5 m by 3.0 m.');
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize(NARROW);
      await page.reload();
      await expect(review(3)).toContainText('Well done!');
      await expectNoOverflow(page);
    });

    test('an interactive quiz by keyboard: a wrong try gives its feedback and a hint, Try again, right is marked less the penalty and locked', async ({
      page,
    }) => {
      const made = await quizCourse(
        lang,
        { live: { behaviour: 'interactive', attemptsAllowed: 1 } },
        INTERACTIVE_QUESTIONS,
      );
      await signIn(page, lang, LEARNERS[lang].email);
      await page.goto(`/learner/take-quiz/${made.quizzes.live!.id}`);
      await press(page.getByRole('button', { name: q(lang, 'intro.start') }));

      const first = question(page, lang, 1);
      const checkButton = first.getByRole('button', { name: q(lang, 'check.checkQuestion', { n: '1' }) });
      await press(first.getByRole('radio', { name: 'let' }), 'Space');
      await press(checkButton);
      // The result, its feedback and the first hint; the answer is read-only until Try again.
      await expect(first).toContainText(q(lang, 'questionState.incorrect'));
      await expect(first).toContainText('let may be reassigned.');
      await expect(first).toContainText(q(lang, 'check.hint', { hint: 'Think of what cannot change.' }));
      await expect(first).toContainText(q(lang, 'check.triesLeft', { n: '2' }));
      await expect(first.getByRole('radio', { name: 'const' })).toBeDisabled();
      await expectNoSeriousAxeViolations(page);
      // A reload keeps the try and the hint, from the server.
      await page.reload();
      await expect(first).toContainText(q(lang, 'check.hint', { hint: 'Think of what cannot change.' }));
      await press(first.getByRole('button', { name: q(lang, 'check.tryAgainQuestion', { n: '1' }) }));
      await expect(first.getByRole('radio', { name: 'const' })).toBeEnabled();
      await press(first.getByRole('radio', { name: 'const' }), 'Space');
      await press(checkButton);
      // Right on the second try: 2 × (1 − 25%), its feedback, locked.
      await expect(first).toContainText(q(lang, 'questionState.correct'));
      await expect(first).toContainText('Well done.');
      await expect(first).toContainText(q(lang, 'review.marks', { score: num(lang, 1.5), points: num(lang, 2) }));
      await expect(first.getByRole('radio', { name: 'let' })).toBeDisabled();
      await expect(checkButton).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      // One try only (no hints): wrong, and finished at once.
      await next(page, lang, 2);
      const second = question(page, lang, 2);
      await press(second.getByRole('radio', { name: q(lang, 'answer.false') }), 'Space');
      await press(second.getByRole('button', { name: q(lang, 'check.checkQuestion', { n: '2' }) }));
      await expect(second).toContainText(q(lang, 'questionState.incorrect'));
      await expect(second.getByRole('button', { name: q(lang, 'check.tryAgainQuestion', { n: '2' }) })).toHaveCount(0);

      await press(page.getByRole('button', { name: q(lang, 'attempt.finish') }).last());
      await press(page.getByRole('button', { name: q(lang, 'summary.submit') }));
      const confirm = page.getByRole('dialog', { name: q(lang, 'confirm.title') });
      await press(confirm.getByRole('button', { name: q(lang, 'summary.submit') }));
      await expect(page).toHaveURL(/\/learner\/quiz-results\//);
      await expect(page.getByText(q(lang, 'percent', { value: num(lang, 50) })).first()).toBeVisible();
    });

    test('refusals in the server’s words (no attempts left, not open yet), and marks without the review when the quiz never shows it', async ({
      page,
    }) => {
      const made = await quizCourse(lang, {
        once: { attemptsAllowed: 1, review: 'never', questions: 2 },
        later: { opensAt: new Date(Date.now() + 86_400_000).toISOString(), questions: 2 },
      });
      const learner = await apiAs(LEARNERS[lang].email);
      const attempt = await learner<{ id: string }>('POST', `/quizzes/${made.quizzes.once!.id}/attempts`);
      await learner('PUT', `/attempts/${attempt.id}`, { answers: [{ position: 1, response: { optionId: 'const' } }] });
      await learner('POST', `/attempts/${attempt.id}/submit`);
      await signIn(page, lang, LEARNERS[lang].email);

      await page.goto(`/learner/take-quiz/${made.quizzes.once!.id}`);
      await expect(page.getByText(tr(lang, 'errors:NO_ATTEMPTS_LEFT'))).toBeVisible();
      await expect(page.getByRole('button', { name: q(lang, 'intro.startAgain') })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: q(lang, 'attempts.resultsN', { n: '1' }) }).click();
      await expect(page.getByText(q(lang, 'results.reviewNever'))).toBeVisible();
      await expect(page.getByText(q(lang, 'percent', { value: num(lang, 33.33) })).first()).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      await page.goto(`/learner/take-quiz/${made.quizzes.later!.id}`);
      await expect(page.getByText(tr(lang, 'errors:QUIZ_NOT_OPEN'))).toBeVisible();
      await expect(page.getByRole('button', { name: q(lang, 'intro.start') })).toHaveCount(0);

      for (const path of [
        '/learner/take-quiz/00000000-0000-4000-8000-000000000000',
        '/learner/quiz-results/not-an-attempt',
      ]) {
        await page.goto(path);
        await expect(h1(page)).toHaveText(tr(lang, 'common:notFound.title'));
      }
    });

    test('the coordinator previews a quiz as a learner sees it: answers can be tried, nothing is saved or submitted', async ({
      page,
    }) => {
      const made = await quizCourse(lang, { preview: { timeLimitMinutes: 20 } });
      const quiz = made.quizzes.preview!;
      const written: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && /\/api\/(attempts|quizzes)\//.test(request.url()))
          written.push(request.url());
      });
      await signIn(page, lang, fixtures.quizCoordinator.email);

      await page.goto('/coordinator/quiz-learner-view');
      await expect(h1(page)).toHaveText(q(lang, 'preview.title'));
      await page.goto(`/coordinator/quiz-learner-view?quizId=${quiz.id}`);
      await expect(h1(page)).toHaveText(quiz.title);
      await expect(page.getByText(q(lang, 'preview.banner'))).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^(20:00|19:\d\d)$/);
      await page.getByRole('radio', { name: 'const' }).check();
      await page.getByRole('button', { name: q(lang, 'question.flag') }).click();
      const navigation = page.getByRole('navigation', { name: q(lang, 'nav.title') });
      await expect(
        navigation.getByRole('button', {
          name: `${q(lang, 'question.title', { n: '1' })}, ${q(lang, 'nav.answered')}, ${q(lang, 'nav.flagged')}`,
        }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: q(lang, 'nav.finish') }).click();
      await expect(page.getByRole('button', { name: q(lang, 'summary.submit') })).toBeDisabled();
      await expect(page.getByText(q(lang, 'preview.noSubmit'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      // At a phone's width (loaded there: the shell's navigation slides away when the window narrows).
      await page.setViewportSize(NARROW);
      await page.reload();
      await expect(page.getByText(q(lang, 'preview.banner'))).toBeVisible();
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);
      expect(written).toEqual([]);
    });
  });
}
