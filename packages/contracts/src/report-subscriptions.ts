import { z } from 'zod';

// Scheduled reports (issue 27): a person subscribes to a dashboard weekly or monthly and gets its figures by e-mail,
// the CSV files of its charts attached, for the week (Monday to Sunday) or the calendar month just ended (UTC).

/** The dashboards one may subscribe to, by the area whose page shows them. */
export const REPORT_DASHBOARDS = ['admin', 'coordinator', 'project-manager'] as const;
export type ReportDashboard = (typeof REPORT_DASHBOARDS)[number];
export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** The hour (UTC) of the day a report is sent: Monday's for a week, the 1st's for a month. */
export const REPORT_SEND_HOUR_UTC = 6;

export const REPORT_DASHBOARD_INVALID = `Dashboard must be one of: ${REPORT_DASHBOARDS.join(', ')}`;
export const REPORT_FREQUENCY_INVALID = `Frequency must be one of: ${REPORT_FREQUENCIES.join(', ')}`;
export const REPORT_NOT_ALLOWED = 'Your role cannot read this dashboard';
export const REPORT_ALREADY_SUBSCRIBED = 'You already get this dashboard by e-mail that often';
export const REPORT_SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/** POST /report-subscriptions. */
export const reportSubscriptionInput = z.object({
  dashboard: z.enum(REPORT_DASHBOARDS, { error: REPORT_DASHBOARD_INVALID }),
  frequency: z.enum(REPORT_FREQUENCIES, { error: REPORT_FREQUENCY_INVALID }),
});
export type ReportSubscriptionInput = z.input<typeof reportSubscriptionInput>;

export const reportSubscription = z.object({
  id: z.uuid(),
  dashboard: z.enum(REPORT_DASHBOARDS),
  frequency: z.enum(REPORT_FREQUENCIES),
  createdAt: z.iso.datetime(),
  /** When the last report was sent; null before the first. */
  lastSentAt: z.iso.datetime().nullable(),
  /** When the next is due. */
  nextRunAt: z.iso.datetime(),
});
export type ReportSubscription = z.infer<typeof reportSubscription>;

/** GET /report-subscriptions: the caller's, by dashboard and frequency. */
export const reportSubscriptionList = z.object({ items: z.array(reportSubscription) });
export type ReportSubscriptionList = z.infer<typeof reportSubscriptionList>;

export const reportSubscriptionIdParams = z.object({ id: z.uuid({ error: REPORT_SUBSCRIPTION_NOT_FOUND }) });

/** The first moment after `now` a report of that frequency is due: next Monday's, or next month's 1st's, hour. */
export function nextReportRun(frequency: ReportFrequency, now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), REPORT_SEND_HOUR_UTC));
  if (frequency === 'monthly') {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, REPORT_SEND_HOUR_UTC));
    return first > now
      ? first
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, REPORT_SEND_HOUR_UTC));
  }
  const toMonday = (8 - day.getUTCDay()) % 7; // 0 on a Monday
  const monday = new Date(day.getTime() + toMonday * 86_400_000);
  return monday > now ? monday : new Date(monday.getTime() + 7 * 86_400_000);
}

/** The days a report sent at `at` covers: the week (Monday to Sunday) or the calendar month before it, UTC. */
export function reportPeriod(frequency: ReportFrequency, at: Date): { from: string; to: string } {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const today = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (frequency === 'monthly') {
    const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 0));
    return { from: iso(first), to: iso(last) };
  }
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const thisMonday = new Date(today.getTime() - sinceMonday * 86_400_000);
  return {
    from: iso(new Date(thisMonday.getTime() - 7 * 86_400_000)),
    to: iso(new Date(thisMonday.getTime() - 86_400_000)),
  };
}
