// The analytics module's doorway (ADR 0071, issue 27): it owns `activity_events` and `activity_days`, and hears the
// other modules' events (a sign-in, a lesson opened or completed, an attempt started, a post) to record what people do,
// and answers the dashboards (so far the admin's activity over time and the people behind it).
import type { Platform, ServerModule } from '../../platform/context.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { recorderOf, registerAnalyticsSubscribers } from './analytics.subscribers.ts';

export const analyticsModule: ServerModule = {
  name: 'analytics',
  routes: [analyticsRoutes],
  subscribers: registerAnalyticsSubscribers,
};

/** Resolves when the activity noted so far is written (tests read it after). */
export const activityWritten = async (p: Platform) => recorderOf(p)?.flushed();
