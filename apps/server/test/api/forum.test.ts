import { and, eq } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORUM_BODY_MAX,
  FORUM_BODY_REQUIRED,
  FORUM_BODY_TOO_LONG,
  FORUM_COMMENT_DEPTH,
  FORUM_EDIT_EXPIRED,
  FORUM_LOCKED,
  FORUM_NOT_A_QUESTION,
  FORUM_TAGS_INVALID,
  FORUM_TITLE_REQUIRED,
  type ForumPost,
  type ForumPostPage,
  type ForumSpaceList,
  type ForumThread,
  type ForumThreadPage,
} from '@talentpath/contracts/forum';
import { POINTS_RULE_DEFAULTS } from '@talentpath/contracts/recognition';
import { auditLog } from '../../src/db/schema/audit.ts';
import { pointsLedger } from '../../src/db/schema/recognition.ts';
import { forumPosts, forumThreads } from '../../src/db/schema/forum.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers, type SignedIn, signedInAs } from '../support/callers.ts';
import { courseForum as forumCourse, forumSpaces } from '../support/forum.ts';
import { enrol } from '../support/learning.ts';
import { jobsDone } from '../support/notifications.ts';
import { createTestApp, fileTestApp, type TestApp } from '../support/test-app.ts';

// The forums (issue 26, ADR 0069) through the API: who reads and writes where, Markdown that cannot carry script,
// replies and one level of comments, edits with their history, deletion that keeps the place, votes, the accepted
// answer, reports and moderation — and the posting throttle, with its own app (every other app posts freely).

/** The elements of an HTML fragment as a browser's parser finds them, with their attributes. */
function parsed(html: string) {
  const found: { tag: string; attributes: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (tag, attributes) => found.push({ tag, attributes }) });
  parser.write(html);
  parser.end();
  return found;
}

const t = await fileTestApp();
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';

const api = (method: string, path: string, body: unknown, h: Headers) => call(t, method, `/api${path}`, body, h);
const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return (r.body ? r.json() : undefined) as T;
};

const spacesOf = (h: Headers) => forumSpaces(t, h);
const generalId = async () => (await spacesOf(who.Learner.h)).find((s) => s.kind === 'general')!.id;

const courseForum = () => forumCourse(t);

const startThread = (
  h: Headers,
  spaceId: string,
  extra: Partial<{ kind: string; title: string; body: string; tags: string[] }> = {},
) =>
  ok<ForumThread>(
    api(
      'POST',
      '/forum/threads',
      { spaceId, kind: 'question', title: 'How do I test?', body: 'Tell me.', ...extra },
      h,
    ),
    201,
  );
const reply = (h: Headers, threadId: string, body: string, parentId?: string) =>
  ok<ForumPost>(api('POST', `/forum/threads/${threadId}/posts`, { body, ...(parentId ? { parentId } : {}) }, h), 201);
const replies = (h: Headers, threadId: string, query = '') =>
  ok<ForumPostPage>(api('GET', `/forum/threads/${threadId}/posts${query}`, undefined, h));
const threads = (h: Headers, query: string) => ok<ForumThreadPage>(api('GET', `/forum/threads?${query}`, undefined, h));
const audited = (postOrThreadId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, postOrThreadId));

