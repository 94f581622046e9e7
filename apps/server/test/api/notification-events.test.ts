import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attempt } from '@talentpath/contracts/attempts';
import type { NotificationType } from '@talentpath/contracts/notifications';
import type { QuestionDefinitionInput } from '@talentpath/contracts/questions';
import { jobs } from '../../src/db/schema/jobs.ts';
import { courses, enrolments } from '../../src/db/schema/learning.ts';
import { quizAttempts } from '../../src/db/schema/quizzes.ts';
import { userRoles } from '../../src/db/schema/users.ts';
import { recordDueSoon } from '../../src/modules/enrolments/enrolments.service.ts';
import { recordOverdueProjects } from '../../src/modules/projects/projects.service.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';
import { eventually, mailsTo, post } from '../support/api.ts';
import { call, signedInAs, type Headers, type SignedIn } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { jobsDone, notificationRowsOf, notificationsOfType } from '../support/notifications.ts';

// Every domain event that tells someone, end to end: the real route (or the job's own function, for the daily
// ones) → the durable job → the row in the right feed, and the e-mail its default channel sends. Channels and
// languages: notification-channels.test.ts.

const t = await fileTestApp();
const p = t.app.platform;
const coordinator = await signedInAs(t, 'CourseCoordinator');
const pm = await signedInAs(t, 'ProjectManager');
const day = today();
let serial = 0;
const unique = (base: string) => `${base} ${++serial}-${Date.now() % 100000}`;

type Res = { statusCode: number; body: string; json: () => any };
function ok(res: Res, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.statusCode === 204 ? null : res.json();
}
const feed = async (h: Headers, base = '/api/v1/learner/notifications') =>
  ok(await call(t, 'GET', base, undefined, h)) as { items: { id: string; type: string; data: unknown }[] };

/** Waits until the user has `count` notifications of `type` (the jobs have run), then checks there are no more. */
async function told(userId: string, type: NotificationType, count = 1) {
  const rows = await eventually(
    async () => {
      const found = await notificationsOfType(t, userId, type);
      return found.length >= count && found;
    },
    10_000,
    `${count} ${type} for ${userId}`,
  );
  expect(rows).toHaveLength(count);
  return rows;
}
/** The e-mail with that subject the SMTP peer received for the address (waits for it). */
const mailed = (to: string, subject: string) =>
  eventually(async () => t.smtp.received.find((m) => m.to.includes(to.toLowerCase()) && m.subject === subject));
const outboxSubjects = async (to: string) => (await mailsTo(t, to)).map((m) => m.subject);

describe('course assigned', () => {
  it('the learner is told the course and its due date, in the feed and by e-mail; nobody else is', async () => {
    const { course } = await createCourse(t, { ownerId: coordinator.user.id, title: unique('Safety') });
    const learner = await signedInAs(t, 'Learner');
    const bystander = await signedInAs(t, 'Learner');
    const due = addDays(day, 30);
    ok(
      await call(
        t,
        'POST',
        `/api/courses/${course.id}/enrolments`,
        { learnerIds: [learner.user.id], dueDate: due },
        coordinator.h,
      ),
    );
    const [row] = await told(learner.user.id, 'course-assigned');
    expect(row!.data).toEqual({ courseId: course.id, courseTitle: course.title, dueDate: due });
    expect((await feed(learner.h)).items).toEqual([
      { id: row!.id, type: 'course-assigned', data: row!.data, isRead: false, createdAt: row!.createdAt.toISOString() },
    ]);
    expect(ok(await call(t, 'GET', '/api/v1/learner/notifications/summary', undefined, learner.h))).toEqual({
      unreadCount: 1,
      totalCount: 1,
    });
    // By e-mail too (its default channel), in English, linking to the course.
    const mail = await mailed(learner.user.email, `New course assigned: ${course.title}`);
    expect(mail.text).toContain(`You have been assigned the course “${course.title}”, due ${due}.`);
    expect(mail.text).toContain(`http://localhost:3000/learner/course-view/${course.id}`);
    expect(mail.text).toContain('http://localhost:3000/learner/notifications/preferences');

    await jobsDone(t, 'course.assigned>notify-learner', (e) => e.courseId === course.id);
    expect(await notificationRowsOf(t, bystander.user.id)).toEqual([]);
    expect(await notificationsOfType(t, coordinator.user.id, 'course-assigned')).toEqual([]);

    // Without a due date: said so (null).
    ok(
      await call(t, 'POST', `/api/courses/${course.id}/enrolments`, { learnerIds: [bystander.user.id] }, coordinator.h),
    );
    const [plain] = await told(bystander.user.id, 'course-assigned');
    expect(plain!.data).toEqual({ courseId: course.id, courseTitle: course.title, dueDate: null });
  });
});

