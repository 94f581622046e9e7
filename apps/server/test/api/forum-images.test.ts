import { and, count, eq } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  FORUM_IMAGE_MAX_BYTES,
  type ForumImage,
  type ForumPost,
  type ForumPostPage,
  type ForumReportPage,
  type ForumSpaceList,
  type ForumThread,
} from '@talentpath/contracts/forum';
import { files } from '../../src/db/schema/files.ts';
import { forumImages, forumPosts } from '../../src/db/schema/forum.ts';
import { enrolments } from '../../src/db/schema/learning.ts';
import { removeUnpostedImages } from '../../src/modules/forum/forum-images.service.ts';
import { removeOrphanFiles } from '../../src/modules/materials/materials.repository.ts';
import { expectError, expectValidation, get } from '../support/api.ts';
import { call, everyRole, type Headers, type SignedIn, signedInAs } from '../support/callers.ts';
import { courseForum as forumCourse, forumSpaces } from '../support/forum.ts';
import { allowedSamples, multipartBody, type Sample } from '../support/sample-files.ts';
import { createTestApp, fileTestApp } from '../support/test-app.ts';

// Pictures in posts (issue 26, ADR 0069) through the API: uploaded to a forum by who may post in it, checked by
// their content; a post names them by their plain address and every reader gets it with their own ticket, which
// opens the picture only while they may read its forum; nothing else a post names is shown as a picture.

const t = await fileTestApp();
const p = t.app.platform;
const who = await everyRole(t);
const MISSING = '00000000-0000-4000-8000-000000000000';
const samples = await allowedSamples();
const sample = (ending: string) => samples.find((s) => s.name.endsWith(ending))!;
const png = sample('.png');

const api = (method: string, path: string, body: unknown, h: Headers) => call(t, method, `/api${path}`, body, h);
const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return (r.body ? r.json() : undefined) as T;
};

