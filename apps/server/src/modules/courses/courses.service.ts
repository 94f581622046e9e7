import type {
  Course,
  CourseChanges,
  CourseFields,
  CourseListQuery,
  CoursePage,
  CourseStatus,
} from '@talentpath/contracts/courses';
import {
  CATEGORY_INACTIVE,
  CATEGORY_NOT_FOUND,
  TECHNOLOGY_INACTIVE,
  TECHNOLOGY_NOT_FOUND,
} from '@talentpath/contracts/learning-messages';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, conflictOnReference } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { removeFiles } from '../../platform/files.ts';
import { courseNotFound, lockEditableCourse, visibleCourse } from './course-access.service.ts';
import { learnerOf, readinessMessage, readinessOf, toCourse } from './course-view.ts';
import { isAdmin, mayOverseeCourse, type Viewer } from './courses.policy.ts';
import * as repo from './courses.repository.ts';
import type { CourseRow } from './courses.repository.ts';

// Courses (issue 11, ADR 0032): read as far as the policy lets the caller see them; written by their owner only,
// under the course row's lock; handed to another coordinator by an admin.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A course went into the catalogue (first time or again after an archive). */
    'course.published': CourseEvent;
    /** A course left the catalogue; its enrolled learners keep what they completed. */
    'course.archived': CourseEvent;
  }
}
export type CourseEvent = { courseId: string; courseTitle: string; actorId: string };

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

/** The publish checklist (ADR 0032's), as the course's row stands in `db`. */
async function readinessIn(db: Db | Tx, row: CourseRow) {
  return readinessOf(row, await repo.readinessFacts(db, row));
}

/**
 * One course as the viewer sees it, from a row already loaded; the checklist for those who act on it (the owner,
 * and admins, who may hand the course on).
 */
export async function answerCourse(p: Platform, db: Db | Tx, viewer: Viewer, row: CourseRow): Promise<Course> {
  // Sequential: `db` may be a transaction (one connection, one query at a time).
  const read = await repo.readCourse(db, learnerOf(viewer), row.id);
  const readiness = mayOverseeCourse(viewer, row) ? await readinessIn(db, row) : null;
  return toCourse(p, viewer, read!, readiness);
}

/** GET /courses/{id}: the course as the viewer may see it (404 "Course not found" when they may not). */
/** The course's row, whoever asks (a subscriber that names the course in what it writes), or undefined. */
export const courseRow = (db: Db | Tx, id: string) => repo.findCourse(db, id);

export async function getCourse(p: Platform, viewer: Viewer, id: string): Promise<Course> {
  const { course } = await visibleCourse(p.db, id, viewer);
  return answerCourse(p, p.db, viewer, course);
}

/**
 * Which courses the viewer finds in lists (ADR 0032): admins all, a coordinator theirs and the published, everyone
 * else the catalogue. A condition on `courses` (global search lists courses by it too, ADR 0062).
 */
export function visibleScope(viewer: Viewer) {
  if (isAdmin(viewer)) return undefined;
  if (viewer.role === 'CourseCoordinator') return repo.ownOrPublished(viewer.userId);
  return repo.inCatalogue();
}

/**
 * GET /courses: a page in one snapshot; statusCounts count under every filter but the status one, and the total
 * is read from them (one grouped count instead of two counts).
 */
export async function listCourses(p: Platform, viewer: Viewer, query: CourseListQuery): Promise<CoursePage> {
  const scope = repo.scopeOf(query, visibleScope(viewer), viewer.userId, learnerOf(viewer));
  const where = query.status ? repo.withStatus(scope, query.status) : scope;
  let counts: Record<CourseStatus, number> = { draft: 0, published: 0, archived: 0 };
  const page = await paginate(p.db, query, {
    count: async (tx) => {
      counts = await repo.statusCounts(tx, scope);
      return query.status ? counts[query.status] : counts.draft + counts.published + counts.archived;
    },
    items: (tx, { limit, offset }) =>
      repo
        .selectCourses(tx, learnerOf(viewer), where)
        .orderBy(...repo.orderOf(query))
        .limit(limit)
        .offset(offset),
  });
  return { ...page, items: page.items.map((read) => toCourse(p, viewer, read)), statusCounts: counts };
}

/** A category a course may newly be put in: existing and active (share-locked until the commit). */
async function checkCategory(tx: Tx, categoryId: string | null, kept: string | null = null) {
  if (categoryId === null) return;
  const status = await repo.lockCategory(tx, categoryId);
  if (status === null) throw invalid('categoryId', CATEGORY_NOT_FOUND);
  if (status !== 'active' && categoryId !== kept) throw invalid('categoryId', CATEGORY_INACTIVE);
}

/** Technologies a course may newly teach: existing and active (an inactive one may stay where it was). */
async function checkTechnologies(tx: Tx, ids: readonly string[], kept: ReadonlySet<string> = new Set()) {
  const status = await repo.lockTechnologies(tx, ids);
  ids.forEach((id, i) => {
    if (!status.has(id)) throw invalid(`technologyIds.${i}`, TECHNOLOGY_NOT_FOUND);
    if (status.get(id) !== 'active' && !kept.has(id)) throw invalid(`technologyIds.${i}`, TECHNOLOGY_INACTIVE);
  });
}

/** The ids as stored (uuids compare lower-case). */
const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());

