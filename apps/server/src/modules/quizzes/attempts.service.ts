import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  ATTEMPT_GRACE_SECONDS,
  ATTEMPT_NOT_FOUND,
  type Attempt,
  type AttemptGrade,
  type AttemptQuestion,
  type AttemptSave,
  type AttemptSummary,
  MARK_INVALID,
  type MyAttempts,
  QUESTION_POSITION_UNKNOWN,
  RESPONSE_WRONG_TYPE,
} from '@talentpath/contracts/attempts';
import { type QuestionDefinition, responseSchemas } from '@talentpath/contracts/questions';
import { QUIZ_NOT_FOUND } from '@talentpath/contracts/quizzes';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { AppError } from '../../platform/errors.ts';
import type { RecordEvent } from '../../platform/events.ts';
import { courses, lessons } from '../../db/schema/learning.ts';
import { attemptQuestions, questions, quizAttempts, quizSlots, quizzes } from '../../db/schema/quizzes.ts';
import { users } from '../../db/schema/users.ts';
import { enrolmentOf } from '../courses/courses.public.ts';
import { mayEditCourse, mayProgress, maySeeCourse, type Viewer } from '../courses/courses.public.ts';
import * as enrolmentsRepo from '../enrolments/enrolments.public.ts';
import { recomputeProgress } from '../enrolments/enrolments.public.ts';
import { fullMarksResponse, type Grade, grade, gradeByHand } from './grading.ts';

// Taking a quiz (issue 12, ADR 0034): an attempt is drawn and frozen when it starts, its answers are saved as they
// are given, and it is graded once, on the server, when it closes — by the learner's submit, or by its deadline
// (time limit or the quiz's closing) with what was saved by then. Every change locks the attempt's row, so two
// submits grade once and a save cannot slip in after the close.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** An attempt got its final marks (at close, or when its last essay was marked). */
    'quiz.graded': {
      attemptId: string;
      quizId: string;
      quizTitle: string;
      learnerId: string;
      percent: number;
      passed: boolean;
      /** Graded at the learner's own submit (they see the result there), not later by a grader or a deadline. */
      atSubmit: boolean;
    };
    /** An attempt closed with answers only a person can mark (an essay): the course owner has work. */
    'quiz.needs-grading': { attemptId: string; quizId: string; quizTitle: string; courseId: string; learnerId: string };
    /** An attempt passed its quiz (certificates and notifications subscribe). */
    'quiz.passed': { attemptId: string; quizId: string; learnerId: string; percent: number; courseId: string };
  }
}

type Conn = Db | Tx;
type AttemptRow = typeof quizAttempts.$inferSelect;
type QuestionRow = typeof attemptQuestions.$inferSelect;
type QuizRow = typeof quizzes.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

const GRACE_MS = ATTEMPT_GRACE_SECONDS * 1000;
const attemptNotFound = () => new AppError('NOT_FOUND', { message: ATTEMPT_NOT_FOUND });
const quizNotFound = () => new AppError('NOT_FOUND', { message: QUIZ_NOT_FOUND });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The quiz with its lesson's course. */
export async function quizWithCourse(db: Conn, quizId: string) {
  const [found] = await db
    .select({ quiz: quizzes, course: courses })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(quizzes.id, quizId));
  return found ?? null;
}

// --- Drawing an attempt ---

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The order the learner sees a question's parts in. Orderings and matches are always mixed: their order is the answer. */
export function displayOf(q: QuestionDefinition, shuffleOptions: boolean): QuestionRow['display'] {
  switch (q.type) {
    case 'single-choice':
    case 'multiple-choice': {
      const ids = q.options.map((o) => o.id);
      return { optionIds: shuffleOptions ? shuffled(ids) : ids };
    }
    case 'ordering': {
      const ids = q.items.map((i) => i.id);
      let mixed = shuffled(ids);
      for (let tries = 0; tries < 10 && mixed.every((id, i) => id === ids[i]); tries++) mixed = shuffled(ids);
      return { optionIds: mixed };
    }
    case 'matching':
      return { choices: shuffled([...new Set([...q.pairs.map((p) => p.match), ...q.distractors])]) };
    default:
      return {};
  }
}

