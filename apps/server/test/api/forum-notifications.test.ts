import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FORUM_MENTIONS_MAX,
  FORUM_PEOPLE_MAX,
  type ForumPeople,
  type ForumPost,
  type ForumSpaceList,
  type ForumThread,
} from '@talentpath/contracts/forum';
import type { NotificationType } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { jobs } from '../../src/db/schema/jobs.ts';
import { enrolments } from '../../src/db/schema/learning.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { expectError, expectValidation, mailsTo } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { jobsDone, notificationsOfType } from '../support/notifications.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';

// The forums' notifications (issue 26) through the API and the jobs: a new post tells those watching its thread
// or its forum, and the people it @mentions (an e-mail's local part) who may read it — once each, never its
// author, nobody when it is hidden or deleted by the time the job runs; the e-mails land on the thread in the
// reader's own area. And PUT /forum/spaces/{id}/watch, per role; GET /forum/spaces/{id}/people, the composer's
// @-suggestions.

const t = await fileTestApp();
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';
const POSTED = 'forum.posted>notify-forum';

const api = (method: string, path: string, body: unknown, h: Headers) => call(t, method, `/api${path}`, body, h);
const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return (r.body ? r.json() : undefined) as T;
};

// Handles unique to this run: files may share a database.
const run = randomInt(1e6, 1e7);
let count = 0;
/** A person signed in as `role`, with a handle of their own (or `local`, the e-mail's local part given). */
async function person(role: Role, options: { local?: string; domain?: string } = {}) {
  count += 1;
  const handle = options.local ?? `person${count}.r${run}`;
  const user = await createUser(t, {
    roles: [role],
    name: `Person ${count}`,
    email: `${handle}@${options.domain ?? 'example.test'}`,
  });
  return { user, h: (await signIn(t, user, role)).headers, handle };
}
type Person = Awaited<ReturnType<typeof person>>;

const spacesOf = async (h: Headers) => (await ok<ForumSpaceList>(api('GET', '/forum/spaces', undefined, h))).items;
const generalId = async () => (await spacesOf(who.Learner.h)).find((s) => s.kind === 'general')!.id;

/** A course with its owner, an enrolled learner and its forum. */
async function courseForum() {
  const owner = await person('CourseCoordinator');
  const { course } = await createCourse(t, { ownerId: owner.user.id });
  const learner = await person('Learner');
  await enrol(t, course.id, learner.user.id);
  const spaceId = (await spacesOf(learner.h)).find((s) => s.course?.id === course.id)!.id;
  return { owner, learner, course, spaceId };
}

/** Starts a thread and waits for its post's notifications. */
async function startThread(by: Person, spaceId: string, body = 'What do you think?') {
  const thread = await ok<ForumThread>(
    api('POST', '/forum/threads', { spaceId, kind: 'discussion', title: `Thread ${++count}`, body }, by.h),
    201,
  );
  await jobsDone(t, POSTED, (e) => e.postId === thread.opening.id);
  return thread;
}
/** Writes a reply and waits for its notifications. */
async function reply(by: Person, threadId: string, body: string) {
  const post = await ok<ForumPost>(api('POST', `/forum/threads/${threadId}/posts`, { body }, by.h), 201);
  await jobsDone(t, POSTED, (e) => e.postId === post.id);
  return post;
}
const watchSpace = (h: Headers, spaceId: string, body: unknown) =>
  api('PUT', `/forum/spaces/${spaceId}/watch`, body, h);

/** What a person was told of one thread, of one type. */
const told = async (p: Person, type: NotificationType, threadId: string) =>
  (await notificationsOfType(t, p.user.id, type)).filter((n) => (n.data as { threadId: string }).threadId === threadId);
/** What a forum notification carries: the thread, the post, and who wrote it. */
const noticeData = (thread: ForumThread, postId: string, author: Person) => ({
  threadId: thread.id,
  threadTitle: thread.title,
  postId,
  authorName: author.user.name,
});
const toldOf = async (p: Person, threadId: string) => ({
  mention: (await told(p, 'forum-mention', threadId)).length,
  reply: (await told(p, 'forum-reply', threadId)).length,
});