describe('course due soon', () => {
  /** Assigns the learner the course due on `dueDate` through the API; returns the enrolment's id. */
  async function assigned(courseId: string, learnerId: string, dueDate: string) {
    ok(
      await call(t, 'POST', `/api/courses/${courseId}/enrolments`, { learnerIds: [learnerId], dueDate }, coordinator.h),
    );
    const [row] = await t.db.select().from(enrolments).where(eq(enrolments.userId, learnerId));
    return row!.id;
  }
  const dueSoon = async (userId: string) =>
    (await notificationsOfType(t, userId, 'course-due-soon')).map((r) => r.data as Record<string, unknown>);

  it('once per due date from three days before (days left) to the day; again after it moves; never when done or unpublished', async () => {
    // Far from today: the hourly job's own runs never reach these dates.
    const D = addDays(day, 200);
    const { course } = await createCourse(t, { ownerId: coordinator.user.id, title: unique('Ethics') });
    const { course: withdrawn } = await createCourse(t, { ownerId: coordinator.user.id });
    const [a, moved, done, later, archived] = await Promise.all(
      Array.from({ length: 5 }, () => createUser(t, { roles: ['Learner'] })),
    );
    await assigned(course.id, a!.id, D);
    const movedId = await assigned(course.id, moved!.id, D);
    const doneId = await assigned(course.id, done!.id, D);
    await assigned(course.id, later!.id, addDays(D, 5));
    await assigned(withdrawn.id, archived!.id, D);
    await t.db.update(enrolments).set({ completedAt: new Date(), progress: 100 }).where(eq(enrolments.id, doneId));
    await t.db.update(courses).set({ status: 'archived', archivedAt: new Date() }).where(eq(courses.id, withdrawn.id));
    const learners = [a!, moved!, done!, later!, archived!].map((u) => u.id);
    const about = { courseId: course.id, courseTitle: course.title };

    // Four days before, and the day after (past due): not reminded.
    await recordDueSoon(p, addDays(D, -4));
    await recordDueSoon(p, addDays(D, 1));
    await jobsDone(t, 'course.assigned>notify-learner', (e) => learners.includes(e.learnerId as string));
    for (const id of learners) expect(await dueSoon(id)).toEqual([]);

    await recordDueSoon(p, addDays(D, -3));
    const [first] = await told(a!.id, 'course-due-soon');
    expect(first!.data).toEqual({ ...about, dueDate: D, daysLeft: 3 });
    expect((await told(moved!.id, 'course-due-soon'))[0]!.data).toEqual({ ...about, dueDate: D, daysLeft: 3 });
    // By e-mail too, saying how many days are left.
    await mailed(a!.email, `Course due in 3 days: ${course.title}`);

    // The next runs before the date record nothing again.
    for (const on of [addDays(D, -2), addDays(D, -1)]) await recordDueSoon(p, on);
    // The date moved: reminded again of the new one.
    ok(await call(t, 'PUT', `/api/enrolments/${movedId}`, { dueDate: addDays(D, 1) }, coordinator.h));
    await recordDueSoon(p, D);
    expect((await told(moved!.id, 'course-due-soon', 2)).map((r) => r.data)).toEqual([
      { ...about, dueDate: D, daysLeft: 3 },
      { ...about, dueDate: addDays(D, 1), daysLeft: 1 },
    ]);
    // On the due date itself: 0 days left.
    await recordDueSoon(p, addDays(D, 5));
    expect((await told(later!.id, 'course-due-soon'))[0]!.data).toEqual({
      ...about,
      dueDate: addDays(D, 5),
      daysLeft: 0,
    });
    await mailed(later!.email, `Course due today: ${course.title}`);

    await jobsDone(t, 'course.due-soon>notify-learner', (e) => learners.includes(e.learnerId as string));
    expect(await dueSoon(a!.id)).toHaveLength(1);
    expect(await dueSoon(done!.id)).toEqual([]);
    expect(await dueSoon(archived!.id)).toEqual([]);
    // Never recorded for them at all (not merely not delivered).
    const marks = await t.db.select().from(enrolments).where(eq(enrolments.courseId, withdrawn.id));
    expect(marks.map((e) => e.dueSoonRecordedFor)).toEqual([null]);
    const [completed] = await t.db.select().from(enrolments).where(eq(enrolments.id, doneId));
    expect(completed!.dueSoonRecordedFor).toBeNull();
  });

  it('the hourly job records it: a course due in two days', async () => {
    const { course } = await createCourse(t, { ownerId: coordinator.user.id });
    const learner = await signedInAs(t, 'Learner');
    // The job counts from the day it runs (not the day this file loaded: a run may cross midnight).
    const now = today();
    await assigned(course.id, learner.user.id, addDays(now, 2));
    // The schedule's own occurrence, run now (what the hour's tick does).
    await p.jobs.enqueue('enrolments.record-due-soon', {});
    const [row] = await told(learner.user.id, 'course-due-soon');
    expect(row!.data).toEqual({
      courseId: course.id,
      courseTitle: course.title,
      dueDate: addDays(now, 2),
      daysLeft: 2,
    });
    expect((await feed(learner.h)).items.map((i) => i.type).sort()).toEqual(['course-assigned', 'course-due-soon']);
  });
});

