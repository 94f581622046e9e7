import {
  ENROLMENT_NOT_OVERDUE,
  OVERDUE_REMINDER_INTERVAL_HOURS,
  type OverdueReminder,
  REMINDER_TOO_SOON,
  enrolmentStatusOf,
} from '@talentpath/contracts/enrolments';
import { daysBetween, today } from '@talentpath/contracts/calendar-days';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayOverseeCourse, type Viewer, visibleCourse } from '../courses/courses.public.ts';
import { enrolmentNotFound } from './enrolments.service.ts';
import * as repo from './enrolments.repository.ts';

// The coordinator's one-click reminder (issue 27): the course's owner or an admin reminds a learner whose enrolment
// is overdue, at most once per OVERDUE_REMINDER_INTERVAL_HOURS. The learner is told by `course.overdue-reminded`'s
// durable subscriber (notifications), through the channel they chose.

const INTERVAL_MS = OVERDUE_REMINDER_INTERVAL_HOURS * 3_600_000;

/**
 * POST /enrolments/{id}/reminder. 404 when the viewer may not see the course, 403 COURSE_NOT_OWNER when they may
 * but do not oversee it; 409 when the enrolment is not overdue today (UTC) or its course is archived (it can no
 * longer be completed); 429 with Retry-After within the interval of the last reminder.
 */
export async function remindOverdue(p: Platform, viewer: Viewer, id: string): Promise<OverdueReminder> {
  return p.events.transaction(async (tx, record) => {
    const found = await repo.findRow(tx, id);
    if (!found) throw enrolmentNotFound();
    const { course } = await visibleCourse(tx, found.courseId, viewer, enrolmentNotFound);
    if (!mayOverseeCourse(viewer, course)) throw new AppError('COURSE_NOT_OWNER');
    // Locked until the commit: of simultaneous clicks one reminds, and the others read its mark once it commits.
    const row = await repo.lockRow(tx, id);
    if (!row) throw enrolmentNotFound();
    // The clock read under the lock, as the forum's throttle does: a click that waited compares with the mark the
    // first one wrote, never with a time read before it.
    const now = new Date();
    const day = today(now);
    if (enrolmentStatusOf(row, day) !== 'overdue') throw new AppError('CONFLICT', { message: ENROLMENT_NOT_OVERDUE });
    if (course.status === 'archived') throw new AppError('COURSE_ARCHIVED');
    const last = row.overdueRemindedAt;
    if (last && now.getTime() - last.getTime() < INTERVAL_MS) {
      const seconds = Math.max(1, Math.ceil((last.getTime() + INTERVAL_MS - now.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', { message: REMINDER_TOO_SOON, headers: { 'retry-after': String(seconds) } });
    }
    await repo.markOverdueReminded(tx, row.id, now);
    await record('course.overdue-reminded', {
      enrolmentId: row.id,
      courseId: course.id,
      courseTitle: course.title,
      learnerId: row.userId,
      dueDate: row.dueDate!,
      daysOverdue: daysBetween(row.dueDate!, day),
      remindedBy: viewer.userId,
    });
    return {
      enrolmentId: row.id,
      remindedAt: now.toISOString(),
      nextAllowedAt: new Date(now.getTime() + INTERVAL_MS).toISOString(),
    };
  });
}