describe('who reads and posts where', () => {
  it('the general forum and announcements for everyone; a course’s forum for its learners, its owner and admins', async () => {
    const { owner, learner, course, spaceId } = await courseForum();
    const kinds = (items: ForumSpaceList['items']) => items.map((s) => s.kind).sort();
    expect(kinds(await spacesOf(learner.h))).toEqual(['announcements', 'course', 'general']);
    expect((await spacesOf(who.ProjectManager.h)).map((s) => s.kind).sort()).toEqual(['announcements', 'general']);
    expect((await spacesOf(owner.h)).find((s) => s.id === spaceId)).toMatchObject({ canPost: true, canModerate: true });
    expect((await spacesOf(who.Admin.h)).find((s) => s.id === spaceId)).toMatchObject({ canModerate: true });
    expect((await spacesOf(learner.h)).find((s) => s.id === spaceId)).toMatchObject({
      course: { id: course.id, title: course.title },
      canPost: true,
      canModerate: false,
    });
    // Learners not enrolled, other coordinators, project managers: as if it did not exist.
    const thread = await startThread(learner.h, spaceId);
    for (const outsider of [who.Learner, who.CourseCoordinator, who.ProjectManager]) {
      expectError(await api('GET', `/forum/threads?spaceId=${spaceId}`, undefined, outsider.h), 404, 'NOT_FOUND');
      expectError(await api('GET', `/forum/threads/${thread.id}`, undefined, outsider.h), 404, 'NOT_FOUND');
      expectError(await api('POST', `/forum/threads/${thread.id}/posts`, { body: 'Hi' }, outsider.h), 404, 'NOT_FOUND');
      expectError(
        await api('POST', '/forum/threads', { spaceId, kind: 'discussion', title: 'x', body: 'y' }, outsider.h),
        404,
        'NOT_FOUND',
      );
    }
    expect((await threads(who.Learner.h, '')).items.some((i) => i.id === thread.id)).toBe(false);
    expectError(await api('GET', '/forum/spaces', undefined, {}), 401, 'UNAUTHORIZED');
  });

  it('every route of a course forum’s thread: 404 to whoever may not read it, 403 to a reader for what moderators do', async () => {
    const { owner, learner, spaceId, course } = await courseForum();
    const thread = await startThread(learner.h, spaceId);
    const answer = await reply(owner.h, thread.id, 'An answer');
    await ok(api('POST', `/forum/posts/${answer.id}/reports`, { reason: 'Checking the queue' }, learner.h), 204);
    const routes: [string, string, unknown][] = [
      ['GET', `/forum/threads/${thread.id}`, undefined],
      ['GET', `/forum/threads/${thread.id}/posts`, undefined],
      ['POST', `/forum/threads/${thread.id}/posts`, { body: 'Hi' }],
      ['PATCH', `/forum/posts/${answer.id}`, { body: 'Changed' }],
      ['DELETE', `/forum/posts/${answer.id}`, undefined],
      ['PUT', `/forum/posts/${answer.id}/vote`, { value: 1 }],
      ['POST', `/forum/threads/${thread.id}/accept`, { postId: answer.id }],
      ['PUT', `/forum/posts/${answer.id}/endorsement`, { endorsed: true }],
      ['PUT', `/forum/threads/${thread.id}/watch`, { watching: true }],
      ['POST', `/forum/posts/${answer.id}/reports`, { reason: 'Spam' }],
      ['PUT', `/forum/posts/${answer.id}/hidden`, { hidden: true }],
      ['PATCH', `/forum/threads/${thread.id}`, { pinned: true }],
      ['GET', `/forum/posts/${answer.id}/revisions`, undefined],
    ];
    for (const outsider of [who.Learner, who.CourseCoordinator, who.ProjectManager])
      for (const [method, path, body] of routes)
        expectError(await api(method, path, body, outsider.h), 404, 'NOT_FOUND');
    for (const [method, path, body] of routes) expectError(await api(method, path, body, {}), 401, 'UNAUTHORIZED');
    // An enrolled classmate reads and writes, but does what moderators do only as far as the rules let them.
    const classmate = await signedInAs(t, 'Learner');
    await enrol(t, course.id, classmate.user.id);
    for (const [method, path, body] of [
      ['PATCH', `/forum/posts/${answer.id}`, { body: 'Changed' }],
      ['DELETE', `/forum/posts/${answer.id}`, undefined],
      ['POST', `/forum/threads/${thread.id}/accept`, { postId: answer.id }],
      ['PUT', `/forum/posts/${answer.id}/endorsement`, { endorsed: true }],
      ['PUT', `/forum/posts/${answer.id}/hidden`, { hidden: true }],
      ['PATCH', `/forum/threads/${thread.id}`, { pinned: true }],
      ['GET', `/forum/posts/${answer.id}/revisions`, undefined],
    ] as const)
      expectError(await api(method, path, body, classmate.h), 403, 'FORBIDDEN');
    // The queue: staff roles only; a coordinator not owning the course does not see its report.
    for (const role of ['Learner', 'ProjectManager'] as const) {
      expectError(await api('GET', '/forum/moderation/reports', undefined, who[role].h), 403, 'FORBIDDEN');
      expectError(
        await api('POST', `/forum/reports/${MISSING}/settle`, { outcome: 'dismissed' }, who[role].h),
        403,
        'FORBIDDEN',
      );
    }
    expect(
      (await ok<{ totalCount: number }>(api('GET', '/forum/moderation/reports', undefined, owner.h))).totalCount,
    ).toBe(1);
    // Nothing any refusal changed.
    expect((await replies(learner.h, thread.id)).items).toMatchObject([
      { id: answer.id, body: 'An answer', score: 0, hidden: false },
    ]);
  });

  it('announcements: staff post, learners and project managers read', async () => {
    const announcements = (await spacesOf(who.Learner.h)).find((s) => s.kind === 'announcements')!;
    expect(announcements.canPost).toBe(false);
    const body = { spaceId: announcements.id, kind: 'discussion', title: 'Holiday hours', body: 'Closed on Friday.' };
    expectError(await api('POST', '/forum/threads', body, who.Learner.h), 403, 'FORBIDDEN');
    expectError(await api('POST', '/forum/threads', body, who.ProjectManager.h), 403, 'FORBIDDEN');
    const made = await ok<ForumThread>(api('POST', '/forum/threads', body, who.CourseCoordinator.h), 201);
    expect(
      (await ok<ForumThread>(api('GET', `/forum/threads/${made.id}`, undefined, who.ProjectManager.h))).title,
    ).toBe('Holiday hours');
    expectError(
      await api('POST', `/forum/threads/${made.id}/posts`, { body: 'Thanks' }, who.Learner.h),
      403,
      'FORBIDDEN',
    );
  });
});

