import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaOfRole } from '@talentpath/contracts/access';
import { NOTIFICATION_TYPES, type NotificationType, notificationTypesOf } from '@talentpath/contracts/notifications';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { jobs as jobsTable } from '../../src/db/schema/jobs.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';
import { eventually, expectError, expectValidation, post } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { MISSING, givenNotifications, notificationRowsOf } from '../support/notifications.ts';

// /api/v1/notifications (ADR 0028): any signed-in role's own feed, scoped to its current role's area — a contact
// message only in admins' feeds, a password change in every feed. The Learner's own paths of spec §7:
// learner-notifications.test.ts; the events behind each type: notification-events.test.ts.

const t = await fileTestApp();
const who = await everyRole(t);
const BASE = '/api/v1/notifications';
const LEARNER_BASE = '/api/v1/learner/notifications';

const list = (query = '', h: Headers = who.Admin.h) => call(t, 'GET', `${BASE}${query}`, undefined, h);
const summary = (h: Headers = who.Admin.h) => call(t, 'GET', `${BASE}/summary`, undefined, h);
const markRead = (id: string, h: Headers = who.Admin.h) => call(t, 'PUT', `${BASE}/${id}/mark-read`, undefined, h);
const markAll = (h: Headers = who.Admin.h) => call(t, 'PUT', `${BASE}/mark-all-read`, undefined, h);
const remove = (id: string, h: Headers = who.Admin.h) => call(t, 'DELETE', `${BASE}/${id}`, undefined, h);

/** Notifications stored for a user as the subscribers store them, one second apart (the newest last). */
const given = (userId: string, count: number, options: { read?: boolean; type?: NotificationType } = {}) =>
  givenNotifications(t, userId, count, options);
/** A type of the role's own area (the one for every area, should an area have none of its own). */
const typeFor = (role: Role): NotificationType =>
  notificationTypesOf(areaOfRole(role)).find((type) => type !== 'password-changed') ?? 'password-changed';

const rowsOf = (userId: string) => notificationRowsOf(t, userId);
const idsOf = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

describe('the role matrix', () => {
  it('every role reaches its own notifications through all five calls; no token is a 401', async () => {
    for (const role of ROLES) {
      const me = await signedInAs(t, role);
      const [a, b] = await given(me.user.id, 2, { type: typeFor(role) });
      expect((await summary(me.h)).json()).toEqual({ unreadCount: 2, totalCount: 2 });
      const page = await list('', me.h);
      expect(page.statusCode, page.body).toBe(200);
      expect(idsOf(page.json())).toEqual([b!.id, a!.id]);
      const read = await markRead(a!.id, me.h);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ id: a!.id, isRead: true });
      expect((await markAll(me.h)).json()).toEqual({ markedCount: 1 });
      expect((await remove(b!.id, me.h)).statusCode).toBe(204);
      expect((await summary(me.h)).json()).toEqual({ unreadCount: 0, totalCount: 1 });
    }
    const [mine] = await given(who.Admin.user.id, 1);
    for (const res of [
      await summary(who.none.h),
      await list('', who.none.h),
      await markRead(mine!.id, who.none.h),
      await markAll(who.none.h),
      await remove(mine!.id, who.none.h),
    ])
      expectError(res, 401, 'UNAUTHORIZED');
    expect((await rowsOf(who.Admin.user.id)).find((r) => r.id === mine!.id)).toMatchObject({ readAt: null });
  });
});

