// The analytics module's doorway (ADR 0071, issue 27): it owns `activity_events`, `activity_days`, `activity_people`
// and `activity_counts`, and hears the other modules' events (a sign-in, a lesson opened or completed, an attempt
// started, a post) to record what people do, and answers the dashboards — the admin's, the coordinator's and the
// project manager's, the lists behind their figures and their exports — and sends the reports people subscribe to.
// The demo data writes its history through `recordActivity`.
import type { Platform, ServerModule } from '../../platform/context.ts';
import { analyticsJobs } from './analytics.jobs.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { courseInsightsRoutes } from './course-insights.routes.ts';
import { outcomesRoutes } from './outcomes.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { sendDueReports } from './reports.service.ts';
import { workforceRoutes } from './workforce.routes.ts';
import { recorderOf, registerAnalyticsSubscribers } from './analytics.subscribers.ts';

export { type ActivityRow, recordActivity } from './analytics.service.ts';

export const analyticsModule: ServerModule = {
  name: 'analytics',
  routes: [analyticsRoutes, outcomesRoutes, courseInsightsRoutes, workforceRoutes, reportsRoutes],
  subscribers: registerAnalyticsSubscribers,
  jobs: analyticsJobs,
};

export { sendDueReports };

/** Resolves when the activity noted so far is written (tests read it after). */
export const activityWritten = async (p: Platform) => recorderOf(p)?.flushed();