describe('threads and posts', () => {
  it('bad input is 400 with the field named, and nothing is written', async () => {
    const spaceId = await generalId();
    const before = await t.db.$count(forumThreads);
    const bad = (body: Record<string, unknown>) =>
      api('POST', '/forum/threads', { spaceId, kind: 'discussion', title: 'T', body: 'B', ...body }, who.Learner.h);
    expectValidation(await bad({ title: '  ' }), 'title', FORUM_TITLE_REQUIRED);
    expectValidation(await bad({ body: '' }), 'body', FORUM_BODY_REQUIRED);
    expectValidation(await bad({ body: 'x'.repeat(FORUM_BODY_MAX + 1) }), 'body', FORUM_BODY_TOO_LONG);
    expectValidation(await bad({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }), 'tags', FORUM_TAGS_INVALID);
    expectValidation(await bad({ tags: ['no spaces'] }), 'tags.0', FORUM_TAGS_INVALID);
    expectValidation(await bad({ kind: 'poll' }), 'kind');
    expectValidation(await bad({ body: 'a\u0000b' }), 'body');
    expectError(await bad({ spaceId: MISSING }), 404, 'NOT_FOUND');
    expectValidation(await bad({ spaceId: 'nope' }), 'spaceId');
    expect(await t.db.$count(forumThreads)).toBe(before);
  });

  it('Markdown is rendered by the server, and what could run script in a reader’s browser is not kept', async () => {
    const spaceId = await generalId();
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[click](JAVASCRIPT:alert(1))',
      '![x](https://evil.example/x.png)',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const made = await startThread(who.Learner.h, spaceId, {
      body: `**Bold** and \`code\`\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n\n[docs](https://example.org)\n\n${payloads}`,
    });
    const html = made.opening.html;
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<pre><code class="language-ts">const a = 1;');
    expect(html).toContain('<a href="https://example.org" rel="nofollow noopener noreferrer" target="_blank">docs</a>');
    // As a browser would read it: only harmless elements, no event handler, no address that runs or embeds.
    const elements = parsed(html);
    expect([...new Set(elements.map((e) => e.tag))].sort()).toEqual(['a', 'code', 'p', 'pre', 'strong']);
    for (const e of elements) {
      expect(Object.keys(e.attributes).filter((name) => name.startsWith('on'))).toEqual([]);
      if (e.attributes.href) expect(e.attributes.href).toMatch(/^https:\/\//);
    }
    // Raw HTML is shown as text, escaped.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The composer's preview renders the same, and keeps nothing.
    const before = await t.db.$count(forumPosts);
    expect(await ok(api('POST', '/forum/preview', { body: made.opening.body }, who.ProjectManager.h))).toEqual({
      html,
    });
    expect(await t.db.$count(forumPosts)).toBe(before);
    expectValidation(await api('POST', '/forum/preview', { body: '' }, who.Learner.h), 'body', FORUM_BODY_REQUIRED);
    expectError(await api('POST', '/forum/preview', { body: 'x' }, {}), 401, 'UNAUTHORIZED');
  });

  it('replies and one level of comments; counts and activity follow; a locked thread takes posts only from moderators', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const thread = await startThread(learner.h, spaceId, { kind: 'discussion' });
    const first = await reply(owner.h, thread.id, 'First');
    const comment = await reply(learner.h, thread.id, 'A comment', first.id);
    expectValidation(
      await api('POST', `/forum/threads/${thread.id}/posts`, { body: 'Deeper', parentId: comment.id }, learner.h),
      'parentId',
      FORUM_COMMENT_DEPTH,
    );
    expectValidation(
      await api(
        'POST',
        `/forum/threads/${thread.id}/posts`,
        { body: 'On the opening', parentId: thread.opening.id },
        learner.h,
      ),
      'parentId',
      FORUM_COMMENT_DEPTH,
    );
    const page = await replies(learner.h, thread.id);
    expect(page.items.map((p) => [p.body, p.comments.map((c) => c.body)])).toEqual([['First', ['A comment']]]);
    const read = await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, learner.h));
    expect(read).toMatchObject({ replyCount: 1, watching: true, canReply: true, canModerate: false });

    await ok(api('PATCH', `/forum/threads/${thread.id}`, { locked: true }, owner.h), 204);
    expectError(
      await api('POST', `/forum/threads/${thread.id}/posts`, { body: 'Late' }, learner.h),
      409,
      'CONFLICT',
      FORUM_LOCKED,
    );
    await reply(owner.h, thread.id, 'Closing this thread.');
    expectError(await api('PATCH', `/forum/threads/${thread.id}`, { locked: false }, learner.h), 403, 'FORBIDDEN');
    expect((await audited(thread.id)).map((a) => a.action)).toEqual(['forum.thread-locked']);
  });

  it('edits: the author within 30 minutes, a moderator at any time; the replaced text kept for moderators', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const thread = await startThread(learner.h, spaceId);
    const edited = await ok<ForumPost>(
      api(
        'PATCH',
        `/forum/posts/${thread.opening.id}`,
        { body: 'Tell me *more*.', title: 'How do I test well?' },
        learner.h,
      ),
    );
    expect(edited).toMatchObject({ body: 'Tell me *more*.', html: '<p>Tell me <em>more</em>.</p>' });
    expect(edited.editedAt).not.toBeNull();
    expect((await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, learner.h))).title).toBe(
      'How do I test well?',
    );
    const other = await signedInAs(t, 'Learner');
    expectError(
      await api('PATCH', `/forum/posts/${thread.opening.id}`, { body: 'Mine now' }, other.h),
      404,
      'NOT_FOUND',
    );
    const answer = await reply(owner.h, thread.id, 'Write a test first.');
    expectError(await api('PATCH', `/forum/posts/${answer.id}`, { body: 'Not yours' }, learner.h), 403, 'FORBIDDEN');
    // Thirty minutes on: the author may not, the moderator may.
    await t.db
      .update(forumPosts)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(forumPosts.id, thread.opening.id));
    expectError(
      await api('PATCH', `/forum/posts/${thread.opening.id}`, { body: 'Too late' }, learner.h),
      409,
      'CONFLICT',
      FORUM_EDIT_EXPIRED,
    );
    await ok(api('PATCH', `/forum/posts/${thread.opening.id}`, { body: 'Tidied by staff.' }, owner.h));
    const history = await ok<{ items: { title: string | null; body: string; editedBy: { id: string } }[] }>(
      api('GET', `/forum/posts/${thread.opening.id}/revisions`, undefined, owner.h),
    );
    expect(history.items.map((r) => [r.title, r.body, r.editedBy.id])).toEqual([
      [null, 'Tell me *more*.', owner.user.id],
      ['How do I test?', 'Tell me.', learner.user.id],
    ]);
    expectError(
      await api('GET', `/forum/posts/${thread.opening.id}/revisions`, undefined, learner.h),
      403,
      'FORBIDDEN',
    );
  });

  it('deleting keeps the place: its text goes; an opening post takes its thread; a moderator’s deletion is audited', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const thread = await startThread(learner.h, spaceId);
    const mine = await reply(learner.h, thread.id, 'Oops, wrong thread');
    const theirs = await reply(owner.h, thread.id, 'Staff answer');
    expectError(await api('DELETE', `/forum/posts/${theirs.id}`, undefined, learner.h), 403, 'FORBIDDEN');
    await ok(api('DELETE', `/forum/posts/${mine.id}`, undefined, learner.h), 204);
    const page = await replies(learner.h, thread.id);
    expect(page.items.map((p) => [p.id, p.deleted, p.body, p.html])).toEqual([
      [mine.id, true, '', ''],
      [theirs.id, false, 'Staff answer', '<p>Staff answer</p>'],
    ]);
    expectError(await api('DELETE', `/forum/posts/${mine.id}`, undefined, learner.h), 403, 'FORBIDDEN');
    expect((await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, learner.h))).replyCount).toBe(1);
    await ok(api('DELETE', `/forum/posts/${thread.opening.id}`, undefined, owner.h), 204);
    expectError(await api('GET', `/forum/threads/${thread.id}`, undefined, learner.h), 404, 'NOT_FOUND');
    expect((await audited(thread.opening.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['forum.post-deleted', owner.user.id],
    ]);
  });
});

