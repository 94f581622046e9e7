import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coordinatorDashboard, enrolmentPage, learnerDashboard } from '@talentpath/contracts/enrolments';
import { ROLES } from '@talentpath/contracts/roles';
import { enrolments, lessonCompletions } from '../../src/db/schema/learning.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers, type SignedIn } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';

// The learner's dashboard and my learning (their own enrolments only: what to continue, assigned by due date,
// recent progress, the figures; filters and sorts) and the coordinator's dashboard (their own courses only).

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const day = today();
const hour = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);

type Res = { statusCode: number; body: string; json: () => any };
function ok(res: Res) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const set = (id: string, values: Partial<typeof enrolments.$inferInsert>) =>
  t.db.update(enrolments).set(values).where(eq(enrolments.id, id));
const course = async (title: string, ownerId = owner.user.id) =>
  createCourse(t, { ownerId, title, lessons: [1, 1, 1] });
const board = async (h: Headers) => {
  const body = ok(await call(t, 'GET', '/api/learner/dashboard', undefined, h));
  expect(learnerDashboard.parse(body)).toEqual(body);
  return body;
};
const titles = (list: { course: { title: string } }[]) => list.map((e) => e.course.title);

// One learner in every state, and a peer whose enrolments must never show.
const learner = await signedInAs(t, 'Learner');
const peer = await signedInAs(t, 'Learner');
const c1 = await course('C1 assigned later');
const c2 = await course('C2 assigned soon');
const c3 = await course('C3 overdue');
const c4 = await course('C4 self, latest');
const c5 = await course('C5 completed');
const e1 = await enrol(t, c1.course.id, learner.user.id, { dueDate: addDays(day, 10), assignedBy: owner.user.id });
const e2 = await enrol(t, c2.course.id, learner.user.id, { dueDate: addDays(day, 2), assignedBy: owner.user.id });
const e3 = await enrol(t, c3.course.id, learner.user.id, { dueDate: addDays(day, -1), assignedBy: owner.user.id });
const e4 = await enrol(t, c4.course.id, learner.user.id);
const e5 = await enrol(t, c5.course.id, learner.user.id);
await set(e1.id, { enrolledAt: ago(50) });
await set(e2.id, {
  enrolledAt: ago(40),
  startedAt: ago(30),
  lastAccessedAt: ago(2),
  progress: 66,
  completedLessons: 2,
});
await set(e3.id, { enrolledAt: ago(30) });
await set(e4.id, {
  enrolledAt: ago(20),
  startedAt: ago(10),
  lastAccessedAt: ago(1),
  progress: 33,
  completedLessons: 1,
});
await t.db.insert(lessonCompletions).values({ enrolmentId: e4.id, lessonId: c4.lessons[0]!.id });
await set(e5.id, {
  enrolledAt: ago(60),
  startedAt: ago(59),
  completedAt: ago(58),
  lastAccessedAt: ago(0.5),
  progress: 100,
});
await enrol(t, c1.course.id, peer.user.id, { dueDate: addDays(day, -5) });