/** The questions of a new attempt: the slots in order (or mixed), random draws without repeats. */
export async function draw(tx: Tx, quiz: QuizRow) {
  const slots = await tx.select().from(quizSlots).where(eq(quizSlots.quizId, quiz.id)).orderBy(asc(quizSlots.position));
  const fixedIds = slots.flatMap((s) => (s.questionId ? [s.questionId] : []));
  const fixed = fixedIds.length ? await tx.select().from(questions).where(inArray(questions.id, fixedIds)) : [];
  const taken = new Set(fixedIds);
  const picked: (typeof questions.$inferSelect)[] = [];
  for (const slot of slots) {
    if (slot.questionId) {
      const q = fixed.find((f) => f.id === slot.questionId);
      if (q) picked.push(q);
      continue;
    }
    const pool = await tx
      .select()
      .from(questions)
      .where(
        and(eq(questions.categoryId, slot.categoryId!), taken.size ? notInArray(questions.id, [...taken]) : undefined),
      );
    for (const q of shuffled(pool).slice(0, slot.count)) {
      taken.add(q.id);
      picked.push(q);
    }
  }
  return quiz.shuffleQuestions ? shuffled(picked) : picked;
}

// --- Closing and grading ---

export function totalsOf(rows: readonly Pick<QuestionRow, 'state' | 'score'>[], maxScore: number, passMark: number) {
  const score = hundredths(rows.reduce((sum, r) => sum + (r.score ?? 0), 0));
  if (rows.some((r) => r.state === 'needs-grading'))
    return { state: 'needs-grading' as const, score, percent: null, passed: null };
  const percent = maxScore > 0 ? hundredths((100 * score) / maxScore) : 100;
  return { state: 'graded' as const, score, percent, passed: percent >= passMark };
}

/**
 * After the final marks (again, after a re-mark or a regrade): the events, and a required quiz passed completes its
 * lesson. `passedBefore`: it had passed already — its pass was recorded then, only the new grade is now.
 */
export async function afterGraded(
  tx: Tx,
  record: RecordEvent,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
  passedBefore = false,
) {
  if (attempt.state !== 'graded' || attempt.percent === null || attempt.passed === null) return;
  await record('quiz.graded', {
    attemptId: attempt.id,
    quizId: quiz.id,
    quizTitle: quiz.title,
    learnerId: attempt.userId,
    percent: attempt.percent,
    passed: attempt.passed,
    atSubmit: attempt.closedBy === 'learner' && attempt.gradings === 1,
  });
  if (!attempt.passed || passedBefore) return;
  await record('quiz.passed', {
    attemptId: attempt.id,
    quizId: quiz.id,
    learnerId: attempt.userId,
    percent: attempt.percent,
    courseId,
  });
  if (!quiz.requiredToCompleteLesson) return;
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('share');
  const enrolment = course?.status === 'published' ? await enrolmentsRepo.lockOf(tx, courseId, attempt.userId) : null;
  if (!enrolment) return;
  await enrolmentsRepo.insertCompletion(tx, enrolment.id, quiz.lessonId);
  await recomputeProgress(tx, record, courseId, enrolment.id);
}

