import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type IncomingMessage, get as httpGet } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '@talentpath/contracts/roles';
import { files } from '../../src/db/schema/files.ts';
import { courses, lessonCompletions, materials } from '../../src/db/schema/learning.ts';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { createFileTickets } from '../../src/platform/file-tickets.ts';
import { storeBytes } from '../../src/platform/files.ts';
import { thumbnailUrl } from '../../src/modules/courses/course-view.ts';
import { materialFileUrl } from '../../src/modules/materials/material-view.ts';
import { removeOrphanFiles } from '../../src/modules/materials/materials.repository.ts';
import { fileTestApp } from '../support/test-app.ts';
import { TEST_JWT_SECRET, expectError, get } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { allowedSamples, multipartBody, uploadTo } from '../support/sample-files.ts';

// Reading uploaded files (ADR 0033): the bearer token or a signed ticket, checked again in the database on every
// request; the policy of ADR 0032 (owner, admins, enrolled learners; archived courses keep completed lessons);
// single ranges, ETag, 304; and the headers that keep a file from being anything but a file.

const THUMBNAIL_MAX = 32 * 1024;
const t = await fileTestApp({ THUMBNAIL_MAX_BYTES: String(THUMBNAIL_MAX) });
const p = t.app.platform;
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const viewerOf = (s: { user: { id: string; roles: Role[] } }) => ({ userId: s.user.id, role: s.user.roles[0]! });

/** A file material in a new course of the owner's, holding `bytes` (stored as any file is). */
async function fileMaterial(
  bytes: Uint8Array,
  options: { status?: 'draft' | 'published' | 'archived'; name?: string; mimeType?: string } = {},
) {
  const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, status: options.status, lessons: [0] });
  const material = await t.db.transaction(async (tx) => {
    const fileId = await storeBytes(tx, {
      name: options.name ?? 'big.pdf',
      mimeType: options.mimeType ?? 'application/pdf',
      bytes,
      createdBy: owner.user.id,
    });
    const [row] = await tx
      .insert(materials)
      .values({ lessonId: lessons[0]!.id, kind: 'file', title: 'Handout', position: 1, fileId })
      .returning();
    return row!;
  });
  return { course, lesson: lessons[0]!, material, url: `/api/materials/${material.id}` };
}

const BIG = new Uint8Array(randomBytes(600_000)); // three chunks of 256 KiB, the last one partly full
const big = await fileMaterial(BIG);
const slice = (start: number, end: number) => Buffer.from(BIG.subarray(start, end + 1));
const read = (url: string, h: Headers = owner.h) => get(t, url, h);

