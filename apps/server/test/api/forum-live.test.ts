import type { AddressInfo } from 'node:net';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FORUM_JOIN,
  FORUM_LEAVE,
  FORUM_LIVE_NAMESPACE,
  FORUM_LIVE_ROOMS_MAX,
  FORUM_POST,
  type ForumLivePost,
  type ForumPost,
  type ForumPostPage,
  type ForumSpaceList,
  type ForumThread,
} from '@talentpath/contracts/forum';
import { NOTIFICATION_HUB_PATH } from '@talentpath/contracts/notifications';
import { enrolments } from '../../src/db/schema/learning.ts';
import { claimsOf, eventually, signAccessToken } from '../support/api.ts';
import { call, type Headers, type SignedIn, signedInAs } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { connected, refusalOf, refused } from '../support/sockets.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';

// Live replies (issue 26, ADR 0070) through a real socket.io-client on the app's own port: the hub's `/forum`
// namespace takes every role's token, a socket follows a thread only if its holder may read it, and each post's
// change reaches the thread's followers by its ids alone — after the commit, never to anyone else.

const t = await fileTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const MISSING = '00000000-0000-4000-8000-000000000000';
/** "At once" for a revocation, however loaded the machine: far below a token's 15 minutes. */
const AT_ONCE_MS = 5_000;

type Options = Partial<ManagerOptions & SocketOptions>;
/** An open thread page: its socket, what it was told (in order) and how its connection ended. */
type Reader = { socket: Socket; heard: ForumLivePost[]; closed: Promise<string> };

const opened = new Set<Socket>();
afterAll(() => {
  for (const socket of opened) socket.disconnect();
});

function socketOf(options: Options) {
  const socket = io(`${url}${FORUM_LIVE_NAMESPACE}`, {
    path: NOTIFICATION_HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
  opened.add(socket);
  return socket;
}

const tokenOf = (who: SignedIn) => who.h.authorization!.slice('Bearer '.length);

async function connect(who: SignedIn | string, options: Options = {}): Promise<Reader> {
  const socket = socketOf({ auth: { token: typeof who === 'string' ? who : tokenOf(who) }, ...options });
  const heard: ForumLivePost[] = [];
  socket.on(FORUM_POST, (post: ForumLivePost) => heard.push(post));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  await connected(socket);
  return { socket, heard, closed };
}

/** The handshake's refusal (it must not connect). */
const refusal = (options: Options) => refusalOf(socketOf(options));

const join = (reader: Reader, payload: unknown) =>
  reader.socket.timeout(5_000).emitWithAck(FORUM_JOIN, payload) as Promise<{ ok: boolean }>;

/** Waits until the reader has been told `n` things in all. */
const heardAtLeast = (reader: Reader, n: number, label: string) =>
  eventually(async () => reader.heard.length >= n, 10_000, label);

/** Resolves with the reason the server ended the connection; fails if it stays open past `ms`. */
const closedWithin = (reader: Reader, ms: number) =>
  Promise.race([
    reader.closed,
    new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms)),
  ]);

const api = (method: string, path: string, body: unknown, h: Headers) => call(t, method, `/api${path}`, body, h);
async function ok<T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return (r.body ? r.json() : undefined) as T;
}
const spaces = async (h: Headers) => (await ok<ForumSpaceList>(api('GET', '/forum/spaces', undefined, h))).items;
const startThread = (h: Headers, spaceId: string) =>
  ok<ForumThread>(
    api('POST', '/forum/threads', { spaceId, kind: 'discussion', title: 'Live?', body: 'Say something.' }, h),
    201,
  );
const reply = (h: Headers, threadId: string, body = 'A reply') =>
  ok<ForumPost>(api('POST', `/forum/threads/${threadId}/posts`, { body }, h), 201);

