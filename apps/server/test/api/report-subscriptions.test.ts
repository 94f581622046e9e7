import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@talentpath/contracts/calendar-days';
import {
  nextReportRun,
  REPORT_ALREADY_SUBSCRIBED,
  REPORT_DASHBOARD_INVALID,
  REPORT_FREQUENCY_INVALID,
  REPORT_NOT_ALLOWED,
  REPORT_SUBSCRIPTION_NOT_FOUND,
  type ReportDashboard,
  type ReportFrequency,
  type ReportSubscription,
  reportPeriod,
  reportSubscription,
  reportSubscriptionList,
} from '@talentpath/contracts/report-subscriptions';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { UTILISATION_WEEKS } from '@talentpath/contracts/workforce-analytics';
import { reportSubscriptions } from '../../src/db/schema/analytics.ts';
import { enrolments } from '../../src/db/schema/learning.ts';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { activityWritten, sendDueReports } from '../../src/modules/analytics/analytics.public.ts';
import { readCsv } from '../../src/platform/csv.ts';
import { eventually, expectError, expectValidation, mailsTo } from '../support/api.ts';
import { call, everyRole, type Headers, type SignedIn, signedInAs } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';

// Scheduled reports (issue 27): a person subscribes to a dashboard their role reads, weekly or monthly, and the
// analytics job e-mails it when due, in their language, with the dashboard's CSV files (the very bytes of its export
// routes) attached. Who may subscribe, the list and unsubscribing, duplicates under simultaneous clicks; then the
// job: nothing before its time, one e-mail per due report at it, never twice (again, or two runs at once), and a
// subscription whose person lost the role or the account removed instead of sent.

const t = await fileTestApp();
const p = t.app.platform;
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';
const WEEK_MS = 7 * 86_400_000;

const subscribe = (h: Headers, body: unknown) => call(t, 'POST', '/api/report-subscriptions', body, h);
const list = (h: Headers) => call(t, 'GET', '/api/report-subscriptions', undefined, h);
const unsubscribe = (h: Headers, id: string) => call(t, 'DELETE', `/api/report-subscriptions/${id}`, undefined, h);
const rowsOf = (userId: string) =>
  t.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.userId, userId));
const rowOf = async (id: string) =>
  (await t.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, id)))[0];

/** POSTs a subscription that must be made: checks the answer against the contract and the clock, returns it. */
async function subscribed(h: Headers, dashboard: ReportDashboard, frequency: ReportFrequency) {
  const before = new Date();
  const res = await subscribe(h, { dashboard, frequency });
  const after = new Date();
  expect(res.statusCode, res.body).toBe(201);
  const body = reportSubscription.parse(res.json()) as ReportSubscription;
  expect(body).toMatchObject({ dashboard, frequency, lastSentAt: null });
  // The next run from the moment it was made (the same from both ends unless a run fell in between).
  expect([nextReportRun(frequency, before).toISOString(), nextReportRun(frequency, after).toISOString()]).toContain(
    body.nextRunAt,
  );
  expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before.getTime() - 1000);
  expect(Date.parse(body.createdAt)).toBeLessThanOrEqual(after.getTime() + 1000);
  return body;
}