const upload = (spaceId: string, file: Sample | { name: string; bytes: Uint8Array }, h: Headers) => {
  const form = multipartBody([{ name: 'file', file }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/forum/spaces/${spaceId}/images`,
    payload: form.payload,
    headers: { ...h, ...form.headers },
  });
};
const uploaded = (spaceId: string, h: Headers, file: Sample = png) => ok<ForumImage>(upload(spaceId, file, h), 201);

const spacesOf = (h: Headers) => forumSpaces(t, h);
const spaceOf = async (kind: 'general' | 'announcements') =>
  (await spacesOf(who.Learner.h)).find((s) => s.kind === kind)!.id;
const general = await spaceOf('general');
const announcements = await spaceOf('announcements');

const courseForum = () => forumCourse(t);

const startThread = (h: Headers, spaceId: string, body: string) =>
  ok<ForumThread>(api('POST', '/forum/threads', { spaceId, kind: 'discussion', title: 'Pictures', body }, h), 201);
const reply = (h: Headers, threadId: string, body: string, parentId?: string) =>
  ok<ForumPost>(api('POST', `/forum/threads/${threadId}/posts`, { body, ...(parentId ? { parentId } : {}) }, h), 201);

/** The `src` of every `<img>` in an HTML fragment, as a browser's parser reads them. */
function pictureSources(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag: (tag, attributes) => {
      if (tag === 'img') found.push(attributes.src ?? '');
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
const onlyPicture = (html: string) => {
  const sources = pictureSources(html);
  expect(sources).toHaveLength(1);
  return sources[0]!;
};

const stored = async () => ({
  files: (await t.db.select({ n: count() }).from(files))[0]!.n,
  images: (await t.db.select({ n: count() }).from(forumImages))[0]!.n,
});
const viewerOf = (s: SignedIn) => ({ userId: s.user.id, role: s.user.roles[0]! });
const ticketFor = (s: SignedIn, imageId: string) =>
  p.fileTickets.sign({ kind: 'forum-image', id: imageId }, viewerOf(s));

describe('POST /api/forum/spaces/{id}/images: who may upload where', () => {
  it('whoever may post in the forum: 201 with the address and the Markdown; the file is stored for the space', async () => {
    const image = await uploaded(general, who.Learner.h);
    expect(image).toEqual({
      id: expect.any(String),
      url: `/api/forum/images/${image.id}`,
      markdown: `![diagram](/api/forum/images/${image.id})`,
    });
    const [row] = await t.db.select().from(forumImages).where(eq(forumImages.id, image.id));
    expect(row).toMatchObject({ spaceId: general, uploadedBy: who.Learner.user.id, postedAt: null });
    const [file] = await t.db.select().from(files).where(eq(files.id, row!.fileId));
    expect(file).toMatchObject({ mimeType: 'image/png', size: png.bytes.length, createdBy: who.Learner.user.id });
    // Every role posts in the general forum; staff in announcements.
    for (const role of ['ProjectManager', 'CourseCoordinator', 'Admin', 'SuperAdmin'] as const)
      await uploaded(general, who[role].h);
    await uploaded(announcements, who.CourseCoordinator.h);
    await uploaded(announcements, who.Admin.h);
  });

  it('403 where the caller may only read, 404 where they may not, 401 without a token: nothing is stored', async () => {
    const { owner, learner, spaceId } = await courseForum();
    const before = await stored();
    expectError(await upload(announcements, png, who.Learner.h), 403, 'FORBIDDEN');
    expectError(await upload(announcements, png, who.ProjectManager.h), 403, 'FORBIDDEN');
    for (const outsider of [who.Learner, who.CourseCoordinator, who.ProjectManager])
      expectError(await upload(spaceId, png, outsider.h), 404, 'NOT_FOUND');
    expectError(await upload(MISSING, png, who.Admin.h), 404, 'NOT_FOUND');
    expectValidation(await upload('nope', png, who.Admin.h), 'spaceId');
    expectError(await upload(general, png, who.none.h), 401, 'UNAUTHORIZED');
    expect(await stored()).toEqual(before);
    // The course's own: its learners, its owner, admins.
    for (const member of [learner, owner, who.Admin]) await uploaded(spaceId, member.h);
  });

  it('takes PNG, JPEG, GIF and WebP by their content, up to FORUM_IMAGE_MAX_BYTES; a refusal stores nothing', async () => {
    for (const ending of ['.jpg', '.gif', '.webp']) {
      const image = await uploaded(general, who.Learner.h, sample(ending));
      const [row] = await t.db.select().from(forumImages).where(eq(forumImages.id, image.id));
      const [file] = await t.db.select().from(files).where(eq(files.id, row!.fileId));
      expect(file!.mimeType).toBe(sample(ending).mimeType);
    }
    const before = await stored();
    const text = { name: 'holiday.png', bytes: new TextEncoder().encode('Just some text, not a picture.\n') };
    expect((await upload(general, text, who.Learner.h)).statusCode).toBe(415);
    expectError(
      await upload(general, { name: 'holiday.png', bytes: sample('.pdf').bytes }, who.Learner.h),
      415,
      'FILE_CONTENT_MISMATCH',
    );
    expectError(
      await upload(general, { name: 'holiday.jpg', bytes: png.bytes }, who.Learner.h),
      415,
      'FILE_CONTENT_MISMATCH',
    );
    expectError(await upload(general, sample('.webm'), who.Learner.h), 415, 'FILE_TYPE_NOT_ALLOWED');
    expectError(await upload(general, sample('.pdf'), who.Learner.h), 415, 'FILE_TYPE_NOT_ALLOWED');
    const big = new Uint8Array(FORUM_IMAGE_MAX_BYTES + 1);
    big.set(png.bytes);
    expectError(await upload(general, { name: 'big.png', bytes: big }, who.Learner.h), 413, 'FILE_TOO_LARGE');
    expectError(
      await api('POST', `/forum/spaces/${general}/images`, { file: 'x' }, who.Learner.h),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await stored()).toEqual(before);
  });

  it('is not throttled like posts: several pictures at once', async () => {
    // The real throttle (every other app here posts freely).
    const throttled = await createTestApp({ FORUM_POST_INTERVAL_SECONDS: '30', FORUM_POSTS_PER_HOUR: '20' });
    try {
      const s = await signedInAs(throttled, 'Learner');
      const spaces = (await throttled.app.inject({ method: 'GET', url: '/api/forum/spaces', headers: s.h })).json();
      const space = (spaces as ForumSpaceList).items.find((x) => x.kind === 'general')!.id;
      const posted = await throttled.app.inject({
        method: 'POST',
        url: '/api/forum/threads',
        payload: { spaceId: space, kind: 'discussion', title: 'First', body: 'Just posted' },
        headers: s.h,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      for (let i = 0; i < 3; i++) {
        const form = multipartBody([{ name: 'file', file: png }]);
        const res = await throttled.app.inject({
          method: 'POST',
          url: `/api/forum/spaces/${space}/images`,
          payload: form.payload,
          headers: { ...s.h, ...form.headers },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    } finally {
      await throttled.close();
    }
  });
});

describe('a post’s pictures: each reader’s own ticket', () => {
  it('the post shows the picture with the reader’s ticket; it loads; the stored HTML keeps the plain address', async () => {
    const image = await uploaded(general, who.Learner.h);
    const thread = await startThread(who.Learner.h, general, `Look at this:\n\n${image.markdown}`);
    const src = onlyPicture(thread.opening.html);
    expect(src).toMatch(new RegExp(`^/api/forum/images/${image.id}\\?t=[^"&<>]+$`));
    const [post] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, thread.opening.id));
    expect(post!.html).toContain(`<img src="/api/forum/images/${image.id}" alt="diagram" />`);
    expect(post!.html).not.toContain('?t=');
    // Named by a post: kept by the daily sweep.
    expect((await t.db.select().from(forumImages).where(eq(forumImages.id, image.id)))[0]!.postedAt).not.toBeNull();

    // An <img> sends no token: the ticket alone opens it.
    const res = await get(t, src);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(Buffer.from(png.bytes))).toBe(true);
    expect(res.headers).toMatchObject({
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    const etag = String(res.headers.etag);
    expect((await get(t, src, { 'if-none-match': etag })).statusCode).toBe(304);

    // Another reader gets their own ticket, which opens it for them.
    const other = await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, who.ProjectManager.h));
    const otherSrc = onlyPicture(other.opening.html);
    expect(otherSrc).not.toBe(src);
    expect((await get(t, otherSrc)).statusCode).toBe(200);
  });

  it('the plain address, a forged ticket or another picture’s ticket is refused', async () => {
    const image = await uploaded(general, who.Learner.h);
    const another = await uploaded(general, who.Learner.h);
    const thread = await startThread(who.Learner.h, general, image.markdown);
    const src = onlyPicture(thread.opening.html);
    expectError(await get(t, image.url), 401, 'UNAUTHORIZED');
    expectError(await get(t, `${image.url}?t=forged`), 401, 'TOKEN_INVALID');
    const ticket = new URL(src, 'http://x').searchParams.get('t')!;
    expectError(await get(t, `${another.url}?t=${ticket}`), 401, 'TOKEN_INVALID');
    expectError(await get(t, `${image.url}?t=${ticket.slice(0, -2)}xx`), 401, 'TOKEN_INVALID');
    expectError(await get(t, `/api/forum/images/${MISSING}?t=${ticketFor(who.Learner, MISSING)}`), 404, 'NOT_FOUND');
    expectValidation(await get(t, '/api/forum/images/nope'), 'imageId');
  });

  it('in a course’s forum: only who may read it now; a ticket of someone who may not is refused', async () => {
    const { owner, learner, course, spaceId } = await courseForum();
    const image = await uploaded(spaceId, learner.h);
    const thread = await startThread(learner.h, spaceId, image.markdown);
    expect((await get(t, onlyPicture(thread.opening.html))).statusCode).toBe(200);
    const seen = await ok<ForumThread>(api('GET', `/forum/threads/${thread.id}`, undefined, owner.h));
    expect((await get(t, onlyPicture(seen.opening.html))).statusCode).toBe(200);
    // Someone who may not read the forum: with a ticket made for them (as if one had reached them), or their token.
    for (const outsider of [who.Learner, who.CourseCoordinator, who.ProjectManager]) {
      expectError(await get(t, `${image.url}?t=${ticketFor(outsider, image.id)}`), 404, 'NOT_FOUND');
      expectError(await get(t, image.url, outsider.h), 404, 'NOT_FOUND');
    }
    // A learner's ticket stops opening it when they leave the course (checked on every request, not when signed).
    const ticket = ticketFor(learner, image.id);
    expect((await get(t, `${image.url}?t=${ticket}`)).statusCode).toBe(200);
    await t.db
      .delete(enrolments)
      .where(and(eq(enrolments.userId, learner.user.id), eq(enrolments.courseId, course.id)));
    expectError(await get(t, `${image.url}?t=${ticket}`), 404, 'NOT_FOUND');
  });

  it('a moved thread takes its pictures to its new forum; one a post elsewhere shows too stays for its readers', async () => {
    const { learner, spaceId } = await courseForum();
    const inThread = await uploaded(spaceId, learner.h);
    const inReply = await uploaded(spaceId, learner.h);
    const shared = await uploaded(spaceId, learner.h);
    const thread = await startThread(learner.h, spaceId, `${inThread.markdown}\n\n${shared.markdown}`);
    await reply(learner.h, thread.id, inReply.markdown);
    const elsewhere = await startThread(learner.h, spaceId, shared.markdown);
    // Course-forum pictures are hidden from a learner outside the course, until the admin moves the thread to the
    // general forum.
    const outsider = who.Learner;
    expectError(await get(t, inThread.url, outsider.h), 404, 'NOT_FOUND');
    await ok(api('PATCH', `/forum/threads/${thread.id}`, { spaceId: general }, who.Admin.h), 204);
    for (const image of [inThread, inReply]) {
      expect((await get(t, image.url, outsider.h)).statusCode, image.id).toBe(200);
      expect((await get(t, image.url, learner.h)).statusCode, image.id).toBe(200);
    }
    // The picture the course forum's other thread shows stays there: its readers still see it, the outsider not.
    const still = await ok<ForumThread>(api('GET', `/forum/threads/${elsewhere.id}`, undefined, learner.h));
    expect((await get(t, onlyPicture(still.opening.html))).statusCode).toBe(200);
    expectError(await get(t, shared.url, outsider.h), 404, 'NOT_FOUND');
    const rows = await t.db.select().from(forumImages).where(eq(forumImages.spaceId, general));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([inThread.id, inReply.id]));
    expect(rows.map((r) => r.id)).not.toContain(shared.id);
  });

  it('every way a post’s HTML leaves the server carries the tickets: replies, comments, edits, the preview, the queue', async () => {
    const image = await uploaded(general, who.Learner.h);
    const thread = await startThread(who.Learner.h, general, 'A thread');
    const ticketed = async (html: string) => {
      const src = onlyPicture(html);
      expect(src).toMatch(new RegExp(`^/api/forum/images/${image.id}\\?t=`));
      expect((await get(t, src)).statusCode).toBe(200);
    };
    const first = await reply(who.Learner.h, thread.id, `A reply ${image.markdown}`);
    await ticketed(first.html);
    const comment = await reply(who.ProjectManager.h, thread.id, `A comment ${image.markdown}`, first.id);
    await ticketed(comment.html);
    const page = await ok<ForumPostPage>(api('GET', `/forum/threads/${thread.id}/posts`, undefined, who.Admin.h));
    await ticketed(page.items[0]!.html);
    await ticketed(page.items[0]!.comments[0]!.html);
    const edited = await ok<ForumPost>(
      api('PATCH', `/forum/posts/${first.id}`, { body: `Edited ${image.markdown}` }, who.Learner.h),
    );
    await ticketed(edited.html);
    await ticketed(
      (await ok<{ html: string }>(api('POST', '/forum/preview', { body: image.markdown }, who.Learner.h))).html,
    );
    await ok(
      api('POST', `/forum/posts/${first.id}/reports`, { reason: 'Checking pictures' }, who.ProjectManager.h),
      204,
    );
    const queue = await ok<ForumReportPage>(
      api('GET', '/forum/moderation/reports?pageSize=100', undefined, who.Admin.h),
    );
    await ticketed(queue.items.find((r) => r.post.id === first.id)!.post.html);
    // The stored text of each keeps the plain address.
    for (const row of await t.db.select().from(forumPosts).where(eq(forumPosts.threadId, thread.id)))
      expect(row.html).not.toContain('?t=');
  });
});