/** A course's forum with its owner (a coordinator), two enrolled learners, and a thread the first started. */
async function courseThread() {
  const owner = await signedInAs(t, 'CourseCoordinator');
  const { course } = await createCourse(t, { ownerId: owner.user.id });
  const [ada, grace] = [await signedInAs(t, 'Learner'), await signedInAs(t, 'Learner')];
  await enrol(t, course.id, ada.user.id);
  await enrol(t, course.id, grace.user.id);
  const spaceId = (await spaces(ada.h)).find((s) => s.course?.id === course.id)!.id;
  const thread = await startThread(ada.h, spaceId);
  return { owner, ada, grace, thread, course };
}
const generalThread = async (who: SignedIn) =>
  startThread(who.h, (await spaces(who.h)).find((s) => s.kind === 'general')!.id);

describe('connecting to the /forum namespace', () => {
  it('refuses no token, a bad one, an expired one, a signed-out session and a temporary password', async () => {
    expect(await refusal({})).toEqual(refused('UNAUTHORIZED'));
    expect(await refusal({ auth: { token: 'not.a.token' } })).toEqual(refused('TOKEN_INVALID'));
    const user = await createUser(t);
    const learner = await signIn(t, user);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, role: 'Learner', sid: claimsOf(learner.accessToken).sid };
    const expired = await signAccessToken(claims, { iat: now - 120, exp: now - 60 });
    expect(await refusal({ auth: { token: expired } })).toEqual(refused('TOKEN_EXPIRED'));
    expect((await call(t, 'POST', '/api/auth/revoke-token', learner.refreshToken)).statusCode).toBe(200);
    expect(await refusal({ auth: { token: learner.accessToken } })).toEqual(refused('TOKEN_INVALID'));
    const temporary = await signIn(t, await createUser(t, { requirePasswordChange: true }));
    expect(await refusal({ auth: { token: temporary.accessToken } })).toEqual(refused('PASSWORD_CHANGE_REQUIRED'));
  });

  it('takes every role (the hub’s own namespace takes only Learners), the token also as access_token (polling)', async () => {
    for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager', 'Admin', 'SuperAdmin'] as const) {
      const who = await signedInAs(t, role);
      const reader = await connect(who);
      expect(reader.socket.connected, role).toBe(true);
      reader.socket.disconnect();
    }
    const polling = await connect('', {
      transports: ['polling'],
      auth: {},
      query: { access_token: tokenOf(await signedInAs(t, 'CourseCoordinator')) },
    });
    expect(polling.socket.connected).toBe(true);
  });
});