describe('POST /api/report-subscriptions: who may subscribe to which dashboard', () => {
  const READERS: Record<ReportDashboard, Role[]> = {
    admin: ['Admin', 'SuperAdmin'],
    // The coordinator's dashboard is also the admins' (over every course): its routes admit them.
    coordinator: ['CourseCoordinator', 'Admin', 'SuperAdmin'],
    'project-manager': ['ProjectManager'],
  };

  for (const dashboard of Object.keys(READERS) as ReportDashboard[])
    it(`${dashboard}: ${READERS[dashboard].join(', ')} 201; every other role 403; no token 401`, async () => {
      for (const role of ROLES) {
        const caller = who[role];
        const frequency: ReportFrequency = role === 'Admin' ? 'monthly' : 'weekly';
        if (READERS[dashboard].includes(role)) {
          const body = await subscribed(caller.h, dashboard, frequency);
          expect(await rowOf(body.id)).toMatchObject({ userId: caller.user.id, dashboard, frequency });
          expect((await unsubscribe(caller.h, body.id)).statusCode).toBe(204);
        } else {
          const res = await subscribe(caller.h, { dashboard, frequency });
          expectError(res, 403, 'FORBIDDEN', REPORT_NOT_ALLOWED);
          expect(await rowsOf(caller.user.id), role).toEqual([]);
        }
      }
      expectError(await subscribe(who.none.h, { dashboard, frequency: 'weekly' }), 401, 'UNAUTHORIZED');
    });

  it("answers by the caller's current role, not every role they hold", async () => {
    const both = await createUser(t, { roles: ['Learner', 'ProjectManager'] });
    const asLearner = (await signIn(t, both, 'Learner')).headers;
    expectError(await subscribe(asLearner, { dashboard: 'project-manager', frequency: 'weekly' }), 403, 'FORBIDDEN');
    expect(await rowsOf(both.id)).toEqual([]);
    const asPm = (await signIn(t, both, 'ProjectManager')).headers;
    await subscribed(asPm, 'project-manager', 'weekly');
    // Back as a Learner, the list and unsubscribing still work: they are the person's, whatever the role.
    const [mine] = reportSubscriptionList.parse((await list(asLearner)).json()).items;
    expect(mine).toMatchObject({ dashboard: 'project-manager', frequency: 'weekly' });
    expect((await unsubscribe(asLearner, mine!.id)).statusCode).toBe(204);
  });

  it('the same dashboard at the same frequency again is 409; weekly and monthly of one dashboard are two', async () => {
    const pm = await signedInAs(t, 'ProjectManager');
    const weekly = await subscribed(pm.h, 'project-manager', 'weekly');
    expectError(
      await subscribe(pm.h, { dashboard: 'project-manager', frequency: 'weekly' }),
      409,
      'CONFLICT',
      REPORT_ALREADY_SUBSCRIBED,
    );
    const monthly = await subscribed(pm.h, 'project-manager', 'monthly');
    expectError(
      await subscribe(pm.h, { dashboard: 'project-manager', frequency: 'monthly' }),
      409,
      'CONFLICT',
      REPORT_ALREADY_SUBSCRIBED,
    );
    // Another person's identical subscription is theirs to have.
    const other = await signedInAs(t, 'ProjectManager');
    await subscribed(other.h, 'project-manager', 'weekly');
    // By dashboard, then frequency (monthly before weekly).
    const items = reportSubscriptionList.parse((await list(pm.h)).json()).items;
    expect(items.map((s) => s.id)).toEqual([monthly.id, weekly.id]);
    expect(items).toEqual([monthly, weekly]);
  });

  it("refuses an unknown or missing dashboard or frequency with the contract's messages, and makes nothing", async () => {
    const admin = await signedInAs(t, 'Admin');
    const bad = async (body: unknown, path: string, message: string) =>
      expectValidation(await subscribe(admin.h, body), path, message);
    await bad({ dashboard: 'learner', frequency: 'weekly' }, 'dashboard', REPORT_DASHBOARD_INVALID);
    await bad({ dashboard: 'Admin', frequency: 'weekly' }, 'dashboard', REPORT_DASHBOARD_INVALID);
    await bad({ dashboard: ['admin'], frequency: 'weekly' }, 'dashboard', REPORT_DASHBOARD_INVALID);
    await bad({ frequency: 'weekly' }, 'dashboard', REPORT_DASHBOARD_INVALID);
    await bad({ dashboard: 'admin', frequency: 'daily' }, 'frequency', REPORT_FREQUENCY_INVALID);
    await bad({ dashboard: 'admin', frequency: 7 }, 'frequency', REPORT_FREQUENCY_INVALID);
    await bad({ dashboard: 'admin', frequency: null }, 'frequency', REPORT_FREQUENCY_INVALID);
    await bad({ dashboard: 'admin' }, 'frequency', REPORT_FREQUENCY_INVALID);
    await bad({}, 'frequency', REPORT_FREQUENCY_INVALID);
    // Bodies that are no object at all, and one that is no JSON.
    for (const raw of ['null', '[]', '"admin"', '42', '{"dashboard": "admin", ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/report-subscriptions',
        payload: raw,
        headers: { ...admin.h, 'content-type': 'application/json' },
      });
      expect(res.statusCode, raw).toBe(400);
      expectError(res, 400, res.json().code);
    }
    expect(await rowsOf(admin.user.id)).toEqual([]);
  });

  it('ignores keys the contract does not name: no one subscribes another person, or sets when it runs', async () => {
    const admin = await signedInAs(t, 'Admin');
    const victim = await signedInAs(t, 'Admin');
    const res = await subscribe(admin.h, {
      dashboard: 'admin',
      frequency: 'weekly',
      userId: victim.user.id,
      nextRunAt: '2000-01-01T00:00:00.000Z',
      lastSentAt: '2000-01-01T00:00:00.000Z',
      junk: { a: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      lastSentAt: null,
      nextRunAt: nextReportRun('weekly', new Date()).toISOString(),
    });
    expect(await rowsOf(victim.user.id)).toEqual([]);
    expect((await rowsOf(admin.user.id)).map((r) => r.id)).toEqual([res.json().id]);
  });

  it('five identical POSTs at once: one 201, four 409, one subscription', async () => {
    const coordinator = await signedInAs(t, 'CourseCoordinator');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(coordinator.h, { dashboard: 'coordinator', frequency: 'monthly' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409))
      expectError(res, 409, 'CONFLICT', REPORT_ALREADY_SUBSCRIBED);
    const created = results.find((r) => r.statusCode === 201)!.json();
    expect((await rowsOf(coordinator.user.id)).map((r) => r.id)).toEqual([created.id]);
  });
});