/** POST /courses: a draft owned by the coordinator who makes it. */
export async function createCourse(p: Platform, viewer: Viewer, input: CourseFields): Promise<Course> {
  const technologyIds = lower(input.technologyIds);
  const categoryId = input.categoryId?.toLowerCase() ?? null;
  return conflictOnReference(
    () =>
      p.events.transaction(async (tx) => {
        await checkCategory(tx, categoryId);
        await checkTechnologies(tx, technologyIds);
        const row = await repo.insertCourse(tx, {
          title: input.title,
          description: input.description,
          estimatedTime: input.estimatedTime,
          categoryId,
          ownerId: viewer.userId,
        });
        await repo.setTechnologies(tx, row.id, technologyIds);
        return answerCourse(p, tx, viewer, row);
      }),
    'CONFLICT',
  );
}

/** PUT /courses/{id}: its owner changes it, in any status (learners see the change). */
export async function updateCourse(p: Platform, viewer: Viewer, id: string, changes: CourseChanges): Promise<Course> {
  return conflictOnReference(
    () =>
      p.events.transaction(async (tx) => {
        const current = await lockEditableCourse(tx, id, viewer);
        const categoryId = changes.categoryId === undefined ? undefined : (changes.categoryId?.toLowerCase() ?? null);
        if (categoryId !== undefined) await checkCategory(tx, categoryId, current.categoryId);
        const technologyIds = changes.technologyIds && lower(changes.technologyIds);
        if (technologyIds) {
          await checkTechnologies(tx, technologyIds, await repo.technologyIdsOf(tx, id));
          await repo.setTechnologies(tx, id, technologyIds);
        }
        const row = await repo.updateCourse(tx, id, {
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.estimatedTime !== undefined ? { estimatedTime: changes.estimatedTime } : {}),
          ...(categoryId !== undefined ? { categoryId } : {}),
        });
        return answerCourse(p, tx, viewer, row);
      }),
    'CONFLICT',
  );
}

/**
 * DELETE /courses/{id}: refused while it has enrolments (archive it instead). Counted under the course's lock;
 * an enrolment inserted meanwhile is stopped by its foreign key, which answers the same 409. Its materials' files
 * and its thumbnail go in the same transaction.
 */
export async function deleteCourse(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await conflictOnReference(
    () =>
      p.events.transaction(async (tx) => {
        const current = await lockEditableCourse(tx, id, viewer);
        if ((await repo.enrolmentCount(tx, id)) > 0) throw new AppError('COURSE_HAS_ENROLMENTS');
        const fileIds = await repo.materialFileIds(tx, id);
        if (current.thumbnailFileId) fileIds.push(current.thumbnailFileId);
        await repo.removeCourse(tx, id);
        await removeFiles(tx, fileIds);
      }),
    'COURSE_HAS_ENROLMENTS',
  );
}

/**
 * POST /courses/{id}/publish: a draft or archived course goes into the catalogue when no blocking issue remains
 * (409 COURSE_NOT_READY, each issue in details); a published one is answered as it is.
 */
export async function publishCourse(p: Platform, viewer: Viewer, id: string): Promise<Course> {
  return p.events.transaction(async (tx, record) => {
    const current = await lockEditableCourse(tx, id, viewer);
    if (current.status === 'published') return answerCourse(p, tx, viewer, current);
    const readiness = await readinessIn(tx, current);
    const blocking = readiness.issues.filter((i) => i.blocking);
    if (blocking.length)
      throw new AppError('COURSE_NOT_READY', {
        details: blocking.map((i) => ({ path: `readiness.${i.issue}`, message: readinessMessage(i) })),
      });
    const row = await repo.updateCourse(tx, id, {
      status: 'published',
      publishedAt: current.publishedAt ?? new Date(),
      archivedAt: null,
    });
    await record('course.published', { courseId: id, courseTitle: row.title, actorId: viewer.userId });
    return answerCourse(p, tx, viewer, row);
  });
}

/** POST /courses/{id}/archive: a published course leaves the catalogue; a draft cannot; an archived one stays. */
export async function archiveCourse(p: Platform, viewer: Viewer, id: string): Promise<Course> {
  return p.events.transaction(async (tx, record) => {
    const current = await lockEditableCourse(tx, id, viewer);
    if (current.status === 'archived') return answerCourse(p, tx, viewer, current);
    if (current.status === 'draft')
      throw new AppError('COURSE_TRANSITION_REFUSED', { message: 'A draft cannot be archived: delete it instead' });
    const row = await repo.updateCourse(tx, id, { status: 'archived', archivedAt: new Date() });
    await record('course.archived', { courseId: id, courseTitle: row.title, actorId: viewer.userId });
    return answerCourse(p, tx, viewer, row);
  });
}

/** POST /courses/{id}/reassign (admins): the course goes to another active CourseCoordinator. */
export async function reassignCourse(p: Platform, viewer: Viewer, id: string, ownerId: string): Promise<Course> {
  return p.events.transaction(async (tx) => {
    if (!(await repo.lockCourse(tx, id))) throw courseNotFound();
    if (!(await repo.isActiveCoordinator(tx, ownerId.toLowerCase())))
      throw invalid('ownerId', 'Choose a course coordinator');
    const row = await repo.updateCourse(tx, id, { ownerId: ownerId.toLowerCase() });
    return answerCourse(p, tx, viewer, row);
  });
}

/** A coordinator's own courses counted by status (their dashboard). */
export function ownCourseCounts(db: Db | Tx, ownerId: string): Promise<Record<CourseStatus, number>> {
  return repo.statusCounts(db, repo.ownedBy(ownerId));
}

/** Marks the course changed (its lessons changed, in the caller's transaction): lists sorted by `updatedAt` show it. */
export const markCourseChanged = (tx: Tx, courseId: string) => repo.touchCourse(tx, courseId);

/** The titles of courses by id (those deleted since are absent): for lists that name the courses they count. */
export const courseTitles = (db: Db | Tx, ids: readonly string[]) => repo.courseTitles(db, ids);
