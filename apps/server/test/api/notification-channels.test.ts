import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationChannel } from '@talentpath/contracts/notifications';
import { jobs } from '../../src/db/schema/jobs.ts';
import { users } from '../../src/db/schema/users.ts';
import { deliver } from '../../src/modules/notifications/notifications.subscribers.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';
import { eventually, login, mailsTo, post, userRow } from '../support/api.ts';
import { call, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { jobsDone, notificationsOfType } from '../support/notifications.ts';

// How a notification reaches its user (ADR 0037): the channel they chose for its type — a row in the app, an
// e-mail through the outbox, or both — in the language they use the app in (the tp_lang cookie at sign-in and at
// each heartbeat) or chose; and once only, however often its job runs.

const t = await fileTestApp();
const p = t.app.platform;
const coordinator = await signedInAs(t, 'CourseCoordinator');
const { course } = await createCourse(t, { ownerId: coordinator.user.id, title: 'Fire safety' });
const due = addDays(today(), 30);

const choose = (h: Headers, body: unknown) => call(t, 'PUT', '/api/v1/notifications/preferences', body, h);
/** The coordinator assigns the course to these learners through the API; resolves once every job has run. */
async function assign(learnerIds: string[]) {
  const res = await call(
    t,
    'POST',
    `/api/courses/${course.id}/enrolments`,
    { learnerIds, dueDate: due },
    coordinator.h,
  );
  expect(res.statusCode, res.body).toBe(200);
  return jobsDone(t, 'course.assigned>notify-learner', (e) => learnerIds.includes(e.learnerId as string));
}
/** The notification e-mails in the outbox for the address (their subjects), once the mailer has had them. */
const outbox = async (to: string) => (await mailsTo(t, to)).map((m) => m.subject);
const cookie = (language: string) => ({ cookie: `theme=dark; tp_lang=${language}` });

describe('channels', () => {
  it("'app' writes only the row, 'email' only the e-mail, 'both' both; a type not chosen follows its default", async () => {
    const users = {} as Record<NotificationChannel | 'default', Awaited<ReturnType<typeof signedInAs>>>;
    for (const channel of ['app', 'email', 'both', 'default'] as const) {
      users[channel] = await signedInAs(t, 'Learner');
      if (channel !== 'default') {
        const res = await choose(users[channel].h, { channels: { 'course-assigned': channel } });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    await assign(Object.values(users).map((u) => u.user.id));
    const subject = 'New course assigned: Fire safety';
    const rows = async (u: (typeof users)['app']) =>
      (await notificationsOfType(t, u.user.id, 'course-assigned')).length;
    const summary = async (u: (typeof users)['app']) =>
      (await call(t, 'GET', '/api/v1/learner/notifications/summary', undefined, u.h)).json();

    expect(await rows(users.app)).toBe(1);
    expect(await outbox(users.app.user.email)).toEqual([]);
    expect(await rows(users.email)).toBe(0);
    expect(await summary(users.email)).toEqual({ unreadCount: 0, totalCount: 0 });
    expect(await outbox(users.email.user.email)).toEqual([subject]);
    expect(await rows(users.both)).toBe(1);
    expect(await outbox(users.both.user.email)).toEqual([subject]);
    // course-assigned's default is both.
    expect(await rows(users.default)).toBe(1);
    expect(await outbox(users.default.user.email)).toEqual([subject]);
    // The e-mails leave the outbox for the SMTP peer.
    for (const u of [users.email, users.both, users.default])
      expect((await t.smtp.waitFor(u.user.email)).subject).toBe(subject);
  });

  it('the channel read is the one chosen when the job runs, per type: another type keeps its own', async () => {
    const me = await signedInAs(t, 'Learner');
    expect(
      (await choose(me.h, { channels: { 'course-assigned': 'email', 'password-changed': 'app' } })).statusCode,
    ).toBe(200);
    await assign([me.user.id]);
    const res = await call(
      t,
      'POST',
      '/api/auth/change-password',
      { userId: me.user.id, currentPassword: me.user.password, newPassword: 'Changed!2026x' },
      me.h,
    );
    expect(res.statusCode, res.body).toBe(200);
    await jobsDone(t, 'auth.password-changed>notify-user', (e) => e.userId === me.user.id);
    expect(await notificationsOfType(t, me.user.id, 'course-assigned')).toEqual([]);
    expect(await notificationsOfType(t, me.user.id, 'password-changed')).toHaveLength(1);
    expect(await outbox(me.user.email)).toEqual(['New course assigned: Fire safety']);
  });
});

describe('the e-mail language', () => {
  const NORWEGIAN = 'Nytt kurs tildelt: Fire safety';
  const ENGLISH = 'New course assigned: Fire safety';

  it('follows tp_lang at sign-in, at a heartbeat, or the preferences; English until one says otherwise', async () => {
    const byLogin = await createUser(t);
    const byHeartbeat = await createUser(t);
    const byChoice = await createUser(t);
    const english = await createUser(t);
    expect(
      (await post(t, '/api/auth/login', { email: byLogin.email, password: byLogin.password }, cookie('no'))).statusCode,
    ).toBe(200);
    const s = await signIn(t, byHeartbeat);
    expect((await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }, cookie('no'))).statusCode).toBe(200);
    const chooser = await signIn(t, byChoice);
    expect((await choose(chooser.headers, { language: 'no' })).json()).toMatchObject({ language: 'no' });
    await signIn(t, english);
    for (const u of [byLogin, byHeartbeat, byChoice]) expect((await userRow(t, u.id)).language, u.email).toBe('no');
    expect((await userRow(t, english.id)).language).toBe('en');

    await assign([byLogin.id, byHeartbeat.id, byChoice.id, english.id]);
    for (const u of [byLogin, byHeartbeat, byChoice]) {
      expect(await outbox(u.email)).toEqual([NORWEGIAN]);
      const [mail] = await mailsTo(t, u.email);
      expect(mail!.text).toContain(`Hei ${u.name},`);
      expect(mail!.text).toContain(`Du har fått tildelt kurset «Fire safety», med frist ${due}.`);
      expect(mail!.text).toContain('Åpne i TalentPath');
    }
    expect(await outbox(english.email)).toEqual([ENGLISH]);
    // The preferences show it.
    expect(
      (await call(t, 'GET', '/api/v1/notifications/preferences', undefined, chooser.headers)).json(),
    ).toMatchObject({
      language: 'no',
    });
  });

  it('the app’s language moves it at each sign-in and heartbeat that names one; a request naming none leaves it', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const heartbeat = (headers: Record<string, string> = {}) =>
      post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }, headers);
    const language = async () => (await userRow(t, user.id)).language;
    expect((await heartbeat(cookie('no'))).statusCode).toBe(200);
    expect(await language()).toBe('no');
    // No cookie and no Accept-Language (an API client): nothing to go by, so no guess replaces it.
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    expect((await heartbeat()).statusCode).toBe(200);
    expect(await language()).toBe('no');
    // A cookie naming no supported language is no cookie.
    expect((await heartbeat(cookie('de'))).statusCode).toBe(200);
    expect(await language()).toBe('no');
    expect((await heartbeat(cookie('en'))).statusCode).toBe(200);
    expect(await language()).toBe('en');
    // Without the cookie, the browser's language.
    const nb = { 'accept-language': 'nb-NO,nb;q=0.9' };
    expect((await post(t, '/api/auth/login', { email: user.email, password: user.password }, nb)).statusCode).toBe(200);
    expect(await language()).toBe('no');
  });

  it('one chosen in the notification settings outlasts the app’s language', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    expect((await choose(s.headers, { language: 'no' })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }, cookie('en'))).statusCode).toBe(200);
    const en = { ...cookie('en'), 'accept-language': 'en' };
    expect((await post(t, '/api/auth/login', { email: user.email, password: user.password }, en)).statusCode).toBe(200);
    expect((await userRow(t, user.id)).language).toBe('no');
    await assign([user.id]);
    expect(await outbox(user.email)).toEqual([NORWEGIAN]);
    // Chosen again, it changes.
    expect((await choose(s.headers, { language: 'en' })).json()).toMatchObject({ language: 'en' });
    expect((await userRow(t, user.id)).language).toBe('en');
  });
});