describe('each feed is its current role’s area', () => {
  const everyType = async (userId: string) => {
    const rows = [];
    for (const type of NOTIFICATION_TYPES) rows.push(...(await given(userId, 1, { type })));
    return rows;
  };

  it('a user holding every role reads, per role selected, only that area’s types and the ones for every area', async () => {
    const user = await createUser(t, { roles: [...ROLES] });
    const rows = await everyType(user.id);
    const typeOfId = new Map(rows.map((r) => [r.id, r.type]));
    for (const role of ROLES) {
      const { headers: h } = await signIn(t, user, role);
      const types = notificationTypesOf(areaOfRole(role));
      // One page holds them all (an area may have more types than the default page size).
      const page = (await list('?pageSize=50', h)).json();
      expect(page.items.map((i: { type: string }) => i.type).sort(), role).toEqual([...types].sort());
      expect(page.totalCount, role).toBe(types.length);
      expect((await summary(h)).json(), role).toEqual({ unreadCount: types.length, totalCount: types.length });
      // The contact message only in an admin's feed; the password change in every one.
      expect(types.includes('contact-message'), role).toBe(role === 'Admin' || role === 'SuperAdmin');
      expect(types, role).toContain('password-changed');
      // Another feed's notification is not there: not to mark, not to delete, not to filter for.
      for (const [id, type] of typeOfId) {
        if (types.includes(type)) continue;
        expectError(await markRead(id, h), 404, 'NOT_FOUND', 'Notification not found');
        expectError(await remove(id, h), 404, 'NOT_FOUND', 'Notification not found');
        expect((await list(`?type=${type}`, h)).json(), `${role} ${type}`).toMatchObject({ items: [], totalCount: 0 });
      }
    }
    // Nothing was marked or deleted (rows written together share their time: compared in id order).
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect((await rowsOf(user.id)).map((r) => ({ id: r.id, readAt: r.readAt })).sort(byId)).toEqual(
      rows.map((r) => ({ id: r.id, readAt: null })).sort(byId),
    );
  });

  it('mark all read marks only the feed’s own; the others stay unread', async () => {
    const user = await createUser(t, { roles: ['ProjectManager', 'Admin'] });
    const rows = await everyType(user.id);
    const pm = await signIn(t, user, 'ProjectManager');
    expect((await markAll(pm.headers)).json()).toEqual({ markedCount: 5 });
    const read = (await rowsOf(user.id)).filter((r) => r.readAt !== null).map((r) => r.type);
    expect(read.sort()).toEqual([
      'endorsement-requested',
      'forum-mention',
      'forum-reply',
      'password-changed',
      'project-overdue',
    ]);
    const admin = await signIn(t, user, 'Admin');
    expect((await summary(admin.headers)).json()).toEqual({ unreadCount: 2, totalCount: 6 });
    expect((await markAll(admin.headers)).json()).toEqual({ markedCount: 2 });
    const unread = (await rowsOf(user.id)).filter((r) => r.readAt === null).map((r) => r.type);
    expect(unread.sort()).toEqual(
      rows
        .map((r) => r.type)
        .filter(
          (type) =>
            ![
              'password-changed',
              'endorsement-requested',
              'forum-reply',
              'forum-mention',
              'project-overdue',
              'contact-message',
              'user-import',
            ].includes(type),
        )
        .sort(),
    );
  });
});

