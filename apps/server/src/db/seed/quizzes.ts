import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type QuestionDefinition,
  type QuestionDefinitionInput,
  questionDefinition,
} from '@talentpath/contracts/questions';
import type { Db, Tx } from '../../platform/db.ts';
import { recomputeProgress } from '../../modules/enrolments/enrolments.public.ts';
import {
  displayOf,
  emptyResponse,
  fullMarksResponse,
  grade,
  gradeByHand,
} from '../../modules/quizzes/quizzes.public.ts';
import { courses, enrolments, lessonCompletions, lessons } from '../schema/learning.ts';
import {
  attemptQuestions,
  questionCategories,
  questions,
  quizAttempts,
  quizSlots,
  quizzes,
} from '../schema/quizzes.ts';
import { users } from '../schema/users.ts';

// Demo data for quizzes (issue 12): three demo courses get a question bank (categories, every question type) and a
// quiz, and demo learners enrolled in them get attempts — passed, failed, and essays waiting for the coordinator.
// Idempotent: a course that has questions already is left as it is.

type Bank = Record<string, QuestionDefinitionInput[]>;
type QuizPlan = {
  course: string;
  lesson: string;
  title: string;
  description: string;
  settings: Partial<typeof quizzes.$inferInsert>;
  bank: Bank;
  /** Fixed questions by bank category and index, then random draws. */
  fixed: [string, number][];
  random: [string, number][];
};

const opt = (id: string, text: string, feedback = '') => ({ id, text, feedback });

