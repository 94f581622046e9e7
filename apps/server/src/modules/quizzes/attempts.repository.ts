import { and, asc, eq, getTableColumns, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { namedStatement, rowsOf, writtenColumns } from '../../platform/written-columns.ts';
import { courses } from '../../db/schema/learning.ts';
import { attemptQuestions, questions, quizAttempts, quizzes } from '../../db/schema/quizzes.ts';
import { users } from '../../db/schema/users.ts';

// Queries of quiz attempts (ADR 0036): only reads and writes, no rules. An attempt's questions are copies made when
// it started; the bank's current questions are read only to draw a new attempt and to regrade.

type Conn = Db | Tx;
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptQuestionRow = typeof attemptQuestions.$inferSelect;
export type BankQuestionRow = typeof questions.$inferSelect;
export type Learner = { id: string; name: string };

// --- Drawing ---

export function bankQuestions(db: Conn, ids: readonly string[]): Promise<BankQuestionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(questions)
    .where(inArray(questions.id, [...ids]));
}

/** The questions of a bank category, but those `taken` already. */
export function categoryPool(db: Conn, categoryId: string, taken: ReadonlySet<string>): Promise<BankQuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.categoryId, categoryId), taken.size ? notInArray(questions.id, [...taken]) : undefined));
}

// --- One attempt ---

// An attempt with its quiz, course and learner, and an attempt's questions: a save and a submit read them each time,
// so their SQL is written once (platform/written-columns.ts), not built by drizzle at every call.
const context = writtenColumns({
  attempt: getTableColumns(quizAttempts),
  quiz: getTableColumns(quizzes),
  course: getTableColumns(courses),
  learner: { id: users.id, name: users.name },
});
const CONTEXT_FROM = `from "quiz_attempts"
  join "quizzes" on "quizzes"."id" = "quiz_attempts"."quiz_id"
  join "lessons" on "lessons"."id" = "quizzes"."lesson_id"
  join "courses" on "courses"."id" = "lessons"."course_id"
  join "users" on "users"."id" = "quiz_attempts"."user_id"
  where "quiz_attempts"."id" = $1::uuid`;
// Sent by name: a save and a submit run them every time, and the join is planned once per connection, not each time.
const contextStatement = {
  read: namedStatement('attempt_context', `select ${context.text} ${CONTEXT_FROM}`),
  lock: namedStatement(
    'attempt_context_locked',
    `select ${context.text} ${CONTEXT_FROM} for update of "quiz_attempts"`,
  ),
};
const questionColumns = writtenColumns({ row: getTableColumns(attemptQuestions) });
const QUESTIONS_FROM = `from "attempt_questions" where "attempt_questions"."attempt_id" = $1::uuid`;
const questionsStatement = {
  any: namedStatement('attempt_questions', `select ${questionColumns.text} ${QUESTIONS_FROM}`),
  ordered: namedStatement(
    'attempt_questions_ordered',
    `select ${questionColumns.text} ${QUESTIONS_FROM} order by "attempt_questions"."position"`,
  ),
};

/** The attempt locked (or not), with its quiz, course and learner, in one query (a submit is on the hot path). */
export async function attemptWithContext(db: Conn, id: string, lock: boolean) {
  const result = await contextStatement[lock ? 'lock' : 'read'](db, [id]);
  const [row] = rowsOf(result);
  return row ? context.read(row) : null;
}

export async function learnerOf(db: Conn, userId: string): Promise<Learner | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}

/** The attempt's questions; `ordered`: by position. */
export async function questionsOf(db: Conn, attemptId: string, ordered = false): Promise<AttemptQuestionRow[]> {
  const result = await questionsStatement[ordered ? 'ordered' : 'any'](db, [attemptId]);
  return rowsOf(result).map((row) => questionColumns.read(row).row);
}

/** The questions of these attempts. */
export function questionsOfAttempts(db: Conn, attemptIds: readonly string[]): Promise<AttemptQuestionRow[]> {
  if (!attemptIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(attemptQuestions)
    .where(inArray(attemptQuestions.attemptId, [...attemptIds]));
}

// --- A learner's attempts at a quiz ---

/**
 * The learner's attempts at the quiz in their enrolment's round `cycle` (what its attempt limit counts, ADR 0068),
 * and the number the next attempt takes (numbers go on across rounds).
 */
export async function countOf(db: Conn, quizId: string, userId: string, cycle: number) {
  const [row] = await db
    .select({
      taken: sql<number>`count(*) filter (where ${quizAttempts.cycle} = ${cycle})`.mapWith(Number),
      last: sql<number>`coalesce(max(${quizAttempts.number}), 0)`.mapWith(Number),
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)));
  return { taken: row!.taken, next: row!.last + 1 };
}

/** The learner's attempt in progress at the quiz, locked until the transaction ends. */
export async function lockOpen(tx: Tx, quizId: string, userId: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId), eq(quizAttempts.state, 'in-progress')))
    .for('update');
  return row;
}

