import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
  notification as notificationSchema,
  notificationPage,
  notificationTypesOf,
} from '@talentpath/contracts/notifications';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { MISSING, givenNotifications, notificationRowsOf } from '../support/notifications.ts';

// Spec §7's five calls under /api/v1/learner/notifications: only a session whose current role is Learner, only
// the caller's own notifications, only the learner feed's types (its own and the ones for every area).

const t = await fileTestApp();
const who = await everyRole(t);
const BASE = '/api/v1/learner/notifications';
const LEARNER_TYPES = notificationTypesOf('learner');

const list = (query: string, h: Headers) => call(t, 'GET', `${BASE}${query}`, undefined, h);
const summary = (h: Headers) => call(t, 'GET', `${BASE}/summary`, undefined, h);
const markRead = (id: string, h: Headers) => call(t, 'PUT', `${BASE}/${id}/mark-read`, undefined, h);
const markAll = (h: Headers) => call(t, 'PUT', `${BASE}/mark-all-read`, undefined, h);
const remove = (id: string, h: Headers) => call(t, 'DELETE', `${BASE}/${id}`, undefined, h);
const adminFeed = (query: string, h: Headers) => call(t, 'GET', `/api/v1/notifications${query}`, undefined, h);

const given = (userId: string, count: number, options: Parameters<typeof givenNotifications>[3] = {}) =>
  givenNotifications(t, userId, count, { type: 'course-assigned', ...options });
const rowsOf = (userId: string) => notificationRowsOf(t, userId);
const idsOf = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

/** A user holding Learner and Admin, signed in once as each (two sessions). */
async function learnerAndAdmin() {
  const user = await createUser(t, { roles: ['Learner', 'Admin'] });
  const learner = await signIn(t, user, 'Learner');
  const admin = await signIn(t, user, 'Admin');
  return { user, learner: learner.headers, admin: admin.headers };
}

describe('who may call', () => {
  it('a Learner reaches all five; every other current role is 403 FORBIDDEN, no token 401, and nothing changes', async () => {
    const me = who.Learner;
    const [a, b] = await given(me.user.id, 2);
    expect((await summary(me.h)).json()).toEqual({ unreadCount: 2, totalCount: 2 });
    expect(idsOf((await list('', me.h)).json())).toEqual([b!.id, a!.id]);
    for (const role of ['CourseCoordinator', 'ProjectManager', 'Admin', 'SuperAdmin'] as const) {
      const h = who[role].h;
      const [theirs] = await given(who[role].user.id, 1, { type: 'password-changed' });
      for (const res of [
        await summary(h),
        await list('', h),
        await list('?pageNumber=x', h),
        await markRead(theirs!.id, h),
        await markRead(a!.id, h),
        await markAll(h),
        await remove(theirs!.id, h),
        await remove('not-an-id', h),
      ])
        expectError(res, 403, 'FORBIDDEN');
      expect((await rowsOf(who[role].user.id)).map((r) => r.readAt)).toEqual([null]);
    }
    for (const res of [
      await summary(who.none.h),
      await list('', who.none.h),
      await markRead(a!.id, who.none.h),
      await markAll(who.none.h),
      await remove(a!.id, who.none.h),
    ])
      expectError(res, 401, 'UNAUTHORIZED');
    expect((await rowsOf(me.user.id)).map((r) => r.readAt)).toEqual([null, null]);

    expect((await markRead(a!.id, me.h)).statusCode).toBe(200);
    expect((await markAll(me.h)).json()).toEqual({ markedCount: 1 });
    expect((await remove(b!.id, me.h)).statusCode).toBe(204);
    expect((await summary(me.h)).json()).toEqual({ unreadCount: 0, totalCount: 1 });
  });

  it('only the current role counts: the same Learner signed in as Admin is refused; a pending password change too', async () => {
    const { user, learner, admin } = await learnerAndAdmin();
    await given(user.id, 1);
    expectError(await summary(admin), 403, 'FORBIDDEN');
    expect((await summary(learner)).json()).toEqual({ unreadCount: 1, totalCount: 1 });
    // The header naming a role the token does not hold.
    expectError(await summary({ ...learner, 'x-active-role': 'Admin' }), 403, 'ROLE_MISMATCH');
    const pending = await createUser(t, { requirePasswordChange: true });
    expectError(await summary((await signIn(t, pending)).headers), 403, 'PASSWORD_CHANGE_REQUIRED');
  });
});