/** Grades every question of the attempt from its stored response and closes it. The attempt row must be locked. */
export async function close(
  tx: Tx,
  record: RecordEvent,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
  closedBy: 'learner' | 'deadline',
  at: Date,
) {
  const rows = await tx.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, attempt.id));
  const grades = new Map<number, Grade>(rows.map((r) => [r.position, grade(r.definition, r.response ?? undefined)]));
  if (rows.length) {
    // One statement for every question: a thousand submits at once should not be ten thousand updates.
    const values = sql.join(
      rows.map((r) => {
        const g = grades.get(r.position)!;
        return sql`(${r.position}::int, ${g.state}::text, ${g.score}::numeric)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      update ${attemptQuestions} set state = v.state, score = v.score
      from (values ${values}) as v(position, state, score)
      where ${attemptQuestions.attemptId} = ${attempt.id} and ${attemptQuestions.position} = v.position`);
  }
  const totals = totalsOf([...grades.values()], attempt.maxScore, quiz.passMark);
  const [closed] = await tx
    .update(quizAttempts)
    .set({ ...totals, submittedAt: at, closedBy, gradings: attempt.gradings + 1 })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  if (closed!.state === 'needs-grading')
    await record('quiz.needs-grading', {
      attemptId: attempt.id,
      quizId: quiz.id,
      quizTitle: quiz.title,
      courseId,
      learnerId: attempt.userId,
    });
  await afterGraded(tx, record, closed!, quiz, courseId);
  knownRows.set(
    closed!,
    rows.map((r) => ({ ...r, ...grades.get(r.position)! })),
  );
  return closed!;
}

/** The questions of an attempt just made or closed (with their marks): its view is answered without reading them again. */
const knownRows = new WeakMap<AttemptRow, QuestionRow[]>();

export const overdue = (attempt: AttemptRow, now: Date) =>
  attempt.state === 'in-progress' && attempt.deadline !== null && now.getTime() > attempt.deadline.getTime() + GRACE_MS;

/** Closes the (locked) attempt if its deadline and grace have passed, with the answers saved by then. */
async function closeIfOverdue(tx: Tx, record: RecordEvent, attempt: AttemptRow, quiz: QuizRow, courseId: string) {
  return overdue(attempt, new Date())
    ? close(tx, record, attempt, quiz, courseId, 'deadline', attempt.deadline!)
    : attempt;
}

// --- What a caller may do ---

type Role = 'learner' | 'owner';

/** The attempt locked (or not), its quiz and course, and whether the caller is its learner or the course's owner. */
async function attemptFor(db: Conn, id: string, viewer: Viewer, lock: boolean) {
  // One query for the attempt (locked alone), its quiz, course and learner: a submit is on the hot path.
  const query = db
    .select({ attempt: quizAttempts, quiz: quizzes, course: courses, learner: { id: users.id, name: users.name } })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(eq(quizAttempts.id, id));
  const [found] = lock ? await query.for('update', { of: quizAttempts }) : await query;
  if (!found) throw attemptNotFound();
  let role: Role | null = null;
  if (viewer.role === 'Learner' && found.attempt.userId === viewer.userId) role = 'learner';
  else if (mayEditCourse(viewer, found.course)) role = 'owner';
  if (!role) throw attemptNotFound();
  return { ...found, role };
}

/** Whether the learner may see answers and feedback now. */
function reviewOpen(attempt: AttemptRow, quiz: QuizRow, role: Role, now: Date) {
  if (attempt.state === 'in-progress') return false;
  if (role === 'owner') return true;
  if (quiz.review === 'after-submit') return true;
  return quiz.review === 'after-close' && quiz.closesAt !== null && now >= quiz.closesAt;
}

export function questionView(row: QuestionRow, open: boolean): AttemptQuestion {
  const q = row.definition;
  const view: AttemptQuestion = {
    position: row.position,
    type: q.type,
    prompt: q.prompt,
    points: q.points,
    response: row.response ?? null,
    flagged: row.flagged,
    review: null,
  };
  if (q.type === 'single-choice' || q.type === 'multiple-choice') {
    const order = row.display.optionIds ?? q.options.map((o) => o.id);
    view.options = order.flatMap((id) => q.options.filter((o) => o.id === id).map((o) => ({ id: o.id, text: o.text })));
  } else if (q.type === 'ordering') {
    const order = row.display.optionIds ?? q.items.map((i) => i.id);
    view.options = order.flatMap((id) => q.items.filter((i) => i.id === id).map((i) => ({ id: i.id, text: i.text })));
  } else if (q.type === 'matching') {
    view.pairs = q.pairs.map((p) => ({ id: p.id, prompt: p.prompt }));
    view.choices = row.display.choices ?? [];
  }
  if (open && row.state) {
    const chosen =
      (q.type === 'single-choice' || q.type === 'multiple-choice') && row.response
        ? q.options.filter((o) =>
            q.type === 'single-choice'
              ? (row.response as { optionId?: string }).optionId === o.id
              : ((row.response as { optionIds?: string[] }).optionIds ?? []).includes(o.id),
          )
        : [];
    view.review = {
      state: row.state,
      score: row.score,
      rightAnswer: fullMarksResponse(q),
      feedback: [...chosen.map((o) => o.feedback), q.generalFeedback].filter(Boolean).join('\n\n'),
      graderComment: row.graderComment,
    };
  }
  return view;
}

type Learner = { id: string; name: string };

async function summaryOf(db: Conn, attempt: AttemptRow, quiz: QuizRow, courseId: string, role: Role, known?: Learner) {
  const now = new Date();
  const [learner] = known
    ? [known]
    : await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, attempt.userId));
  return {
    id: attempt.id,
    quizId: quiz.id,
    quizTitle: quiz.title,
    courseId,
    lessonId: quiz.lessonId,
    learner: learner!,
    number: attempt.number,
    state: attempt.state,
    layout: quiz.layout,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline?.toISOString() ?? null,
    now: now.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    closedBy: attempt.closedBy,
    maxScore: attempt.maxScore,
    score: attempt.state === 'in-progress' ? null : attempt.score,
    percent: attempt.percent,
    passed: attempt.passed,
    reviewOpen: reviewOpen(attempt, quiz, role, now),
  } satisfies AttemptSummary;
}