describe('GET and DELETE /api/report-subscriptions', () => {
  it("lists the caller's own only; 401 without a token", async () => {
    const a = await signedInAs(t, 'Admin');
    const b = await signedInAs(t, 'Admin');
    const aWeekly = await subscribed(a.h, 'admin', 'weekly');
    const aCourses = await subscribed(a.h, 'coordinator', 'monthly');
    const bWeekly = await subscribed(b.h, 'admin', 'weekly');
    expect(reportSubscriptionList.parse((await list(a.h)).json())).toEqual({ items: [aWeekly, aCourses] });
    expect(reportSubscriptionList.parse((await list(b.h)).json())).toEqual({ items: [bWeekly] });
    expect((await list(who.Learner.h)).json()).toEqual({ items: [] });
    expectError(await list(who.none.h), 401, 'UNAUTHORIZED');
  });

  it("another person's is 404 and stays; one's own is 204 and gone; then 404; a malformed id 400", async () => {
    const a = await signedInAs(t, 'ProjectManager');
    const b = await signedInAs(t, 'ProjectManager');
    const mine = await subscribed(a.h, 'project-manager', 'weekly');
    const theirs = await subscribed(b.h, 'project-manager', 'weekly');

    expectError(await unsubscribe(a.h, theirs.id), 404, 'NOT_FOUND', REPORT_SUBSCRIPTION_NOT_FOUND);
    // Not even an admin ends another person's.
    expectError(await unsubscribe(who.SuperAdmin.h, theirs.id), 404, 'NOT_FOUND', REPORT_SUBSCRIPTION_NOT_FOUND);
    expect(await rowOf(theirs.id)).toBeDefined();
    expect((await list(b.h)).json().items).toEqual([theirs]);

    expectError(await unsubscribe(who.none.h, mine.id), 401, 'UNAUTHORIZED');
    expect(await rowOf(mine.id)).toBeDefined();

    const res = await unsubscribe(a.h, mine.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(mine.id)).toBeUndefined();
    expect((await list(a.h)).json()).toEqual({ items: [] });
    expectError(await unsubscribe(a.h, mine.id), 404, 'NOT_FOUND', REPORT_SUBSCRIPTION_NOT_FOUND);
    expectError(await unsubscribe(a.h, MISSING), 404, 'NOT_FOUND', REPORT_SUBSCRIPTION_NOT_FOUND);

    for (const id of ['x', '123', `${theirs.id}0`, theirs.id.slice(0, -1), "1'or'1'='1"])
      expectValidation(await unsubscribe(a.h, encodeURIComponent(id)), 'id', REPORT_SUBSCRIPTION_NOT_FOUND);
    expect(await rowOf(theirs.id)).toBeDefined();

    // Subscribing again after unsubscribing is allowed.
    await subscribed(a.h, 'project-manager', 'weekly');
  });
});