export function attemptsOf(db: Conn, quizId: string, userId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
    .orderBy(asc(quizAttempts.number));
}

// --- Writing ---

export async function insertAttempt(tx: Tx, values: typeof quizAttempts.$inferInsert): Promise<AttemptRow> {
  const [row] = await tx.insert(quizAttempts).values(values).returning();
  return row!;
}

export function insertQuestions(tx: Tx, rows: (typeof attemptQuestions.$inferInsert)[]) {
  return tx.insert(attemptQuestions).values(rows).returning();
}

export async function updateAttempt(tx: Tx, id: string, values: Partial<AttemptRow>): Promise<AttemptRow> {
  const [row] = await tx.update(quizAttempts).set(values).where(eq(quizAttempts.id, id)).returning();
  return row!;
}

/** One statement for a whole save: each position's response (when `answered`) and flag (when not null). */
export async function saveResponses(
  tx: Tx,
  attemptId: string,
  answers: readonly { position: number; response: unknown; answered: boolean; flagged: boolean | null }[],
) {
  const values = sql.join(
    answers.map(
      (a) =>
        sql`(${a.position}::int, ${a.answered ? JSON.stringify(a.response) : null}::jsonb, ${a.answered}::boolean, ${a.flagged}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${attemptQuestions}
    set response = case when v.answered then v.response else ${attemptQuestions.response} end,
        saved_at = case when v.answered then now() else ${attemptQuestions.savedAt} end,
        flagged = coalesce(v.flagged, ${attemptQuestions.flagged})
    from (values ${values}) as v(position, response, answered, flagged)
    where ${attemptQuestions.attemptId} = ${attemptId} and ${attemptQuestions.position} = v.position`);
}

/** What closing an attempt writes on its row. */
export type Closing = Pick<
  AttemptRow,
  'state' | 'score' | 'percent' | 'passed' | 'submittedAt' | 'closedBy' | 'gradings'
>;

/** The marks of every question and the attempt's closing, one statement (by name: every submit runs it). */
const closeStatement = namedStatement(
  'attempt_close',
  `with marks as (
     update "attempt_questions" set "state" = v.state, "score" = v.score
     from unnest($2::int[], $3::text[], $4::numeric[]) as v(position, state, score)
     where "attempt_questions"."attempt_id" = $1::uuid and "attempt_questions"."position" = v.position)
   update "quiz_attempts"
   set "state" = $5, "score" = $6, "percent" = $7, "passed" = $8, "submitted_at" = $9, "closed_by" = $10,
       "gradings" = $11
   where "quiz_attempts"."id" = $1::uuid`,
);

/**
 * Closes the (locked) attempt in one statement: the marks of every question and the attempt's totals and state. A
 * thousand submits at once must not be a thousand more round trips; nothing of the row is computed by the database,
 * so the closed row is the locked one with `closing` applied.
 */
export async function closeWithMarks(
  tx: Tx,
  attempt: AttemptRow,
  marks: readonly { position: number; state: string; score: number | null }[],
  closing: Closing,
): Promise<AttemptRow> {
  await closeStatement(tx, [
    attempt.id,
    marks.map((m) => m.position),
    marks.map((m) => m.state),
    marks.map((m) => m.score),
    closing.state,
    closing.score,
    closing.percent,
    closing.passed,
    closing.submittedAt,
    closing.closedBy,
    closing.gradings,
  ]);
  return { ...attempt, ...closing };
}

/** One question of the attempt changes (a hand mark, a regrade). */
export async function updateQuestion(tx: Tx, attemptId: string, position: number, values: Partial<AttemptQuestionRow>) {
  await tx
    .update(attemptQuestions)
    .set(values)
    .where(and(eq(attemptQuestions.attemptId, attemptId), eq(attemptQuestions.position, position)));
}

// --- A quiz's results ---

/** Every attempt at the quiz with its learner, by learner name then attempt number. */
export function attemptsWithLearners(db: Conn, quizId: string) {
  return db
    .select({ attempt: quizAttempts, learner: { id: users.id, name: users.name, email: users.email } })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(eq(quizAttempts.quizId, quizId))
    .orderBy(asc(users.name), asc(users.id), asc(quizAttempts.number));
}

/** The quiz's attempts in progress whose deadline is before `cutoff`, locked (those locked elsewhere skipped). */
export function lockOverdue(tx: Tx, quizId: string, cutoff: Date): Promise<AttemptRow[]> {
  return tx
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.state, 'in-progress'), lt(quizAttempts.deadline, cutoff)),
    )
    .for('update', { skipLocked: true });
}

/** The quiz's closed attempts, locked until the transaction ends. */
export function lockClosed(tx: Tx, quizId: string): Promise<AttemptRow[]> {
  return tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), ne(quizAttempts.state, 'in-progress')))
    .for('update');
}
