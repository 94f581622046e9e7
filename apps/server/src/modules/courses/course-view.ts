import { BLOCKING_ISSUES, type Course, type Readiness, type ReadinessIssue } from '@talentpath/contracts/courses';
import { enrolmentStatusOf } from '@talentpath/contracts/enrolments';
import { today } from '@talentpath/contracts/calendar-days';
import type { Platform } from '../../platform/context.ts';
import { mayEditCourse, type Viewer } from './courses.policy.ts';
import type { CourseRead, CourseRow, ReadinessFacts } from './courses.repository.ts';

// How a course is answered (contracts' `course`): each row with its category, technologies, owner, counts and the
// caller's own enrolment (read in the same query as the rows: courses.repository's selectCourses), its thumbnail's
// signed address, and the publish checklist.

/** The learner whose enrolments a course answer shows: only the Learner role enrols (ADR 0032). */
export const learnerOf = (viewer: Viewer) => (viewer.role === 'Learner' ? viewer.userId : null);

/**
 * The address of a course's thumbnail for this viewer (`v` changes with the file, so a new one is fetched anew):
 * the course's own, wherever a course is shown (its answer, an enrolment's course).
 */
export const thumbnailUrl = (p: Platform, viewer: Viewer, courseId: string, fileId: string | null) =>
  fileId
    ? `/api/courses/${courseId}/thumbnail?v=${fileId.slice(0, 8)}&t=${p.fileTickets.sign({ kind: 'thumbnail', id: courseId }, viewer)}`
    : null;

/** A course as the viewer sees it; `readiness` only where one course is answered to its owner or an admin. */
export function toCourse(p: Platform, viewer: Viewer, read: CourseRead, readiness: Readiness | null = null): Course {
  const { row, enrolment: e } = read;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    estimatedTime: row.estimatedTime,
    status: row.status,
    category: row.categoryId && read.categoryName !== null ? { id: row.categoryId, name: read.categoryName } : null,
    technologies: read.technologies,
    thumbnailUrl: thumbnailUrl(p, viewer, row.id, row.thumbnailFileId),
    owner: row.ownerId ? { id: row.ownerId, name: read.ownerName ?? '' } : null,
    lessonCount: Number(read.lessonCount),
    enrolmentCount: Number(read.enrolmentCount),
    completionCount: Number(read.completionCount),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable: mayEditCourse(viewer, row),
    enrolment: e
      ? {
          id: e.id,
          progress: e.progress,
          status: enrolmentStatusOf(e, today()),
          dueDate: e.dueDate,
          completedAt: e.completedAt?.toISOString() ?? null,
        }
      : null,
    readiness,
  };
}

/** What the course lacks before it can be published (ADR 0032's checklist), in the checklist's order. */
export function readinessOf(row: CourseRow, facts: ReadinessFacts): Readiness {
  const issues: Readiness['issues'] = [];
  const add = (issue: ReadinessIssue, lesson?: { id: string; title: string }) =>
    issues.push({ issue, blocking: BLOCKING_ISSUES.includes(issue), ...(lesson ? { lesson } : {}) });
  if (facts.lessons.length === 0) add('noLessons');
  for (const l of facts.lessons) if (l.content === 0) add('emptyLesson', { id: l.id, title: l.title });
  if (!row.categoryId) add('noCategory');
  else if (facts.categoryStatus !== 'active') add('inactiveCategory');
  if (!row.description.trim()) add('noDescription');
  if (!row.thumbnailFileId) add('noThumbnail');
  if (facts.technologyCount === 0) add('noTechnologies');
  return { ready: !issues.some((i) => i.blocking), issues };
}

/** The English line of a blocking issue, as COURSE_NOT_READY's details say it. */
export function readinessMessage(issue: Readiness['issues'][number]): string {
  switch (issue.issue) {
    case 'noLessons':
      return 'Add at least one lesson';
    case 'emptyLesson':
      return `Lesson "${issue.lesson?.title ?? ''}" has no materials`;
    case 'noCategory':
      return 'Choose a course category';
    case 'inactiveCategory':
      return 'The course category is inactive: choose an active one';
    case 'noDescription':
      return 'Add a description';
    case 'noThumbnail':
      return 'Add a thumbnail image';
    default:
      return 'Add the technologies the course teaches';
  }
}
