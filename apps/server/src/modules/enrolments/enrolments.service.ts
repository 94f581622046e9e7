import { DUE_SOON_DAYS } from '@talentpath/contracts/notifications';
import type {
  AssignFields,
  AssignResult,
  Enrolment,
  EnrolmentExportQuery,
  EnrolmentListQuery,
  EnrolmentPage,
} from '@talentpath/contracts/enrolments';
import type { EnrolmentSummary } from '@talentpath/contracts/courses';
import type { CompletedCourseList } from '@talentpath/contracts/profiles';
import { DUE_DATE_PAST, ENROLMENT_NOT_FOUND, LEARNER_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import {
  isAdmin,
  lockEditableCourse,
  lockLearnerCourse,
  mayEnrol,
  mayOverseeCourse,
  type Viewer,
  visibleCourse,
} from '../courses/courses.public.ts';
import { addDays, daysBetween, today } from '@talentpath/contracts/calendar-days';
import { readEnrolment, readEnrolments, toEnrolmentSummary } from './enrolment-view.ts';
import { csvFileName, enrolmentsCsv } from './enrolments-csv.ts';
import { assertPartVisible } from '../profiles/profiles.public.ts';
import * as repo from './enrolments.repository.ts';

// Enrolments (issue 11, ADR 0032): a learner enrols in a published course, or its owner assigns it with an optional
// due date; the owner changes the due date or removes an open enrolment; the owner and admins list them.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A learner enrolled themselves. */
    'course.enrolled': { enrolmentId: string; courseId: string; courseTitle: string; learnerId: string };
    /** A learner was assigned the course (newly, or an enrolment was given the assignment and its due date). */
    'course.assigned': {
      enrolmentId: string;
      courseId: string;
      courseTitle: string;
      learnerId: string;
      dueDate: string | null;
      actorId: string;
    };
    /** An assigned course not yet completed is due within DUE_SOON_DAYS days: once per due date (a daily job). */
    'course.due-soon': {
      enrolmentId: string;
      courseId: string;
      courseTitle: string;
      learnerId: string;
      dueDate: string;
      daysLeft: number;
    };
    /** The course's owner or an admin reminded the learner of an overdue enrolment (at most once a day). */
    'course.overdue-reminded': {
      enrolmentId: string;
      courseId: string;
      courseTitle: string;
      learnerId: string;
      dueDate: string;
      daysOverdue: number;
      remindedBy: string;
    };
  }
}

const invalid = (path: string, message: string, details = [{ path, message }]) =>
  new AppError('VALIDATION', { message, details });
export const enrolmentNotFound = () => new AppError('NOT_FOUND', { message: ENROLMENT_NOT_FOUND });

/** A due date may be today or later (UTC days), or none. */
function checkDueDate(dueDate: string | null) {
  if (dueDate !== null && dueDate < today()) throw invalid('dueDate', DUE_DATE_PAST);
}

/**
 * POST /courses/{id}/enrol: the learner enrols in a published course. Idempotent: `created` false answers the
 * enrolment they had (concurrent calls make one row: the unique key and ON CONFLICT DO NOTHING).
 */
export async function enrol(p: Platform, viewer: Viewer, courseId: string) {
  return p.events.transaction(async (tx, record) => {
    // The course share-locked: it cannot be archived or deleted under the enrolment being written.
    const { course, enrolment: mine } = await lockLearnerCourse(tx, courseId, viewer);
    if (!mayEnrol(viewer, course)) throw new AppError('COURSE_NOT_PUBLISHED');
    const row = mine ? undefined : await repo.insertSelf(tx, courseId, viewer.userId);
    if (row)
      await record('course.enrolled', {
        enrolmentId: row.id,
        courseId,
        courseTitle: course.title,
        learnerId: viewer.userId,
      });
    const id = row?.id ?? mine?.id ?? (await repo.lockOf(tx, courseId, viewer.userId))!.id;
    return { created: row !== undefined, enrolment: (await readEnrolment(p, tx, viewer, id))! };
  });
}