// --- The job ---

type Reader = SignedIn & { email: string };
const reader = async (roles: Role[], role: Role, name: string): Promise<Reader> => {
  const user = await createUser(t, { roles, name });
  return { user, h: (await signIn(t, user, role)).headers, email: user.email };
};
const admin = await reader(['Admin'], 'Admin', 'Ada Report');
const coordinator = await reader(['CourseCoordinator'], 'CourseCoordinator', 'Kari Nordmann');
const rival = await reader(['CourseCoordinator'], 'CourseCoordinator', 'Rival Coordinator');
const pm = await reader(['ProjectManager'], 'ProjectManager', 'Per Manager');
const lostRole = await reader(['ProjectManager'], 'ProjectManager', 'Lost Role');
const twoRoles = await reader(['CourseCoordinator', 'Admin'], 'Admin', 'Two Roles');
const disabled = await reader(['Admin'], 'Admin', 'Disabled Admin');
const deleted = await reader(['CourseCoordinator'], 'CourseCoordinator', 'Deleted Coordinator');

const mailsOf = (email: string) => t.smtp.received.filter((m) => m.to.includes(email.toLowerCase()));
/** The mail jobs to that address: what the job queued (delivered or not). */
const queuedFor = async (email: string) => (await mailsTo(t, email)).length;
/** Runs the queue and waits until the peer holds `count` e-mails to the address (and not more). */
async function delivered(email: string, count: number) {
  await p.mailer.flush();
  await eventually(async () => mailsOf(email).length >= count, 10_000, `${count} e-mails to ${email}`);
  expect(mailsOf(email)).toHaveLength(count);
  return mailsOf(email);
}

type Period = { from: string; to: string };
type ReportFile = { name: string; path: string; header: string };
/** The files a dashboard's report holds: each one's name, the export route (and query) that writes the same bytes, and how its header starts. */
function filesOf(dashboard: ReportDashboard, frequency: ReportFrequency, { from, to }: Period): ReportFile[] {
  const range = `from=${from}&to=${to}`;
  const interval = frequency === 'weekly' ? 'day' : 'week';
  if (dashboard === 'admin')
    return [
      {
        name: `activity-${from}-${to}.csv`,
        path: `/admin/analytics/activity/export?${range}&interval=${interval}&format=csv`,
        header:
          'Start,End,Active people,Sign-ins,Lessons opened,Attempts started,Self-enrollments,Assignments,Courses completed',
      },
      {
        name: `completion-${from}-${to}.csv`,
        path: `/admin/analytics/completion/export?${range}&format=csv`,
        header: 'Category,Course,Enrolled,Completed,Completion rate (%)',
      },
      {
        name: `certificates-${from}-${to}.csv`,
        path: `/admin/analytics/certificates/export?${range}&interval=${interval}&format=csv`,
        header: 'Start,End,Issued,Ending',
      },
      {
        name: 'skill-coverage.csv',
        path: '/admin/analytics/skills/export?sort=-people&format=csv',
        header: 'Technology,People,Verified,',
      },
    ];
  if (dashboard === 'coordinator')
    return [
      {
        name: `courses-${from}-${to}.csv`,
        path: `/coordinator/analytics/courses/export?${range}&sort=-enrolled&format=csv`,
        header: 'Course,Status,Enrolled,Started,Completed,Completion rate (%),Median days to complete,Overdue today',
      },
    ];
  // The utilization file runs on through the forecast weeks after the period (as the dashboard shows them).
  const ahead = addDays(to, 7 * UTILISATION_WEEKS);
  return [
    {
      name: `utilization-${from}-${ahead}.csv`,
      path: `/project-manager/analytics/utilisation/export?from=${from}&to=${ahead}`,
      header: 'Start,End,Working days,People,Utilization (%),Assigned (people),Fully booked,Under half',
    },
    {
      name: 'demand-and-supply.csv',
      path: '/project-manager/analytics/demand/export?sort=-gap&format=csv',
      header: 'Technology,Active projects,People,Verified,Free',
    },
    {
      name: `learning-to-staffing-${from}-${to}.csv`,
      path: `/project-manager/analytics/learning-to-staffing/export?${range}`,
      header: 'Name,Email,Technology,Level,Course,When (UTC),Active projects requiring it,Load today (%)',
    },
  ];
}
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