// --- Quizzes ---

const CHOICE: QuestionDefinitionInput = {
  type: 'single-choice',
  prompt: 'Which keyword declares a constant?',
  points: 2,
  options: [
    { id: 'a', text: 'const' },
    { id: 'b', text: 'var' },
  ],
  correctOptionId: 'a',
};
const ESSAY: QuestionDefinitionInput = { type: 'essay', prompt: 'Explain closures.', points: 4 };

/** A published course of the coordinator's with one quiz of these questions, and a learner enrolled. */
async function quizFor(questions: QuestionDefinitionInput[], settings: Record<string, unknown> = {}) {
  const { course, lessons } = await createCourse(t, { ownerId: coordinator.user.id, lessons: [1] });
  const slots = [];
  for (const question of questions) {
    const q = ok(await call(t, 'POST', `/api/courses/${course.id}/question-bank`, { question }, coordinator.h), 201);
    slots.push({ kind: 'fixed', questionId: q.id });
  }
  const title = unique('Quiz');
  const quiz = ok(
    await call(
      t,
      'POST',
      `/api/lessons/${lessons[0]!.id}/quizzes`,
      { title, slots, passMark: 50, ...settings },
      coordinator.h,
    ),
    201,
  ) as { id: string; title: string };
  const learner = await signedInAs(t, 'Learner');
  await enrol(t, course.id, learner.user.id);
  return { course, lesson: lessons[0]!, quiz, learner, questionIds: slots.map((s) => s.questionId) };
}
async function attempt(quizId: string, learner: SignedIn, responses: unknown[]) {
  const started = ok(await call(t, 'POST', `/api/quizzes/${quizId}/attempts`, undefined, learner.h), 201) as Attempt;
  const answers = responses.map((response, i) => ({ position: i + 1, response }));
  ok(await call(t, 'PUT', `/api/attempts/${started.id}`, { answers }, learner.h));
  return started;
}
const submit = (id: string, learner: SignedIn) => call(t, 'POST', `/api/attempts/${id}/submit`, undefined, learner.h);

/** How many of `type` the coordinator has now (other tests of this file tell them too). */
const countOf = async (type: NotificationType) => (await notificationsOfType(t, coordinator.user.id, type)).length;