describe('votes and answers', () => {
  it('one vote per person and post, never on one’s own; many at once add up exactly', async () => {
    const { learner, spaceId, course } = await courseForum();
    const thread = await startThread(learner.h, spaceId);
    expectError(await api('PUT', `/forum/posts/${thread.opening.id}/vote`, { value: 1 }, learner.h), 403, 'FORBIDDEN');
    const voters: SignedIn[] = [];
    for (let i = 0; i < 8; i++) {
      const v = await signedInAs(t, 'Learner');
      await enrol(t, course.id, v.user.id);
      voters.push(v);
    }
    // Each voter fires three votes of +1 at once, and the first also takes one back: one vote each counts.
    await Promise.all(
      voters.flatMap((v) =>
        [1, 2, 3].map(() => api('PUT', `/forum/posts/${thread.opening.id}/vote`, { value: 1 }, v.h)),
      ),
    );
    const up = await ok<{ score: number }>(
      api('PUT', `/forum/posts/${thread.opening.id}/vote`, { value: -1 }, voters[0]!.h),
    );
    expect(up.score).toBe(6);
    expect(await ok(api('PUT', `/forum/posts/${thread.opening.id}/vote`, { value: 0 }, voters[0]!.h))).toEqual({
      score: 7,
      myVote: 0,
    });
    expect(
      (await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, voters[1]!.h))).opening,
    ).toMatchObject({
      score: 7,
      myVote: 1,
    });
    expectValidation(await api('PUT', `/forum/posts/${thread.opening.id}/vote`, { value: 2 }, voters[1]!.h), 'value');
    expectError(
      await api('PUT', `/forum/posts/${thread.opening.id}/vote`, { value: 1 }, who.Learner.h),
      404,
      'NOT_FOUND',
    );
  });

  it('the asker or the course’s staff accept one reply of a question; two at once leave one', async () => {
    const { owner, learner, spaceId, course } = await courseForum();
    const classmate = await signedInAs(t, 'Learner');
    await enrol(t, course.id, classmate.user.id);
    const question = await startThread(learner.h, spaceId);
    const a = await reply(classmate.h, question.id, 'Answer A');
    const b = await reply(owner.h, question.id, 'Answer B');
    expectError(
      await api('POST', `/forum/threads/${question.id}/accept`, { postId: a.id }, classmate.h),
      403,
      'FORBIDDEN',
    );
    expectValidation(
      await api('POST', `/forum/threads/${question.id}/accept`, { postId: question.opening.id }, learner.h),
      'postId',
    );
    await Promise.all([
      api('POST', `/forum/threads/${question.id}/accept`, { postId: a.id }, learner.h),
      api('POST', `/forum/threads/${question.id}/accept`, { postId: b.id }, owner.h),
    ]);
    const page = await replies(learner.h, question.id);
    expect(page.items.filter((p) => p.accepted)).toHaveLength(1);
    expect((await threads(learner.h, `spaceId=${spaceId}&answer=answered`)).items.map((i) => i.id)).toEqual([
      question.id,
    ]);
    await ok(api('POST', `/forum/threads/${question.id}/accept`, { postId: null }, learner.h), 204);
    expect((await threads(learner.h, `spaceId=${spaceId}&answer=unanswered`)).items.map((i) => i.id)).toEqual([
      question.id,
    ]);
    const discussion = await startThread(learner.h, spaceId, { kind: 'discussion' });
    const r = await reply(owner.h, discussion.id, 'A thought');
    expectError(
      await api('POST', `/forum/threads/${discussion.id}/accept`, { postId: r.id }, learner.h),
      409,
      'CONFLICT',
      FORUM_NOT_A_QUESTION,
    );
    // Staff endorsement: the course's owner; not a learner.
    expectError(await api('PUT', `/forum/posts/${a.id}/endorsement`, { endorsed: true }, learner.h), 403, 'FORBIDDEN');
    const endorsed = await ok<ForumPost>(api('PUT', `/forum/posts/${a.id}/endorsement`, { endorsed: true }, owner.h));
    expect(endorsed.endorsed?.by).toBe(owner.user.name);
  });
});

