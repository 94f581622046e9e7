import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_HUB_PATH, RECEIVE_UNREAD_COUNT } from '@talentpath/contracts/notifications';
import { jobs } from '../../src/db/schema/jobs.ts';
import { claimsOf, eventually, signAccessToken } from '../support/api.ts';
import { call, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { connected, refusalOf, refused } from '../support/sockets.ts';
import { createTestApp, createUser, fileTestApp, signIn } from '../support/test-app.ts';

// The real-time hub (spec §7, ADR 0037) through a real socket.io-client on the app's own port: who may connect and
// how the token travels, when the server ends a connection, and which changes reach whose open tabs.

const t = await fileTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const coordinator = await signedInAs(t, 'CourseCoordinator');
const admin = await signedInAs(t, 'Admin');
const LEARNER_FEED = '/api/v1/learner/notifications';
/** "At once" for a revocation, however loaded the machine: far below a token's 15 minutes. */
const AT_ONCE_MS = 5_000;

type Options = Partial<ManagerOptions & SocketOptions>;
/** An open tab: its socket, every count it received (in order) and how its connection ended. */
type Tab = { socket: Socket; counts: number[]; closed: Promise<string> };

const opened = new Set<Socket>();
afterAll(() => {
  for (const socket of opened) socket.disconnect();
});

function socketOf(options: Options) {
  const socket = io(url, {
    path: NOTIFICATION_HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
  opened.add(socket);
  return socket;
}

async function connect(options: Options): Promise<Tab> {
  const socket = socketOf(options);
  const counts: number[] = [];
  socket.on(RECEIVE_UNREAD_COUNT, (count: number) => counts.push(count));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  await connected(socket);
  return { socket, counts, closed };
}

/** The handshake's refusal (it must not connect). */
const refusal = (options: Options) => refusalOf(socketOf(options));

/** Resolves with the reason the server ended the connection; fails if it stays open past `ms`. */
const closedWithin = (tab: Tab, ms: number) =>
  Promise.race([
    tab.closed,
    new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms)),
  ]);

/** Waits until each tab has received `counts` in all, then checks it received exactly those, in order. */
async function expectCounts(entries: [Tab, number[]][]) {
  for (const [tab, counts] of entries)
    await eventually(async () => tab.counts.length >= counts.length, 10_000, `count ${counts.at(-1)} on a tab`);
  for (const [tab, counts] of entries) expect(tab.counts).toEqual(counts);
}

const publishedCourse = async () => (await createCourse(t, { ownerId: coordinator.user.id })).course;
async function assign(learnerId: string) {
  const course = await publishedCourse();
  const res = await call(t, 'POST', `/api/courses/${course.id}/enrolments`, { learnerIds: [learnerId] }, coordinator.h);
  expect(res.statusCode, res.body).toBe(200);
}
const learnerFeed = async (h: Headers) =>
  (await call(t, 'GET', LEARNER_FEED, undefined, h)).json().items as { id: string; isRead: boolean }[];

describe('connecting to /notificationHub', () => {
  it('takes a Learner token from auth.token, the access_token query parameter (polling) or the Authorization header', async () => {
    const learner = await signIn(t, await createUser(t));
    for (const options of [
      { auth: { token: learner.accessToken } },
      { transports: ['polling'], query: { access_token: learner.accessToken } },
      { transports: ['polling'], extraHeaders: { Authorization: `Bearer ${learner.accessToken}` } },
      { transports: ['polling'], extraHeaders: { authorization: `bearer   ${learner.accessToken}` } },
    ] as Options[]) {
      const tab = await connect(options);
      expect(tab.socket.connected).toBe(true);
      tab.socket.disconnect();
    }
  });

  it('refuses no token, a bad one, an expired one, a revoked session, a disabled user, other roles and a temporary password', async () => {
    expect(await refusal({})).toEqual(refused('UNAUTHORIZED'));
    expect(await refusal({ auth: { token: '' }, query: { access_token: '' } })).toEqual(refused('UNAUTHORIZED'));
    expect(await refusal({ transports: ['polling'], extraHeaders: { Authorization: 'Basic abc' } })).toEqual(
      refused('UNAUTHORIZED'),
    );

    const user = await createUser(t);
    const learner = await signIn(t, user);
    const claims = { sub: user.id, role: 'Learner', sid: claimsOf(learner.accessToken).sid };
    const forged = await signAccessToken(claims, { secret: 'another-secret-that-is-long-enough-to-sign-with' });
    expect(await refusal({ auth: { token: forged } })).toEqual(refused('TOKEN_INVALID'));
    expect(await refusal({ auth: { token: 'not.a.token' } })).toEqual(refused('TOKEN_INVALID'));
    const now = Math.floor(Date.now() / 1000);
    const expired = await signAccessToken(claims, { iat: now - 120, exp: now - 60 });
    expect(await refusal({ auth: { token: expired } })).toEqual(refused('TOKEN_EXPIRED'));

    // Signed out: the access token still has minutes to live, but its session is over.
    const out = await signIn(t, user);
    expect((await call(t, 'POST', '/api/auth/revoke-token', out.refreshToken)).statusCode).toBe(200);
    expect(await refusal({ auth: { token: out.accessToken } })).toEqual(refused('TOKEN_INVALID'));

    // Disabled by an admin: every session of the user ends.
    const toggled = await call(t, 'POST', `/api/admin/users/${user.id}/toggle-status`, undefined, admin.h);
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(await refusal({ query: { access_token: learner.accessToken }, transports: ['polling'] })).toEqual(
      refused('TOKEN_INVALID'),
    );

    for (const role of ['Admin', 'SuperAdmin', 'CourseCoordinator', 'ProjectManager'] as const) {
      const other = await signedInAs(t, role);
      expect(await refusal({ auth: { token: other.h.authorization!.slice(7) } })).toEqual(refused('FORBIDDEN'));
    }
    const temporary = await signIn(t, await createUser(t, { requirePasswordChange: true }));
    expect(await refusal({ auth: { token: temporary.accessToken } })).toEqual(refused('PASSWORD_CHANGE_REQUIRED'));
  });
});

describe('a connection lives no longer than its token', () => {
  it('is closed by the server when the token expires, not before', async () => {
    const user = await createUser(t);
    const learner = await signIn(t, user);
    const exp = Math.floor(Date.now() / 1000) + 3;
    const token = await signAccessToken(
      { sub: user.id, role: 'Learner', sid: claimsOf(learner.accessToken).sid },
      { exp },
    );
    const short = await connect({ auth: { token } });
    const long = await connect({ auth: { token: learner.accessToken } });
    expect(await closedWithin(short, 8_000)).toBe('io server disconnect');
    const at = Date.now();
    // Timers keep milliseconds by the event loop's clock, a few behind the wall's; the token's life is whole seconds.
    expect(at).toBeGreaterThanOrEqual(exp * 1000 - 50);
    expect(at).toBeLessThan(exp * 1000 + 2_000);
    expect(long.socket.connected).toBe(true);
  });

  it('is closed at once when its session is signed out, its user disabled, or its role switched', async () => {
    const user = await createUser(t);
    const out = await signIn(t, user);
    const kept = await signIn(t, user);
    const [tab, other] = [
      await connect({ auth: { token: out.accessToken } }),
      await connect({ auth: { token: kept.accessToken } }),
    ];
    expect((await call(t, 'POST', '/api/auth/revoke-token', out.refreshToken)).statusCode).toBe(200);
    expect(await closedWithin(tab, AT_ONCE_MS)).toBe('io server disconnect');
    expect(other.socket.connected).toBe(true);

    expect((await call(t, 'POST', `/api/admin/users/${user.id}/toggle-status`, undefined, admin.h)).statusCode).toBe(
      200,
    );
    expect(await closedWithin(other, AT_ONCE_MS)).toBe('io server disconnect');

    // A role switch raises the session's token version: the Learner token of that session goes.
    const both = await createUser(t, { roles: ['Learner', 'Admin'] });
    const session = await signIn(t, both, 'Learner');
    const switching = await connect({ auth: { token: session.accessToken } });
    const switched = await call(t, 'POST', '/api/auth/select-role', {
      userId: session.userId,
      role: 'Admin',
      accessToken: session.accessToken,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await closedWithin(switching, AT_ONCE_MS)).toBe('io server disconnect');
    expect(await refusal({ auth: { token: session.accessToken } })).toEqual(refused('TOKEN_INVALID'));
    expect(await refusal({ auth: { token: switched.json().accessToken } })).toEqual(refused('FORBIDDEN'));
  });
});

describe('ReceiveUnreadCount', () => {
  it('reaches every open tab of the learner with the new count after each change, and no one else', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user); // one browser: two tabs share its session
    const second = await signIn(t, user); // another device
    const tabs = [
      await connect({ auth: { token: first.accessToken } }),
      await connect({ transports: ['polling'], query: { access_token: first.accessToken } }),
    ];
    const device = await connect({
      transports: ['polling'],
      extraHeaders: { Authorization: `Bearer ${second.accessToken}` },
    });
    const stranger = await signIn(t, await createUser(t));
    const strangerTab = await connect({ auth: { token: stranger.accessToken } });
    const every = (counts: number[]): [Tab, number[]][] => [...tabs, device].map((tab) => [tab, counts]);

    // Notifications written by events (a coordinator assigning a course; the job runs after the commit).
    await assign(user.id);
    await expectCounts(every([1]));
    await assign(user.id);
    await expectCounts(every([1, 2]));

    const [newest, older] = await learnerFeed(first.headers);
    const markRead = (id: string) => call(t, 'PUT', `${LEARNER_FEED}/${id}/mark-read`, undefined, first.headers);
    expect((await markRead(newest!.id)).statusCode).toBe(200);
    await expectCounts(every([1, 2, 1]));
    // Nothing changes when the read one is deleted: the next change is the only one after it.
    expect((await call(t, 'DELETE', `${LEARNER_FEED}/${newest!.id}`, undefined, first.headers)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `${LEARNER_FEED}/${older!.id}`, undefined, second.headers)).statusCode).toBe(204);
    await expectCounts(every([1, 2, 1, 0]));

    await assign(user.id);
    await assign(user.id);
    await expectCounts(every([1, 2, 1, 0, 1, 2]));
    const markAll = () => call(t, 'PUT', `${LEARNER_FEED}/mark-all-read`, undefined, second.headers);
    expect((await markAll()).json()).toEqual({ markedCount: 2 });
    await expectCounts(every([1, 2, 1, 0, 1, 2, 0]));
    expect((await markAll()).json()).toEqual({ markedCount: 0 });

    // A password change (an event of the auth module) ends the other device's session and tells this one's tabs.
    const changed = await call(
      t,
      'POST',
      '/api/auth/change-password',
      { userId: user.id, currentPassword: user.password, newPassword: 'Changed!Pass2027' },
      first.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closedWithin(device, AT_ONCE_MS)).toBe('io server disconnect');
    await expectCounts(tabs.map((tab) => [tab, [1, 2, 1, 0, 1, 2, 0, 1]]));
    expect((await call(t, 'GET', `${LEARNER_FEED}/summary`, undefined, first.headers)).json()).toEqual({
      unreadCount: 1,
      totalCount: 3,
    });

    // The other learner heard none of it; their own first notification is the first count they get.
    await assign(stranger.userId);
    await expectCounts([[strangerTab, [1]]]);
    expect(tabs.map((tab) => tab.socket.connected)).toEqual([true, true]);
  });

  it('is not sent for a notification written or read in another area’s feed of the same user', async () => {
    const { user, asAdmin, tab } = await learnerAndAdmin();
    const [message] = await contactMessageTo(asAdmin.headers);
    const read = await call(t, 'PUT', `/api/v1/notifications/${message!.id}/mark-read`, undefined, asAdmin.headers);
    expect(read.statusCode, read.body).toBe(200);
    // The first count this tab gets is the one its own feed's first notification brings.
    await assign(user.id);
    await expectCounts([[tab, [1]]]);
  });

  // Marking all of an admin's feed read sends nothing when none of them counts in the learner feed (a type of every
  // feed, like 'password-changed', would).
  it('is not sent when all of another area’s feed is marked read', async () => {
    const { user, asAdmin, tab } = await learnerAndAdmin();
    await contactMessageTo(asAdmin.headers);
    const all = await call(t, 'PUT', '/api/v1/notifications/mark-all-read', undefined, asAdmin.headers);
    expect(all.json()).toEqual({ markedCount: 1 });
    await assign(user.id);
    await expectCounts([[tab, [1]]]);
  });

  it('is not sent when a notification already read is marked read again', async () => {
    const user = await createUser(t);
    const learner = await signIn(t, user);
    const tab = await connect({ auth: { token: learner.accessToken } });
    await assign(user.id);
    await expectCounts([[tab, [1]]]); // written: the job has run
    const [only] = await learnerFeed(learner.headers);
    const markRead = () => call(t, 'PUT', `${LEARNER_FEED}/${only!.id}/mark-read`, undefined, learner.headers);
    expect((await markRead()).statusCode).toBe(200);
    expect((await markRead()).statusCode).toBe(200);
    await assign(user.id);
    await expectCounts([[tab, [1, 0, 1]]]);
  });
});