describe('GET /api/v1/notifications', () => {
  it('pages newest first, 15 to a page by default, in the shared list shape', async () => {
    const me = await signedInAs(t, 'Learner');
    const rows = await given(me.user.id, 17, { type: 'course-assigned' });
    const newestFirst = rows.map((r) => r.id).reverse();
    const p1 = (await list('', me.h)).json();
    expect(p1).toMatchObject({ pageNumber: 1, pageSize: 15, totalCount: 17, hasNextPage: true });
    expect(p1.items[0]).toEqual({
      id: rows[16]!.id,
      type: 'course-assigned',
      data: { courseId: expect.any(String), courseTitle: 'Course 16', dueDate: null },
      isRead: false,
      createdAt: rows[16]!.createdAt.toISOString(),
    });
    const p2 = (await list('?pageNumber=2', me.h)).json();
    expect(p2).toMatchObject({ pageNumber: 2, pageSize: 15, totalCount: 17, hasNextPage: false });
    expect([...idsOf(p1), ...idsOf(p2)]).toEqual(newestFirst);
    // A sort sent is ignored: the feed has one order.
    expect(idsOf((await list('?pageSize=5&sort=createdAt', me.h)).json())).toEqual(newestFirst.slice(0, 5));
    expect((await list('?pageNumber=9', me.h)).json()).toMatchObject({ items: [], totalCount: 17, hasNextPage: false });
  });

  it('filters by status and type, and shows no one else’s', async () => {
    const me = await signedInAs(t, 'Admin');
    const other = await signedInAs(t, 'Admin');
    const unread = await given(me.user.id, 2);
    const read = await given(me.user.id, 1, { read: true });
    const imports = await given(me.user.id, 1, { type: 'user-import' });
    await given(other.user.id, 3);
    const ids = (q: string) => list(q, me.h).then((r) => idsOf(r.json()).sort());
    expect(await ids('?status=unread')).toEqual([...unread, ...imports].map((r) => r.id).sort());
    expect(await ids('?status=read')).toEqual([read[0]!.id]);
    expect(await ids('?type=user-import')).toEqual([imports[0]!.id]);
    expect(await ids('?type=contact-message&status=read')).toEqual([read[0]!.id]);
    expect(await ids('?status=&type=')).toHaveLength(4);
    expect((await list('?type=user-import', me.h)).json().items[0]).toMatchObject({
      type: 'user-import',
      data: { created: 0, rejected: 1 },
    });
    expect((await summary(me.h)).json()).toEqual({ unreadCount: 3, totalCount: 4 });
  });

  it('refuses a bad query with the field named, and changes nothing', async () => {
    expectValidation(await list('?status=maybe'), 'status', 'Status must be one of: read, unread');
    expectValidation(await list('?type=nope'), 'type', `Type must be one of: ${NOTIFICATION_TYPES.join(', ')}`);
    expectValidation(await list('?status=READ'), 'status');
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999999'])
      expectValidation(await list(`?pageNumber=${bad}`), 'pageNumber');
    for (const bad of ['0', '101', 'x', '2.5']) expectValidation(await list(`?pageSize=${bad}`), 'pageSize');
    expectValidation(await list('?status=read&status=unread'), 'status');
    expect((await list('?cacheBuster=1')).statusCode).toBe(200);
  });
});