const PLANS: QuizPlan[] = [
  {
    course: 'TypeScript for working developers',
    lesson: 'Types, unions and narrowing',
    title: 'Check: types and narrowing',
    description: 'Thirteen questions on the lesson. You need 60% to pass; three attempts, your best one counts.',
    settings: { timeLimitMinutes: 15, attemptsAllowed: 3, passMark: 60, requiredToCompleteLesson: true },
    bank: {
      Types: [
        {
          type: 'single-choice',
          prompt: 'Which type accepts any value but forces you to narrow it before use?',
          points: 1,
          options: [
            opt('a', 'unknown', 'Right: unknown must be narrowed first.'),
            opt('b', 'any', 'any switches checking off instead.'),
            opt('c', 'never', 'never has no values at all.'),
          ],
          correctOptionId: 'a',
        },
        {
          type: 'multiple-choice',
          prompt: 'Which of these are primitive types in TypeScript?',
          points: 2,
          options: [opt('a', 'string'), opt('b', 'bigint'), opt('c', 'Array<number>'), opt('d', 'symbol')],
          correctOptionIds: ['a', 'b', 'd'],
        },
        {
          type: 'true-false',
          prompt: 'A type annotation changes what the JavaScript does at run time.',
          points: 1,
          correct: false,
        },
        {
          type: 'short-answer',
          prompt: 'Which keyword declares a union member check such as `x is string` in a function’s return type?',
          points: 1,
          acceptedAnswers: ['is', 'type predicate'],
        },
        {
          type: 'numerical',
          prompt: 'How many members does the union `"a" | "b" | "a"` have?',
          points: 1,
          answers: [{ value: 2, tolerance: 0 }],
        },
        {
          type: 'matching',
          prompt: 'Match each type with what it describes.',
          points: 2,
          pairs: [
            { id: 'never', prompt: 'never', match: 'No value can have it' },
            { id: 'void', prompt: 'void', match: 'A function returns nothing useful' },
            { id: 'unknown', prompt: 'unknown', match: 'Any value, checked before use' },
          ],
          distractors: ['Any value, never checked'],
        },
        {
          type: 'ordering',
          prompt: 'Put the steps of narrowing a `string | number` in order.',
          points: 1,
          items: [
            { id: 'check', text: 'Check typeof value === "string"' },
            { id: 'use', text: 'Use string methods inside the check' },
            { id: 'rest', text: 'Treat the value as a number after it' },
          ],
        },
        {
          type: 'essay',
          prompt: 'Explain, with an example, when you would use a discriminated union instead of optional properties.',
          points: 4,
          graderInfo: 'A tag property; impossible states made unrepresentable; exhaustive switch with never.',
        },
        {
          type: 'select-missing-words',
          prompt:
            'A union type is written with [[1]] and an intersection with [[2]]; `typeof value === "string"` [[3]] the value to a string.',
          points: 2,
          choices: [
            { id: 'pipe', text: '|', group: 1 },
            { id: 'amp', text: '&', group: 1 },
            { id: 'narrows', text: 'narrows', group: 2 },
            { id: 'comma', text: ',', group: 1 },
            { id: 'widens', text: 'widens', group: 2 },
          ],
        },
        {
          type: 'drag-drop-text',
          prompt: '[[1]] declares a binding that is never reassigned, [[2]] one that may be, and [[3]] names a type.',
          points: 2,
          choices: [
            { id: 'const', text: 'const' },
            { id: 'let', text: 'let' },
            { id: 'type', text: 'type' },
            { id: 'var', text: 'var' },
          ],
        },
        {
          type: 'cloze',
          prompt:
            'A value of type `unknown` must be {1:MULTICHOICE:=narrowed#Right: check it first~cast#A cast hides the check~ignored} before use. `typeof null` is {1:SHORTANSWER:="object"~=object#Yes: a historical bug}, and `[1, 2, 3].length` is {1:NUMERICAL:=3}.',
          points: 3,
        },
        {
          type: 'calculated',
          prompt:
            'A list holds {n} items and shows {p} per page. How many pages does it need? (`Math.ceil` is the narrowing here.)',
          points: 1,
          generalFeedback: 'ceil({n} / {p}): a last page that is only part full is still a page.',
          answers: [
            { formula: 'ceil({n} / {p})', tolerance: 0, toleranceType: 'nominal', answerLength: 0 },
            {
              formula: '{n} / {p}',
              weight: 50,
              tolerance: 0.01,
              feedback: 'Close: but a page cannot be part of a page.',
            },
          ],
          wildcards: [
            { name: 'n', min: 11, max: 250, decimals: 0 },
            { name: 'p', min: 5, max: 25, decimals: 0 },
          ],
        },
      ],
      Narrowing: [
        { type: 'true-false', prompt: '`Array.isArray` narrows a value to an array type.', points: 1, correct: true },
        {
          type: 'single-choice',
          prompt: 'Which check narrows `Date | string` to `Date`?',
          points: 1,
          options: [
            opt('a', 'value instanceof Date'),
            opt('b', 'typeof value === "date"'),
            opt('c', '"getTime" in Date'),
          ],
          correctOptionId: 'a',
        },
        {
          type: 'true-false',
          prompt: '`if (value)` narrows away the empty string as well as null.',
          points: 1,
          correct: true,
        },
      ],
    },
    fixed: [
      ['Types', 0],
      ['Types', 1],
      ['Types', 2],
      ['Types', 3],
      ['Types', 4],
      ['Types', 5],
      ['Types', 6],
      ['Types', 7],
      ['Types', 8],
      ['Types', 9],
      ['Types', 10],
      ['Types', 11],
    ],
    random: [['Narrowing', 1]],
  },
  {
    course: 'GDPR at work',
    lesson: 'People’s rights',
    title: 'GDPR basics',
    description:
      'Five questions, each checked as you go: a hint after a wrong try, a third of its marks off for each. 70% to pass; two attempts, the last one counts.',
    settings: {
      attemptsAllowed: 2,
      gradingMethod: 'last',
      passMark: 70,
      review: 'after-submit',
      behaviour: 'interactive',
    },
    bank: {
      Basics: [
        {
          type: 'single-choice',
          prompt: 'How long does an organisation have to answer a request for access to personal data?',
          points: 1,
          options: [opt('a', 'One month'), opt('b', 'One week'), opt('c', 'Six months')],
          correctOptionId: 'a',
          generalFeedback: 'One month, which can be extended by two further months for complex requests.',
          correctFeedback: 'Right.',
          incorrectFeedback: 'Not this one.',
          hints: ['It is shorter than a quarter of a year.', 'It is longer than a fortnight.'],
        },
        { type: 'true-false', prompt: 'An e-mail address at work can be personal data.', points: 1, correct: true },
        {
          type: 'multiple-choice',
          prompt: 'Which are rights of the data subject?',
          points: 2,
          options: [
            opt('a', 'Erasure'),
            opt('b', 'Portability'),
            opt('c', 'A free copy of the whole database'),
            opt('d', 'Objection'),
          ],
          correctOptionIds: ['a', 'b', 'd'],
        },
        {
          type: 'numerical',
          prompt: 'Within how many hours must a personal data breach be reported to the authority?',
          points: 1,
          answers: [{ value: 72, tolerance: 0 }],
          hints: ['It is three days.'],
        },
        {
          type: 'matching',
          prompt: 'Match the principle with its meaning.',
          points: 2,
          pairs: [
            { id: 'min', prompt: 'Data minimisation', match: 'Only what is needed' },
            { id: 'limit', prompt: 'Storage limitation', match: 'Not kept longer than needed' },
          ],
          distractors: ['Kept forever, just in case'],
        },
      ],
    },
    fixed: [
      ['Basics', 0],
      ['Basics', 1],
      ['Basics', 2],
      ['Basics', 3],
      ['Basics', 4],
    ],
    random: [],
  },
  {
    course: 'React fundamentals',
    lesson: 'State and events',
    title: 'Reflection: state',
    description: 'Two short questions and one essay the coordinator marks.',
    settings: { attemptsAllowed: 1, passMark: 50, review: 'after-submit' },
    bank: {
      State: [
        {
          type: 'true-false',
          prompt: 'Calling a state setter changes the state variable immediately in the same render.',
          points: 1,
          correct: false,
        },
        {
          type: 'single-choice',
          prompt: 'Where should state live that two sibling components both need?',
          points: 1,
          options: [
            opt('a', 'In their closest common parent'),
            opt('b', 'In both siblings'),
            opt('c', 'In a global variable'),
          ],
          correctOptionId: 'a',
        },
        {
          type: 'essay',
          prompt: 'Describe a bug you could get from deriving state in an effect, and how to avoid it.',
          points: 3,
        },
      ],
    },
    fixed: [
      ['State', 0],
      ['State', 1],
      ['State', 2],
    ],
    random: [],
  },
];