describe('watching', () => {
  it('a reply tells its thread’s watchers in the app (the author, those who replied), never the one who wrote it', async () => {
    const general = await generalId();
    const asker = await person('Learner');
    const helper = await person('CourseCoordinator');
    const thread = await startThread(asker, general);
    // The opening post: its only watcher is its author.
    expect(await toldOf(asker, thread.id)).toEqual({ mention: 0, reply: 0 });

    const answer = await reply(helper, thread.id, 'Try this.');
    expect(await toldOf(helper, thread.id)).toEqual({ mention: 0, reply: 0 });
    const [row] = await told(asker, 'forum-reply', thread.id);
    expect(row!.data).toEqual(noticeData(thread, answer.id, helper));
    // In the learner's feed, with its link in the learner area.
    const feed = await ok<{ items: { type: string; data: { postId: string } }[] }>(
      api('GET', '/v1/learner/notifications', undefined, asker.h),
    );
    expect(feed.items.filter((n) => n.type === 'forum-reply').map((n) => n.data.postId)).toEqual([answer.id]);

    // The helper watches the thread now (they replied): the asker's answer tells them, not the asker.
    await reply(asker, thread.id, 'Thanks!');
    expect(await toldOf(helper, thread.id)).toEqual({ mention: 0, reply: 1 });
    expect(await toldOf(asker, thread.id)).toEqual({ mention: 0, reply: 1 });
    // In the coordinator's feed too (a type for every area).
    const theirs = await ok<{ items: { type: string }[] }>(api('GET', '/v1/notifications', undefined, helper.h));
    expect(theirs.items.map((n) => n.type)).toContain('forum-reply');

    // Who stops watching is told no more.
    await ok(api('PUT', `/forum/threads/${thread.id}/watch`, { watching: false }, helper.h));
    await reply(asker, thread.id, 'One more thing.');
    expect(await toldOf(helper, thread.id)).toEqual({ mention: 0, reply: 1 });
  });

  it('a forum’s watchers are told of each new thread and post in it, until they stop; others’ forums tell them nothing', async () => {
    const { owner, learner, course, spaceId } = await courseForum();
    const watcher = await person('Learner');
    const { course: another } = await createCourse(t, { ownerId: owner.user.id });
    await enrol(t, another.id, watcher.user.id);
    const watcherSpace = (await spacesOf(watcher.h)).find((s) => s.course?.id === another.id)!.id;

    expect(await ok(watchSpace(owner.h, spaceId, { watching: true }))).toEqual({ watching: true });
    // Twice is the same as once.
    expect(await ok(watchSpace(owner.h, spaceId, { watching: true }))).toEqual({ watching: true });
    expect((await spacesOf(owner.h)).find((s) => s.id === spaceId)!.watching).toBe(true);
    expect((await spacesOf(learner.h)).find((s) => s.id === spaceId)!.watching).toBe(false);
    await ok(watchSpace(watcher.h, watcherSpace, { watching: true }));

    const thread = await startThread(learner, spaceId);
    expect(await toldOf(owner, thread.id)).toEqual({ mention: 0, reply: 1 });
    const other = await person('Learner');
    await enrol(t, course.id, other.user.id);
    await reply(other, thread.id, 'Me too.');
    expect(await toldOf(owner, thread.id)).toEqual({ mention: 0, reply: 2 });
    // Watching another course's forum tells nothing of this one.
    expect(await toldOf(watcher, thread.id)).toEqual({ mention: 0, reply: 0 });

    expect(await ok(watchSpace(owner.h, spaceId, { watching: false }))).toEqual({ watching: false });
    expect((await spacesOf(owner.h)).find((s) => s.id === spaceId)!.watching).toBe(false);
    await reply(other, thread.id, 'Still here.');
    expect(await toldOf(owner, thread.id)).toEqual({ mention: 0, reply: 2 });
  });

  it('a watcher who may no longer read the forum (no longer enrolled) is not told', async () => {
    const { learner, course, spaceId } = await courseForum();
    const leaver = await person('Learner');
    await enrol(t, course.id, leaver.user.id);
    await ok(watchSpace(leaver.h, spaceId, { watching: true }));
    await t.db.delete(enrolments).where(and(eq(enrolments.courseId, course.id), eq(enrolments.userId, leaver.user.id)));
    const thread = await startThread(learner, spaceId, `Hello @${leaver.handle}`);
    expect(await toldOf(leaver, thread.id)).toEqual({ mention: 0, reply: 0 });
  });
});

/** The course whose forum this is (read back from the spaces list of an admin, who reads them all). */
async function courseOf(spaceId: string) {
  return (await spacesOf(who.Admin.h)).find((s) => s.id === spaceId)?.course?.id;
}