describe('what a post names as a picture', () => {
  it('only our picture route by its plain address: another site, raw HTML or a ticket written in the text is not kept', async () => {
    const image = await uploaded(general, who.Learner.h);
    const forged = `/api/forum/images/${image.id}?t=${ticketFor(who.Learner, image.id)}`;
    const thread = await startThread(
      who.Learner.h,
      general,
      [
        '<img src="https://evil.example/x.png">',
        `<img src="/api/forum/images/${image.id}">`,
        '![x](https://evil.example/x.png)',
        `![forged](/api/forum/images/${image.id}?t=forged)`,
        `![copied](${forged})`,
        `![x](//evil.example/api/forum/images/${image.id})`,
        '![x](javascript:alert(1))',
        'Text only.',
      ].join('\n\n'),
    );
    expect(pictureSources(thread.opening.html)).toEqual([]);
    expect(thread.opening.html).not.toContain('?t=');
    // Raw HTML is text.
    expect(thread.opening.html).toContain('&lt;img src="https://evil.example/x.png"&gt;');
    expect((await t.db.select().from(forumImages).where(eq(forumImages.id, image.id)))[0]!.postedAt).toBeNull();
  });
});

describe('pictures no post names', () => {
  it('are removed with their file after a day; a posted one and a young one stay; materials’ sweep leaves them', async () => {
    const old = await uploaded(general, who.Learner.h);
    const posted = await uploaded(general, who.Learner.h);
    const young = await uploaded(general, who.Learner.h);
    const thread = await startThread(who.Learner.h, general, posted.markdown);
    const src = onlyPicture(thread.opening.html);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const id of [old.id, posted.id]) {
      const [row] = await t.db.update(forumImages).set({ createdAt: dayAgo }).where(eq(forumImages.id, id)).returning();
      await t.db.update(files).set({ createdAt: dayAgo }).where(eq(files.id, row!.fileId));
    }
    const fileOf = async (id: string) =>
      (await t.db.select().from(forumImages).where(eq(forumImages.id, id)))[0]?.fileId;
    const oldFile = (await fileOf(old.id))!;
    // The sweep of files nothing points to (materials) does not take a picture waiting for its post.
    await removeOrphanFiles(t.db, 3600);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, oldFile))).toHaveLength(1);

    expect(await removeUnpostedImages(p)).toBe(1);
    expect(await fileOf(old.id)).toBeUndefined();
    expect(await t.db.select().from(files).where(eq(files.id, oldFile))).toEqual([]);
    expect(await fileOf(posted.id)).toBeDefined();
    expect(await fileOf(young.id)).toBeDefined();
    expect((await get(t, src)).statusCode).toBe(200);
    expectError(await get(t, `${old.url}?t=${ticketFor(who.Learner, old.id)}`), 404, 'NOT_FOUND');
    expect(await removeUnpostedImages(p)).toBe(0);
  });
});