/** How a demo learner answers: all right, all wrong, or right up to a share of the questions. */
type Answering = 'right' | 'wrong' | number;

function respond(
  q: QuestionDefinition,
  how: Answering,
  index: number,
  count: number,
  values: Record<string, number> | undefined,
) {
  const right = how === 'right' || (typeof how === 'number' && index < Math.round(how * count));
  if (q.type === 'essay')
    return {
      text: right
        ? 'Derived values belong in render: an effect that copies props into state lags one render behind and can loop. Compute it while rendering, or memoise it.'
        : 'Not sure.',
    };
  if (right) return fullMarksResponse(q, values);
  if (q.type === 'true-false') return { value: !q.correct };
  if (q.type === 'single-choice') return { optionId: q.options.find((o) => o.id !== q.correctOptionId)!.id };
  return emptyResponse(q.type);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function takeAttempt(
  tx: Tx,
  quiz: typeof quizzes.$inferSelect,
  picked: (typeof questions.$inferSelect)[],
  userId: string,
  number: number,
  how: Answering,
  startedAt: Date,
  /** The coordinator who marked the essays already, or null: they wait. */
  grader: string | null,
) {
  const graded = picked.map((q, i) => {
    // Drawn as a learner's attempt is: the options' order, a calculated question's values.
    const display = displayOf(q.definition, quiz.shuffleOptions);
    const response = respond(q.definition, how, i, picked.length, display.values);
    let g = grade(q.definition, response, display.values);
    let comment: string | null = null;
    if (g.state === 'needs-grading' && grader) {
      const right = how === 'right' || (typeof how === 'number' && i < Math.round(how * picked.length));
      g = gradeByHand(q.points, right ? q.points : Math.floor(q.points / 3));
      comment = right ? 'Clear, with a good example.' : 'Name a concrete example next time.';
    }
    return { q, response, g, comment, display };
  });
  const maxScore = picked.reduce((s, q) => s + q.points, 0);
  const score = Math.round(graded.reduce((s, x) => s + (x.g.score ?? 0), 0) * 100) / 100;
  const waiting = graded.some((x) => x.g.state === 'needs-grading');
  const percent = waiting ? null : Math.round((10_000 * score) / maxScore) / 100;
  const [attempt] = await tx
    .insert(quizAttempts)
    .values({
      quizId: quiz.id,
      userId,
      number,
      state: waiting ? 'needs-grading' : 'graded',
      startedAt,
      deadline: quiz.timeLimitMinutes ? new Date(startedAt.getTime() + quiz.timeLimitMinutes * MINUTE) : null,
      submittedAt: new Date(startedAt.getTime() + (6 + number) * MINUTE),
      closedBy: 'learner',
      maxScore,
      score,
      percent,
      passed: percent === null ? null : percent >= quiz.passMark,
      gradings: 1,
    })
    .returning();
  await tx.insert(attemptQuestions).values(
    graded.map((x, i) => ({
      attemptId: attempt!.id,
      position: i + 1,
      questionId: x.q.id,
      questionVersion: x.q.version,
      definition: x.q.definition,
      display: x.display,
      response: x.response,
      savedAt: startedAt,
      state: x.g.state,
      score: x.g.score,
      ...(x.comment
        ? { graderComment: x.comment, gradedBy: grader, gradedAt: new Date(startedAt.getTime() + DAY) }
        : {}),
    })),
  );
  return attempt!;
}

async function seedPlan(tx: Tx, plan: QuizPlan, ownerId: string | null, now: number) {
  const [course] = await tx.select().from(courses).where(eq(courses.title, plan.course));
  if (!course) return;
  const [existing] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.courseId, course.id))
    .limit(1);
  if (existing) return;
  const [lesson] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, course.id), eq(lessons.title, plan.lesson)));
  if (!lesson) return;

  const bank = new Map<string, (typeof questions.$inferSelect)[]>();
  const categoryIds = new Map<string, string>();
  for (const [name, list] of Object.entries(plan.bank)) {
    const [category] = await tx.insert(questionCategories).values({ courseId: course.id, name }).returning();
    categoryIds.set(name, category!.id);
    const rows = [];
    for (const input of list) {
      const definition = questionDefinition.parse(input);
      const [row] = await tx
        .insert(questions)
        .values({
          courseId: course.id,
          categoryId: category!.id,
          type: definition.type,
          prompt: definition.prompt,
          points: definition.points,
          definition,
          tags: [name.toLowerCase()],
          createdBy: ownerId,
          createdAt: new Date(now - 40 * DAY),
          updatedAt: new Date(now - 40 * DAY),
        })
        .returning();
      rows.push(row!);
    }
    bank.set(name, rows);
  }
  const [quiz] = await tx
    .insert(quizzes)
    .values({ lessonId: lesson.id, title: plan.title, description: plan.description, position: 1, ...plan.settings })
    .returning();
  await tx.insert(quizSlots).values([
    ...plan.fixed.map(([name, i], n) => ({ quizId: quiz!.id, position: n + 1, questionId: bank.get(name)![i]!.id })),
    ...plan.random.map(([name, count], n) => ({
      quizId: quiz!.id,
      position: plan.fixed.length + n + 1,
      categoryId: categoryIds.get(name)!,
      count,
    })),
  ]);

  // The learners: everyone enrolled who has started the course takes it, in a spread of outcomes.
  const enrolled = await tx
    .select({
      enrolmentId: enrolments.id,
      userId: enrolments.userId,
      email: users.email,
      progress: enrolments.progress,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.courseId, course.id))
    .orderBy(asc(users.email));
  const fixedQuestions = plan.fixed.map(([name, i]) => bank.get(name)![i]!);
  const pool = plan.random.flatMap(([name, count]) => bank.get(name)!.slice(0, count));
  const OUTCOMES: Answering[][] = [['right'], [0.3, 'right'], [0.5], ['wrong'], [0.8], [0.6, 0.9]];
  let n = 0;
  for (const e of enrolled) {
    if (e.progress === 0 && e.email !== 'learner@talentpath.test') continue;
    const leah = e.email === 'learner@talentpath.test';
    const plays = leah ? [0.3, 'right'] : OUTCOMES[n++ % OUTCOMES.length]!;
    // Every other learner's essays are marked already; the rest wait in the coordinator's grading queue.
    const grader = leah || n % 2 === 1 ? ownerId : null;
    for (const [i, how] of plays.entries()) {
      const attempt = await takeAttempt(
        tx,
        quiz!,
        [...fixedQuestions, ...pool],
        e.userId,
        i + 1,
        how as Answering,
        new Date(now - (10 - 3 * i) * DAY - (n % 5) * 3_600_000),
        grader,
      );
      // Passing a required quiz completes its lesson, as it does in the product (no events for demo data).
      if (attempt.passed && quiz!.requiredToCompleteLesson) {
        await tx
          .insert(lessonCompletions)
          .values({ enrolmentId: e.enrolmentId, lessonId: lesson.id })
          .onConflictDoNothing();
        await recomputeProgress(tx, async () => {}, course.id, e.enrolmentId);
      }
    }
  }
}

/** The demo quizzes and their attempts (after the learning demo data). */
export async function seedQuizzes(db: Db) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'coordinator@talentpath.test'));
  const titles = PLANS.map((p) => p.course);
  const present = await db.select({ id: courses.id }).from(courses).where(inArray(courses.title, titles));
  if (!present.length) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const plan of PLANS) await seedPlan(tx, plan, owner?.id ?? null, now);
  });
}
