import type { Readable } from 'node:stream';
import { AREA_ROLES } from '@talentpath/contracts/access';
import { addDays } from '@talentpath/contracts/calendar-days';
import type { Language } from '@talentpath/contracts/constants';
import {
  nextReportRun,
  REPORT_ALREADY_SUBSCRIBED,
  REPORT_NOT_ALLOWED,
  REPORT_SUBSCRIPTION_NOT_FOUND,
  type ReportDashboard,
  type ReportFrequency,
  type ReportSubscription,
  type ReportSubscriptionInput,
  type ReportSubscriptionList,
  reportPeriod,
} from '@talentpath/contracts/report-subscriptions';
import type { Role } from '@talentpath/contracts/roles';
import { UTILISATION_WEEKS } from '@talentpath/contracts/workforce-analytics';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Download } from '../../platform/download-reply.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { activitySeriesExport } from './activity-export.service.ts';
import { courseInsightsExport } from './course-insights-export.service.ts';
import { certificateSeriesExport, completionExport, skillCoverageExport } from './outcomes-export.service.ts';
import * as repo from './reports.repository.ts';
import { demandExport, learningToStaffingExport, utilisationExport } from './workforce-export.service.ts';

// Scheduled reports (issue 27, ADR 0071 addendum of stop 50): a person subscribes to a dashboard weekly or monthly;
// when one is due, the analytics job writes the dashboard's CSV files for the week or month just ended and e-mails
// them, in the person's language, through the mail jobs — in the transaction that moves the subscription on, so a
// report is queued once however many processes run the job.

/** Who may read each dashboard: the roles its routes admit (an admin reads the coordinator's, over every course). */
const READERS: Record<ReportDashboard, readonly Role[]> = {
  admin: AREA_ROLES.admin,
  coordinator: ['CourseCoordinator', ...AREA_ROLES.admin],
  'project-manager': AREA_ROLES['project-manager'],
};

const view = (row: repo.SubscriptionRow): ReportSubscription => ({
  id: row.id,
  dashboard: row.dashboard,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
  nextRunAt: row.nextRunAt.toISOString(),
});

/** GET /report-subscriptions. */
export async function mySubscriptions(p: Platform, caller: Caller): Promise<ReportSubscriptionList> {
  return { items: (await repo.subscriptionsOf(p.db, caller.userId)).map(view) };
}

/** POST /report-subscriptions: 403 when the caller's role cannot read the dashboard, 409 when already subscribed. */
export async function subscribe(
  p: Platform,
  caller: Caller,
  input: ReportSubscriptionInput,
): Promise<ReportSubscription> {
  const dashboard = input.dashboard as ReportDashboard;
  const frequency = input.frequency as ReportFrequency;
  if (!READERS[dashboard].includes(caller.role)) throw new AppError('FORBIDDEN', { message: REPORT_NOT_ALLOWED });
  const created = await repo.insertSubscription(p.db, {
    userId: caller.userId,
    dashboard,
    frequency,
    nextRunAt: nextReportRun(frequency, new Date()),
  });
  if (!created) throw new AppError('CONFLICT', { message: REPORT_ALREADY_SUBSCRIBED });
  return view(created);
}

/** DELETE /report-subscriptions/{id}: the caller's own only (404 otherwise). */
export async function unsubscribe(p: Platform, caller: Caller, id: string): Promise<void> {
  if (!(await repo.deleteSubscription(p.db, caller.userId, id)))
    throw new AppError('NOT_FOUND', { message: REPORT_SUBSCRIPTION_NOT_FOUND });
}

