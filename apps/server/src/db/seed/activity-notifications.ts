import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { ACTIVE_PROJECT_STATUSES } from '@talentpath/contracts/projects';
import { DUE_SOON_DAYS, type NotificationData } from '@talentpath/contracts/notifications';
import type { Db, Tx } from '../../platform/db.ts';
import { DEMO_ACCOUNTS } from '../seed.ts';
import { courses, enrolments, lessons } from '../schema/learning.ts';
import { notifications } from '../schema/notifications.ts';
import { assignments, projectRoles, projects } from '../schema/projects.ts';
import { quizAttempts, quizzes } from '../schema/quizzes.ts';
import { users } from '../schema/users.ts';

// Demo data for every feed (issue 13): what the demo people would have been told by the events the other seeds
// stand for — courses assigned (read once opened), due dates close, essays marked, project assignments, overdue
// projects, courses completed and essays waiting for their coordinators. Read from what the seeds wrote, so it
// agrees with every other screen; the reminders' marks are set, so the jobs do not tell anyone again.
// Idempotent: each row has a `demo:` source key.

const HOUR = 3_600_000;
type Row = typeof notifications.$inferInsert;
const later = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);
const day = (d: Date) => d.toISOString().slice(0, 10);

export async function seedActivityNotifications(db: Db) {
  await db.transaction(async (tx) => {
    const rows = [
      ...(await assignedCourses(tx)),
      ...(await dueSoon(tx)),
      ...(await quizzesMarked(tx)),
      ...(await projectAssignments(tx)),
      ...(await overdueProjects(tx)),
      ...(await coordinatorsWork(tx)),
      ...(await passwordsChanged(tx)),
    ];
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(notifications)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
  });
}

async function assignedCourses(tx: Tx): Promise<Row[]> {
  const assigned = await tx
    .select({ e: enrolments, title: courses.title })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(isNotNull(enrolments.assignedBy), isNotNull(enrolments.assignedAt)));
  return assigned.map(({ e, title }) => {
    const data: NotificationData<'course-assigned'> = { courseId: e.courseId, courseTitle: title, dueDate: e.dueDate };
    const opened = e.lastAccessedAt ?? e.completedAt;
    return {
      userId: e.userId,
      type: 'course-assigned',
      data,
      createdAt: e.assignedAt!,
      readAt: opened && opened > e.assignedAt! ? opened : null,
      sourceKey: `demo:course-assigned:${e.id}`,
    };
  });
}

/**
 * The due-date reminders the hourly job would have sent by now: DUE_SOON_DAYS before each open due date that has
 * come that close (read once the course was opened since, or when it is over a week old); their marks are set.
 */
async function dueSoon(tx: Tx): Promise<Row[]> {
  const today = day(new Date());
  const due = await tx
    .update(enrolments)
    .set({ dueSoonRecordedFor: sql`${enrolments.dueDate}` })
    .from(courses)
    .where(
      and(
        eq(courses.id, enrolments.courseId),
        eq(courses.status, 'published'),
        isNull(enrolments.completedAt),
        isNotNull(enrolments.assignedAt),
        sql`${enrolments.dueDate} - ${DUE_SOON_DAYS}::int <= ${today}::date`,
        sql`${enrolments.assignedAt}::date <= ${enrolments.dueDate} - ${DUE_SOON_DAYS}::int`,
      ),
    )
    .returning({
      id: enrolments.id,
      userId: enrolments.userId,
      courseId: enrolments.courseId,
      dueDate: enrolments.dueDate,
      lastAccessedAt: enrolments.lastAccessedAt,
      title: courses.title,
    });
  return due.map((e) => {
    const data: NotificationData<'course-due-soon'> = {
      courseId: e.courseId,
      courseTitle: e.title,
      dueDate: e.dueDate!,
      daysLeft: DUE_SOON_DAYS,
    };
    const at = new Date(Date.parse(e.dueDate!) - DUE_SOON_DAYS * 24 * HOUR + 6 * HOUR);
    const seen = (e.lastAccessedAt && e.lastAccessedAt > at) || at.getTime() < Date.now() - 7 * 24 * HOUR;
    return {
      userId: e.userId,
      type: 'course-due-soon',
      data,
      createdAt: at,
      readAt: seen ? later(at, 2) : null,
      sourceKey: `demo:course-due-soon:${e.id}`,
    };
  });
}

/** A month ago every demo account but the new hire chose its own password (read long since). */
async function passwordsChanged(tx: Tx): Promise<Row[]> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        eq(users.requirePasswordChange, false),
      ),
    );
  const at = new Date(Date.now() - 30 * 24 * HOUR);
  return people.map((u) => ({
    userId: u.id,
    type: 'password-changed' as const,
    data: { how: 'changed' } satisfies NotificationData<'password-changed'>,
    createdAt: at,
    readAt: later(at, 1),
    sourceKey: 'demo:password-changed',
  }));
}

