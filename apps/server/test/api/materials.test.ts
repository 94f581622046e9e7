import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FILE_ONE_ONLY,
  FILE_REQUIRED,
  MATERIAL_FIELD_NOT_FOR_KIND,
  MATERIALS_PER_LESSON_MAX,
  MATERIALS_TOO_MANY,
  REORDER_DUPLICATE,
  TEXT_REQUIRED,
  URL_INVALID,
  VIDEO_URL_UNSUPPORTED,
} from '@talentpath/contracts/learning-messages';
import { fileChunks, files } from '../../src/db/schema/files.ts';
import { materials } from '../../src/db/schema/learning.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { allowedSamples, multipartBody, refusedSamples, uploadTo } from '../support/sample-files.ts';

// Authoring a lesson's materials (ADR 0032, 0033): text, links, videos and uploaded files, their order, changes and
// removal — only by the course's owner, checked by content, never a 500, and a refusal changes nothing.

const MAX_BYTES = 64 * 1024;
const t = await fileTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const otherCoordinator = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const add = (lessonId: string, body: unknown, h: Headers = owner.h) =>
  call(t, 'POST', `/api/lessons/${lessonId}/materials`, body, h);
const update = (id: string, body: unknown, h: Headers = owner.h) => call(t, 'PUT', `/api/materials/${id}`, body, h);
const remove = (id: string, h: Headers = owner.h) => call(t, 'DELETE', `/api/materials/${id}`, undefined, h);
/** A multipart form of the parts given, to a lesson. */
function postForm(lessonId: string, parts: Parameters<typeof multipartBody>[0]) {
  const form = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/lessons/${lessonId}/materials`,
    payload: form.payload,
    headers: { ...owner.h, ...form.headers },
  });
}
const reorder = (lessonId: string, ids: string[], h: Headers = owner.h) =>
  call(t, 'PUT', `/api/lessons/${lessonId}/materials`, { ids }, h);

/** A course of the owner's with one empty lesson (and, with `status`, in that status). */
async function lesson(status: 'draft' | 'published' | 'archived' = 'draft', ownerId = owner.user.id) {
  const made = await createCourse(t, { ownerId, status, lessons: [0] });
  return made.lessons[0]!.id;
}
const fileRows = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;
const chunkRows = async () => (await t.db.select({ n: count() }).from(fileChunks))[0]!.n;
const positions = async (lessonId: string) =>
  (await t.db.select().from(materials).where(eq(materials.lessonId, lessonId))).map((m) => m.position).sort();

describe('POST /api/lessons/{id}/materials as JSON', () => {
  it('adds rich text, sanitised: no script, no handlers, no javascript: links; links open apart', async () => {
    const id = await lesson();
    const res = await add(id, {
      kind: 'text',
      title: 'Reading',
      body:
        '<h1>Intro</h1><p onclick="steal()">Hello <b>there</b><script>alert(1)</script><img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.org" target="_self">good</a></p>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json().body as string;
    expect(body).toBe(
      '<h2>Intro</h2><p>Hello <strong>there</strong><a>bad</a> ' +
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">good</a></p>',
    );
    expect(res.json()).toMatchObject({
      kind: 'text',
      title: 'Reading',
      position: 1,
      locked: false,
      url: null,
      file: null,
    });
    const [stored] = await t.db.select().from(materials).where(eq(materials.id, res.json().id));
    expect(stored!.body).toBe(body);
  });

  it('takes a text longer than the API’s usual 256 KiB body, when adding and when changing it', async () => {
    const id = await lesson();
    const long = `<p>${'æøå '.repeat(49_000)}</p>`;
    expect(Buffer.byteLength(JSON.stringify({ body: long }))).toBeGreaterThan(256 * 1024);
    const res = await add(id, { kind: 'text', title: 'Long', body: long });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    const changed = await update(res.json().id, { body: `<p>${'ü'.repeat(199_000)}</p>` });
    expect(changed.statusCode, changed.body.slice(0, 200)).toBe(200);
  });

  it('refuses text with nothing readable once sanitised, and an over-long one', async () => {
    const id = await lesson();
    expectValidation(
      await add(id, { kind: 'text', title: 'Empty', body: '<script>alert(1)</script>' }),
      'body',
      TEXT_REQUIRED,
    );
    expectValidation(
      await add(id, { kind: 'text', title: 'Spaces', body: '<p>&nbsp;</p><hr>' }),
      'body',
      TEXT_REQUIRED,
    );
    expectValidation(await add(id, { kind: 'text', title: 'Long', body: `<p>${'x'.repeat(200_001)}</p>` }), 'body');
    expect(await positions(id)).toEqual([]);
  });

  it('adds links and embeddable videos, and refuses bad addresses with field messages', async () => {
    const id = await lesson();
    const link = await add(id, { kind: 'link', title: 'Docs', url: 'https://developer.mozilla.org/en-US/' });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json()).toMatchObject({ kind: 'link', url: 'https://developer.mozilla.org/en-US/', embedUrl: null });
    const video = await add(id, { kind: 'video', title: 'Talk', url: YOUTUBE });
    expect(video.json()).toMatchObject({
      kind: 'video',
      position: 2,
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expectValidation(await add(id, { kind: 'link', title: 'Bad', url: 'javascript:alert(1)' }), 'url', URL_INVALID);
    expectValidation(await add(id, { kind: 'link', title: 'Bad', url: 'ftp://files.example.org' }), 'url', URL_INVALID);
    expectValidation(
      await add(id, { kind: 'video', title: 'Not embeddable', url: 'https://example.org/video.mp4' }),
      'url',
      VIDEO_URL_UNSUPPORTED,
    );
    expectValidation(await add(id, { kind: 'file', title: 'x' }), 'kind');
    expectValidation(await add(id, { kind: 'link', url: 'https://example.org' }), 'title');
    expect(await positions(id)).toEqual([1, 2]);
  });

  it('is for the course owner only: 401, 403 per role and for another coordinator, 404 for what is hidden', async () => {
    const id = await lesson('published');
    const body = { kind: 'link', title: 'Docs', url: 'https://example.org' };
    expectError(await add(id, body, who.none.h), 401, 'UNAUTHORIZED');
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const)
      expectError(await add(id, body, who[role].h), 403, 'FORBIDDEN');
    expectError(await add(id, body, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    // Another coordinator's draft is not visible to them at all.
    expectError(await add(await lesson('draft'), body, otherCoordinator.h), 404, 'NOT_FOUND');
    expectError(await add(MISSING, body), 404, 'NOT_FOUND');
    expect(await positions(id)).toEqual([]);
    expect((await add(id, body)).statusCode).toBe(201);
  });

  it(`holds at most ${MATERIALS_PER_LESSON_MAX} materials in a lesson`, async () => {
    const id = await lesson();
    await t.db.insert(materials).values(
      Array.from({ length: MATERIALS_PER_LESSON_MAX }, (_, i) => ({
        lessonId: id,
        kind: 'link' as const,
        title: `Link ${i}`,
        url: 'https://example.org',
        position: i + 1,
      })),
    );
    const body = { kind: 'link', title: 'One more', url: 'https://example.org' };
    expectValidation(await add(id, body), 'lessonId', MATERIALS_TOO_MANY);
    const before = await fileRows();
    const sample = (await allowedSamples())[0]!;
    expectValidation(await uploadTo(t, id, sample, owner.h), 'lessonId', MATERIALS_TOO_MANY);
    expect(await fileRows()).toBe(before);
  });
});

describe('POST /api/lessons/{id}/materials as multipart/form-data', () => {
  it('stores every allowed type with the MIME type found in its content, titled by the file name', async () => {
    const id = await lesson();
    const samples = await allowedSamples();
    for (const [i, sample] of samples.entries()) {
      const res = await uploadTo(t, id, sample, owner.h);
      expect(res.statusCode, `${sample.name}: ${res.body}`).toBe(201);
      const m = res.json();
      expect(m, sample.name).toMatchObject({
        kind: 'file',
        title: sample.name.replace(/\.[^.]+$/, ''),
        position: i + 1,
        file: { name: sample.name, size: sample.bytes.length, mimeType: sample.mimeType },
      });
      expect(m.url).toMatch(new RegExp(`^/api/materials/${m.id}\\?t=`));
      const [row] = await t.db.select().from(files).where(eq(files.name, sample.name));
      expect(row).toBeDefined();
    }
    expect(await positions(id)).toHaveLength(samples.length);
  });

  it('takes the title from the form, before or after the file, and checks it', async () => {
    const id = await lesson();
    const pdf = (await allowedSamples())[0]!;
    const res = await uploadTo(t, id, pdf, owner.h, { title: '  Week 1 handout ' });
    expect(res.json().title).toBe('Week 1 handout');
    const late = await postForm(id, [
      { name: 'file', file: pdf },
      { name: 'title', value: 'After the file' },
    ]);
    expect(late.json().title).toBe('After the file');
    const before = await fileRows();
    expectValidation(await uploadTo(t, id, pdf, owner.h, { title: 'x'.repeat(201) }), 'title');
    expect(await fileRows()).toBe(before);
  });

  it('refuses disguised and disallowed files by their content, storing nothing', async () => {
    const id = await lesson();
    const before = { files: await fileRows(), chunks: await chunkRows() };
    for (const sample of await refusedSamples()) {
      const res = await uploadTo(t, id, sample, owner.h);
      expectError(res, 415, sample.code);
    }
    expect({ files: await fileRows(), chunks: await chunkRows() }).toEqual(before);
    expect(await positions(id)).toEqual([]);
  });

  it('refuses a file over UPLOAD_MAX_BYTES (413), an empty one, none, and two at once', async () => {
    const id = await lesson();
    const before = await fileRows();
    const pdf = (await allowedSamples())[0]!;
    const big = new Uint8Array(MAX_BYTES + 1);
    big.set(pdf.bytes);
    expectError(await uploadTo(t, id, { name: 'big.pdf', bytes: big }, owner.h), 413, 'FILE_TOO_LARGE');
    const huge = new Uint8Array(MAX_BYTES * 4);
    huge.set(pdf.bytes);
    expectError(await uploadTo(t, id, { name: 'huge.pdf', bytes: huge }, owner.h), 413, 'FILE_TOO_LARGE');
    // Exactly the limit is fine.
    const limit = new Uint8Array(MAX_BYTES);
    limit.set(pdf.bytes);
    expect((await uploadTo(t, id, { name: 'limit.pdf', bytes: limit }, owner.h)).statusCode).toBe(201);
    expect(await fileRows()).toBe(before + 1);

    expectValidation(await uploadTo(t, id, { name: 'empty.pdf', bytes: new Uint8Array() }, owner.h), 'file');
    expectValidation(await postForm(id, [{ name: 'title', value: 'No file' }]), 'file', FILE_REQUIRED);
    const twice = await postForm(id, [
      { name: 'file', file: pdf },
      { name: 'file', file: pdf },
    ]);
    expectValidation(twice, 'file', FILE_ONE_ONLY);
    expect(await fileRows()).toBe(before + 1);
  });

  it('answers a malformed form 400, never a 500', async () => {
    const id = await lesson();
    for (const [payload, type] of [
      ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4', 'boundary=x'],
      ['not a form at all', 'boundary=x'],
      ['--x--\r\n', ''],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/lessons/${id}/materials`,
        payload,
        headers: { ...owner.h, 'content-type': `multipart/form-data; ${type}` },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('refuses strangers before reading the file', async () => {
    const id = await lesson('published');
    const pdf = (await allowedSamples())[0]!;
    const before = await fileRows();
    expectError(await uploadTo(t, id, pdf, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await uploadTo(t, id, pdf, who.Learner.h), 403, 'FORBIDDEN');
    expectError(await uploadTo(t, id, pdf, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await uploadTo(t, MISSING, pdf, owner.h), 404, 'NOT_FOUND');
    expect(await fileRows()).toBe(before);
  });

  it('gives two uploads at once to one lesson distinct places', async () => {
    const id = await lesson();
    const [pdf, png] = await allowedSamples();
    const results = await Promise.all([
      uploadTo(t, id, pdf!, owner.h),
      uploadTo(t, id, png!, owner.h),
      add(id, { kind: 'link', title: 'L', url: 'https://example.org' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await positions(id)).toEqual([1, 2, 3]);
  });
});

describe('PUT /api/materials/{id}', () => {
  it('changes the title, a text (sanitised) and a link or video address; refuses fields of another kind', async () => {
    const id = await lesson();
    const text = (await add(id, { kind: 'text', title: 'T', body: '<p>a</p>' })).json();
    const link = (await add(id, { kind: 'link', title: 'L', url: 'https://example.org' })).json();
    const video = (await add(id, { kind: 'video', title: 'V', url: YOUTUBE })).json();
    const file = (await uploadTo(t, id, (await allowedSamples())[0]!, owner.h)).json();

    const changed = await update(text.id, { title: 'Renamed', body: '<p>new <script>x()</script>text</p>' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Renamed', body: '<p>new text</p>' });
    expect((await update(link.id, { url: 'https://example.com/a' })).json().url).toBe('https://example.com/a');
    expect((await update(video.id, { url: 'https://vimeo.com/76979871' })).json().embedUrl).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect((await update(file.id, { title: 'The handout' })).json()).toMatchObject({
      title: 'The handout',
      file: { name: 'handout.pdf' },
    });

    expectValidation(await update(video.id, { url: 'https://example.org/clip' }), 'url', VIDEO_URL_UNSUPPORTED);
    expectValidation(await update(link.id, { body: '<p>x</p>' }), 'body', MATERIAL_FIELD_NOT_FOR_KIND);
    expectValidation(await update(text.id, { url: 'https://example.org' }), 'url', MATERIAL_FIELD_NOT_FOR_KIND);
    expectValidation(await update(file.id, { url: 'https://example.org' }), 'url', MATERIAL_FIELD_NOT_FOR_KIND);
    expectValidation(await update(text.id, { body: '<script>x()</script>' }), 'body', TEXT_REQUIRED);
    expectValidation(await update(text.id, {}), '');
    const [row] = await t.db.select().from(materials).where(eq(materials.id, text.id));
    expect(row!.body).toBe('<p>new text</p>');
  });

  it('is for the owner only', async () => {
    const id = await lesson('published');
    const link = (await add(id, { kind: 'link', title: 'L', url: 'https://example.org' })).json();
    expectError(await update(link.id, { title: 'x' }, who.none.h), 401, 'UNAUTHORIZED');
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const)
      expectError(await update(link.id, { title: 'x' }, who[role].h), 403, 'FORBIDDEN');
    expectError(await update(link.id, { title: 'x' }, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await update(MISSING, { title: 'x' }), 404, 'NOT_FOUND');
    const draft = await lesson('draft');
    const hidden = (await add(draft, { kind: 'link', title: 'L', url: 'https://example.org' })).json();
    expectError(await update(hidden.id, { title: 'x' }, otherCoordinator.h), 404, 'NOT_FOUND');
  });
});

describe('PUT /api/lessons/{id}/materials (order)', () => {
  it('sets the order given and answers the lesson; a stale or foreign list is 409 ORDER_STALE', async () => {
    const id = await lesson();
    const made = [];
    for (const title of ['A', 'B', 'C']) made.push((await add(id, { kind: 'text', title, body: '<p>x</p>' })).json());
    const [a, b, c] = made.map((m) => m.id as string);
    const res = await reorder(id, [c!, a!, b!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      materials: [
        { id: c, position: 1 },
        { id: a, position: 2 },
        { id: b, position: 3 },
      ],
    });

    const elsewhere = (await add(await lesson(), { kind: 'text', title: 'X', body: '<p>x</p>' })).json().id;
    expectError(await reorder(id, [a!, b!]), 409, 'ORDER_STALE');
    expectError(await reorder(id, [a!, b!, elsewhere]), 409, 'ORDER_STALE');
    expectError(await reorder(id, [a!, b!, c!, elsewhere]), 409, 'ORDER_STALE');
    expectValidation(await reorder(id, [a!, a!, b!]), 'ids', REORDER_DUPLICATE);
    expect((await t.db.select().from(materials).where(eq(materials.id, c!)))[0]!.position).toBe(1);

    expectError(await reorder(id, [c!, a!, b!], who.none.h), 401, 'UNAUTHORIZED');
    expectError(await reorder(id, [c!, a!, b!], who.Admin.h), 403, 'FORBIDDEN');
    expectError(await reorder(id, [c!, a!, b!], otherCoordinator.h), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/materials/{id}', () => {
  it('removes the material and its file together; only the owner may', async () => {
    const id = await lesson('published');
    const file = (await uploadTo(t, id, (await allowedSamples())[1]!, owner.h)).json();
    const before = { files: await fileRows(), chunks: await chunkRows() };
    expectError(await remove(file.id, who.none.h), 401, 'UNAUTHORIZED');
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const)
      expectError(await remove(file.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await remove(file.id, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expect(await fileRows()).toBe(before.files);

    const res = await remove(file.id);
    expect(res.statusCode, res.body).toBe(204);
    expect({ files: await fileRows(), chunks: await chunkRows() }).toEqual({
      files: before.files - 1,
      chunks: before.chunks - 1,
    });
    expectError(await remove(file.id), 404, 'NOT_FOUND');
    const text = (await add(id, { kind: 'text', title: 'T', body: '<p>x</p>' })).json();
    expect((await remove(text.id)).statusCode).toBe(204);
  });
});