describe('@mentions', () => {
  it('tell the readers of a course forum named by their handle; not an outsider, not in code, not a shared handle, not the author', async () => {
    const { owner, learner, course, spaceId } = await courseForum();
    const author = await person('Learner');
    const inCode = await person('Learner');
    const outsider = await person('Learner');
    const manager = await person('ProjectManager');
    const admin = await person('Admin');
    const twin = `twin.r${run}`;
    const twins = [
      await person('Learner', { local: twin }),
      await person('Learner', { local: twin, domain: 'b.test' }),
    ];
    for (const p of [author, inCode, ...twins]) await enrol(t, course.id, p.user.id);

    const body = [
      `Hi @${learner.handle}, @${owner.handle.toUpperCase()} and @${admin.handle}!`,
      `Not @${outsider.handle} or @${manager.handle} (they cannot read this forum), not @${twin}, not me (@${author.handle}).`,
      `In code: \`@${inCode.handle}\` and`,
      '',
      '```',
      `@${inCode.handle}`,
      '```',
      '',
      `An address is no mention: ${inCode.handle}@example.test; nor is @nobody.r${run}.`,
    ].join('\n');
    const thread = await startThread(author, spaceId, body);

    for (const p of [learner, owner, admin])
      expect(await toldOf(p, thread.id), p.handle).toEqual({ mention: 1, reply: 0 });
    for (const p of [author, inCode, outsider, manager, ...twins])
      expect(await toldOf(p, thread.id), p.handle).toEqual({ mention: 0, reply: 0 });
    const [row] = await told(learner, 'forum-mention', thread.id);
    expect(row!.data).toEqual(noticeData(thread, thread.opening.id, author));
  });

  it('someone both mentioned and watching is told once, of the mention', async () => {
    const general = await generalId();
    const asker = await person('Learner');
    const thread = await startThread(asker, general);
    const other = await person('ProjectManager');
    await reply(other, thread.id, `@${asker.handle} see above; @${asker.handle} again.`);
    expect(await toldOf(asker, thread.id)).toEqual({ mention: 1, reply: 0 });
  });

  it(`tell at most ${FORUM_MENTIONS_MAX} people, the first written`, async () => {
    const general = await generalId();
    const many: Person[] = [];
    for (let i = 0; i <= FORUM_MENTIONS_MAX; i += 1) many.push(await person('Learner'));
    const author = await person('Learner');
    const thread = await startThread(author, general, many.map((p) => `@${p.handle}`).join(' '));
    for (const p of many.slice(0, FORUM_MENTIONS_MAX)) expect((await toldOf(p, thread.id)).mention).toBe(1);
    expect((await toldOf(many.at(-1)!, thread.id)).mention).toBe(0);
  });
});

describe('an edit', () => {
  const EDITED = 'forum.post-edited>notify-mentions';
  const edit = async (by: Person, postId: string, body: string) => {
    await ok(api('PATCH', `/forum/posts/${postId}`, { body }, by.h));
    await jobsDone(t, EDITED, (e) => e.postId === postId);
  };

  it('tells only the people it newly @mentions, once; not those mentioned before, not the watchers', async () => {
    const general = await generalId();
    const author = await person('Learner');
    const first = await person('Learner');
    const added = await person('ProjectManager');
    const watcher = await person('Admin');
    const thread = await startThread(author, general);
    await ok(api('PUT', `/forum/threads/${thread.id}/watch`, { watching: true }, watcher.h));
    const post = await reply(author, thread.id, `Thanks @${first.handle}.`);
    expect(await toldOf(first, thread.id)).toEqual({ mention: 1, reply: 0 });
    expect(await toldOf(watcher, thread.id)).toEqual({ mention: 0, reply: 1 });

    await edit(author, post.id, `Thanks @${first.handle} and @${added.handle}.`);
    expect(await toldOf(added, thread.id)).toEqual({ mention: 1, reply: 0 });
    const [row] = await told(added, 'forum-mention', thread.id);
    expect(row!.data).toEqual(noticeData(thread, post.id, author));
    expect(await toldOf(first, thread.id)).toEqual({ mention: 1, reply: 0 });
    expect(await toldOf(watcher, thread.id)).toEqual({ mention: 0, reply: 1 });

    // Edited again without a new mention (a typo fixed): nobody is told again, and no job is stored for it.
    const jobsBefore = (await t.db.select().from(jobs).where(eq(jobs.kind, EDITED))).length;
    await ok(
      api('PATCH', `/forum/posts/${post.id}`, { body: `Thanks, @${first.handle} and @${added.handle}!` }, author.h),
    );
    expect((await t.db.select().from(jobs).where(eq(jobs.kind, EDITED))).length).toBe(jobsBefore);
    expect(await toldOf(added, thread.id)).toEqual({ mention: 1, reply: 0 });
  });

  it('a mention added in code, of the author, or of someone who may not read the forum tells nobody', async () => {
    const { learner, spaceId } = await courseForum();
    const outsider = await person('Learner');
    const thread = await startThread(learner, spaceId);
    await edit(learner, thread.opening.id, `See \`@${outsider.handle}\`, @${learner.handle} and @${outsider.handle}.`);
    expect(await toldOf(outsider, thread.id)).toEqual({ mention: 0, reply: 0 });
    expect(await toldOf(learner, thread.id)).toEqual({ mention: 0, reply: 0 });
  });
});