type Mail = ReturnType<typeof mailsOf>[number];
/** The report's attachments are the dashboard's exports for the period, byte for byte, as that reader downloads them. */
async function expectFiles(mail: Mail, r: Reader, dashboard: ReportDashboard, frequency: ReportFrequency, at: Date) {
  const files = filesOf(dashboard, frequency, reportPeriod(frequency, at));
  expect(mail.attachments.map((a) => a.filename)).toEqual(files.map(({ name }) => name));
  for (const [i, { path, header }] of files.entries()) {
    const attachment = mail.attachments[i]!;
    const name = attachment.filename;
    const res = await call(t, 'GET', `/api${path}`, undefined, r.h);
    expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(attachment.contentType).toBe('text/csv');
    expect(attachment.content.subarray(0, 3)).toEqual(BOM);
    expect(attachment.content.toString('utf8'), name).toBe(res.rawPayload.toString('utf8'));
    expect(attachment.content.equals(res.rawPayload), name).toBe(true);
    const firstLine = attachment.content.subarray(3).toString('utf8').split('\r\n')[0]!;
    expect(firstLine.startsWith(header), `${name}: ${firstLine}`).toBe(true);
    expect(mail.text).toContain(`- ${name}`);
  }
}
const courseTitles = (mail: Mail) =>
  readCsv(mail.attachments[0]!.content.toString('utf8'))
    .slice(1)
    .map((r) => r.values[0])
    .sort();

