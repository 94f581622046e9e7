import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ENROLMENT_NOT_OVERDUE,
  OVERDUE_REMINDER_INTERVAL_HOURS,
  REMINDER_TOO_SOON,
  enrolmentPage,
  overdueReminder,
} from '@talentpath/contracts/enrolments';
import { ENROLMENT_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import { ROLES } from '@talentpath/contracts/roles';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { jobs } from '../../src/db/schema/jobs.ts';
import { courses, enrolments } from '../../src/db/schema/learning.ts';
import { fileTestApp } from '../support/test-app.ts';
import { eventually, expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers, type SignedIn } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { jobsDone, notificationsOfType } from '../support/notifications.ts';

// POST /api/enrolments/{id}/reminder (issue 27): the course's owner or an admin reminds a learner of an overdue
// enrolment with one click; the learner is told (feed and e-mail, course-overdue's default channel). Who may, what
// is not overdue, once a day (429 with Retry-After, also under simultaneous clicks), and the mark the lists show.

const t = await fileTestApp();
const p = t.app.platform;
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const other = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';
const day = today();
const HOUR = 3_600_000;
const INTERVAL_S = OVERDUE_REMINDER_INTERVAL_HOURS * 3600;
const JOB = 'course.overdue-reminded>notify-learner';

type Res = { statusCode: number; body: string; json: () => any; headers: Record<string, unknown> };
function ok(res: Res) {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(overdueReminder.parse(body)).toEqual(body);
  return body as { enrolmentId: string; remindedAt: string; nextAllowedAt: string };
}
const events: any[] = [];
p.events.on('course.overdue-reminded', (payload) => void events.push(payload));
const eventsOf = (enrolmentId: string) => events.filter((e) => e.enrolmentId === enrolmentId);

const remind = (id: string, h: Headers = owner.h) => call(t, 'POST', `/api/enrolments/${id}/reminder`, undefined, h);
const rowOf = async (id: string) => (await t.db.select().from(enrolments).where(eq(enrolments.id, id)))[0]!;
const jobsOf = async (enrolmentId: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, JOB))).filter(
    (j) => (j.payload as { enrolmentId: string }).enrolmentId === enrolmentId,
  );
/** Moves the last reminder `hours` into the past, straight in the database. */
const remindedEarlier = (id: string, hours: number) =>
  t.db
    .update(enrolments)
    .set({ overdueRemindedAt: sql`${enrolments.overdueRemindedAt} - make_interval(hours => ${hours})` })
    .where(eq(enrolments.id, id));

/** A learner (signed in) assigned a course of `ownerId`, due `daysAgo` days before today. */
async function overdue(options: { ownerId?: string; daysAgo?: number; status?: 'published' | 'archived' } = {}) {
  const ownerId = options.ownerId ?? owner.user.id;
  const { course } = await createCourse(t, { ownerId, status: options.status ?? 'published' });
  const learner = await signedInAs(t, 'Learner');
  const e = await enrol(t, course.id, learner.user.id, {
    dueDate: addDays(day, -(options.daysAgo ?? 3)),
    assignedBy: ownerId,
  });
  return { course, learner, e };
}
const toldOf = (learner: SignedIn) => notificationsOfType(t, learner.user.id, 'course-overdue');