describe('following a thread', () => {
  it('tells each follower of a reply by its ids after it is written; an outsider of the course is refused and told nothing', async () => {
    const { ada, grace, owner, thread } = await courseThread();
    const outsider = await signedInAs(t, 'Learner');
    const [adaTab, graceTab, ownerTab, outsiderTab] = [
      await connect(ada),
      await connect(grace),
      await connect(owner),
      await connect(outsider),
    ];
    for (const reader of [adaTab, graceTab, ownerTab])
      expect(await join(reader, { threadId: thread.id })).toEqual({ ok: true });
    expect(await join(outsiderTab, { threadId: thread.id })).toEqual({ ok: false });
    // The outsider follows a thread of the general forum, told of after the course's: what it is told first is that.
    const general = await generalThread(outsider);
    expect(await join(outsiderTab, { threadId: general.id })).toEqual({ ok: true });

    const posted = await reply(grace.h, thread.id, 'Secret course answer');
    const told = { threadId: thread.id, postId: posted.id, kind: 'created' };
    for (const reader of [adaTab, graceTab, ownerTab]) await heardAtLeast(reader, 1, 'the reply');
    // Ids only: no text, no author.
    for (const reader of [adaTab, graceTab, ownerTab]) expect(reader.heard).toEqual([told]);
    const elsewhere = await reply(ada.h, general.id);
    await heardAtLeast(outsiderTab, 1, 'the general reply');
    expect(outsiderTab.heard).toEqual([{ threadId: general.id, postId: elsewhere.id, kind: 'created' }]);
    // Nor were the followers of the course thread told of the general one.
    expect(adaTab.heard).toEqual([told]);
  });

  it('a follower who has lost the thread since joining (left the course) is told nothing more, and is out of its room', async () => {
    const { ada, grace, owner, thread, course } = await courseThread();
    const [adaTab, graceTab] = [await connect(ada), await connect(grace)];
    for (const reader of [adaTab, graceTab]) expect(await join(reader, { threadId: thread.id })).toEqual({ ok: true });
    const first = await reply(owner.h, thread.id, 'Before');
    for (const reader of [adaTab, graceTab]) await heardAtLeast(reader, 1, 'the first reply');

    // Grace leaves the course (her enrolment is gone); her tab stays connected, in the room it joined.
    await t.db.delete(enrolments).where(and(eq(enrolments.userId, grace.user.id), eq(enrolments.courseId, course.id)));
    const second = await reply(owner.h, thread.id, 'After');
    const third = await reply(ada.h, thread.id, 'And after');
    await heardAtLeast(adaTab, 3, 'the later replies');
    expect(adaTab.heard.map((h) => h.postId)).toEqual([first.id, second.id, third.id]);
    expect(graceTab.heard.map((h) => h.postId)).toEqual([first.id]);
    expect(graceTab.socket.connected).toBe(true);
    // Out of the room, not merely skipped: enrolled again, she is told only after joining again.
    await enrol(t, course.id, grace.user.id);
    const fourth = await reply(owner.h, thread.id, 'Welcome back');
    await heardAtLeast(adaTab, 4, 'the fourth reply');
    expect(graceTab.heard.map((h) => h.postId)).toEqual([first.id]);
    expect(await join(graceTab, { threadId: thread.id })).toEqual({ ok: true });
    const fifth = await reply(owner.h, thread.id, 'Now you hear');
    await heardAtLeast(graceTab, 2, 'the fifth reply');
    expect(graceTab.heard.map((h) => h.postId)).toEqual([first.id, fifth.id]);
    expect(adaTab.heard.map((h) => h.postId)).toEqual([first.id, second.id, third.id, fourth.id, fifth.id]);
  });

  it('tells of an edit, a hide, a restore and a deletion; a hidden reply stays out of what a learner reads', async () => {
    const { ada, grace, owner, thread } = await courseThread();
    const adaTab = await connect(ada);
    expect(await join(adaTab, { threadId: thread.id })).toEqual({ ok: true });
    const posted = await reply(grace.h, thread.id);
    await ok(api('PATCH', `/forum/posts/${posted.id}`, { body: 'A better reply' }, grace.h));
    await ok(api('PUT', `/forum/posts/${posted.id}/hidden`, { hidden: true }, owner.h), 204);
    await heardAtLeast(adaTab, 3, 'the reply, its edit and its hiding');
    const page = await ok<ForumPostPage>(api('GET', `/forum/threads/${thread.id}/posts`, undefined, ada.h));
    expect(page.items.map((p) => p.id)).not.toContain(posted.id);
    await ok(api('PUT', `/forum/posts/${posted.id}/hidden`, { hidden: false }, owner.h), 204);
    await ok(api('DELETE', `/forum/posts/${posted.id}`, undefined, grace.h), 204);
    // A moderator's deletion of another's post is told once too.
    const second = await reply(grace.h, thread.id);
    await ok(api('DELETE', `/forum/posts/${second.id}`, undefined, owner.h), 204);
    await heardAtLeast(adaTab, 7, 'every change');
    const change = (postId: string, kind: ForumLivePost['kind']) => ({ threadId: thread.id, postId, kind });
    expect(adaTab.heard).toEqual([
      change(posted.id, 'created'),
      change(posted.id, 'updated'),
      change(posted.id, 'removed'),
      change(posted.id, 'updated'),
      change(posted.id, 'removed'),
      change(second.id, 'created'),
      change(second.id, 'removed'),
    ]);
  });

  it('lets a coordinator owning the course and an admin follow; not another coordinator nor a project manager', async () => {
    const { ada, owner, thread } = await courseThread();
    const admin = await signedInAs(t, 'Admin');
    const [ownerTab, adminTab] = [await connect(owner), await connect(admin)];
    expect(await join(ownerTab, { threadId: thread.id })).toEqual({ ok: true });
    expect(await join(adminTab, { threadId: thread.id })).toEqual({ ok: true });
    for (const role of ['CourseCoordinator', 'ProjectManager'] as const)
      expect(await join(await connect(await signedInAs(t, role)), { threadId: thread.id }), role).toEqual({
        ok: false,
      });
    const posted = await reply(ada.h, thread.id);
    for (const reader of [ownerTab, adminTab]) {
      await heardAtLeast(reader, 1, 'the reply');
      expect(reader.heard).toEqual([{ threadId: thread.id, postId: posted.id, kind: 'created' }]);
    }
  });

  it('answers no to what is not a thread the caller may read, and stays connected', async () => {
    const { ada } = await courseThread();
    const tab = await connect(ada);
    for (const payload of [{ threadId: 'nope' }, {}, 'thread', null, 42, { threadId: MISSING }, [MISSING]])
      expect(await join(tab, payload), JSON.stringify(payload)).toEqual({ ok: false });
    // A join without an answer to send, and a leave of nothing: ignored.
    tab.socket.emit(FORUM_JOIN, { threadId: MISSING });
    tab.socket.emit(FORUM_LEAVE, { threadId: 'nope' });
    tab.socket.emit(FORUM_LEAVE, null);
    expect(await join(tab, { threadId: (await generalThread(ada)).id })).toEqual({ ok: true });
    expect(tab.socket.connected).toBe(true);
  });

  it(`follows at most ${FORUM_LIVE_ROOMS_MAX} threads at once; one left frees a place, and is no longer told of`, async () => {
    const ada = await signedInAs(t, 'Learner');
    const tab = await connect(ada);
    const threads: ForumThread[] = [];
    for (let i = 0; i <= FORUM_LIVE_ROOMS_MAX; i++) threads.push(await generalThread(ada));
    const answers = await Promise.all(
      threads.slice(0, FORUM_LIVE_ROOMS_MAX).map((th) => join(tab, { threadId: th.id })),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    // Joined already: yes, and no room more.
    expect(await join(tab, { threadId: threads[0]!.id })).toEqual({ ok: true });
    const last = threads[FORUM_LIVE_ROOMS_MAX]!;
    expect(await join(tab, { threadId: last.id })).toEqual({ ok: false });
    tab.socket.emit(FORUM_LEAVE, { threadId: threads[0]!.id });
    expect(await join(tab, { threadId: last.id })).toEqual({ ok: true });

    await reply(ada.h, threads[0]!.id); // left: not told
    const told = await reply(ada.h, last.id);
    await heardAtLeast(tab, 1, 'the reply in the thread joined last');
    expect(tab.heard).toEqual([{ threadId: last.id, postId: told.id, kind: 'created' }]);
  });
});

describe('a follower’s connection lives no longer than its token', () => {
  it('is closed at once when its session is signed out, and when its token expires', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    const tab = await connect(session.accessToken);
    expect((await call(t, 'POST', '/api/auth/revoke-token', session.refreshToken)).statusCode).toBe(200);
    expect(await closedWithin(tab, AT_ONCE_MS)).toBe('io server disconnect');

    const live = await signIn(t, user);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const short = await signAccessToken(
      { sub: user.id, role: 'Learner', sid: claimsOf(live.accessToken).sid },
      { exp },
    );
    const expiring = await connect(short);
    expect(await closedWithin(expiring, 6_000)).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);
  });
});