describe('sendDueReports: the weekly run', () => {
  // Filled by the first test, read by the ones after it (they run in order, on one app).
  const subs = {} as Record<
    'admin' | 'adminCourses' | 'coordinator' | 'pm' | 'twoAdmin' | 'twoCourses' | 'lost' | 'disabled' | 'deleted',
    ReportSubscription
  >;
  let run = new Date(0);

  it('sends nothing before a subscription is due', async () => {
    await t.db.delete(reportSubscriptions); // the subscriptions of the tests above are not this run's
    subs.admin = await subscribed(admin.h, 'admin', 'weekly');
    subs.adminCourses = await subscribed(admin.h, 'coordinator', 'weekly');
    subs.coordinator = await subscribed(coordinator.h, 'coordinator', 'weekly');
    subs.pm = await subscribed(pm.h, 'project-manager', 'weekly');
    subs.twoAdmin = await subscribed(twoRoles.h, 'admin', 'weekly');
    subs.twoCourses = await subscribed(twoRoles.h, 'coordinator', 'weekly');
    subs.lost = await subscribed(lostRole.h, 'project-manager', 'weekly');
    subs.disabled = await subscribed(disabled.h, 'admin', 'weekly');
    subs.deleted = await subscribed(deleted.h, 'coordinator', 'weekly');
    const runs = new Set(Object.values(subs).map((s) => s.nextRunAt));
    expect(runs.size).toBe(1);
    run = new Date([...runs][0]!);
    expect(run.getTime()).toBeGreaterThan(Date.now());

    // Courses with enrolments begun in the week the run reports on: the coordinator's own, and a rival's.
    const period = reportPeriod('weekly', run);
    for (const [owner, title] of [
      [coordinator, 'Own Report Course'],
      [rival, 'Rival Report Course'],
    ] as const) {
      const { course } = await createCourse(t, { ownerId: owner.user.id, title, lessons: [] });
      await t.db.insert(enrolments).values({
        courseId: course.id,
        userId: who.Learner.user.id,
        source: 'self',
        enrolledAt: new Date(`${period.from}T12:00:00Z`),
      });
    }
    await t.db.update(users).set({ language: 'no', languageChosen: true }).where(eq(users.id, coordinator.user.id));

    const before = await Promise.all([admin, coordinator, pm, twoRoles].map((r) => queuedFor(r.email)));
    expect(await sendDueReports(p, new Date(run.getTime() - 1))).toBe(0);
    expect(await Promise.all([admin, coordinator, pm, twoRoles].map((r) => queuedFor(r.email)))).toEqual(before);
    expect(before).toEqual([0, 0, 0, 0]);
    expect(await rowOf(subs.admin.id)).toMatchObject({ lastSentAt: null, nextRunAt: run });
  });

  it('at its time: one e-mail per report, to its reader, in their language, the files attached', async () => {
    // The role taken away, the account disabled or deleted: their subscriptions end at this run, and nothing is sent.
    await t.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, lostRole.user.id), eq(userRoles.role, 'ProjectManager')));
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    // Two roles, one taken away: the Admin's dashboard ends, the coordinator's goes on (now over their own courses).
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, twoRoles.user.id), eq(userRoles.role, 'Admin')));
    await activityWritten(p); // the sign-ins above are in the activity files: written before both are read

    expect(await sendDueReports(p, run)).toBe(5);

    for (const s of [subs.lost, subs.disabled, subs.deleted, subs.twoAdmin]) expect(await rowOf(s.id)).toBeUndefined();
    for (const r of [lostRole, disabled, deleted]) expect(await queuedFor(r.email)).toBe(0);
    const next = nextReportRun('weekly', run);
    expect(next.getTime()).toBe(run.getTime() + WEEK_MS);
    for (const s of [subs.admin, subs.adminCourses, subs.coordinator, subs.pm, subs.twoCourses])
      expect(await rowOf(s.id)).toMatchObject({ lastSentAt: run, nextRunAt: next });
    expect(reportSubscriptionList.parse((await list(pm.h)).json()).items).toEqual([
      { ...subs.pm, lastSentAt: run.toISOString(), nextRunAt: next.toISOString() },
    ]);

    const { from, to } = reportPeriod('weekly', run);
    const span = `${from} – ${to}`;

    // The Admin: two reports, the organisation's and the coordinator's over every course.
    const adminMails = await delivered(admin.email, 2);
    const organisation = adminMails.find((m) => m.subject.includes('Organization'))!;
    const courses = adminMails.find((m) => m.subject.includes('Courses'))!;
    expect(organisation.to).toEqual([admin.email]);
    expect(organisation.subject).toBe(`Your weekly TalentPath report: Organization, ${span}`);
    expect(organisation.text).toContain('Hello Ada Report,');
    expect(organisation.text).toContain(`Attached are the figures of the Organization analytics for ${span} (UTC)`);
    expect(organisation.text).toContain('http://localhost:3000/admin/analytics');
    await expectFiles(organisation, admin, 'admin', 'weekly', run);
    expect(courses.subject).toBe(`Your weekly TalentPath report: Courses, ${span}`);
    expect(courses.text).toContain('http://localhost:3000/coordinator/analytics');
    await expectFiles(courses, admin, 'coordinator', 'weekly', run);
    expect(courseTitles(courses)).toEqual(expect.arrayContaining(['Own Report Course', 'Rival Report Course']));

    // The coordinator, in Norwegian: their own course only.
    const [kurs] = await delivered(coordinator.email, 1);
    expect(kurs!.to).toEqual([coordinator.email]);
    expect(kurs!.subject).toBe(`Din ukentlige TalentPath-rapport: Kurs, ${span}`);
    expect(kurs!.text).toContain('Hei Kari Nordmann,');
    expect(kurs!.text).toContain(`Vedlagt er tallene fra analysesiden Kurs for ${span} (UTC)`);
    expect(kurs!.text).not.toContain('Attached');
    await expectFiles(kurs!, coordinator, 'coordinator', 'weekly', run);
    expect(courseTitles(kurs!)).toEqual(['Own Report Course']);

    // The project manager.
    const [workforce] = await delivered(pm.email, 1);
    expect(workforce!.subject).toBe(`Your weekly TalentPath report: Workforce, ${span}`);
    expect(workforce!.text).toContain('http://localhost:3000/project-manager/analytics');
    await expectFiles(workforce!, pm, 'project-manager', 'weekly', run);

    // Two roles, Admin taken away: the coordinator's report over their own courses (they have none).
    const [own] = await delivered(twoRoles.email, 1);
    expect(own!.subject).toBe(`Your weekly TalentPath report: Courses, ${span}`);
    const asCoordinator = (await signIn(t, twoRoles.user, 'CourseCoordinator')).headers;
    await expectFiles(own!, { ...twoRoles, h: asCoordinator }, 'coordinator', 'weekly', run);
    expect(courseTitles(own!)).toEqual([]);

    for (const r of [lostRole, disabled, deleted]) expect(mailsOf(r.email)).toEqual([]);
  });

  it('run again at the same moment: nothing more; the delivered jobs keep only the envelope, not the files', async () => {
    expect(await sendDueReports(p, run)).toBe(0);
    expect(await sendDueReports(p, new Date(run.getTime() + 60_000))).toBe(0);
    await p.mailer.flush();
    for (const [r, count] of [
      [admin, 2],
      [coordinator, 1],
      [pm, 1],
      [twoRoles, 1],
    ] as const) {
      expect(await queuedFor(r.email)).toBe(count);
      expect(mailsOf(r.email)).toHaveLength(count);
    }
    const jobs = await eventually(async () => {
      const stored = await mailsTo(t, admin.email);
      return stored.every((job) => job.status === 'done') && stored;
    });
    expect(jobs).toHaveLength(2);
    for (const job of jobs) expect([job.to, job.text, job.html]).toEqual([admin.email, undefined, undefined]);
    expect(JSON.stringify(jobs)).not.toContain('attachments');
  });

  it('two runs at once, the week after: each report sent once', async () => {
    const second = nextReportRun('weekly', run);
    const counts = await Promise.all([sendDueReports(p, second), sendDueReports(p, second)]);
    expect(counts[0]! + counts[1]!).toBe(5);
    const { from, to } = reportPeriod('weekly', second);
    expect(from).toBe(addDays(reportPeriod('weekly', run).to, 1));
    for (const [r, count] of [
      [admin, 4],
      [coordinator, 2],
      [pm, 2],
      [twoRoles, 2],
    ] as const) {
      expect(await queuedFor(r.email), r.email).toBe(count);
      const mails = await delivered(r.email, count);
      expect(mails.filter((m) => m.subject.endsWith(`${from} – ${to}`))).toHaveLength(count / 2);
    }
    for (const s of [subs.admin, subs.adminCourses, subs.coordinator, subs.pm, subs.twoCourses])
      expect(await rowOf(s.id)).toMatchObject({ lastSentAt: second, nextRunAt: new Date(second.getTime() + WEEK_MS) });
  });
});