/**
 * POST /courses/{id}/enrolments: the owner assigns a published course. Every id must be an active learner (else
 * nothing is written); new learners are enrolled, open enrolments become assigned with the due date (keeping their
 * progress), completed ones are left as they are. A few statements whatever the number of learners.
 */
export async function assign(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  input: AssignFields,
): Promise<AssignResult> {
  const ids = input.learnerIds.map((id) => id.toLowerCase());
  return p.events.transaction(async (tx, record) => {
    const course = await lockEditableCourse(tx, courseId, viewer);
    if (course.status !== 'published') throw new AppError('COURSE_NOT_PUBLISHED');
    checkDueDate(input.dueDate);
    const learners = await repo.lockActiveLearners(tx, ids);
    const missing = ids.flatMap((id, i) => (learners.has(id) ? [] : [i]));
    if (missing.length)
      throw invalid(
        `learnerIds.${missing[0]}`,
        LEARNER_NOT_FOUND,
        missing.map((i) => ({ path: `learnerIds.${i}`, message: LEARNER_NOT_FOUND })),
      );
    const existing = await repo.lockEnrolmentsOf(tx, courseId, ids);
    const enrolled = new Set(existing.map((e) => e.userId));
    const open = existing.filter((e) => e.completedAt === null);
    const assignment = { assignedBy: viewer.userId, dueDate: input.dueDate };
    const created = await repo.insertAssigned(
      tx,
      courseId,
      ids.filter((id) => !enrolled.has(id)),
      assignment,
    );
    await repo.markAssigned(
      tx,
      open.map((e) => e.id),
      assignment,
    );
    for (const e of [...created, ...open])
      await record('course.assigned', {
        enrolmentId: e.id,
        courseId,
        courseTitle: course.title,
        learnerId: e.userId,
        dueDate: input.dueDate,
        actorId: viewer.userId,
      });
    return { created: created.length, updated: open.length, unchanged: existing.length - open.length };
  });
}

/** The enrolment and its course (locked), if the viewer owns the course: 404 / 403 COURSE_NOT_OWNER otherwise. */
async function lockOwnedEnrolment(tx: Tx, viewer: Viewer, id: string) {
  const found = await repo.findRow(tx, id);
  if (!found) throw enrolmentNotFound();
  await lockEditableCourse(tx, found.courseId, viewer, enrolmentNotFound);
  // Read again under the course's lock: it may have been removed meanwhile.
  const row = await repo.lockRow(tx, id);
  if (!row) throw enrolmentNotFound();
  return row;
}

/** PUT /enrolments/{id}: the course's owner changes the due date (null removes it; a past day is refused). */
export async function updateEnrolment(
  p: Platform,
  viewer: Viewer,
  id: string,
  dueDate: string | null,
): Promise<Enrolment> {
  return p.events.transaction(async (tx) => {
    const row = await lockOwnedEnrolment(tx, viewer, id);
    checkDueDate(dueDate);
    await repo.setDueDate(tx, row.id, dueDate);
    return (await readEnrolment(p, tx, viewer, row.id))!;
  });
}

/** DELETE /enrolments/{id}: the owner removes an open enrolment with its completions; a completed one stays (409). */
export async function deleteEnrolment(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.events.transaction(async (tx) => {
    const row = await lockOwnedEnrolment(tx, viewer, id);
    if (row.completedAt) throw new AppError('ENROLMENT_COMPLETED');
    await repo.removeEnrolment(tx, row.id);
  });
}

/** Whose enrolments the viewer lists: a coordinator those in the courses they own, admins all. */
export function listScope(viewer: Viewer) {
  if (isAdmin(viewer)) return undefined;
  if (viewer.role === 'CourseCoordinator') return repo.inCoursesOf(viewer.userId);
  throw new AppError('FORBIDDEN');
}