async function attemptView(
  db: Conn,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
  role: Role,
  learner?: Learner,
) {
  const summary = await summaryOf(db, attempt, quiz, courseId, role, learner);
  const known = knownRows.get(attempt);
  const rows = known
    ? [...known].sort((a, b) => a.position - b.position)
    : await db
        .select()
        .from(attemptQuestions)
        .where(eq(attemptQuestions.attemptId, attempt.id))
        .orderBy(asc(attemptQuestions.position));
  return { ...summary, questions: rows.map((r) => questionView(r, summary.reviewOpen)) } satisfies Attempt;
}

/** Why the learner may not start an attempt now (an error code), or null. Counts the attempts they have. */
async function refusalOf(db: Conn, quiz: QuizRow, userId: string, now: Date): Promise<ErrorCode | null> {
  if (quiz.opensAt && now < quiz.opensAt) return 'QUIZ_NOT_OPEN';
  if (quiz.closesAt && now >= quiz.closesAt) return 'QUIZ_CLOSED';
  const [{ n }] = (await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, userId)))) as [{ n: number }];
  if (quiz.attemptsAllowed !== null && n >= quiz.attemptsAllowed) return 'NO_ATTEMPTS_LEFT';
  return null;
}

/** The learner's lock on the course: share-locks the course and locks their enrolment; 404 / 403 as the policy says. */
async function lockLearner(tx: Tx, viewer: Viewer, course: CourseRow) {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, course.id)).for('share');
  const enrolment = (await enrolmentsRepo.lockOf(tx, course.id, viewer.userId)) ?? null;
  if (!maySeeCourse(viewer, course, enrolment)) throw quizNotFound();
  const verdict = mayProgress(viewer, course, enrolment);
  if (verdict !== 'ok') throw new AppError(verdict);
}

// --- The calls ---

/**
 * POST /quizzes/{id}/attempts: the learner's attempt in progress (an overdue one is closed first), or a new one if
 * the quiz is open and attempts are left. `created` tells which.
 */
export async function startOrResume(p: Platform, viewer: Viewer, quizId: string) {
  const found = await quizWithCourse(p.db, quizId);
  if (!found) throw quizNotFound();
  return p.events.transaction(async (tx, record) => {
    const { quiz, course } = found;
    await lockLearner(tx, viewer, course);
    const [open] = await tx
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.quizId, quiz.id),
          eq(quizAttempts.userId, viewer.userId),
          eq(quizAttempts.state, 'in-progress'),
        ),
      )
      .for('update');
    if (open) {
      const current = await closeIfOverdue(tx, record, open, quiz, course.id);
      if (current.state === 'in-progress')
        return { attempt: await attemptView(tx, current, quiz, course.id, 'learner'), created: false };
    }
    const now = new Date();
    const refusal = await refusalOf(tx, quiz, viewer.userId, now);
    if (refusal) throw new AppError(refusal);
    const picked = await draw(tx, quiz);
    if (!picked.length) throw new AppError('QUIZ_EMPTY');
    const limitEnds = quiz.timeLimitMinutes ? new Date(now.getTime() + quiz.timeLimitMinutes * 60_000) : null;
    const ends = [limitEnds, quiz.closesAt].filter((d): d is Date => d !== null);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, viewer.userId)))) as [{ n: number }];
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: viewer.userId,
        number: n + 1,
        startedAt: now,
        deadline: ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null,
        maxScore: hundredths(picked.reduce((sum, q) => sum + q.points, 0)),
      })
      .returning();
    const given = await tx
      .insert(attemptQuestions)
      .values(
        picked.map((q, i) => ({
          attemptId: attempt!.id,
          position: i + 1,
          questionId: q.id,
          questionVersion: q.version,
          definition: q.definition,
          display: displayOf(q.definition, quiz.shuffleOptions),
        })),
      )
      .returning();
    knownRows.set(attempt!, given);
    return { attempt: await attemptView(tx, attempt!, quiz, course.id, 'learner'), created: true };
  });
}