describe('who gets it, and what it says', () => {
  it('recipients are read when the job runs: a disabled or deleted user is told nothing', async () => {
    const active = await createUser(t);
    const disabled = await createUser(t, { status: 'disabled' });
    const deleted = await createUser(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    await deliver(p, { id: randomUUID() }, 'password-changed', { how: 'changed' }, [
      active.id,
      disabled.id,
      deleted.id,
    ]);
    expect(await notificationsOfType(t, active.id, 'password-changed')).toHaveLength(1);
    expect(await outbox(active.email)).toEqual(['Your TalentPath password was changed']);
    for (const u of [disabled, deleted]) {
      expect(await notificationsOfType(t, u.id, 'password-changed')).toEqual([]);
      expect(await outbox(u.email)).toEqual([]);
    }
  });

  it('a title with markup is text in the e-mail: escaped in its HTML part', async () => {
    const me = await signedInAs(t, 'Learner');
    const title = 'Tags <b>& "quotes"</b>';
    await deliver(
      p,
      { id: randomUUID() },
      'course-assigned',
      { courseId: course.id, courseTitle: title, dueDate: null },
      [me.user.id],
    );
    const [mail] = await mailsTo(t, me.user.email);
    expect(mail!.subject).toBe(`New course assigned: ${title}`);
    expect(mail!.html).toContain('Tags &#60;b&#62;&#38; &#34;quotes&#34;&#60;/b&#62;');
    expect(mail!.html).not.toContain('<b>');
    const [row] = await notificationsOfType(t, me.user.id, 'course-assigned');
    expect((row!.data as { courseTitle: string }).courseTitle).toBe(title);
  });
});

describe('once per job', () => {
  it('a job run again (after a crash before it was marked done) writes no second row and sends no second e-mail', async () => {
    const me = await signedInAs(t, 'Learner');
    const [job] = await assign([me.user.id]);
    const rows = await notificationsOfType(t, me.user.id, 'course-assigned');
    expect(rows.map((r) => r.sourceKey)).toEqual([job!.id]);
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(t, me.user.email);
      return mails.length > 0 && mails;
    });
    // The job's dedupe key, in the mail namespace of the jobs table.
    expect(mail!.dedupeKey).toBe(`mail:${job!.id}:${me.user.id}`);
    await t.smtp.waitFor(me.user.email);

    await t.db
      .update(jobs)
      .set({ status: 'pending', runAt: new Date(Date.now() - 1), finishedAt: null })
      .where(eq(jobs.id, job!.id));
    await jobsDone(t, 'course.assigned>notify-learner', (e) => e.learnerId === me.user.id);
    // Its handler run twice more at once, as two processes would after a lease ran out.
    const data = { courseId: course.id, courseTitle: course.title, dueDate: due };
    await Promise.all([1, 2].map(() => deliver(p, { id: job!.id }, 'course-assigned', data, [me.user.id])));

    await p.mailer.flush();
    expect(await notificationsOfType(t, me.user.id, 'course-assigned')).toEqual(rows);
    expect((await mailsTo(t, me.user.email)).map((m) => m.id)).toEqual([mail!.id]);
    expect(t.smtp.received.filter((m) => m.to.includes(me.user.email.toLowerCase()))).toHaveLength(1);
  });

  it('the same course assigned again is a new event: told again', async () => {
    const me = await signedInAs(t, 'Learner');
    await assign([me.user.id]);
    await assign([me.user.id]);
    expect(await notificationsOfType(t, me.user.id, 'course-assigned')).toHaveLength(2);
  });
});