describe('GET /api/learner/dashboard', () => {
  it('continue learning, assigned by due date, in progress by recency, and the figures: the caller’s own only', async () => {
    const body = await board(learner.h);
    expect(body.continueLearning.enrolment.id).toBe(e4.id);
    expect(body.continueLearning.nextLesson).toEqual({ id: c4.lessons[1]!.id, title: 'Lesson 2' });
    expect(titles(body.assigned)).toEqual(['C3 overdue', 'C2 assigned soon', 'C1 assigned later']);
    expect(titles(body.inProgress)).toEqual(['C4 self, latest', 'C2 assigned soon', 'C3 overdue', 'C1 assigned later']);
    expect(body.inProgress[2].status).toBe('overdue');
    expect(body.stats).toEqual({
      enrolled: 5,
      notStarted: 1,
      inProgress: 2,
      completed: 1,
      overdue: 1,
      // (0 + 66 + 0 + 33) / 4, rounded.
      averageProgress: 25,
    });
    // Recently opened: every course opened, the completed one too, from the lastAccessedAt the cards show.
    expect(titles(body.recent)).toEqual(['C5 completed', 'C4 self, latest', 'C2 assigned soon']);
    expect(body.recent.every((e: { lastAccessedAt: string | null }) => e.lastAccessedAt !== null)).toBe(true);
    const all = [body.continueLearning.enrolment, ...body.assigned, ...body.inProgress, ...body.recent];
    expect(all.every((e: { learner: { id: string } }) => e.learner.id === learner.user.id)).toBe(true);
  });

  it('at most 5 assigned and 6 in progress; a learner without enrolments gets empty lists and zeros', async () => {
    const busy = await signedInAs(t, 'Learner');
    for (let i = 0; i < 8; i++) {
      const { course: c } = await course(`Busy ${i}`);
      const e = await enrol(t, c.id, busy.user.id, { dueDate: addDays(day, 20 - i), assignedBy: owner.user.id });
      await set(e.id, { enrolledAt: ago(100 - i) });
    }
    const body = await board(busy.h);
    expect(titles(body.assigned)).toEqual(['Busy 7', 'Busy 6', 'Busy 5', 'Busy 4', 'Busy 3']);
    expect(titles(body.inProgress)).toEqual(['Busy 7', 'Busy 6', 'Busy 5', 'Busy 4', 'Busy 3', 'Busy 2']);
    expect(body.continueLearning.nextLesson.title).toBe('Lesson 1');
    // Enrolled, never opened: nothing recently opened.
    expect(body.recent).toEqual([]);
    expect(body.stats).toMatchObject({ enrolled: 8, notStarted: 8, averageProgress: 0 });

    const idle = await signedInAs(t, 'Learner');
    expect(await board(idle.h)).toEqual({
      continueLearning: null,
      assigned: [],
      inProgress: [],
      recent: [],
      stats: { enrolled: 0, notStarted: 0, inProgress: 0, completed: 0, overdue: 0, averageProgress: 0 },
    });
  });

  it('only learners: other roles 403, no token 401', async () => {
    for (const role of ROLES.filter((r) => r !== 'Learner'))
      expectError(await call(t, 'GET', '/api/learner/dashboard', undefined, who[role].h), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', '/api/learner/dashboard', undefined, who.none.h), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/learner/enrolments (my learning)', () => {
  const mine = async (query: string, h: Headers = learner.h) => {
    const body = ok(await call(t, 'GET', `/api/learner/enrolments?${query}`, undefined, h));
    expect(enrolmentPage.parse(body)).toEqual(body);
    return titles(body.items).map((x) => x.slice(0, 2));
  };

  it('views by status and source, search by course title, sorts; never anyone else’s', async () => {
    expect(await mine('')).toEqual(['C5', 'C4', 'C2', 'C3', 'C1']);
    expect(await mine('sort=-recent')).toEqual(['C1', 'C3', 'C2', 'C4', 'C5']);
    expect(await mine('status=active')).toEqual(['C4', 'C2', 'C3', 'C1']);
    expect(await mine('status=completed')).toEqual(['C5']);
    expect(await mine('status=overdue')).toEqual(['C3']);
    expect(await mine('status=in-progress')).toEqual(['C4', 'C2']);
    expect(await mine('status=not-started')).toEqual(['C1']);
    expect(await mine('source=self')).toEqual(['C5', 'C4']);
    expect(await mine('searchTerm=assigned')).toEqual(['C2', 'C1']);
    // No due date sorts last (C4, C5 tie: the id decides).
    expect((await mine('sort=dueDate')).slice(0, 3)).toEqual(['C3', 'C2', 'C1']);
    expect((await mine('sort=-dueDate')).slice(0, 3)).toEqual(['C1', 'C2', 'C3']);
    expect(await mine('sort=title')).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
    expect(await mine('sort=-progress')).toEqual(['C5', 'C2', 'C4', expect.any(String), expect.any(String)]);
    expect(await mine('sort=enrolledAt')).toEqual(['C5', 'C1', 'C2', 'C3', 'C4']);
    expect(await mine('', peer.h)).toEqual(['C1']);
    expectValidation(await call(t, 'GET', '/api/learner/enrolments?status=late', undefined, learner.h), 'status');
    for (const role of ROLES.filter((r) => r !== 'Learner'))
      expectError(await call(t, 'GET', '/api/learner/enrolments', undefined, who[role].h), 403, 'FORBIDDEN');
  });
});

describe('GET /api/coordinator/dashboard', () => {
  const dashboard = async (h: Headers) => {
    const body = ok(await call(t, 'GET', '/api/coordinator/dashboard', undefined, h));
    expect(coordinatorDashboard.parse(body)).toEqual(body);
    return body;
  };

  async function coordinatorWithCourses(): Promise<SignedIn & { published: Awaited<ReturnType<typeof course>>[] }> {
    const me = await signedInAs(t, 'CourseCoordinator');
    await createCourse(t, { ownerId: me.user.id, status: 'draft' });
    await createCourse(t, { ownerId: me.user.id, status: 'archived' });
    const published = [await course('P1', me.user.id), await course('P2', me.user.id)];
    return { ...me, published };
  }

  it('counts the caller’s courses, enrolments, completions, learners and who is behind (5 most overdue)', async () => {
    const me = await coordinatorWithCourses();
    const [p1, p2] = me.published;
    const people = await Promise.all(Array.from({ length: 7 }, () => createUser(t)));
    for (const [i, u] of people.entries()) await enrol(t, p1!.course.id, u.id, { dueDate: addDays(day, -1 - i) });
    const done = await enrol(t, p2!.course.id, people[0]!.id, { dueDate: addDays(day, -30) });
    await set(done.id, { completedAt: new Date(), progress: 100 });
    await enrol(t, p2!.course.id, people[1]!.id, { dueDate: day });
    // Someone else's course is not counted.
    await enrol(t, c1.course.id, people[2]!.id, { dueDate: addDays(day, -50) });

    const body = await dashboard(me.h);
    expect(body.courses).toEqual({ draft: 1, published: 2, archived: 1 });
    expect(body).toMatchObject({ enrolments: 9, completions: 1, learners: 7 });
    expect(body.behind.count).toBe(7);
    expect(body.behind.items.map((e: { learner: { id: string } }) => e.learner.id)).toEqual(
      people
        .slice(2)
        .reverse()
        .map((u) => u.id),
    );
    expect(body.behind.items.every((e: { status: string }) => e.status === 'overdue')).toBe(true);
  });

  it('recent activity: enrolled, assigned and completed from the rows’ times, newest first, at most 10', async () => {
    const me = await coordinatorWithCourses();
    const [p1] = me.published;
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    const selfOnly = await enrol(t, p1!.course.id, a.id);
    await set(selfOnly.id, { enrolledAt: ago(5) });
    const selfThenAssigned = await enrol(t, p1!.course.id, b.id);
    await set(selfThenAssigned.id, { enrolledAt: ago(6), source: 'assigned', assignedAt: ago(3) });
    const finished = await enrol(t, p1!.course.id, c.id);
    await set(finished.id, { enrolledAt: ago(10), startedAt: ago(9), completedAt: ago(1), progress: 100 });
    // An assignment that made the enrolment is one event.
    const d = await createUser(t);
    ok(await call(t, 'POST', `/api/courses/${p1!.course.id}/enrolments`, { learnerIds: [d.id] }, me.h));

    const recent = (await dashboard(me.h)).recent.map((r: any) => `${r.kind}:${r.learner.id}`);
    expect(recent).toEqual([
      `assigned:${d.id}`,
      `completed:${c.id}`,
      `assigned:${b.id}`,
      `enrolled:${a.id}`,
      `enrolled:${b.id}`,
      `enrolled:${c.id}`,
    ]);
    for (let i = 0; i < 12; i++) await enrol(t, p1!.course.id, (await createUser(t)).id);
    const latest = (await dashboard(me.h)).recent;
    expect(latest).toHaveLength(10);
    expect(latest.every((r: { kind: string }) => r.kind === 'enrolled')).toBe(true);
    expect(latest[0].course).toEqual({ id: p1!.course.id, title: 'P1' });
  });

  it('only coordinators: other roles 403, no token 401; a new coordinator sees zeros', async () => {
    const fresh = await signedInAs(t, 'CourseCoordinator');
    expect(await dashboard(fresh.h)).toEqual({
      courses: { draft: 0, published: 0, archived: 0 },
      enrolments: 0,
      completions: 0,
      learners: 0,
      behind: { count: 0, items: [] },
      recent: [],
    });
    for (const role of ROLES.filter((r) => r !== 'CourseCoordinator'))
      expectError(await call(t, 'GET', '/api/coordinator/dashboard', undefined, who[role].h), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', '/api/coordinator/dashboard', undefined, who.none.h), 401, 'UNAUTHORIZED');
  });
});