/** Attempts marked after the submit (an essay marked, a deadline): what quiz.graded tells. */
async function quizzesMarked(tx: Tx): Promise<Row[]> {
  const marked = await tx
    .select({ a: quizAttempts, title: quizzes.title })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.state, 'graded'),
        sql`(${quizAttempts.gradings} > 1 or ${quizAttempts.closedBy} = 'deadline')`,
      ),
    );
  return marked.map(({ a, title }) => {
    const data: NotificationData<'quiz-graded'> = {
      attemptId: a.id,
      quizId: a.quizId,
      quizTitle: title,
      percent: a.percent ?? 0,
      passed: a.passed ?? false,
    };
    const at = later(a.submittedAt ?? a.startedAt, 20);
    return { userId: a.userId, type: 'quiz-graded', data, createdAt: at, sourceKey: `demo:quiz-graded:${a.id}` };
  });
}

async function projectAssignments(tx: Tx): Promise<Row[]> {
  const made = await tx
    .select({ a: assignments, projectName: projects.name, roleName: projectRoles.name })
    .from(assignments)
    .innerJoin(projects, eq(projects.id, assignments.projectId))
    .innerJoin(projectRoles, eq(projectRoles.id, assignments.roleId));
  return made
    .filter(({ a }) => a.createdBy !== a.employeeId)
    .map(({ a, projectName, roleName }, i) => {
      const data: NotificationData<'assignment-created'> = {
        assignmentId: a.id,
        projectId: a.projectId,
        projectName,
        roleName,
        workload: a.workload,
      };
      // The seed makes them all at once: told over the last days instead. The older ones have been seen.
      const at = new Date(a.createdAt.getTime() - (2 + (i % 6) * 17) * HOUR);
      const recent = at.getTime() > Date.now() - 2 * 24 * HOUR;
      return {
        userId: a.employeeId,
        type: 'assignment-created',
        data,
        createdAt: at,
        readAt: recent ? null : later(at, 3),
        sourceKey: `demo:assignment-created:${a.id}`,
      };
    });
}

async function overdueProjects(tx: Tx): Promise<Row[]> {
  const overdue = await tx
    .update(projects)
    .set({ overdueRecordedAt: new Date() })
    .where(
      and(
        inArray(projects.status, [...ACTIVE_PROJECT_STATUSES]),
        lt(projects.deadline, day(new Date())),
        isNull(projects.overdueRecordedAt),
        isNotNull(projects.managerId),
      ),
    )
    .returning();
  return overdue.map((p) => {
    const data: NotificationData<'project-overdue'> = { projectId: p.id, projectName: p.name, deadline: p.deadline };
    const at = new Date(`${p.deadline}T00:00:00Z`);
    return {
      userId: p.managerId!,
      type: 'project-overdue',
      data,
      createdAt: later(at, 24),
      sourceKey: `demo:project-overdue:${p.id}`,
    };
  });
}

/** A coordinator's: their courses completed, and attempts with an essay waiting. */
async function coordinatorsWork(tx: Tx): Promise<Row[]> {
  const completed = await tx
    .select({ e: enrolments, title: courses.title, ownerId: courses.ownerId, learnerName: users.name })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(
      and(
        isNotNull(enrolments.completedAt),
        isNotNull(courses.ownerId),
        gt(enrolments.completedAt, new Date(Date.now() - 60 * 24 * HOUR)),
      ),
    );
  const waiting = await tx
    .select({ a: quizAttempts, title: quizzes.title, ownerId: courses.ownerId, learnerName: users.name })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(and(eq(quizAttempts.state, 'needs-grading'), isNotNull(courses.ownerId)));
  return [
    ...completed.map(({ e, title, ownerId, learnerName }): Row => {
      const data: NotificationData<'course-completed'> = {
        courseId: e.courseId,
        courseTitle: title,
        learnerId: e.userId,
        learnerName,
      };
      const at = e.completedAt!;
      return {
        userId: ownerId!,
        type: 'course-completed',
        data,
        createdAt: at,
        readAt: at.getTime() < Date.now() - 5 * 24 * HOUR ? later(at, 6) : null,
        sourceKey: `demo:course-completed:${e.id}`,
      };
    }),
    ...waiting.map(({ a, title, ownerId, learnerName }): Row => {
      const data: NotificationData<'quiz-needs-grading'> = {
        attemptId: a.id,
        quizId: a.quizId,
        quizTitle: title,
        learnerName,
      };
      return {
        userId: ownerId!,
        type: 'quiz-needs-grading',
        data,
        createdAt: a.submittedAt ?? a.startedAt,
        sourceKey: `demo:quiz-needs-grading:${a.id}`,
      };
    }),
  ];
}