describe('quizzes', () => {
  it('the learner’s own submit, graded at once, tells no one: they see the result there', async () => {
    const { quiz, learner } = await quizFor([CHOICE]);
    const a = await attempt(quiz.id, learner, [{ optionId: 'a' }]);
    expect(ok(await submit(a.id, learner))).toMatchObject({ state: 'graded', closedBy: 'learner' });
    // Not even a job to store, claim and finish (a thousand submits at once are not a thousand jobs for nothing).
    const stored = await t.db.select().from(jobs).where(eq(jobs.kind, 'quiz.graded>notify-learner'));
    expect(stored.filter((r) => (r.payload as { attemptId: string }).attemptId === a.id)).toEqual([]);
    expect(await notificationRowsOf(t, learner.user.id)).toEqual([]);
  });

  it('an essay: its coordinator is told it waits; once marked, the learner is told the grade (in the app only)', async () => {
    const { quiz, learner } = await quizFor([CHOICE, ESSAY]);
    const a = await attempt(quiz.id, learner, [{ optionId: 'b' }, { text: 'A function with its scope.' }]);
    const before = await countOf('quiz-needs-grading');
    expect(ok(await submit(a.id, learner))).toMatchObject({ state: 'needs-grading' });
    const waiting = await told(coordinator.user.id, 'quiz-needs-grading', before + 1);
    const mine = waiting.filter((r) => (r.data as { attemptId: string }).attemptId === a.id);
    expect(mine.map((r) => r.data)).toEqual([
      { attemptId: a.id, quizId: quiz.id, quizTitle: quiz.title, learnerName: learner.user.name },
    ]);
    expect((await feed(coordinator.h, '/api/v1/notifications')).items.map((i) => i.id)).toContain(mine[0]!.id);
    await mailed(coordinator.user.email, `An essay to mark: ${quiz.title}`);
    // Not graded yet: nothing for the learner (no event was recorded to tell them).
    expect(await notificationRowsOf(t, learner.user.id)).toEqual([]);

    const graded = ok(
      await call(t, 'POST', `/api/attempts/${a.id}/grade`, { marks: [{ position: 2, score: 3 }] }, coordinator.h),
    );
    expect(graded).toMatchObject({ state: 'graded', percent: 50, passed: true });
    const [row] = await told(learner.user.id, 'quiz-graded');
    expect(row!.data).toEqual({ attemptId: a.id, quizId: quiz.id, quizTitle: quiz.title, percent: 50, passed: true });
    expect((await feed(learner.h)).items[0]).toMatchObject({ id: row!.id, type: 'quiz-graded' });
    // 'app' by default: no e-mail for it.
    await jobsDone(t, 'quiz.graded>notify-learner', (e) => e.attemptId === a.id);
    expect(await outboxSubjects(learner.user.email)).toEqual([]);
  });

  it('a re-mark or a regrade of a passed attempt tells the learner the new grade; its pass is recorded once', async () => {
    const passes: string[] = [];
    p.events.on('quiz.passed', (e) => void passes.push(e.attemptId));
    const { quiz, learner, questionIds } = await quizFor([CHOICE, ESSAY]);
    const a = await attempt(quiz.id, learner, [{ optionId: 'a' }, { text: 'A function with its scope.' }]);
    ok(await submit(a.id, learner));
    const mark = (score: number) =>
      call(t, 'POST', `/api/attempts/${a.id}/grade`, { marks: [{ position: 2, score }] }, coordinator.h);
    expect(ok(await mark(4))).toMatchObject({ percent: 100, passed: true });
    await told(learner.user.id, 'quiz-graded');
    // Marked again, still a pass: the learner's notification must not go on saying 100 %.
    expect(ok(await mark(2))).toMatchObject({ percent: 66.67, passed: true });
    await told(learner.user.id, 'quiz-graded', 2);
    // The key was wrong ('var' was meant): the regrade fails the attempt.
    ok(
      await call(
        t,
        'PUT',
        `/api/questions/${questionIds[0]}`,
        { question: { ...CHOICE, correctOptionId: 'b' } },
        coordinator.h,
      ),
    );
    expect(ok(await call(t, 'POST', `/api/quizzes/${quiz.id}/regrade`, undefined, coordinator.h))).toEqual({
      attempts: 1,
      changed: 1,
    });
    const rows = await told(learner.user.id, 'quiz-graded', 3);
    expect(rows.map((r) => (r.data as { percent: number; passed: boolean }).percent)).toEqual([100, 66.67, 33.33]);
    expect((await feed(learner.h)).items[0]!.data).toMatchObject({ percent: 33.33, passed: false });
    expect(passes.filter((id) => id === a.id)).toEqual([a.id]);
  });

  it('an attempt the deadline closed: the learner is told its grade', async () => {
    const { quiz, learner } = await quizFor([CHOICE], { timeLimitMinutes: 1 });
    const a = await attempt(quiz.id, learner, [{ optionId: 'b' }]);
    await t.db
      .update(quizAttempts)
      .set({ deadline: new Date(Date.now() - 120_000) })
      .where(eq(quizAttempts.id, a.id));
    expect(ok(await submit(a.id, learner))).toMatchObject({ closedBy: 'deadline', state: 'graded' });
    const [row] = await told(learner.user.id, 'quiz-graded');
    expect(row!.data).toEqual({ attemptId: a.id, quizId: quiz.id, quizTitle: quiz.title, percent: 0, passed: false });
  });
});