describe('owner only, and bad ids', () => {
  it('another learner’s notification is not found (404) and stays as it was; it is in no one else’s list or count', async () => {
    const owner = await signedInAs(t, 'Learner');
    const stranger = await signedInAs(t, 'Learner');
    const [n] = await given(owner.user.id, 1);
    expectError(await markRead(n!.id, stranger.h), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
    expectError(await remove(n!.id, stranger.h), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
    expect((await markAll(stranger.h)).json()).toEqual({ markedCount: 0 });
    expect((await list('', stranger.h)).json()).toMatchObject({ items: [], totalCount: 0 });
    expect((await summary(stranger.h)).json()).toEqual({ unreadCount: 0, totalCount: 0 });
    expect(await rowsOf(owner.user.id)).toEqual([n]);
  });

  it('a malformed id is 400, an unknown one 404, both “Notification not found”, and nothing changed', async () => {
    // Every malformed shape (never a 500): notifications.test.ts, for both bases.
    const me = await signedInAs(t, 'Learner');
    const [n] = await given(me.user.id, 1);
    expectError(await markRead('x', me.h), 400, 'VALIDATION', NOTIFICATION_NOT_FOUND);
    expectError(await remove(`${MISSING}0`, me.h), 400, 'VALIDATION', NOTIFICATION_NOT_FOUND);
    expectError(await markRead(MISSING, me.h), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
    expectError(await remove(MISSING, me.h), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
    expect(await rowsOf(me.user.id)).toEqual([n]);
    // An id in capitals names the same notification.
    expect((await markRead(n!.id.toUpperCase(), me.h)).json()).toMatchObject({ id: n!.id, isRead: true });
  });

  it('the same user’s notification of another area’s type is not in the learner feed: 404, and left alone', async () => {
    const { user, learner, admin } = await learnerAndAdmin();
    const [message] = await given(user.id, 1, { type: 'contact-message' });
    const [overdue] = await given(user.id, 1, { type: 'project-overdue' });
    for (const id of [message!.id, overdue!.id]) {
      expectError(await markRead(id, learner), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
      expectError(await remove(id, learner), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
    }
    expect((await markAll(learner)).json()).toEqual({ markedCount: 0 });
    expect((await list('?type=contact-message', learner)).json()).toMatchObject({ items: [], totalCount: 0 });
    expect((await summary(learner)).json()).toEqual({ unreadCount: 0, totalCount: 0 });
    expect((await rowsOf(user.id)).map((r) => r.readAt)).toEqual([null, null]);
    // The admin feed has the contact message (a project manager's type is in neither).
    expect(idsOf((await adminFeed('', admin)).json())).toEqual([message!.id]);
  });
});

describe('GET …/learner/notifications', () => {
  it('pages newest first, 15 to a page unless asked, with pageNumber and hasNextPage', async () => {
    const me = await signedInAs(t, 'Learner');
    const rows = await given(me.user.id, 31);
    const newestFirst = rows.map((r) => r.id).reverse();
    const p1 = await list('', me.h);
    expect(p1.statusCode, p1.body).toBe(200);
    expect(notificationPage.parse(p1.json())).toEqual(p1.json());
    expect(p1.json()).toMatchObject({
      pageNumber: 1,
      pageSize: NOTIFICATION_PAGE_SIZE,
      totalCount: 31,
      hasNextPage: true,
    });
    expect(NOTIFICATION_PAGE_SIZE).toBe(15);
    expect(p1.json().items[0]).toEqual({
      id: rows[30]!.id,
      type: 'course-assigned',
      data: rows[30]!.data,
      isRead: false,
      createdAt: rows[30]!.createdAt.toISOString(),
    });
    const p2 = (await list('?pageNumber=2', me.h)).json();
    const p3 = (await list('?pageNumber=3', me.h)).json();
    expect([p2.pageNumber, p2.hasNextPage, p2.items.length]).toEqual([2, true, 15]);
    expect([p3.pageNumber, p3.hasNextPage, p3.items.length]).toEqual([3, false, 1]);
    expect([...idsOf(p1.json()), ...idsOf(p2), ...idsOf(p3)]).toEqual(newestFirst);
    expect((await list('?pageNumber=4', me.h)).json()).toMatchObject({ items: [], pageNumber: 4, hasNextPage: false });
    const small = (await list('?pageSize=10&pageNumber=3', me.h)).json();
    expect(small).toMatchObject({ pageSize: 10, pageNumber: 3, hasNextPage: true });
    expect(idsOf(small)).toEqual(newestFirst.slice(20, 30));
    for (const bad of ['0', '-1', 'abc']) expectValidation(await list(`?pageNumber=${bad}`, me.h), 'pageNumber');
    expectValidation(await list('?pageSize=101', me.h), 'pageSize');
  });

  it('filters by status and by type (one of another feed finds none); the summary counts the whole feed', async () => {
    const { user, learner } = await learnerAndAdmin();
    const assigned = await given(user.id, 2);
    const read = await given(user.id, 1, { type: 'quiz-graded', read: true });
    const password = await given(user.id, 1, { type: 'password-changed' });
    await given(user.id, 2, { type: 'contact-message' });
    const ids = async (q: string) => idsOf((await list(q, learner)).json()).sort();
    expect(await ids('?status=unread')).toEqual([...assigned, ...password].map((r) => r.id).sort());
    expect(await ids('?status=read')).toEqual([read[0]!.id]);
    expect(await ids('?type=course-assigned')).toEqual(assigned.map((r) => r.id).sort());
    expect(await ids('?type=quiz-graded&status=unread')).toEqual([]);
    expect(await ids('?type=password-changed&status=unread')).toEqual([password[0]!.id]);
    expect(await ids('?type=contact-message')).toEqual([]);
    expect(await ids('?status=&type=')).toHaveLength(4);
    expectValidation(await list('?status=maybe', learner), 'status', 'Status must be one of: read, unread');
    expectValidation(
      await list('?type=nope', learner),
      'type',
      `Type must be one of: ${NOTIFICATION_TYPES.join(', ')}`,
    );
    expect((await summary(learner)).json()).toEqual({ unreadCount: 3, totalCount: 4 });
  });

  it('a multi-role user: the learner feed holds the learner types and every role’s (a password change, an endorsement asked for, the forums’), the admin feed the admin ones', async () => {
    const { user, learner, admin } = await learnerAndAdmin();
    for (const type of NOTIFICATION_TYPES) await given(user.id, 1, { type });
    const typesIn = async (res: { json: () => { items: { type: string }[] } }) =>
      res
        .json()
        .items.map((i) => i.type)
        .sort();
    // One page holds them all (the learner area has more types than the default page size).
    expect(await typesIn(await list('?pageSize=50', learner))).toEqual([...LEARNER_TYPES].sort());
    expect(await typesIn(await adminFeed('', admin))).toEqual([
      'contact-message',
      'endorsement-requested',
      'forum-mention',
      'forum-reply',
      'password-changed',
      'user-import',
    ]);
    // /api/v1/notifications as the Learner is the same learner feed.
    expect((await adminFeed('?pageSize=50', learner)).json()).toEqual((await list('?pageSize=50', learner)).json());
    expect((await summary(learner)).json()).toEqual({
      unreadCount: LEARNER_TYPES.length,
      totalCount: LEARNER_TYPES.length,
    });
  });
});

describe('mark read, mark all read, delete', () => {
  it('mark read answers the notification read, and again keeps the time it was first read', async () => {
    const me = await signedInAs(t, 'Learner');
    const [n, other] = await given(me.user.id, 2);
    const res = await markRead(n!.id, me.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(notificationSchema.parse(res.json())).toEqual(res.json());
    expect(res.json()).toEqual({
      id: n!.id,
      type: 'course-assigned',
      data: n!.data,
      isRead: true,
      createdAt: n!.createdAt.toISOString(),
    });
    const firstRead = (await rowsOf(me.user.id)).find((r) => r.id === n!.id)!.readAt;
    expect(firstRead).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect((await markRead(n!.id, me.h)).json()).toEqual(res.json());
    expect((await markAll(me.h)).json()).toEqual({ markedCount: 1 });
    const after = await rowsOf(me.user.id);
    expect(after.find((r) => r.id === n!.id)!.readAt).toEqual(firstRead);
    expect(after.find((r) => r.id === other!.id)!.readAt).not.toBeNull();
    expect((await markAll(me.h)).json()).toEqual({ markedCount: 0 });
    expect((await summary(me.h)).json()).toEqual({ unreadCount: 0, totalCount: 2 });
  });

  it('delete answers 204 and the notification is gone (404 after, out of list and count)', async () => {
    const me = await signedInAs(t, 'Learner');
    const [n, kept] = await given(me.user.id, 2);
    const res = await remove(n!.id, me.h);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expectError(await remove(n!.id, me.h), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
    expectError(await markRead(n!.id, me.h), 404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND);
    expect(idsOf((await list('', me.h)).json())).toEqual([kept!.id]);
    expect((await summary(me.h)).json()).toEqual({ unreadCount: 1, totalCount: 1 });
  });

  it('each change in one feed leaves the other feed’s rows alone; the password change is one row in both', async () => {
    const { user, learner, admin } = await learnerAndAdmin();
    const [assigned, graded] = [...(await given(user.id, 1)), ...(await given(user.id, 1, { type: 'quiz-graded' }))];
    const [message, imported] = [
      ...(await given(user.id, 1, { type: 'contact-message' })),
      ...(await given(user.id, 1, { type: 'user-import' })),
    ];
    const [password] = await given(user.id, 1, { type: 'password-changed' });
    const state = async () =>
      Object.fromEntries((await rowsOf(user.id)).map((r) => [r.type, r.readAt === null ? 'unread' : 'read']));

    expect((await markAll(learner)).json()).toEqual({ markedCount: 3 });
    expect(await state()).toEqual({
      'course-assigned': 'read',
      'quiz-graded': 'read',
      'password-changed': 'read',
      'contact-message': 'unread',
      'user-import': 'unread',
    });
    // Read in one feed is read in the other: it is the same notification.
    expect((await adminFeed('?type=password-changed', admin)).json().items[0]).toMatchObject({ isRead: true });
    expect((await call(t, 'PUT', `/api/v1/notifications/mark-all-read`, undefined, admin)).json()).toEqual({
      markedCount: 2,
    });
    expect((await remove(assigned!.id, learner)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `/api/v1/notifications/${message!.id}`, undefined, admin)).statusCode).toBe(204);
    expectError(await remove(imported!.id, learner), 404, 'NOT_FOUND');
    expectError(await call(t, 'DELETE', `/api/v1/notifications/${graded!.id}`, undefined, admin), 404, 'NOT_FOUND');
    expect((await rowsOf(user.id)).map((r) => r.id).sort()).toEqual([graded!.id, imported!.id, password!.id].sort());
    // The password change deleted from the admin feed is gone from the learner feed too.
    expect((await call(t, 'DELETE', `/api/v1/notifications/${password!.id}`, undefined, admin)).statusCode).toBe(204);
    expect(idsOf((await list('', learner)).json())).toEqual([graded!.id]);
  });

  it('mark all read, mark read and delete at once: each answers 2xx, everything left is read, counted once', async () => {
    const { user, learner, admin } = await learnerAndAdmin();
    const rows = await given(user.id, 12);
    const [message] = await given(user.id, 1, { type: 'contact-message' });
    const results = await Promise.all([
      markAll(learner),
      ...rows.slice(2).map((r) => markRead(r.id, learner)),
      markAll(learner),
      remove(rows[0]!.id, learner),
      remove(rows[1]!.id, learner),
      markAll(learner),
    ]);
    for (const res of results) expect([200, 204], res.body).toContain(res.statusCode);
    const marked = results
      .filter((r) => r.statusCode === 200 && 'markedCount' in r.json())
      .reduce((n, r) => n + r.json().markedCount, 0);
    expect(marked).toBeLessThanOrEqual(12);
    expect((await summary(learner)).json()).toEqual({ unreadCount: 0, totalCount: 10 });
    const left = await rowsOf(user.id);
    expect(left.filter((r) => r.type === 'course-assigned').every((r) => r.readAt !== null)).toBe(true);
    expect(left.find((r) => r.id === message!.id)!.readAt).toBeNull();
    expect((await call(t, 'GET', '/api/v1/notifications/summary', undefined, admin)).json()).toEqual({
      unreadCount: 1,
      totalCount: 1,
    });
  });
});