describe('GET /api/materials/{id}: the bytes', () => {
  it('answers the whole file with the headers of a file, not of the API', async () => {
    const res = await read(big.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(Buffer.from(BIG))).toBe(true);
    const [row] = await t.db.select().from(files).where(eq(files.id, big.material.fileId!));
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(BIG.length),
      'accept-ranges': 'bytes',
      etag: `"${row!.sha256}"`,
      'cache-control': 'private, max-age=3600',
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'; sandbox",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'content-disposition': `inline; filename="big.pdf"; filename*=UTF-8''big.pdf`,
    });
  });

  it('offers documents as downloads, their name encoded', async () => {
    const docx = (await allowedSamples()).find((s) => s.name.endsWith('.docx'))!;
    const m = await fileMaterial(docx.bytes, { name: 'Uke 1 – øving "a".docx', mimeType: docx.mimeType });
    const res = await read(m.url);
    expect(res.headers['content-type']).toBe(docx.mimeType);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Uke 1 _ _ving _a_.docx"; filename*=UTF-8''Uke%201%20%E2%80%93%20%C3%B8ving%20%22a%22.docx`,
    );
  });

  it('serves single ranges across chunk boundaries (206), refuses past the end (416), and ignores the rest', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=262100-262200', 262100, 262200],
      ['bytes=100000-599999', 100000, 599999],
      ['bytes=524200-', 524200, 599999],
      ['bytes=-500', 599500, 599999],
      ['bytes=599999-700000', 599999, 599999],
      ['bytes=-700000', 0, 599999],
    ];
    for (const [range, start, end] of cases) {
      const res = await read(big.url, { ...owner.h, range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/600000`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(slice(start, end)), range).toBe(true);
    }
    for (const range of ['bytes=600000-', 'bytes=700000-700010', 'bytes=-0']) {
      const res = await read(big.url, { ...owner.h, range });
      expectError(res, 416, 'RANGE_NOT_SATISFIABLE');
      expect(res.headers['content-range']).toBe('bytes */600000');
    }
    // Several ranges, another unit, a reversed or malformed range: the whole file.
    for (const range of ['bytes=0-1,5-6', 'items=0-5', 'bytes=5-2', 'bytes=abc', 'bytes=-']) {
      const res = await read(big.url, { ...owner.h, range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length, range).toBe(600_000);
    }
  });

  it('answers 304 to a matching If-None-Match, and the whole file when If-Range names another version', async () => {
    const etag = String((await read(big.url)).headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await read(big.url, { ...owner.h, 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect((await read(big.url, { ...owner.h, 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await read(big.url, { ...owner.h, range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await read(big.url, { ...owner.h, range: 'bytes=0-9', 'if-range': '"old"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: big.url, headers: owner.h });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('600000');
    expect(res.rawPayload.length).toBe(0);
  });

  it('says a text, link or video material has no file', async () => {
    const { lessons } = await createCourse(t, { ownerId: owner.user.id, lessons: [1] });
    const [text] = await t.db.select().from(materials).where(eq(materials.lessonId, lessons[0]!.id));
    expectError(
      await read(`/api/materials/${text!.id}`),
      404,
      'NOT_FOUND',
      'This material has no file: it is a text, a link or a video',
    );
    expectError(await read('/api/materials/00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });

  it('streams a file uploaded through the API byte for byte', async () => {
    const { lessons } = await createCourse(t, { ownerId: owner.user.id, status: 'draft', lessons: [0] });
    for (const sample of (await allowedSamples()).slice(0, 8)) {
      const made = (await uploadTo(t, lessons[0]!.id, sample, owner.h)).json();
      const res = await get(t, made.url);
      expect(res.statusCode, sample.name).toBe(200);
      expect(res.headers['content-type']).toBe(sample.mimeType);
      expect(res.rawPayload.equals(Buffer.from(sample.bytes)), sample.name).toBe(true);
    }
  });
});

describe('GET /api/materials/{id}: who may read it', () => {
  const ticketUrl = (m: { material: { id: string } }, s: { user: { id: string; roles: Role[] } }) =>
    materialFileUrl(p, viewerOf(s), m.material.id);

  it('needs a token or a ticket for this very file, this user, not expired', async () => {
    expectError(await get(t, big.url), 401, 'UNAUTHORIZED');
    const good = ticketUrl(big, owner);
    expect((await get(t, good)).statusCode).toBe(200);
    const ticket = new URL(good, 'http://x').searchParams.get('t')!;
    const other = await fileMaterial(new Uint8Array([1, 2, 3]));
    // Another material's ticket, a tampered one, one for another user, a forged and an expired one.
    expectError(await get(t, `${other.url}?t=${ticket}`), 401, 'TOKEN_INVALID');
    expectError(await get(t, `${big.url}?t=${ticket.slice(0, -2)}xx`), 401, 'TOKEN_INVALID');
    const [, ...rest] = ticket.split('.');
    expectError(await get(t, `${big.url}?t=${[who.Admin.user.id, ...rest].join('.')}`), 401, 'TOKEN_INVALID');
    const forged = createFileTickets('another-secret-that-is-long-enough-for-hmac').sign(
      { kind: 'material', id: big.material.id },
      viewerOf(owner),
    );
    expectError(await get(t, `${big.url}?t=${forged}`), 401, 'TOKEN_INVALID');
    const expired = createFileTickets(TEST_JWT_SECRET, () => Date.now() - 3 * 3_600_000).sign(
      { kind: 'material', id: big.material.id },
      viewerOf(owner),
    );
    expectError(await get(t, `${big.url}?t=${expired}`), 401, 'TOKEN_INVALID');
    expectError(await get(t, `${big.url}?t=garbage`), 401, 'TOKEN_INVALID');
  });

  it('opens to the owner, admins and enrolled learners; others who see the course are 403 NOT_ENROLLED', async () => {
    const learner = await signedInAs(t, 'Learner');
    const stranger = await signedInAs(t, 'Learner');
    await enrol(t, big.course.id, learner.user.id);
    const otherCoordinator = await signedInAs(t, 'CourseCoordinator');
    for (const s of [owner, who.Admin, who.SuperAdmin, learner]) {
      expect((await get(t, ticketUrl(big, s))).statusCode, s.user.roles[0]).toBe(200);
      expect((await read(big.url, s.h)).statusCode, s.user.roles[0]).toBe(200);
    }
    for (const s of [stranger, who.ProjectManager, otherCoordinator]) {
      expectError(await get(t, ticketUrl(big, s)), 403, 'NOT_ENROLLED');
      expectError(await read(big.url, s.h), 403, 'NOT_ENROLLED');
    }
  });

  it('hides a draft from everyone but its owner and admins (404)', async () => {
    const draft = await fileMaterial(new Uint8Array([1, 2, 3]), { status: 'draft' });
    const learner = await signedInAs(t, 'Learner');
    expect((await get(t, ticketUrl(draft, who.Admin))).statusCode).toBe(200);
    for (const s of [learner, who.ProjectManager, await signedInAs(t, 'CourseCoordinator')])
      expectError(await get(t, ticketUrl(draft, s)), 404, 'NOT_FOUND');
  });

  it('in an archived course, opens only the lessons an enrolled learner completed', async () => {
    const archived = await fileMaterial(new Uint8Array([1, 2, 3]), { status: 'archived' });
    const done = await signedInAs(t, 'Learner');
    const notDone = await signedInAs(t, 'Learner');
    const e = await enrol(t, archived.course.id, done.user.id);
    await enrol(t, archived.course.id, notDone.user.id);
    await t.db.insert(lessonCompletions).values({ enrolmentId: e.id, lessonId: archived.lesson.id });
    expect((await get(t, ticketUrl(archived, done))).statusCode).toBe(200);
    expectError(await get(t, ticketUrl(archived, notDone)), 403, 'LESSON_LOCKED');
    expectError(await get(t, ticketUrl(archived, await signedInAs(t, 'Learner'))), 404, 'NOT_FOUND');
    expect((await get(t, ticketUrl(archived, owner))).statusCode).toBe(200);
  });

  it('checks the account on every request: disabled, deleted or without the role, a ticket opens nothing', async () => {
    const make = async () => {
      const s = await signedInAs(t, 'Learner');
      await enrol(t, big.course.id, s.user.id);
      const url = ticketUrl(big, s);
      expect((await get(t, url)).statusCode).toBe(200);
      return { s, url };
    };
    const disabled = await make();
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.s.user.id));
    expectError(await get(t, disabled.url), 401, 'TOKEN_INVALID');
    const deleted = await make();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.s.user.id));
    expectError(await get(t, deleted.url), 401, 'TOKEN_INVALID');
    const demoted = await make();
    await t.db.update(userRoles).set({ role: 'ProjectManager' }).where(eq(userRoles.userId, demoted.s.user.id));
    expectError(await get(t, demoted.url), 401, 'TOKEN_INVALID');
  });

  it('a delete while the file streams cuts the stream short, never with a 500', async () => {
    const size = 12 * 1024 * 1024;
    const large = await fileMaterial(new Uint8Array(size).fill(7));
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(`${base}${large.url}`, { headers: owner.h }, resolve).on('error', reject),
    );
    expect(res.statusCode).toBe(200);
    res.pause();
    await once(res, 'readable');
    // The response has begun (headers and the first chunks); the material and its file go now.
    const removed = await call(t, 'DELETE', `/api/materials/${large.material.id}`, undefined, owner.h);
    expect(removed.statusCode).toBe(204);
    let received = 0;
    const ended = await new Promise<string>((resolve) => {
      res.on('data', (chunk: Buffer) => void (received += chunk.length));
      res.on('end', () => resolve('end'));
      res.on('error', () => resolve('error'));
      res.on('aborted', () => resolve('aborted'));
    });
    expect(received, ended).toBeLessThan(size);
    expectError(await read(large.url), 404, 'NOT_FOUND');
    expect((await read(big.url)).statusCode).toBe(200);
  });
});

describe('GET /api/courses/{id}/thumbnail', () => {
  it('streams the image to anyone who may see the course; 404 without one or when hidden', async () => {
    const png = (await allowedSamples())[1]!;
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'published', lessons: [] });
    const fileId = await t.db.transaction((tx) =>
      storeBytes(tx, { name: 'thumb.png', mimeType: 'image/png', bytes: png.bytes, createdBy: owner.user.id }),
    );
    await t.db.update(courses).set({ thumbnailFileId: fileId }).where(eq(courses.id, course.id));
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'CourseCoordinator'] as const) {
      const res = await get(t, thumbnailUrl(p, viewerOf(who[role]), course.id, fileId)!);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(Buffer.from(png.bytes))).toBe(true);
    }
    // A material's ticket does not open a thumbnail of the same id.
    const wrongKind = materialFileUrl(p, viewerOf(who.Learner), course.id).split('?')[1];
    expectError(await get(t, `/api/courses/${course.id}/thumbnail?${wrongKind}`), 401, 'TOKEN_INVALID');

    const { course: draft } = await createCourse(t, { ownerId: owner.user.id, status: 'draft', lessons: [] });
    await t.db.update(courses).set({ thumbnailFileId: fileId }).where(eq(courses.id, draft.id));
    expectError(await get(t, thumbnailUrl(p, viewerOf(who.Learner), draft.id, fileId)!), 404, 'NOT_FOUND');
    const { course: bare } = await createCourse(t, { ownerId: owner.user.id, lessons: [] });
    expectError(
      await read(`/api/courses/${bare.id}/thumbnail`, who.Learner.h),
      404,
      'NOT_FOUND',
      'This course has no thumbnail',
    );
  });
});

/** PUTs an image as the course's thumbnail (multipart). */
function putThumbnail(courseId: string, file: { name: string; bytes: Uint8Array }, h: Headers = owner.h) {
  const form = multipartBody([{ name: 'file', file }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/courses/${courseId}/thumbnail`,
    payload: form.payload,
    headers: { ...h, ...form.headers },
  });
}