describe('POST /api/enrolments/{id}/reminder: reminding', () => {
  it('the owner reminds: the mark, the event, and the learner told in the feed and by e-mail', async () => {
    const { course, learner, e } = await overdue({ daysAgo: 3 });
    const before = Date.now();
    const answer = ok(await remind(e.id));
    const remindedAt = Date.parse(answer.remindedAt);
    expect(answer.enrolmentId).toBe(e.id);
    expect(remindedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(remindedAt).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(answer.nextAllowedAt) - remindedAt).toBe(OVERDUE_REMINDER_INTERVAL_HOURS * HOUR);
    expect((await rowOf(e.id)).overdueRemindedAt?.toISOString()).toBe(answer.remindedAt);
    expect(eventsOf(e.id)).toEqual([
      {
        enrolmentId: e.id,
        learnerId: learner.user.id,
        courseId: course.id,
        courseTitle: course.title,
        dueDate: addDays(day, -3),
        daysOverdue: 3,
        remindedBy: owner.user.id,
      },
    ]);

    await jobsDone(t, JOB, (j) => j.enrolmentId === e.id);
    const rows = await toldOf(learner);
    expect(rows.map((r) => r.data)).toEqual([
      { courseId: course.id, courseTitle: course.title, dueDate: addDays(day, -3), daysOverdue: 3 },
    ]);
    const feed = await call(t, 'GET', '/api/v1/learner/notifications?type=course-overdue', undefined, learner.h);
    expect(feed.json().items).toEqual([
      { id: rows[0]!.id, type: 'course-overdue', data: rows[0]!.data, isRead: false, createdAt: expect.any(String) },
    ]);
    // By e-mail too (its default channel), in English, linking to the course.
    const mail = await eventually(async () =>
      t.smtp.received.find(
        (m) => m.to.includes(learner.user.email.toLowerCase()) && m.subject === `Reminder: ${course.title} is overdue`,
      ),
    );
    expect(mail.text).toContain(
      `The course “${course.title}” was due on ${addDays(day, -3)} and you have not completed it yet. Your coordinator reminds you to finish it.`,
    );
    expect(mail.text).toContain(`http://localhost:3000/learner/course-view/${course.id}`);
    // Nobody else is told: not the coordinator who reminded.
    expect(await notificationsOfType(t, owner.user.id, 'course-overdue')).toEqual([]);
  });

  it('Admin and SuperAdmin remind in any course', async () => {
    for (const role of ['Admin', 'SuperAdmin'] as const) {
      const { learner, e } = await overdue({ ownerId: other.user.id, daysAgo: 1 });
      ok(await remind(e.id, who[role].h));
      expect(eventsOf(e.id)).toEqual([expect.objectContaining({ remindedBy: who[role].user.id, daysOverdue: 1 })]);
      await jobsDone(t, JOB, (j) => j.enrolmentId === e.id);
      expect(await toldOf(learner)).toHaveLength(1);
    }
  });

  it('the lists show when the learner was last reminded', async () => {
    const { course, e } = await overdue();
    const listed = async () => {
      const res = await call(t, 'GET', `/api/enrolments?courseId=${course.id}`, undefined, owner.h);
      expect(res.statusCode, res.body).toBe(200);
      const page = enrolmentPage.parse(res.json());
      return page.items.find((i) => i.id === e.id)!;
    };
    expect((await listed()).overdueRemindedAt).toBeNull();
    const answer = ok(await remind(e.id));
    expect(await listed()).toMatchObject({ status: 'overdue', overdueRemindedAt: answer.remindedAt });
  });
});

describe('POST /api/enrolments/{id}/reminder: who may', () => {
  it('another coordinator 403 COURSE_NOT_OWNER (404 where they may not see the course), other roles 403, none 401; nothing written', async () => {
    const { learner, e } = await overdue();
    const { e: hidden } = await overdue({ status: 'archived' });
    expectError(await remind(e.id, other.h), 403, 'COURSE_NOT_OWNER');
    expectError(await remind(hidden.id, other.h), 404, 'NOT_FOUND', ENROLMENT_NOT_FOUND);
    for (const role of ROLES.filter((r) => !['CourseCoordinator', 'Admin', 'SuperAdmin'].includes(r)))
      expectError(await remind(e.id, who[role].h), 403, 'FORBIDDEN');
    // The learner reminded, too: not theirs to send.
    expectError(await remind(e.id, learner.h), 403, 'FORBIDDEN');
    expectError(await remind(e.id, who.none.h), 401, 'UNAUTHORIZED');
    expect((await rowOf(e.id)).overdueRemindedAt).toBeNull();
    expect(eventsOf(e.id)).toEqual([]);
    expect(await jobsOf(e.id)).toEqual([]);
    expect(await toldOf(learner)).toEqual([]);
  });

  it('an unknown enrolment is 404, an id that is none 400', async () => {
    expectError(await remind(MISSING), 404, 'NOT_FOUND', ENROLMENT_NOT_FOUND);
    expectError(await remind(MISSING, who.Admin.h), 404, 'NOT_FOUND', ENROLMENT_NOT_FOUND);
    expectValidation(await remind('nope'), 'id', ENROLMENT_NOT_FOUND);
  });
});