describe('points for helping', () => {
  it('an accepted answer pays its author the rule’s points, once however often it is accepted again', async () => {
    const { learner, spaceId, course } = await courseForum();
    const helper = await signedInAs(t, 'Learner');
    await enrol(t, course.id, helper.user.id);
    const question = await startThread(learner.h, spaceId, { title: 'Why does my build fail?' });
    const answer = await reply(helper.h, question.id, 'Clear the cache.');
    const acceptIt = (postId: string | null) =>
      ok(api('POST', `/forum/threads/${question.id}/accept`, { postId }, learner.h), 204);
    await acceptIt(answer.id);
    await acceptIt(null);
    await acceptIt(answer.id);
    await jobsDone(t, 'forum.answer-accepted>award-points', (p) => p.answererId === helper.user.id);
    const paid = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, helper.user.id));
    expect(paid.map((l) => [l.kind, l.points, l.subject])).toEqual([
      ['forum-answer-accepted', POINTS_RULE_DEFAULTS['forum-answer-accepted'].points, 'Why does my build fail?'],
    ]);
    // The asker's own question pays the asker nothing.
    expect(await t.db.$count(pointsLedger, eq(pointsLedger.userId, learner.user.id))).toBe(0);
  });
});

describe('finding threads', () => {
  it('searches titles and posts, filters by kind, tag and unread, sorts by votes; pinned first', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const word = `zebra${Math.random().toString(36).slice(2, 7)}`;
    const byTitle = await startThread(learner.h, spaceId, { title: `About ${word}`, tags: ['Kotlin'] });
    const byReply = await startThread(learner.h, spaceId, { kind: 'discussion', title: 'Something else' });
    await reply(owner.h, byReply.id, `It mentions ${word} here.`);
    const other = await startThread(learner.h, spaceId, { kind: 'discussion', title: 'Unrelated' });
    const found = await threads(learner.h, `spaceId=${spaceId}&q=${word}`);
    expect(found.items.map((i) => i.id).sort()).toEqual([byTitle.id, byReply.id].sort());
    expect((await threads(learner.h, `spaceId=${spaceId}&kind=question`)).items.map((i) => i.id)).toEqual([byTitle.id]);
    expect((await threads(learner.h, `spaceId=${spaceId}&tag=kotlin`)).items.map((i) => i.id)).toEqual([byTitle.id]);
    // The reply after the learner's own read: unread; opening it reads it.
    const unread = await threads(learner.h, `spaceId=${spaceId}&unread=true`);
    expect(unread.items.map((i) => i.id)).toEqual([byReply.id]);
    await ok(api('GET', `/forum/threads/${byReply.id}`, undefined, learner.h));
    expect((await threads(learner.h, `spaceId=${spaceId}&unread=true`)).totalCount).toBe(0);
    await ok(api('PATCH', `/forum/threads/${other.id}`, { pinned: true }, owner.h), 204);
    expect((await threads(learner.h, `spaceId=${spaceId}`)).items[0]!.id).toBe(other.id);
    expectValidation(await api('GET', '/forum/threads?sort=-loudest', undefined, learner.h), 'sort');
    expectValidation(await api('GET', `/forum/threads?q=${'x'.repeat(201)}`, undefined, learner.h), 'q');
  });

  it('pages threads and replies in their order, each page where the last stopped, with names and comments', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const started: ForumThread[] = [];
    for (const i of [0, 1, 2, 3, 4]) started.push(await startThread(learner.h, spaceId, { title: `Paged ${i}` }));
    const threadPages = await Promise.all(
      [1, 2, 3].map((n) => threads(learner.h, `spaceId=${spaceId}&sort=-created&pageSize=2&pageNumber=${n}`)),
    );
    expect(threadPages.flatMap((p) => p.items.map((i) => i.id))).toEqual(started.map((s) => s.id).reverse());
    expect(threadPages.map((p) => [p.totalCount, p.hasNextPage])).toEqual([
      [5, true],
      [5, true],
      [5, false],
    ]);
    expect(threadPages[2]!.items[0]!.author?.name).toBe(learner.user.name);
    // Found by its title and by a reply too: listed once.
    const word = `okapi${Math.random().toString(36).slice(2, 7)}`;
    const both = await startThread(learner.h, spaceId, { title: `About ${word}` });
    await reply(owner.h, both.id, `More on ${word}.`);
    const found = await threads(learner.h, `spaceId=${spaceId}&q=${word}`);
    expect([found.totalCount, found.items.map((i) => i.id)]).toEqual([1, [both.id]]);

    const thread = started[0]!;
    const written: ForumPost[] = [];
    for (const i of [0, 1, 2, 3, 4]) written.push(await reply(owner.h, thread.id, `Reply ${i}`));
    const comment = await reply(learner.h, thread.id, 'A comment', written[2]!.id);
    await ok(api('PUT', `/forum/posts/${written[3]!.id}/vote`, { value: 1 }, learner.h));
    await ok(api('PUT', `/forum/posts/${written[1]!.id}/vote`, { value: -1 }, learner.h));
    const pagesBy = (sort: string) =>
      Promise.all([1, 2, 3].map((n) => replies(learner.h, thread.id, `?sort=${sort}&pageSize=2&pageNumber=${n}`)));
    const byTime = await pagesBy('created');
    expect(byTime.flatMap((p) => p.items.map((i) => i.id))).toEqual(written.map((w) => w.id));
    expect(byTime.map((p) => p.totalCount)).toEqual([5, 5, 5]);
    expect(byTime[1]!.items[0]!.author?.name).toBe(owner.user.name);
    expect(byTime[1]!.items.map((i) => i.comments.map((c) => c.id))).toEqual([[comment.id], []]);
    expect(byTime[2]!.items[0]!.myVote).toBe(0);
    const byVotes = await pagesBy('votes');
    expect(byVotes.flatMap((p) => p.items.map((i) => i.id))).toEqual([3, 0, 2, 4, 1].map((i) => written[i]!.id));
    expect(byVotes[0]!.items[0]!.myVote).toBe(1);
  });
});