describe('PUT and DELETE /api/courses/{id}/thumbnail', () => {
  it('replaces the image (the old file goes), answers the course, and removes it', async () => {
    const samples = await allowedSamples();
    const png = samples.find((s) => s.name.endsWith('.png'))!;
    const webp = samples.find((s) => s.name.endsWith('.webp'))!;
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'published', lessons: [1] });
    const first = await putThumbnail(course.id, png);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: course.id,
      thumbnailUrl: expect.stringMatching(`^/api/courses/${course.id}/thumbnail\\?v=`),
    });
    const image = await get(t, first.json().thumbnailUrl);
    expect(image.headers['content-type']).toBe('image/png');
    const firstFile = (await t.db.select().from(courses).where(eq(courses.id, course.id)))[0]!.thumbnailFileId!;

    const second = await putThumbnail(course.id, webp);
    expect(second.statusCode).toBe(200);
    expect(second.json().thumbnailUrl).not.toBe(first.json().thumbnailUrl);
    expect((await get(t, second.json().thumbnailUrl)).headers['content-type']).toBe('image/webp');
    expect(await t.db.select().from(files).where(eq(files.id, firstFile))).toEqual([]);

    const removed = await call(t, 'DELETE', `/api/courses/${course.id}/thumbnail`, undefined, owner.h);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().thumbnailUrl).toBeNull();
    expectError(await read(`/api/courses/${course.id}/thumbnail`), 404, 'NOT_FOUND');
  });

  it('takes images only, up to THUMBNAIL_MAX_BYTES, checked by content; a refusal changes nothing', async () => {
    const samples = await allowedSamples();
    const png = samples.find((s) => s.name.endsWith('.png'))!;
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'draft', lessons: [] });
    const before = (await t.db.select({ n: count() }).from(files))[0]!.n;
    expectError(await putThumbnail(course.id, samples[0]!), 415, 'FILE_TYPE_NOT_ALLOWED');
    expectError(
      await putThumbnail(course.id, samples.find((s) => s.name.endsWith('.webm'))!),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expectError(await putThumbnail(course.id, { name: 'cover.jpg', bytes: png.bytes }), 415, 'FILE_CONTENT_MISMATCH');
    const big = new Uint8Array(THUMBNAIL_MAX + 1);
    big.set(png.bytes);
    expectError(await putThumbnail(course.id, { name: 'big.png', bytes: big }), 413, 'FILE_TOO_LARGE');
    const json = await call(t, 'PUT', `/api/courses/${course.id}/thumbnail`, { file: 'x' }, owner.h);
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect((await t.db.select({ n: count() }).from(files))[0]!.n).toBe(before);
    expect((await t.db.select().from(courses).where(eq(courses.id, course.id)))[0]!.thumbnailFileId).toBeNull();
  });

  it('is for the owner only', async () => {
    const png = (await allowedSamples()).find((s) => s.name.endsWith('.png'))!;
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'published', lessons: [] });
    const { course: draft } = await createCourse(t, { ownerId: owner.user.id, status: 'draft', lessons: [] });
    const otherCoordinator = await signedInAs(t, 'CourseCoordinator');
    const remove = (id: string, h: Headers) => call(t, 'DELETE', `/api/courses/${id}/thumbnail`, undefined, h);
    expectError(await putThumbnail(course.id, png, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await remove(course.id, who.none.h), 401, 'UNAUTHORIZED');
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const) {
      expectError(await putThumbnail(course.id, png, who[role].h), 403, 'FORBIDDEN');
      expectError(await remove(course.id, who[role].h), 403, 'FORBIDDEN');
    }
    expectError(await putThumbnail(course.id, png, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await remove(course.id, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await putThumbnail(draft.id, png, otherCoordinator.h), 404, 'NOT_FOUND');
    expectError(await putThumbnail('00000000-0000-4000-8000-000000000000', png), 404, 'NOT_FOUND');
    expect((await t.db.select().from(courses).where(eq(courses.id, course.id)))[0]!.thumbnailFileId).toBeNull();
  });
});