/** A Learner who is also an Admin: signed in as each (two sessions), with a tab of the Learner session open. */
async function learnerAndAdmin() {
  const user = await createUser(t, { roles: ['Learner', 'Admin'] });
  const asLearner = await signIn(t, user, 'Learner');
  const asAdmin = await signIn(t, user, 'Admin');
  const tab = await connect({ auth: { token: asLearner.accessToken } });
  return { user, asAdmin, tab };
}

/** Sends a contact message and waits until every admin has been told (a durable job); the admin's unread ones. */
async function contactMessageTo(h: Headers) {
  const sent = await call(t, 'POST', '/api/contact/send-message', {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'A question about courses.',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await eventually(
    async () =>
      (await t.db.select().from(jobs).where(eq(jobs.kind, 'contact-message.received>notify-admins'))).every(
        (j) => j.status === 'done',
      ),
    10_000,
    'every admin told',
  );
  const unread = await call(t, 'GET', '/api/v1/notifications?status=unread', undefined, h);
  return unread.json().items as { id: string }[];
}

describe.skipIf(!process.env.TEST_REDIS_URL)('the hub on Redis', () => {
  it('logs a count it cannot publish (Redis closed at shutdown) instead of leaving a rejection that ends the process', async () => {
    const lines: string[] = [];
    const other = await createTestApp({ LOG_LEVEL: 'warn' }, { log: { write: (line) => lines.push(line) } });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // A count sent when Redis is gone (here its clients have quit, as at the end of shutdown).
      await other.app.platform.realtime.close();
      other.app.platform.realtime.toUsers([randomUUID()], RECEIVE_UNREAD_COUNT, 1);
      await eventually(async () => lines.some((line) => line.includes('hub publish failed')), 5_000, 'the warning');
      await new Promise((r) => setTimeout(r, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await other.close();
    }
  });
});