describe('POST /api/enrolments/{id}/reminder: only an overdue enrolment', () => {
  it('no due date, due today or later, or completed: 409 ENROLMENT_NOT_OVERDUE, nothing written', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const learners = await Promise.all(Array.from({ length: 5 }, () => signedInAs(t, 'Learner')));
    const [none, dueToday, dueLater, selfPaced, done] = learners;
    const refused = [
      await enrol(t, course.id, none!.user.id, { assignedBy: owner.user.id }),
      await enrol(t, course.id, dueToday!.user.id, { dueDate: day }),
      await enrol(t, course.id, dueLater!.user.id, { dueDate: addDays(day, 4) }),
      await enrol(t, course.id, selfPaced!.user.id),
      await enrol(t, course.id, done!.user.id, { dueDate: addDays(day, -5) }),
    ];
    await t.db
      .update(enrolments)
      .set({ completedAt: new Date(), progress: 100, completedLessons: 2 })
      .where(eq(enrolments.id, refused[4]!.id));
    for (const e of refused) {
      expectError(await remind(e.id), 409, 'CONFLICT', ENROLMENT_NOT_OVERDUE);
      expectError(await remind(e.id, who.Admin.h), 409, 'CONFLICT', ENROLMENT_NOT_OVERDUE);
      expect((await rowOf(e.id)).overdueRemindedAt).toBeNull();
      expect(eventsOf(e.id)).toEqual([]);
      expect(await jobsOf(e.id)).toEqual([]);
    }
    for (const learner of learners) expect(await toldOf(learner)).toEqual([]);
  });

  it('an overdue enrolment in an archived course (it can no longer be completed): 409 COURSE_ARCHIVED', async () => {
    const { e } = await overdue();
    await t.db.update(courses).set({ status: 'archived', archivedAt: new Date() }).where(eq(courses.id, e.courseId));
    expectError(await remind(e.id), 409, 'COURSE_ARCHIVED');
    expect((await rowOf(e.id)).overdueRemindedAt).toBeNull();
    expect(await jobsOf(e.id)).toEqual([]);
  });
});

describe('POST /api/enrolments/{id}/reminder: once a day', () => {
  it('again within the interval: 429 with Retry-After until it ends, whoever asks; after it, allowed again', async () => {
    const { learner, e } = await overdue();
    const first = ok(await remind(e.id));
    const again = await remind(e.id);
    expectError(again, 429, 'RATE_LIMITED', REMINDER_TOO_SOON);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(INTERVAL_S - 60);
    expect(wait).toBeLessThanOrEqual(INTERVAL_S);
    expectError(await remind(e.id, who.Admin.h), 429, 'RATE_LIMITED', REMINDER_TOO_SOON);
    expect((await rowOf(e.id)).overdueRemindedAt?.toISOString()).toBe(first.remindedAt);

    // An hour before the interval ends: Retry-After says that hour.
    await remindedEarlier(e.id, OVERDUE_REMINDER_INTERVAL_HOURS - 1);
    const late = await remind(e.id);
    expectError(late, 429, 'RATE_LIMITED', REMINDER_TOO_SOON);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(3600 - 60);
    expect(Number(late.headers['retry-after'])).toBeLessThanOrEqual(3600);
    await jobsDone(t, JOB, (j) => j.enrolmentId === e.id);
    expect(await toldOf(learner)).toHaveLength(1);
    expect(eventsOf(e.id)).toHaveLength(1);

    // 25 hours after the last one: a new reminder, told again.
    await remindedEarlier(e.id, 2);
    const next = ok(await remind(e.id));
    expect(Date.parse(next.remindedAt)).toBeGreaterThan(Date.parse(first.remindedAt));
    expect((await rowOf(e.id)).overdueRemindedAt?.toISOString()).toBe(next.remindedAt);
    await eventually(async () => (await jobsOf(e.id)).length === 2);
    await jobsDone(t, JOB, (j) => j.enrolmentId === e.id);
    expect(await toldOf(learner)).toHaveLength(2);
    expect(eventsOf(e.id)).toHaveLength(2);
  });

  // On PGlite the transactions take turns anyway; on PostgreSQL (TEST_DATABASE_URL) this fails without the row's lock.
  it('5 simultaneous clicks: one reminder (200), the others 429, one notification', async () => {
    const { learner, e } = await overdue();
    const answers = await Promise.all(Array.from({ length: 5 }, () => remind(e.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const winner = ok(answers.find((r) => r.statusCode === 200)!);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expectError(r, 429, 'RATE_LIMITED', REMINDER_TOO_SOON);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(INTERVAL_S - 60);
    }
    expect((await rowOf(e.id)).overdueRemindedAt?.toISOString()).toBe(winner.remindedAt);
    expect(eventsOf(e.id)).toHaveLength(1);
    expect(await jobsOf(e.id)).toHaveLength(1);
    await jobsDone(t, JOB, (j) => j.enrolmentId === e.id);
    expect(await toldOf(learner)).toHaveLength(1);
  });
});