describe('files nothing points to', () => {
  it('are removed by the daily job once an hour old; files in use and young ones stay', async () => {
    const store = (name: string) =>
      t.db.transaction((tx) =>
        storeBytes(tx, { name, mimeType: 'application/pdf', bytes: new Uint8Array([1, 2]), createdBy: null }),
      );
    const oldOrphan = await store('old-orphan.pdf');
    const youngOrphan = await store('young-orphan.pdf');
    await t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(files.id, oldOrphan));
    await t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(files.id, big.material.fileId!));
    const used = (await t.db.select({ n: count() }).from(files))[0]!.n;
    expect(await removeOrphanFiles(t.db, 3600)).toBe(1);
    const left = await t.db.select({ id: files.id }).from(files);
    expect(left.map((f) => f.id)).not.toContain(oldOrphan);
    expect(left.map((f) => f.id)).toEqual(expect.arrayContaining([youngOrphan, big.material.fileId]));
    expect(left.length).toBe(used - 1);
  });
});

describe('security headers', () => {
  it('let the web pages frame our PDFs and the YouTube and Vimeo players, and play our videos', async () => {
    const csp = String((await get(t, '/api/docs/nope')).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(csp).toContain("media-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('keep the API’s own on a refused file request (an error is JSON, not the file)', async () => {
    const res = await get(t, big.url);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