describe('mark read, mark all read, delete: owner only', () => {
  it("another user's notification is not found (404) and stays as it was", async () => {
    const owner = await signedInAs(t, 'Admin');
    const stranger = await signedInAs(t, 'SuperAdmin');
    const [n] = await given(owner.user.id, 1);
    expectError(await markRead(n!.id, stranger.h), 404, 'NOT_FOUND', 'Notification not found');
    expectError(await remove(n!.id, stranger.h), 404, 'NOT_FOUND', 'Notification not found');
    expect((await markAll(stranger.h)).json()).toEqual({ markedCount: 0 });
    expect(idsOf((await list('', stranger.h)).json())).not.toContain(n!.id);
    expect(await rowsOf(owner.user.id)).toEqual([n]);
  });

  it('marking read keeps the first time it was read; a deleted one is gone (404 after)', async () => {
    const me = await signedInAs(t, 'CourseCoordinator');
    const [n] = await given(me.user.id, 1, { type: 'password-changed' });
    const first = (await markRead(n!.id, me.h)).json();
    expect(first.isRead).toBe(true);
    const [row] = await rowsOf(me.user.id);
    await markRead(n!.id, me.h);
    expect((await rowsOf(me.user.id))[0]!.readAt).toEqual(row!.readAt);
    expect((await remove(n!.id, me.h)).statusCode).toBe(204);
    expectError(await remove(n!.id, me.h), 404, 'NOT_FOUND');
    expectError(await markRead(n!.id, me.h), 404, 'NOT_FOUND');
  });

  // These two hold for the learner's own paths of spec §7 too (the same routes under another base).
  const BASES = [
    [BASE, 'ProjectManager'],
    [LEARNER_BASE, 'Learner'],
  ] as const;

  it('a malformed id is a 4xx in the one error shape, never a 500, and changes nothing', async () => {
    for (const [base, role] of BASES) {
      const me = await signedInAs(t, role);
      const [n] = await given(me.user.id, 1, { type: typeFor(role) });
      const bad = ['x', '1', 'null', MISSING.slice(0, -1), `${MISSING}0`, '%00', 'ü', "1'or'1'='1", 'a'.repeat(5000)];
      for (const id of [...bad, encodeURIComponent(`${MISSING} `)]) {
        for (const res of [
          await call(t, 'PUT', `${base}/${id}/mark-read`, undefined, me.h),
          await call(t, 'DELETE', `${base}/${id}`, undefined, me.h),
        ]) {
          expect(res.statusCode, `${base} ${id.slice(0, 20)}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json()).toHaveProperty('code');
        }
      }
      expectError(
        await call(t, 'PUT', `${base}/x/mark-read`, undefined, me.h),
        400,
        'VALIDATION',
        'Notification not found',
      );
      expectError(
        await call(t, 'PUT', `${base}/${MISSING}/mark-read`, undefined, me.h),
        404,
        'NOT_FOUND',
        'Notification not found',
      );
      expect(await rowsOf(me.user.id)).toEqual([n]);
    }
  });

  it('mark all read takes no body: a JSON object is ignored, anything else is a 400 that changes nothing', async () => {
    for (const [base, role] of BASES) {
      const me = await signedInAs(t, role);
      await given(me.user.id, 2, { type: typeFor(role) });
      for (const body of [[1], 'x', 42, true])
        expectValidation(
          await call(t, 'PUT', `${base}/mark-all-read`, body, me.h),
          '',
          'The body must be empty or a JSON object',
        );
      expect((await summary(me.h)).json()).toEqual({ unreadCount: 2, totalCount: 2 });
      expect((await call(t, 'PUT', `${base}/mark-all-read`, { all: false }, me.h)).json()).toEqual({ markedCount: 2 });
    }
  });

  it('mark all read racing mark read, itself and a delete ends with everything read, each answered 2xx', async () => {
    const me = await signedInAs(t, 'Learner');
    const rows = await given(me.user.id, 12, { type: 'quiz-graded' });
    const results = await Promise.all([
      markAll(me.h),
      ...rows.slice(1).map((r) => markRead(r.id, me.h)),
      markAll(me.h),
      remove(rows[0]!.id, me.h),
    ]);
    for (const res of results) expect([200, 204], res.body).toContain(res.statusCode);
    const marked = results.filter((r) => r.statusCode === 200 && 'markedCount' in r.json());
    expect(marked.reduce((n, r) => n + r.json().markedCount, 0)).toBeLessThanOrEqual(12);
    expect((await summary(me.h)).json()).toEqual({ unreadCount: 0, totalCount: 11 });
    expect((await rowsOf(me.user.id)).every((r) => r.readAt !== null)).toBe(true);
  });
});

describe('notifications from domain events', () => {
  /** Every active, not deleted Admin or SuperAdmin, each once (read here without the code under test). */
  async function activeAdmins() {
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        and(inArray(userRoles.role, ['Admin', 'SuperAdmin']), eq(users.status, 'active'), isNull(users.deletedAt)),
      );
    return [...new Set(rows.map((r) => r.id))].sort();
  }
  const aboutMessage = async (messageId: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.type, 'contact-message'))).filter(
      (r) => (r.data as { messageId?: string }).messageId === messageId,
    );

  it('a contact message tells every active admin once (not disabled or deleted ones, nor other roles)', async () => {
    const disabled = await createUser(t, { roles: ['Admin'], status: 'disabled' });
    const deleted = await createUser(t, { roles: ['SuperAdmin'] });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const both = await createUser(t, { roles: ['Admin', 'SuperAdmin'] });
    const sent = await post(t, '/api/contact/send-message', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Enrolment',
      message: 'How do I enrol in the leadership course?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().id;
    const admins = await activeAdmins();
    const written = await eventually(async () => {
      const rows = await aboutMessage(messageId);
      return rows.length >= admins.length && rows;
    });
    const recipients = written.map((r) => r.userId).sort();
    expect(recipients).toEqual(admins);
    expect(recipients).toContain(who.Admin.user.id);
    expect(recipients).toContain(who.SuperAdmin.user.id);
    expect(recipients.filter((id) => id === both.id)).toHaveLength(1);
    for (const id of [disabled.id, deleted.id, who.Learner.user.id, who.ProjectManager.user.id])
      expect(recipients).not.toContain(id);
    expect(written[0]!.data).toEqual({ messageId, name: 'Ada Lovelace', subject: 'Enrolment' });

    const feed = (await list('?type=contact-message', who.Admin.h)).json();
    expect(feed.items[0]).toMatchObject({
      type: 'contact-message',
      data: { messageId, name: 'Ada Lovelace', subject: 'Enrolment' },
      isRead: false,
    });
  });

  it('an import with a bad row tells the admin who ran it how many were created and rejected, and no one else', async () => {
    const importer = await signedInAs(t, 'Admin');
    const csv = ['name,email,roles', `Good Row,good.${Date.now()}@example.test,Learner`, 'Bad Row,,Learner'].join('\n');
    const res = await post(t, '/api/admin/users/import', csv, { ...importer.h, 'content-type': 'text/csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created).toHaveLength(1);
    expect(res.json().rejected).toHaveLength(1);
    const [row] = await eventually(async () => {
      const rows = await rowsOf(importer.user.id);
      return rows.length > 0 && rows;
    });
    expect(row).toMatchObject({ type: 'user-import', data: { created: 1, rejected: 1 }, readAt: null });
    expect((await list('', importer.h)).json().items).toEqual([
      {
        id: row!.id,
        type: 'user-import',
        data: { created: 1, rejected: 1 },
        isRead: false,
        createdAt: expect.any(String),
      },
    ]);
    const others = await t.db.select().from(notifications).where(eq(notifications.type, 'user-import'));
    expect(
      others.filter((r) => r.userId !== importer.user.id && (r.data as { created: number }).created === 1),
    ).toEqual([]);
  });

  it('the job is stored in the event’s own transaction: a rollback leaves neither; a re-run after a crash adds nothing', async () => {
    const { events, jobs } = t.app.platform;
    const kind = 'contact-message.received>notify-admins';
    const messageId = '11111111-1111-4111-8111-111111111111';
    const payload = { messageId, name: 'Rolled Back', subject: 'Never sent' };
    const jobsFor = (id: string) =>
      t.db
        .select()
        .from(jobsTable)
        .where(eq(jobsTable.kind, kind))
        .then((rows) => rows.filter((r) => (r.payload as { messageId: string }).messageId === id));

    await expect(
      events.transaction(async (_tx, record) => {
        await record('contact-message.received', payload);
        throw new Error('the message could not be stored');
      }),
    ).rejects.toThrow('the message could not be stored');
    expect(await jobsFor(messageId)).toEqual([]);

    const committed = { ...payload, messageId: '22222222-2222-4222-8222-222222222222', name: 'Committed' };
    await events.transaction(async (_tx, record) => record('contact-message.received', committed));
    const [job] = await eventually(async () => {
      const rows = await jobsFor(committed.messageId);
      return rows[0]?.status === 'done' && rows;
    });
    const written = () => aboutMessage(committed.messageId);
    const first = await written();
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(first.every((r) => r.sourceKey === job!.id)).toBe(true);

    // As if the process had died after writing but before the job was marked done: it runs again, adds nothing.
    await t.db
      .update(jobsTable)
      .set({ status: 'pending', runAt: new Date(Date.now() - 1), finishedAt: null })
      .where(eq(jobsTable.id, job!.id));
    await jobs.flush();
    await eventually(async () => (await jobsFor(committed.messageId))[0]?.status === 'done');
    expect((await written()).map((r) => r.id).sort()).toEqual(first.map((r) => r.id).sort());
  });
});