describe('course completed', () => {
  it('the course’s coordinator is told who completed it (in the app only)', async () => {
    const { course, lessons } = await createCourse(t, { ownerId: coordinator.user.id, lessons: [1, 1] });
    const learner = await signedInAs(t, 'Learner');
    await enrol(t, course.id, learner.user.id);
    const before = await countOf('course-completed');
    for (const lesson of lessons) ok(await call(t, 'POST', `/api/lessons/${lesson.id}/complete`, undefined, learner.h));
    const rows = await told(coordinator.user.id, 'course-completed', before + 1);
    expect(rows.at(-1)!.data).toEqual({
      courseId: course.id,
      courseTitle: course.title,
      learnerId: learner.user.id,
      learnerName: learner.user.name,
    });
    expect(await notificationsOfType(t, learner.user.id, 'course-completed')).toEqual([]);
  });
});

// --- Projects ---

async function project(manager: SignedIn, fields: Record<string, unknown> = {}) {
  return ok(
    await call(
      t,
      'POST',
      '/api/projects',
      { name: unique('Project'), startDate: addDays(day, 1), deadline: addDays(day, 60), ...fields },
      manager.h,
    ),
    201,
  ) as { id: string; name: string; deadline: string };
}
const projectRole = async () =>
  ok(await call(t, 'POST', '/api/project-roles', { name: unique('Role') }, pm.h), 201) as { id: string; name: string };
const assign = async (projectId: string, employeeId: string, roleId: string, manager: SignedIn = pm) =>
  ok(
    await call(t, 'POST', `/api/projects/${projectId}/assignments`, { employeeId, roleId, workload: 40 }, manager.h),
    201,
  ) as { id: string };

describe('project assignments', () => {
  it('made and removed: the employee is told each (in the learner feed, and by e-mail), the manager and others nothing', async () => {
    const proj = await project(pm);
    const role = await projectRole();
    const employee = await signedInAs(t, 'Learner');
    const colleague = await signedInAs(t, 'Learner');
    const made = await assign(proj.id, employee.user.id, role.id);
    const about = {
      assignmentId: made.id,
      projectId: proj.id,
      projectName: proj.name,
      roleName: role.name,
      workload: 40,
    };
    const [created] = await told(employee.user.id, 'assignment-created');
    expect(created!.data).toEqual(about);
    await mailed(employee.user.email, `You are on the project ${proj.name}`);

    ok(await call(t, 'DELETE', `/api/assignments/${made.id}`, undefined, pm.h), 204);
    const [removed] = await told(employee.user.id, 'assignment-removed');
    expect(removed!.data).toEqual(about);
    await mailed(employee.user.email, `You are off the project ${proj.name}`);
    expect((await feed(employee.h)).items.map((i) => i.type)).toEqual(['assignment-removed', 'assignment-created']);

    await jobsDone(t, 'assignment.removed>notify-employee', (e) => e.projectId === proj.id);
    expect(await notificationRowsOf(t, pm.user.id)).toEqual([]);
    expect(await notificationRowsOf(t, colleague.user.id)).toEqual([]);
  });

  it('a deleted project tells each member they are off it', async () => {
    const proj = await project(pm);
    const role = await projectRole();
    const [x, y] = [await signedInAs(t, 'Learner'), await signedInAs(t, 'Learner')];
    await assign(proj.id, x.user.id, role.id);
    await assign(proj.id, y.user.id, role.id);
    ok(await call(t, 'DELETE', `/api/projects/${proj.id}`, undefined, pm.h), 204);
    for (const member of [x, y])
      expect((await told(member.user.id, 'assignment-removed'))[0]!.data).toMatchObject({ projectId: proj.id });
  });

  it('a manager who puts themselves on their project (they are a Learner too) is not told what they did', async () => {
    const both = await createUser(t, { roles: ['ProjectManager', 'Learner'] });
    const manager = { user: both, h: (await signIn(t, both, 'ProjectManager')).headers };
    const proj = await project(manager);
    const role = await projectRole();
    const made = await assign(proj.id, both.id, role.id, manager);
    ok(await call(t, 'DELETE', `/api/assignments/${made.id}`, undefined, manager.h), 204);
    await jobsDone(t, 'assignment.created>notify-employee', (e) => e.projectId === proj.id);
    await jobsDone(t, 'assignment.removed>notify-employee', (e) => e.projectId === proj.id);
    expect(await notificationRowsOf(t, both.id)).toEqual([]);
  });
});