describe('a post hidden or deleted by the time its job runs', () => {
  /** Runs the post's job again (as after a crash), its notifications gone, once `change` has been made. */
  async function rerunAfter(postId: string, change: () => Promise<void>) {
    await t.db.delete(notifications).where(eq(notifications.sourceKey, (await jobOf(postId)).id));
    await change();
    await t.db
      .update(jobs)
      .set({ status: 'pending', runAt: new Date(Date.now() - 1), finishedAt: null })
      .where(eq(jobs.id, (await jobOf(postId)).id));
    await jobsDone(t, POSTED, (e) => e.postId === postId);
  }
  const jobOf = async (postId: string) =>
    (await t.db.select().from(jobs).where(eq(jobs.kind, POSTED))).find(
      (j) => (j.payload as { postId: string }).postId === postId,
    )!;

  it('tells nobody: neither its thread’s watchers nor the people it mentions', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const thread = await startThread(learner, spaceId);
    const writer = await person('Learner');
    await enrol(t, (await courseOf(spaceId))!, writer.user.id);

    const hidden = await reply(writer, thread.id, `Rude words, @${owner.handle}`);
    expect(await toldOf(learner, thread.id)).toEqual({ mention: 0, reply: 1 });
    expect(await toldOf(owner, thread.id)).toEqual({ mention: 1, reply: 0 });
    await rerunAfter(hidden.id, () =>
      ok(api('PUT', `/forum/posts/${hidden.id}/hidden`, { hidden: true }, owner.h), 204),
    );
    expect(await toldOf(learner, thread.id)).toEqual({ mention: 0, reply: 0 });
    expect(await toldOf(owner, thread.id)).toEqual({ mention: 0, reply: 0 });

    const deleted = await reply(writer, thread.id, `Oops, @${owner.handle}`);
    await rerunAfter(deleted.id, () => ok(api('DELETE', `/forum/posts/${deleted.id}`, undefined, writer.h), 204));
    expect(await toldOf(learner, thread.id)).toEqual({ mention: 0, reply: 0 });
    expect(await toldOf(owner, thread.id)).toEqual({ mention: 0, reply: 0 });
  });
});

describe('by e-mail', () => {
  it('a mention e-mails by default, a reply only to who chose it; each links to the thread in the reader’s area', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const thread = await startThread(learner, spaceId);
    const emailOnly = await person('Learner');
    await enrol(t, (await courseOf(spaceId))!, emailOnly.user.id);
    await ok(api('PUT', `/forum/threads/${thread.id}/watch`, { watching: true }, emailOnly.h));
    await ok(api('PUT', '/v1/notifications/preferences', { channels: { 'forum-reply': 'email' } }, emailOnly.h));

    await reply(learner, thread.id, `What do you say, @${owner.handle}?`);
    // The owner: the mention in the app and by e-mail (its default), its link in the coordinator area.
    expect(await toldOf(owner, thread.id)).toEqual({ mention: 1, reply: 0 });
    const [mention] = await mailsTo(t, owner.user.email);
    expect(mention!.subject).toBe(`${learner.user.name} mentioned you in ${thread.title}`);
    expect((await t.smtp.waitFor(owner.user.email)).text).toContain(`/coordinator/forum/threads/${thread.id}`);
    // The one who chose e-mail for replies: the e-mail only, its link in the learner area.
    expect(await toldOf(emailOnly, thread.id)).toEqual({ mention: 0, reply: 0 });
    const [watched] = await mailsTo(t, emailOnly.user.email);
    expect(watched!.subject).toBe(`New post in ${thread.title}`);
    expect((await t.smtp.waitFor(emailOnly.user.email)).text).toContain(`/learner/forum/threads/${thread.id}`);

    // A reply's default is the app only.
    await reply(owner, thread.id, 'Here I am.');
    expect(await toldOf(learner, thread.id)).toEqual({ mention: 0, reply: 1 });
    expect(await mailsTo(t, learner.user.email)).toEqual([]);
  });
});

