import type { CoordinatorDashboard } from '@talentpath/contracts/enrolments';
import { today } from '@talentpath/contracts/calendar-days';
import type { Platform } from '../../platform/context.ts';
import { ownCourseCounts, type Viewer } from '../courses/courses.public.ts';
import * as repo from './coordinator-dashboard.repository.ts';
import { readEnrolments } from './enrolment-view.ts';

// The coordinator's dashboard (issue 11): their courses by status, the enrolments in them, who is behind on a
// due date, and the latest activity.

const RECENT = 10;
const BEHIND = 5;

/** Enrolled, assigned and completed events merged, newest first. */
async function recentActivity(p: Platform, ownerId: string): Promise<CoordinatorDashboard['recent']> {
  const found = await repo.latestActivity(p.db, ownerId, RECENT);
  return found
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.enrolmentId.localeCompare(a.enrolmentId))
    .slice(0, RECENT)
    .map((r) => ({
      kind: r.kind,
      at: r.at.toISOString(),
      enrolmentId: r.enrolmentId,
      learner: { id: r.learnerId, name: r.learnerName },
      course: { id: r.courseId, title: r.courseTitle },
    }));
}

/** GET /coordinator/dashboard: the caller's own courses only. */
export async function coordinatorDashboard(p: Platform, viewer: Viewer): Promise<CoordinatorDashboard> {
  const day = today();
  const [counts, sums, behind, recent] = await Promise.all([
    ownCourseCounts(p.db, viewer.userId),
    repo.totals(p.db, viewer.userId, day),
    readEnrolments(p, p.db, viewer, { ...repo.behind(viewer.userId, day), limit: BEHIND }),
    recentActivity(p, viewer.userId),
  ]);
  return {
    courses: counts,
    enrolments: sums.enrolments,
    completions: sums.completions,
    learners: sums.learners,
    behind: { count: sums.behind, items: behind },
    recent,
  };
}