describe('sendDueReports: the monthly run', () => {
  it("sends the month before's files on the 1st, and moves to the next month's 1st", async () => {
    await t.db.delete(reportSubscriptions);
    const organisation = await subscribed(admin.h, 'admin', 'monthly');
    const workforce = await subscribed(pm.h, 'project-manager', 'monthly');
    const courses = await subscribed(coordinator.h, 'coordinator', 'monthly');
    const run = new Date(organisation.nextRunAt);
    expect(run.getUTCDate()).toBe(1);
    expect([workforce.nextRunAt, courses.nextRunAt]).toEqual([organisation.nextRunAt, organisation.nextRunAt]);
    const sent = {
      admin: mailsOf(admin.email).length,
      pm: mailsOf(pm.email).length,
      kurs: mailsOf(coordinator.email).length,
    };

    expect(await sendDueReports(p, new Date(run.getTime() - 1))).toBe(0);
    await activityWritten(p);
    expect(await sendDueReports(p, run)).toBe(3);
    const { from, to } = reportPeriod('monthly', run);
    expect(from.slice(8)).toBe('01');
    expect(addDays(to, 1)).toBe(run.toISOString().slice(0, 10));

    const organisationMail = (await delivered(admin.email, sent.admin + 1)).at(-1)!;
    expect(organisationMail.subject).toBe(`Your monthly TalentPath report: Organization, ${from} – ${to}`);
    await expectFiles(organisationMail, admin, 'admin', 'monthly', run);
    const workforceMail = (await delivered(pm.email, sent.pm + 1)).at(-1)!;
    expect(workforceMail.subject).toBe(`Your monthly TalentPath report: Workforce, ${from} – ${to}`);
    await expectFiles(workforceMail, pm, 'project-manager', 'monthly', run);
    const kursMail = (await delivered(coordinator.email, sent.kurs + 1)).at(-1)!;
    expect(kursMail.subject).toBe(`Din månedlige TalentPath-rapport: Kurs, ${from} – ${to}`);
    await expectFiles(kursMail, coordinator, 'coordinator', 'monthly', run);

    const next = nextReportRun('monthly', run);
    expect(next.getUTCDate()).toBe(1);
    for (const s of [organisation, workforce, courses])
      expect(await rowOf(s.id)).toMatchObject({ lastSentAt: run, nextRunAt: next });
    expect(await sendDueReports(p, run)).toBe(0);
  });
});