describe('reports and moderation', () => {
  it('anyone reading reports a post; its space’s moderators settle it: upheld hides it, and the audit log keeps it', async () => {
    const { owner, learner, spaceId, course } = await courseForum();
    const troll = await signedInAs(t, 'Learner');
    await enrol(t, course.id, troll.user.id);
    const thread = await startThread(learner.h, spaceId, { kind: 'discussion' });
    const bad = await reply(troll.h, thread.id, 'Something rude');
    const reason = 'Rude to a classmate';
    await ok(api('POST', `/forum/posts/${bad.id}/reports`, { reason }, learner.h), 204);
    // Again: still one report of theirs open.
    await ok(api('POST', `/forum/posts/${bad.id}/reports`, { reason }, learner.h), 204);
    expectValidation(await api('POST', `/forum/posts/${bad.id}/reports`, { reason: ' ' }, learner.h), 'reason');
    expectError(await api('POST', `/forum/posts/${bad.id}/reports`, { reason }, who.Learner.h), 404, 'NOT_FOUND');
    type Queue = { items: { id: string; reason: string; post: { id: string } }[] };
    const queue = await ok<Queue>(api('GET', '/forum/moderation/reports?state=open', undefined, owner.h));
    const mine = queue.items.filter((r) => r.post.id === bad.id);
    expect(mine.map((r) => r.reason)).toEqual([reason]);
    // Another coordinator's queue does not hold it, and they cannot settle it; a learner has no queue.
    const otherQueue = await ok<Queue>(api('GET', '/forum/moderation/reports', undefined, who.CourseCoordinator.h));
    expect(otherQueue.items.some((r) => r.post.id === bad.id)).toBe(false);
    expectError(
      await api('POST', `/forum/reports/${mine[0]!.id}/settle`, { outcome: 'upheld' }, who.CourseCoordinator.h),
      404,
      'NOT_FOUND',
    );
    expectError(await api('GET', '/forum/moderation/reports', undefined, learner.h), 403, 'FORBIDDEN');
    await ok(api('POST', `/forum/reports/${mine[0]!.id}/settle`, { outcome: 'upheld' }, owner.h), 204);
    expectError(
      await api('POST', `/forum/reports/${mine[0]!.id}/settle`, { outcome: 'dismissed' }, owner.h),
      409,
      'CONFLICT',
    );
    // Hidden: gone for learners (from the page and its count, and from the thread's reply count), shown to
    // moderators as hidden.
    expect(await replies(learner.h, thread.id)).toMatchObject({ items: [], totalCount: 0 });
    expect((await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, learner.h))).replyCount).toBe(0);
    expect((await replies(owner.h, thread.id)).items).toMatchObject([
      { id: bad.id, hidden: true, body: 'Something rude' },
    ]);
    expectError(await api('PUT', `/forum/posts/${bad.id}/vote`, { value: -1 }, learner.h), 404, 'NOT_FOUND');
    await ok(api('PUT', `/forum/posts/${bad.id}/hidden`, { hidden: false }, owner.h), 204);
    expect((await replies(learner.h, thread.id)).items.map((p) => p.id)).toEqual([bad.id]);
    expectError(await api('PUT', `/forum/posts/${bad.id}/hidden`, { hidden: true }, learner.h), 403, 'FORBIDDEN');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, bad.id), eq(auditLog.actorId, owner.user.id)));
    expect(entries.map((e) => e.action)).toEqual(['forum.post-hidden', 'forum.post-restored']);
  });

  it('moving a thread: only to a forum the moderator moderates too', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const thread = await startThread(learner.h, spaceId);
    const general = await generalId();
    expectValidation(await api('PATCH', `/forum/threads/${thread.id}`, { spaceId: general }, owner.h), 'spaceId');
    await ok(api('PATCH', `/forum/threads/${thread.id}`, { spaceId: general }, who.Admin.h), 204);
    expect(
      (await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, who.ProjectManager.h))).space.id,
    ).toBe(general);
    expectValidation(await api('PATCH', `/forum/threads/${thread.id}`, {}, who.Admin.h), '');
  });
});

