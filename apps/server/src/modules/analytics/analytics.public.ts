// The analytics module's doorway (ADR 0071, issue 27): it owns `activity_events` and `activity_days`, and hears the
// other modules' events (a sign-in, a lesson opened or completed, an attempt started, a post) to record what people do. The
// dashboards that read it come next (issue 27).
import type { Platform, ServerModule } from '../../platform/context.ts';
import { recorderOf, registerAnalyticsSubscribers } from './analytics.subscribers.ts';

export const analyticsModule: ServerModule = {
  name: 'analytics',
  subscribers: registerAnalyticsSubscribers,
};

/** Resolves when the activity noted so far is written (tests read it after). */
export const activityWritten = async (p: Platform) => recorderOf(p)?.flushed();