/** GET /attempts/{id}: its learner, or the course's owner. An overdue attempt is closed first. */
export async function readAttempt(p: Platform, viewer: Viewer, id: string): Promise<Attempt> {
  const peek = await attemptFor(p.db, id, viewer, false);
  if (!overdue(peek.attempt, new Date()))
    return attemptView(p.db, peek.attempt, peek.quiz, peek.course.id, peek.role, peek.learner);
  return p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, role, learner } = await attemptFor(tx, id, viewer, true);
    const current = await closeIfOverdue(tx, record, attempt, quiz, course.id);
    return attemptView(tx, current, quiz, course.id, role, learner);
  });
}

/** Whether a response names only parts of its question (options, pairs, items), each once. */
function fits(q: QuestionDefinition, response: unknown): boolean {
  const parsed = responseSchemas[q.type].safeParse(response);
  if (!parsed.success) return false;
  const r = parsed.data as Record<string, unknown>;
  const distinct = (ids: string[], known: string[]) =>
    new Set(ids).size === ids.length && ids.every((id) => known.includes(id));
  switch (q.type) {
    case 'single-choice':
      return r.optionId === null || q.options.some((o) => o.id === r.optionId);
    case 'multiple-choice':
      return distinct(
        r.optionIds as string[],
        q.options.map((o) => o.id),
      );
    case 'ordering':
      return distinct(
        r.itemIds as string[],
        q.items.map((i) => i.id),
      );
    case 'matching':
      return Object.keys(r.matches as object).every((id) => q.pairs.some((p) => p.id === id));
    default:
      return true;
  }
}

/**
 * PUT /attempts/{id}: the learner's responses and flags, checked against each question's type and parts. After
 * the deadline and its grace the attempt closes with what was saved before, and the save is 409 ATTEMPT_CLOSED.
 */
export async function saveAnswers(p: Platform, viewer: Viewer, id: string, input: AttemptSave): Promise<Attempt> {
  const result = await p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, role, learner } = await attemptFor(tx, id, viewer, true);
    if (role !== 'learner') throw new AppError('FORBIDDEN');
    const current = await closeIfOverdue(tx, record, attempt, quiz, course.id);
    if (current.state !== 'in-progress') return { view: null };
    const rows = await tx.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, attempt.id));
    const byPosition = new Map(rows.map((r) => [r.position, r]));
    input.answers.forEach((a, i) => {
      const row = byPosition.get(a.position);
      if (!row) throw invalid(`answers.${i}.position`, QUESTION_POSITION_UNKNOWN);
      if (a.response !== undefined && !fits(row.definition, a.response))
        throw invalid(`answers.${i}.response`, RESPONSE_WRONG_TYPE);
    });
    // One statement for the whole save; the last answer for a position wins.
    const latest = new Map(input.answers.map((a) => [a.position, a]));
    const values = sql.join(
      [...latest.values()].map(
        (a) =>
          sql`(${a.position}::int, ${a.response === undefined ? null : JSON.stringify(a.response)}::jsonb, ${a.response !== undefined}::boolean, ${a.flagged ?? null}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${attemptQuestions}
      set response = case when v.answered then v.response else ${attemptQuestions.response} end,
          saved_at = case when v.answered then now() else ${attemptQuestions.savedAt} end,
          flagged = coalesce(v.flagged, ${attemptQuestions.flagged})
      from (values ${values}) as v(position, response, answered, flagged)
      where ${attemptQuestions.attemptId} = ${attempt.id} and ${attemptQuestions.position} = v.position`);
    return { view: await attemptView(tx, current, quiz, course.id, role, learner) };
  });
  if (result.view) return result.view;
  // Closed here by its deadline (committed with its marks), or closed before: nothing was saved.
  throw new AppError('ATTEMPT_CLOSED');
}

/**
 * POST /attempts/{id}/submit: closes and grades the attempt, once — a second submit, even at the same moment, is
 * 409 ATTEMPT_CLOSED. Past its deadline and grace, it closes as the deadline closed it, with what was saved.
 */
export async function submitAttempt(p: Platform, viewer: Viewer, id: string): Promise<Attempt> {
  return p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, role, learner } = await attemptFor(tx, id, viewer, true);
    if (role !== 'learner') throw new AppError('FORBIDDEN');
    if (attempt.state !== 'in-progress') throw new AppError('ATTEMPT_CLOSED');
    const closed = overdue(attempt, new Date())
      ? await close(tx, record, attempt, quiz, course.id, 'deadline', attempt.deadline!)
      : await close(tx, record, attempt, quiz, course.id, 'learner', new Date());
    return attemptView(tx, closed, quiz, course.id, role, learner);
  });
}