describe('the posting throttle', () => {
  let throttled: TestApp;
  beforeAll(async () => {
    throttled = await createTestApp({ FORUM_POST_INTERVAL_SECONDS: '30', FORUM_POSTS_PER_HOUR: '3' });
  });
  afterAll(() => throttled.close());

  it('one post per 30 s and a few an hour per person: 429 with Retry-After, and nothing written', async () => {
    const learner = await signedInAs(throttled, 'Learner');
    const spaces = (await call(throttled, 'GET', '/api/forum/spaces', undefined, learner.h)).json() as ForumSpaceList;
    const spaceId = spaces.items.find((s) => s.kind === 'general')!.id;
    const start = () =>
      call(throttled, 'POST', '/api/forum/threads', { spaceId, kind: 'discussion', title: 'T', body: 'B' }, learner.h);
    // Five at once: one is written; each of the others, however long it waited for the lock, is told at most the
    // interval (its clock is read after the lock: read before, a wait of 31 s of a 30 s interval was seen under load).
    const tries = await Promise.all(Array.from({ length: 5 }, start));
    expect(tries.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    for (const refused of tries.filter((r) => r.statusCode === 429)) {
      expectError(refused, 429, 'RATE_LIMITED');
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(25);
      expect(wait).toBeLessThanOrEqual(30);
    }
    expect(await throttled.db.$count(forumThreads, eq(forumThreads.authorId, learner.user.id))).toBe(1);
    // An hour's allowance: the earlier posts moved back past the interval, the fourth is refused until the first is
    // an hour old.
    const back = (minutes: number) =>
      throttled.db
        .update(forumPosts)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(forumPosts.authorId, learner.user.id));
    await back(50);
    expect((await start()).statusCode).toBe(201);
    await back(50);
    expect((await start()).statusCode).toBe(201);
    await back(50);
    const fourth = await start();
    expectError(fourth, 429, 'RATE_LIMITED');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(500);
  });
});