/** GET /enrolments (and, with the course given, GET /courses/{id}/enrolments): a numbered page. */
export async function listEnrolments(p: Platform, viewer: Viewer, query: EnrolmentListQuery): Promise<EnrolmentPage> {
  const where = repo.listWhere(query, listScope(viewer), today());
  const orderBy = repo.listOrder(query.sort);
  const page = await paginate(p.db, query, {
    count: (tx) => repo.countWhere(tx, where),
    items: (tx, window) => readEnrolments(p, tx, viewer, { where, orderBy, ...window }),
  });
  return page;
}

/** GET /courses/{id}/enrolments: the course's owner or an admin (404 / 403 COURSE_NOT_OWNER otherwise). */
export async function listCourseEnrolments(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  query: Omit<EnrolmentListQuery, 'courseId'>,
): Promise<EnrolmentPage> {
  const { course } = await visibleCourse(p.db, courseId, viewer);
  if (!mayOverseeCourse(viewer, course)) throw new AppError('COURSE_NOT_OWNER');
  return listEnrolments(p, viewer, { ...query, courseId: course.id });
}

/** The most rows one export writes. */
export const EXPORT_MAX = 50_000;

/** GET /enrolments/export: the list's rows under the same filters and order, all of them (to EXPORT_MAX), as CSV. */
export async function exportEnrolments(p: Platform, viewer: Viewer, query: EnrolmentExportQuery) {
  const day = today();
  const where = repo.listWhere(query, listScope(viewer), day);
  const rows = await repo.exportRows(p.db, where, repo.listOrder(query.sort), EXPORT_MAX);
  return { fileName: csvFileName(day), csv: enrolmentsCsv(rows, day) };
}

/**
 * The daily job's work: records `course.due-soon` once per due date for each open enrolment of a published course
 * due within DUE_SOON_DAYS days (the mark is written in the same transaction, so a re-run records nothing new, and
 * a due date moved later is reminded of again). Returns how many it recorded.
 */
export async function recordDueSoon(p: Platform, day = today()): Promise<number> {
  return p.events.transaction(async (tx, record) => {
    const due = await repo.markDueSoon(tx, day, addDays(day, DUE_SOON_DAYS));
    for (const row of due)
      await record('course.due-soon', {
        enrolmentId: row.id,
        courseId: row.courseId,
        courseTitle: row.courseTitle,
        learnerId: row.learnerId,
        dueDate: row.dueDate!,
        daysLeft: daysBetween(day, row.dueDate!),
      });
    return due.length;
  });
}

/**
 * A learner's enrolments as the viewer may read them (a learner's profile): a coordinator those in the courses
 * they own, admins all; most recently opened first.
 */
export function learnerEnrolments(p: Platform, viewer: Viewer, learnerId: string): Promise<Enrolment[]> {
  return readEnrolments(p, p.db, viewer, {
    where: repo.ofLearner(learnerId, isAdmin(viewer) ? null : viewer.userId),
    orderBy: repo.orderOf(repo.recency, 'desc'),
  });
}

/** Each of these people's enrolment in the course, as a candidate row shows it, by their id. */
export async function enrolmentSummaries(
  db: Db | Tx,
  courseId: string,
  userIds: readonly string[],
): Promise<Map<string, EnrolmentSummary>> {
  const day = today();
  const rows = await repo.enrolmentsIn(db, courseId, userIds);
  return new Map(rows.map((e) => [e.userId, toEnrolmentSummary(e, day)]));
}

/**
 * GET /people/{id}/courses: the courses a person has completed, as their profile shows them to the viewer (within
 * what the person lets them see: ADR 0060).
 */
export async function completedCourses(p: Platform, viewer: Viewer, personId: string): Promise<CompletedCourseList> {
  await assertPartVisible(p.db, viewer, personId, 'learning');
  const rows = await repo.completedBy(p.db, personId);
  return {
    items: rows.map((r) => ({ course: { id: r.id, title: r.title }, completedAt: r.completedAt!.toISOString() })),
  };
}