/** A download's bytes (the exports stream what is large; a report's files are a few kilobytes). */
async function bytesOf(body: Download['body']): Promise<Buffer> {
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

type Period = { from: string; to: string };

/** The dashboard's files for the period, as the reader's roles let them see it. */
function filesOf(p: Platform, dashboard: ReportDashboard, userId: string, roles: readonly Role[], period: Period) {
  const format = 'csv' as const;
  const interval = addDays(period.from, 7) > period.to ? ('day' as const) : ('week' as const);
  if (dashboard === 'admin')
    return Promise.all([
      activitySeriesExport(p, { ...period, interval, format }),
      completionExport(p, { ...period, format }),
      certificateSeriesExport(p, { ...period, interval, format }),
      skillCoverageExport(p, { sort: { key: 'people', direction: 'desc' }, format }),
    ]);
  if (dashboard === 'coordinator') {
    const admin = roles.find((role) => AREA_ROLES.admin.includes(role as 'Admin'));
    const viewer = { userId, role: admin ?? ('CourseCoordinator' as const) };
    return Promise.all([
      courseInsightsExport(p, viewer, { ...period, sort: { key: 'enrolled', direction: 'desc' }, format }),
    ]);
  }
  return Promise.all([
    // The weeks of the period and the forecast of the weeks after it.
    utilisationExport(p, { from: period.from, to: addDays(period.to, 7 * UTILISATION_WEEKS), format }),
    demandExport(p, { sort: { key: 'gap', direction: 'desc' }, format }),
    learningToStaffingExport(p, { ...period, format }),
  ]);
}

const NAMES: Record<Language, Record<ReportDashboard, string>> = {
  en: { admin: 'Organization', coordinator: 'Courses', 'project-manager': 'Workforce' },
  no: { admin: 'Organisasjon', coordinator: 'Kurs', 'project-manager': 'Bemanning' },
};

/** The report's e-mail in the reader's language, its files attached. */
export function reportMail(
  to: { name: string; email: string; language: Language },
  dashboard: ReportDashboard,
  frequency: ReportFrequency,
  period: Period,
  files: { filename: string; contentType: string; content: string }[],
  appUrl: string,
): MailMessage {
  const link = `${appUrl}/${dashboard}/analytics`;
  const name = NAMES[to.language][dashboard];
  const list = files.map((file) => `- ${file.filename}`).join('\n');
  const span = `${period.from} – ${period.to}`;
  const text =
    to.language === 'no'
      ? {
          subject: `Din ${frequency === 'weekly' ? 'ukentlige' : 'månedlige'} TalentPath-rapport: ${name}, ${span}`,
          text: `Hei ${to.name},\n\nVedlagt er tallene fra analysesiden ${name} for ${span} (UTC), som CSV-filer:\n${list}\n\nÅpne analysesiden: ${link}\n\nDu får denne e-posten fordi du abonnerer på den. Du kan stoppe den på analysesiden.`,
        }
      : {
          subject: `Your ${frequency} TalentPath report: ${name}, ${span}`,
          text: `Hello ${to.name},\n\nAttached are the figures of the ${name} analytics for ${span} (UTC), as CSV files:\n${list}\n\nOpen the dashboard: ${link}\n\nYou get this e-mail because you subscribed to it. You can stop it on the dashboard.`,
        };
  return { to: to.email, ...text, attachments: files };
}

/** How many due subscriptions are read at a time. */
const BATCH = 20;

/**
 * The job's work: every subscription due at `now` gets its report queued as an e-mail and its next run set. The
 * files are written first, outside any transaction (they read the dashboards' tables); then, in a short one, the
 * subscription is locked if it is still due for that run — a process that got there first has moved it on — and
 * the mail is queued and the next run set together, so a report is queued once however many processes run the job.
 * A subscription whose person can no longer read the dashboard (a role taken away, the account deactivated or
 * deleted) is removed, and nothing sent. Returns how many reports it queued.
 */
export async function sendDueReports(p: Platform, now = new Date()): Promise<number> {
  let sent = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = (await repo.dueSubscriptions(p.db, now, BATCH + seen.size)).filter(
      (row) => !seen.has(row.subscription.id),
    );
    if (due.length === 0) break;
    for (const { subscription: s, roles, active, ...person } of due) {
      seen.add(s.id);
      if (!active || !roles.some((role) => READERS[s.dashboard].includes(role))) {
        await p.db.transaction(async (tx) => {
          if (await repo.lockIfDue(tx, s.id, s.nextRunAt)) await repo.dropSubscription(tx, s.id);
        });
        continue;
      }
      const period = reportPeriod(s.frequency, now);
      const files = await filesOf(p, s.dashboard, s.userId, roles, period);
      const attachments = await Promise.all(
        files.map(async (file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: (await bytesOf(file.body)).toString('base64'),
        })),
      );
      const mail = reportMail(person, s.dashboard, s.frequency, period, attachments, p.env.APP_URL);
      const queued = await p.db.transaction(async (tx) => {
        if (!(await repo.lockIfDue(tx, s.id, s.nextRunAt))) return false;
        await p.mailer.enqueue({ ...mail, dedupeKey: `report:${s.id}:${s.nextRunAt.toISOString()}` }, tx);
        await repo.markSent(tx, s.id, now, nextReportRun(s.frequency, now));
        return true;
      });
      if (queued) sent++;
    }
  }
  if (sent) void p.mailer.flush();
  return sent;
}
