import type { EnrolmentSummary } from '@talentpath/contracts/courses';
import { type Enrolment, enrolmentStatusOf } from '@talentpath/contracts/enrolments';
import { today } from '@talentpath/contracts/calendar-days';
import type { SQL } from 'drizzle-orm';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { thumbnailUrl, type Viewer } from '../courses/courses.public.ts';
import * as views from './enrolment-views.repository.ts';
import type { EnrolmentViewRow } from './enrolment-views.repository.ts';

// How an enrolment is answered (contracts' `enrolment`), for every list of them: the rows read by
// enrolment-views.repository in one query, the course's thumbnail address signed for the viewer.

type Conn = Db | Tx;

/** One row as the viewer gets it (the thumbnail address is signed for them). */
export function toEnrolment(p: Platform, viewer: Viewer, v: EnrolmentViewRow, day = today()): Enrolment {
  const e = v.row;
  return {
    id: e.id,
    course: {
      id: v.course.id,
      title: v.course.title,
      status: v.course.status,
      thumbnailUrl: thumbnailUrl(p, viewer, v.course.id, v.course.thumbnailFileId),
      estimatedTime: v.course.estimatedTime,
      lessonCount: Number(v.lessonCount),
      category: v.category,
    },
    learner: v.learner,
    source: e.source,
    assignedBy: v.assigner,
    dueDate: e.dueDate,
    progress: e.progress,
    completedLessons: e.completedLessons,
    status: enrolmentStatusOf(e, day),
    enrolledAt: e.enrolledAt.toISOString(),
    startedAt: e.startedAt?.toISOString() ?? null,
    completedAt: e.completedAt?.toISOString() ?? null,
    lastAccessedAt: e.lastAccessedAt?.toISOString() ?? null,
    lastLesson: v.lastLesson,
    overdueRemindedAt: e.overdueRemindedAt?.toISOString() ?? null,
  };
}

/** The enrolments matching `where` (a condition of this module's repositories), in `orderBy`, as the viewer gets them. */
export async function readEnrolments(
  p: Platform,
  db: Conn,
  viewer: Viewer,
  query: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<Enrolment[]> {
  const day = today();
  return (await views.enrolmentViews(db, query)).map((v) => toEnrolment(p, viewer, v, day));
}

/** One enrolment by id, or null. */
export async function readEnrolment(p: Platform, db: Conn, viewer: Viewer, id: string): Promise<Enrolment | null> {
  const [found] = await readEnrolments(p, db, viewer, { where: views.byId(id) });
  return found ?? null;
}

/** An enrolment as a card or a candidate row shows it (contracts' `enrolmentSummary`). */
export const toEnrolmentSummary = (
  e: Pick<EnrolmentViewRow['row'], 'id' | 'progress' | 'dueDate' | 'completedAt' | 'startedAt'>,
  day = today(),
): EnrolmentSummary => ({
  id: e.id,
  progress: e.progress,
  status: enrolmentStatusOf(e, day),
  dueDate: e.dueDate,
  completedAt: e.completedAt?.toISOString() ?? null,
});