/** The quiz's grade for a learner over their graded attempts, by its grading method (percent). */
export function gradeOf(
  quiz: Pick<QuizRow, 'gradingMethod'>,
  graded: readonly Pick<AttemptRow, 'number' | 'percent'>[],
) {
  const percents = [...graded].sort((a, b) => a.number - b.number).map((a) => a.percent!);
  if (!percents.length) return null;
  if (quiz.gradingMethod === 'highest') return Math.max(...percents);
  if (quiz.gradingMethod === 'last') return percents.at(-1)!;
  return hundredths(percents.reduce((s, x) => s + x, 0) / percents.length);
}

/** GET /quizzes/{id}/attempts: the learner's own attempts, their grade, and whether they may start one now. */
export async function myAttempts(p: Platform, viewer: Viewer, quizId: string): Promise<MyAttempts> {
  const found = await quizWithCourse(p.db, quizId);
  if (!found) throw quizNotFound();
  const { quiz, course } = found;
  const enrolment = await enrolmentOf(p.db, course.id, viewer);
  if (!maySeeCourse(viewer, course, enrolment)) throw quizNotFound();
  const rows = await p.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, viewer.userId)))
    .orderBy(asc(quizAttempts.number));
  const verdict = mayProgress(viewer, course, enrolment);
  const inProgress = rows.some((r) => r.state === 'in-progress' && !overdue(r, new Date()));
  const refusal =
    verdict !== 'ok' ? verdict : inProgress ? null : await refusalOf(p.db, quiz, viewer.userId, new Date());
  const grade = gradeOf(
    quiz,
    rows.filter((r) => r.state === 'graded'),
  );
  const [me] = await p.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, viewer.userId));
  return {
    items: await Promise.all(rows.map((r) => summaryOf(p.db, r, quiz, course.id, 'learner', me))),
    attemptsAllowed: quiz.attemptsAllowed,
    canStart: refusal === null,
    refusal,
    grade,
    passed: grade === null ? null : grade >= quiz.passMark,
  };
}

/**
 * POST /attempts/{id}/grade: the course owner marks essay answers (again, if they change their mind). When no essay
 * waits any more, the attempt gets its final marks and its events.
 */
export async function gradeAttempt(p: Platform, viewer: Viewer, id: string, input: AttemptGrade): Promise<Attempt> {
  return p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, role, learner } = await attemptFor(tx, id, viewer, true);
    if (role !== 'owner') throw attemptNotFound();
    if (attempt.state === 'in-progress')
      throw new AppError('CONFLICT', { message: 'The attempt is still in progress' });
    const rows = await tx.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, attempt.id));
    const byPosition = new Map(rows.map((r) => [r.position, r]));
    const now = new Date();
    for (const [i, mark] of input.marks.entries()) {
      const row = byPosition.get(mark.position);
      if (!row || row.definition.type !== 'essay') throw invalid(`marks.${i}.position`, QUESTION_POSITION_UNKNOWN);
      const points = row.definition.points;
      if (mark.score > points || Math.abs(Math.round(mark.score * 100) - mark.score * 100) > 1e-9)
        throw invalid(`marks.${i}.score`, MARK_INVALID);
      const g = gradeByHand(points, mark.score);
      row.state = g.state;
      row.score = g.score;
      await tx
        .update(attemptQuestions)
        .set({
          state: g.state,
          score: g.score,
          graderComment: mark.comment || null,
          gradedBy: viewer.userId,
          gradedAt: now,
        })
        .where(and(eq(attemptQuestions.attemptId, attempt.id), eq(attemptQuestions.position, mark.position)));
    }
    const passedBefore = attempt.state === 'graded' && attempt.passed === true;
    const totals = totalsOf(rows, attempt.maxScore, quiz.passMark);
    const [updated] = await tx
      .update(quizAttempts)
      .set({ ...totals, gradings: attempt.gradings + 1 })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    // Passing is recorded once: a re-mark of a passed attempt that still passes records only its new grade.
    await afterGraded(tx, record, updated!, quiz, course.id, passedBefore);
    return attemptView(tx, updated!, quiz, course.id, role, learner);
  });
}
