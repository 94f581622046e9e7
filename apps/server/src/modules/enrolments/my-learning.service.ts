import type { EnrolmentPage, LearnerDashboard, LearnerEnrolmentQuery } from '@talentpath/contracts/enrolments';
import { today } from '@talentpath/contracts/calendar-days';
import type { Platform } from '../../platform/context.ts';
import { paginate } from '../../platform/paging.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { readEnrolments } from './enrolment-view.ts';
import { countWhere } from './enrolments.repository.ts';
import * as repo from './my-learning.repository.ts';

// The learner's own enrolments (issue 11): my learning's list and the dashboard.

/** GET /learner/enrolments: my learning, one of its views (active = not completed, or a derived status). */
export async function listMine(p: Platform, viewer: Viewer, query: LearnerEnrolmentQuery): Promise<EnrolmentPage> {
  const where = repo.myWhere(viewer.userId, query, today());
  const orderBy = repo.myOrder(query.sort);
  return paginate(p.db, query, {
    count: (tx) => countWhere(tx, where),
    items: (tx, window) => readEnrolments(p, tx, viewer, { where, orderBy, ...window }),
  });
}

/**
 * GET /learner/dashboard: what to go on with (the most recently opened open enrolment and its next lesson), the
 * assigned courses by due date, the open ones by recency, the courses opened last, and the figures. Five indexed
 * queries.
 */
export async function learnerDashboard(p: Platform, viewer: Viewer): Promise<LearnerDashboard> {
  const day = today();
  const [stats, assigned, inProgress, recent] = await Promise.all([
    repo.statsOf(p.db, viewer.userId, day),
    readEnrolments(p, p.db, viewer, { where: repo.openOf(viewer.userId, true), orderBy: repo.byDueDate(), limit: 5 }),
    readEnrolments(p, p.db, viewer, { where: repo.openOf(viewer.userId), orderBy: repo.byRecency(), limit: 6 }),
    // With last_accessed_at set, recency is last_accessed_at: the same index serves it.
    readEnrolments(p, p.db, viewer, { where: repo.openedOf(viewer.userId), orderBy: repo.byRecency(), limit: 6 }),
  ]);
  const current = inProgress[0];
  return {
    continueLearning: current
      ? { enrolment: current, nextLesson: await repo.nextLessonOf(p.db, current.id, current.course.id) }
      : null,
    assigned,
    inProgress,
    recent,
    stats,
  };
}