describe('PUT /forum/spaces/{id}/watch', () => {
  it('whoever may read the forum: the general one and announcements every role, a course’s its learners, owner and admins', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const general = await generalId();
    const announcements = (await spacesOf(learner.h)).find((s) => s.kind === 'announcements')!.id;
    for (const role of ['SuperAdmin', 'Admin', 'CourseCoordinator', 'ProjectManager', 'Learner'] as const)
      for (const space of [general, announcements])
        expect(await ok(watchSpace(who[role].h, space, { watching: true })), role).toEqual({ watching: true });
    for (const reader of [owner, learner, who.Admin, who.SuperAdmin])
      expect(await ok(watchSpace(reader.h, spaceId, { watching: true }))).toEqual({ watching: true });
    // Learners not enrolled, other coordinators, project managers: as if it did not exist.
    for (const outsider of [who.Learner, who.CourseCoordinator, who.ProjectManager]) {
      expectError(await watchSpace(outsider.h, spaceId, { watching: true }), 404, 'NOT_FOUND');
      expect((await spacesOf(outsider.h)).some((s) => s.id === spaceId)).toBe(false);
    }
    expectError(await watchSpace(learner.h, MISSING, { watching: true }), 404, 'NOT_FOUND');
  });

  it('401 without a token; 400 for a body or an id that is not one', async () => {
    const general = await generalId();
    expectError(await watchSpace({}, general, { watching: true }), 401, 'UNAUTHORIZED');
    expectValidation(
      await watchSpace(who.Learner.h, general, { watching: 'yes' }),
      'watching',
      'Watching must be true or false',
    );
    expectValidation(await watchSpace(who.Learner.h, general, {}), 'watching', 'Watching must be true or false');
    expectValidation(
      await watchSpace(who.Learner.h, 'nope', { watching: true }),
      'spaceId',
      'Space must be a valid id',
    );
  });
});

describe('GET /forum/spaces/{id}/people (the composer’s @-suggestions)', () => {
  const people = (h: Headers, spaceId: string, q?: string) =>
    api('GET', `/forum/spaces/${spaceId}/people${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, undefined, h);
  const found = async (h: Headers, spaceId: string, q?: string) => (await ok<ForumPeople>(people(h, spaceId, q))).items;

  it('the forum’s readers whose name or handle holds the text, with their handle; never the caller nor a shared handle', async () => {
    const { owner, learner, course, spaceId } = await courseForum();
    const classmate = await person('Learner');
    await enrol(t, course.id, classmate.user.id);
    const outsider = await person('Learner');
    const twin = `pair.r${run}`;
    for (const domain of ['a.test', 'b.test'])
      await enrol(t, course.id, (await person('Learner', { local: twin, domain })).user.id);

    expect(await found(learner.h, spaceId, classmate.handle.toUpperCase())).toEqual([
      { id: classmate.user.id, name: classmate.user.name, handle: classmate.handle },
    ]);
    expect(await found(learner.h, spaceId, owner.user.name)).toEqual([
      { id: owner.user.id, name: owner.user.name, handle: owner.handle },
    ]);
    expect(await found(learner.h, spaceId, outsider.handle)).toEqual([]);
    expect(await found(learner.h, spaceId, learner.handle)).toEqual([]);
    expect(await found(owner.h, spaceId, twin)).toEqual([]);
    // In the general forum everyone reads: the outsider too. At most FORUM_PEOPLE_MAX, by name.
    const general = await generalId();
    expect(await found(learner.h, general, outsider.handle)).toHaveLength(1);
    const many = await found(learner.h, general, `.r${run}`);
    expect(many).toHaveLength(FORUM_PEOPLE_MAX);
    expect(many.map((p) => p.name)).toEqual([...many.map((p) => p.name)].sort());
  });

  it('404 for a forum the caller may not read, 401 without a token, 400 for a search too long', async () => {
    const { spaceId } = await courseForum();
    for (const outsider of [who.Learner, who.CourseCoordinator, who.ProjectManager])
      expectError(await people(outsider.h, spaceId, 'a'), 404, 'NOT_FOUND');
    expectError(await people(who.Learner.h, MISSING), 404, 'NOT_FOUND');
    expect((await people(who.Admin.h, spaceId)).statusCode).toBe(200);
    expectError(await people({}, spaceId), 401, 'UNAUTHORIZED');
    expectValidation(await people(who.Admin.h, spaceId, 'x'.repeat(61)), 'q');
  });
});