describe('sendDueReports: more due than one batch', () => {
  it('sends every due report and removes every lapsed one, whatever their number', async () => {
    await t.db.delete(reportSubscriptions);
    // Due a week from the next run: those still at the next run are a week late (all in the future, so the app's
    // own schedule, on the real clock, never finds them due).
    const next = nextReportRun('weekly', new Date());
    const run = new Date(next.getTime() + WEEK_MS);
    const people = await Promise.all(
      Array.from({ length: 27 }, (_, i) => createUser(t, { roles: ['CourseCoordinator'], name: `Batch ${i}` })),
    );
    // Every third has lost the role: removed, not sent. The rest are due, some a week late.
    const lapsed = people.filter((_, i) => i % 3 === 0);
    await t.db.insert(reportSubscriptions).values(
      people.map((person, i) => ({
        userId: person.id,
        dashboard: 'coordinator' as const,
        frequency: 'weekly' as const,
        nextRunAt: i % 2 ? run : next,
      })),
    );
    for (const person of lapsed) await t.db.delete(userRoles).where(eq(userRoles.userId, person.id));

    expect(await sendDueReports(p, run)).toBe(people.length - lapsed.length);
    const rows = await t.db.select().from(reportSubscriptions);
    expect(rows.map((r) => r.userId).sort()).toEqual(
      people
        .filter((person) => !lapsed.includes(person))
        .map((person) => person.id)
        .sort(),
    );
    for (const row of rows) expect(row).toMatchObject({ lastSentAt: run, nextRunAt: nextReportRun('weekly', run) });
    for (const person of people) expect(await queuedFor(person.email)).toBe(lapsed.includes(person) ? 0 : 1);
    expect(await sendDueReports(p, run)).toBe(0);
    await p.mailer.flush();
    await eventually(
      async () => people.every((person) => mailsOf(person.email).length === (lapsed.includes(person) ? 0 : 1)),
      10_000,
      'every report delivered',
    );
  });
});