describe('project overdue', () => {
  it('its manager is told once per deadline, a closed project never; in the project-manager feed and by e-mail', async () => {
    const manager = await signedInAs(t, 'ProjectManager');
    const late = await project(manager, { deadline: addDays(day, 10) });
    const cancelled = await project(manager, { deadline: addDays(day, 10) });
    ok(await call(t, 'PUT', `/api/projects/${cancelled.id}`, { status: 'cancelled' }, manager.h));
    const after = addDays(day, 11);

    // Not yet past on the deadline day itself: nothing recorded for these projects.
    await recordOverdueProjects(p, addDays(day, 10));
    expect(await notificationRowsOf(t, manager.user.id)).toEqual([]);
    await recordOverdueProjects(p, after);
    const [row] = await told(manager.user.id, 'project-overdue');
    expect(row!.data).toEqual({ projectId: late.id, projectName: late.name, deadline: late.deadline });
    expect((await feed(manager.h, '/api/v1/notifications')).items.map((i) => i.id)).toEqual([row!.id]);
    await mailed(manager.user.email, `Project overdue: ${late.name}`);
    await recordOverdueProjects(p, addDays(day, 12));
    // A new deadline may pass too.
    ok(await call(t, 'PUT', `/api/projects/${late.id}`, { deadline: addDays(day, 20) }, manager.h));
    await recordOverdueProjects(p, addDays(day, 21));
    const rows = await told(manager.user.id, 'project-overdue', 2);
    expect(rows.map((r) => (r.data as { deadline: string }).deadline)).toEqual([addDays(day, 10), addDays(day, 20)]);
    // The cancelled one was never recorded: the jobs of the late one are all there are.
    const jobs = await jobsDone(t, 'project.overdue>notify-manager', (e) => e.managerId === manager.user.id);
    expect(jobs.map((j) => (j.payload as { projectId: string }).projectId)).toEqual([late.id, late.id]);
  });
});

describe('who may be told', () => {
  it('a manager who no longer holds the ProjectManager role is not told of their project (a feed they cannot read)', async () => {
    const manager = await signedInAs(t, 'ProjectManager');
    await project(manager, { deadline: addDays(day, 3) });
    // An admin takes the role away (the project keeps its manager).
    await t.db.update(userRoles).set({ role: 'Learner' }).where(eq(userRoles.userId, manager.user.id));
    await recordOverdueProjects(p, addDays(day, 5));
    await jobsDone(t, 'project.overdue>notify-manager', (e) => e.managerId === manager.user.id);
    expect(await notificationRowsOf(t, manager.user.id)).toEqual([]);
    expect(await mailsTo(t, manager.user.email)).toEqual([]);
  });
});

// --- Passwords ---

describe('password changed', () => {
  it('changed by the user: told in every feed they read, and by e-mail', async () => {
    const user = await createUser(t, { roles: ['Learner', 'ProjectManager'] });
    const s = await signIn(t, user, 'Learner');
    ok(
      await call(
        t,
        'POST',
        '/api/auth/change-password',
        { userId: user.id, currentPassword: user.password, newPassword: 'Changed!2026x' },
        s.headers,
      ),
    );
    const [row] = await told(user.id, 'password-changed');
    expect(row!.data).toEqual({ how: 'changed' });
    expect((await feed(s.headers)).items.map((i) => i.id)).toEqual([row!.id]);
    const asPm = await signIn(t, { email: user.email, password: 'Changed!2026x' }, 'ProjectManager');
    expect((await feed(asPm.headers, '/api/v1/notifications')).items.map((i) => i.id)).toEqual([row!.id]);
    const mail = await mailed(user.email, 'Your TalentPath password was changed');
    expect(mail.text).toContain('The password of your TalentPath account was changed.');
  });

  it('reset through an e-mailed link: told, by e-mail too', async () => {
    const user = await createUser(t);
    ok(await post(t, '/api/auth/reset-password', { email: user.email }));
    const link = await mailed(user.email, 'Reset your TalentPath password');
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(link.text)![1]!);
    ok(await post(t, '/api/auth/reset-password/confirm', { token, newPassword: 'Reset!Pass2026' }));
    const [row] = await told(user.id, 'password-changed');
    expect(row!.data).toEqual({ how: 'reset' });
    const mail = await mailed(user.email, 'Your TalentPath password was changed');
    expect(mail.text).toContain('was reset through an e-mailed link');
  });
});
