import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { courseInput } from '@talentpath/contracts/courses';
import type { Role } from '@talentpath/contracts/roles';
import { enrolmentStatusOf } from '@talentpath/contracts/enrolments';
import { lessonInput, materialInput } from '@talentpath/contracts/lessons';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed.ts';
import { DEMO_COURSES } from '../../src/db/seed/learning.ts';
import { certificates } from '../../src/db/schema/certificates.ts';
import { courseCategories } from '../../src/db/schema/course-categories.ts';
import { fileChunks, files } from '../../src/db/schema/files.ts';
import { courses, enrolments, lessonCompletions, lessons, materials } from '../../src/db/schema/learning.ts';
import { users } from '../../src/db/schema/users.ts';
import { recomputeProgress } from '../../src/modules/enrolments/progress.ts';
import { cleanRichText } from '../../src/modules/materials/rich-text.ts';
import { CHUNK_SIZE } from '../../src/platform/files.ts';
import { call } from '../support/callers.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';

// The learning demo data (seed/learning.ts): every learning screen of the demo accounts has something to show,
// the generated files are what they say they are, progress is what recomputeProgress computes, and a second
// seed changes nothing.

// The demo data as the seed made it once for this run (test/support/pglite-snapshot.ts): every run below is a second.
const t = await fileTestApp({}, { seeded: true });
const DAY = 24 * 60 * 60_000;
const today = () => new Date().toISOString().slice(0, 10);

/** Every row of the learning tables, in a stable order (what a second seed must leave as it is). */
async function snapshot() {
  return {
    courses: await t.db.select().from(courses).orderBy(asc(courses.title)),
    lessons: await t.db.select().from(lessons).orderBy(asc(lessons.id)),
    materials: await t.db.select().from(materials).orderBy(asc(materials.id)),
    files: await t.db.select().from(files).orderBy(asc(files.id)),
    chunks: await t.db.$count(fileChunks),
    enrolments: await t.db.select().from(enrolments).orderBy(asc(enrolments.id)),
    completions: await t.db.$count(lessonCompletions),
  };
}

const lessonsOf = async (courseId: string) =>
  t.db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));

describe('learning demo data', () => {
  it('every completion has its certificate, and the demo shows every status (learner@’s expires soon)', async () => {
    const completed = (await t.db.select().from(enrolments)).filter((e) => e.completedAt);
    const rows = await t.db.select().from(certificates);
    expect([...new Set(rows.map((c) => c.enrolmentId))].sort()).toEqual(completed.map((e) => e.id).sort());
    // One renewed by retaking the course: the expired first round's, and the second round's renewing it.
    const renewal = rows.find((c) => c.renewsId !== null)!;
    const renewed = rows.find((c) => c.id === renewal.renewsId)!;
    expect(renewed).toMatchObject({ enrolmentId: renewal.enrolmentId, cycle: 1 });
    expect(renewed.expiresOn! < today()).toBe(true);
    expect(renewal.cycle).toBe(2);
    expect(renewal.expiresOn! > today()).toBe(true);
    expect(completed.find((e) => e.id === renewal.enrolmentId)!.cycle).toBe(2);
    const day = today();
    const soon = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    expect(rows.some((c) => c.revokedAt && c.revokedReason)).toBe(true);
    expect(rows.some((c) => !c.revokedAt && c.expiresOn && c.expiresOn < day)).toBe(true);
    expect(rows.some((c) => !c.revokedAt && c.expiresOn === null)).toBe(true);
    const [learner] = await t.db.select().from(users).where(eq(users.email, 'learner@talentpath.test'));
    const own = rows.filter((c) => c.userId === learner!.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((c) => !c.revokedAt && c.expiresOn !== null && c.expiresOn >= day && c.expiresOn <= soon)).toBe(
      true,
    );
    for (const c of rows) expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
  });

  it('a second seed changes nothing', async () => {
    const before = await snapshot();
    expect(before.courses.length).toBe(DEMO_COURSES.length);
    await seedDemoData(t.db);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('has published courses in at least five active categories, two drafts (one ready, one not) and an archived one with learners', async () => {
    const rows = await t.db
      .select({ course: courses, category: courseCategories })
      .from(courses)
      .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId));
    const published = rows.filter((r) => r.course.status === 'published');
    expect(new Set(published.map((r) => r.category!.name)).size).toBeGreaterThanOrEqual(5);
    expect(published.every((r) => r.category?.status === 'active')).toBe(true);
    for (const { course } of published) {
      const own = await lessonsOf(course.id);
      expect(own.length, course.title).toBeGreaterThanOrEqual(3);
      expect(own.length, course.title).toBeLessThanOrEqual(6);
      for (const l of own)
        expect(await t.db.$count(materials, eq(materials.lessonId, l.id)), l.title).toBeGreaterThan(0);
    }
    expect(rows.filter((r) => r.course.thumbnailFileId).length).toBeGreaterThanOrEqual(rows.length - 2);

    const drafts = rows.filter((r) => r.course.status === 'draft');
    expect(drafts).toHaveLength(2);
    const ready = await Promise.all(
      drafts.map(async ({ course, category }) => {
        const own = await lessonsOf(course.id);
        const empty = await Promise.all(
          own.map(async (l) => (await t.db.$count(materials, eq(materials.lessonId, l.id))) === 0),
        );
        return own.length > 0 && !empty.includes(true) && category?.status === 'active';
      }),
    );
    expect(ready.sort()).toEqual([false, true]);

    const archived = rows.filter((r) => r.course.status === 'archived');
    expect(archived).toHaveLength(1);
    expect(await t.db.$count(enrolments, eq(enrolments.courseId, archived[0]!.course.id))).toBeGreaterThan(0);
  });

  it('says what the API would accept: courses, lessons and materials pass the contracts', () => {
    for (const c of DEMO_COURSES) {
      expect(courseInput.safeParse({ ...c, categoryId: null, technologyIds: [] }).success, c.title).toBe(true);
      for (const l of c.lessons) {
        expect(lessonInput.safeParse(l).success, l.title).toBe(true);
        for (const m of l.materials)
          if (m.kind !== 'file') expect(materialInput.safeParse(m).error?.issues ?? [], m.title).toEqual([]);
      }
    }
  });

  it('stores real media: each file’s bytes are the type, size and SHA-256 its row says', async () => {
    const rows = await t.db.select().from(files);
    const types = new Map<string, number>();
    for (const f of rows) {
      const chunks = await t.db
        .select({ data: fileChunks.data })
        .from(fileChunks)
        .where(eq(fileChunks.fileId, f.id))
        .orderBy(asc(fileChunks.index));
      expect(chunks.slice(0, -1).every((c) => c.data.length === CHUNK_SIZE)).toBe(true);
      const bytes = Buffer.concat(chunks.map((c) => c.data));
      expect(bytes.length, f.name).toBe(f.size);
      expect(createHash('sha256').update(bytes).digest('hex'), f.name).toBe(f.sha256);
      expect((await fileTypeFromBuffer(bytes))?.mime, f.name).toBe(f.mimeType);
      types.set(f.mimeType, (types.get(f.mimeType) ?? 0) + 1);
    }
    expect(types.get('application/pdf')).toBeGreaterThanOrEqual(3);
    expect(types.get('image/png')).toBeGreaterThanOrEqual(10);
    // The video is in two courses (a file row each: a file belongs to one material).
    const videos = await t.db
      .select({ courseId: lessons.courseId })
      .from(materials)
      .innerJoin(files, eq(files.id, materials.fileId))
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .where(eq(files.mimeType, 'video/webm'));
    expect(new Set(videos.map((v) => v.courseId)).size).toBeGreaterThanOrEqual(2);
  });

  it('keeps progress as recomputeProgress computes it, and no enrolment would complete anew', async () => {
    const before = await t.db.select().from(enrolments).orderBy(asc(enrolments.id));
    const recorded: string[] = [];
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        for (const c of await tx.select({ id: courses.id }).from(courses))
          await recomputeProgress(tx, async (kind) => void recorded.push(kind), c.id);
        expect(await tx.select().from(enrolments).orderBy(asc(enrolments.id))).toEqual(before);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(recorded).toEqual([]);
  });

  it('has realistic times: enrolled, started, each completion and the last visit in order, all in the past', async () => {
    const now = Date.now();
    const rows = await t.db.select().from(enrolments);
    for (const e of rows) {
      const done = await t.db
        .select({ at: lessonCompletions.completedAt })
        .from(lessonCompletions)
        .where(eq(lessonCompletions.enrolmentId, e.id))
        .orderBy(asc(lessonCompletions.completedAt));
      const times = done.map((d) => d.at.getTime());
      expect(e.enrolledAt.getTime()).toBeLessThanOrEqual(now);
      if (done.length === 0) continue;
      expect(e.startedAt!.getTime()).toBeGreaterThanOrEqual(e.enrolledAt.getTime());
      expect(times[0]).toBeGreaterThanOrEqual(e.startedAt!.getTime());
      expect(e.lastAccessedAt!.getTime()).toBeGreaterThanOrEqual(times.at(-1)!);
      expect(e.lastAccessedAt!.getTime()).toBeLessThanOrEqual(now);
      if (e.completedAt) expect(e.completedAt.getTime()).toBe(times.at(-1));
    }
    // Spread over the past weeks, not all made at once.
    const ages = rows.map((e) => (now - e.enrolledAt.getTime()) / DAY);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(21);
  });

  it('gives Leah Okafor a course in every state and Jonas Nilsen some as a learner; others are overdue too', async () => {
    const mine = async (email: string) =>
      t.db
        .select({ e: enrolments, title: courses.title })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .where(eq(users.email, email));
    const day = today();
    const leah = await mine('learner@talentpath.test');
    const statuses = leah.map(({ e }) => enrolmentStatusOf(e, day));
    expect(statuses.filter((s) => s === 'completed')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'overdue')).toHaveLength(1);
    expect(statuses).toContain('not-started');
    const resume = leah.find(({ e }) => e.progress === 60);
    expect(resume?.e.lastLessonId).not.toBeNull();
    expect(resume?.e.completedAt).toBeNull();
    const soon = leah.filter(({ e }) => e.dueDate && e.dueDate >= day && !e.completedAt);
    expect(soon.map(({ e }) => (Date.parse(e.dueDate!) - Date.parse(day)) / DAY)).toEqual([4]);
    // Continue learning picks the most recently opened open course: the one at 60%.
    const open = leah.filter(({ e }) => !e.completedAt && e.lastAccessedAt);
    open.sort((a, b) => b.e.lastAccessedAt!.getTime() - a.e.lastAccessedAt!.getTime());
    expect(open[0]?.e.progress).toBe(60);

    expect((await mine('multi@talentpath.test')).length).toBeGreaterThanOrEqual(2);
    const all = await t.db.select().from(enrolments);
    const overdue = all.filter((e) => enrolmentStatusOf(e, day) === 'overdue');
    expect(overdue.length).toBeGreaterThanOrEqual(5);
    expect(overdue.every((e) => e.dueDate! < day && e.completedAt === null)).toBe(true);
    const learners = new Set(all.map((e) => e.userId));
    expect(learners.size).toBeGreaterThanOrEqual(22);
  });

  it('sanitised rich text: every text material is as the server’s sanitiser would store it', async () => {
    const texts = await t.db.select().from(materials).where(eq(materials.kind, 'text'));
    expect(texts.length).toBeGreaterThan(20);
    for (const m of texts) expect(cleanRichText(m.body!), m.title).toBe(m.body);
    expect(texts.some((m) => m.body!.includes('<pre><code>'))).toBe(true);
  });

  it('uses the catalogue as seeded: no published course in the inactive category', async () => {
    const [legacy] = await t.db.select().from(courseCategories).where(eq(courseCategories.name, 'Legacy Systems'));
    const inLegacy = await t.db
      .select({ status: courses.status })
      .from(courses)
      .where(eq(courses.categoryId, legacy!.id));
    expect(inLegacy.every((c) => c.status === 'archived')).toBe(true);
  });

  it('serves the seeded files to an enrolled learner: whole, and a range of the video', async () => {
    const leah = await signIn(t, { email: 'learner@talentpath.test', password: DEMO_PASSWORD });
    const leahs = await t.db
      .select({ material: materials, file: files, courseId: courses.id })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .innerJoin(lessons, eq(lessons.courseId, courses.id))
      .innerJoin(materials, eq(materials.lessonId, lessons.id))
      .innerJoin(files, eq(files.id, materials.fileId))
      .where(eq(users.email, 'learner@talentpath.test'));
    const kinds = new Set(leahs.map((r) => r.file.mimeType));
    expect(kinds).toEqual(new Set(['application/pdf', 'image/png', 'video/webm']));
    for (const { material, file } of leahs) {
      const res = await call(t, 'GET', `/api/materials/${material.id}`, undefined, leah.headers);
      expect(res.statusCode, material.title).toBe(200);
      expect(res.headers['content-type']).toContain(file.mimeType);
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(file.sha256);
    }
    const clip = leahs.find((r) => r.file.mimeType === 'video/webm')!;
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/materials/${clip.material.id}`,
      headers: { ...leah.headers, range: 'bytes=1000-1999' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${clip.file.size}`);
    expect(part.rawPayload.length).toBe(1000);
    const thumbnail = await call(t, 'GET', `/api/courses/${leahs[0]!.courseId}/thumbnail`, undefined, leah.headers);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toContain('image/png');
  });

  /** A GET as a demo account; undefined while its route is not built yet (a 404 that names the route). */
  async function screen(headers: Record<string, string>, url: string) {
    const res = await call(t, 'GET', url, undefined, headers);
    if (res.statusCode === 404 && String(res.json().message).startsWith('Route ')) return undefined;
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  }
  const as = (email: string, role?: Role) => signIn(t, { email, password: DEMO_PASSWORD }, role);

  it('Leah Okafor has something on every learner screen: catalogue, course, player, dashboard, my learning', async () => {
    const { headers } = await as('learner@talentpath.test');
    const catalogue = await screen(headers, '/api/courses?pageSize=60');
    expect(catalogue.totalCount).toBe(DEMO_COURSES.filter((c) => c.status === 'published').length);
    const ts = catalogue.items.find((c: { title: string }) => c.title === 'TypeScript for working developers');
    expect(ts.enrolment).toMatchObject({ progress: 60, status: 'in-progress' });
    expect(ts.thumbnailUrl).toBeTruthy();
    const outline = await screen(headers, `/api/courses/${ts.id}/lessons`);
    const opened = outline.items.flatMap((l: { materials: { locked: boolean; url: string | null }[] }) => l.materials);
    expect(opened.every((m: { locked: boolean }) => !m.locked)).toBe(true);
    const progress = await screen(headers, `/api/courses/${ts.id}/progress`);
    if (progress) expect(progress.resumeLessonId).toBe(outline.items[3].id);
    const dashboard = await screen(headers, '/api/learner/dashboard');
    if (dashboard) {
      expect(dashboard.continueLearning.enrolment.course.title).toBe('TypeScript for working developers');
      expect(dashboard.continueLearning.nextLesson.title).toBe('Working with data from outside');
      expect(dashboard.assigned.length).toBeGreaterThanOrEqual(2);
      expect(dashboard.stats).toMatchObject({ enrolled: 6, completed: 1, overdue: 1 });
    }
    const mine = await screen(headers, '/api/learner/enrolments?pageSize=50');
    if (mine) expect(mine.totalCount).toBe(6);
  });

  it('Ingrid Solheim and Jonas Nilsen have courses in each status, learners, and a dashboard with who is behind', async () => {
    const ingrid = await as('coordinator@talentpath.test');
    const own = await screen(ingrid.headers, '/api/courses?mine=true&pageSize=60');
    expect(own.statusCounts).toEqual({ draft: 2, published: 8, archived: 1 });
    const drafts = own.items.filter((c: { status: string }) => c.status === 'draft');
    // The checklist of each draft, as the publish page reads it: one ready, one stopped by what it lacks.
    const checklists = await Promise.all(
      drafts.map(async (c: { id: string }) => (await screen(ingrid.headers, `/api/courses/${c.id}`)).readiness),
    );
    const blocking = checklists.map((r: { ready: boolean }) => r.ready).sort();
    expect(blocking).toEqual([false, true]);
    const stopped = checklists.find((r: { ready: boolean }) => !r.ready)!;
    expect(
      stopped.issues
        .filter((i: { blocking: boolean }) => i.blocking)
        .map((i: { issue: string }) => i.issue)
        .sort(),
    ).toEqual(['emptyLesson', 'noCategory']);
    const board = await screen(ingrid.headers, '/api/coordinator/dashboard');
    if (board) {
      expect(board.courses).toEqual({ draft: 2, published: 8, archived: 1 });
      expect(board.behind.count).toBeGreaterThan(0);
      expect(board.recent.length).toBeGreaterThan(0);
    }
    const list = await screen(ingrid.headers, '/api/enrolments?pageSize=20');
    if (list) expect(list.totalCount).toBeGreaterThan(50);

    const jonas = await as('multi@talentpath.test', 'CourseCoordinator');
    expect((await screen(jonas.headers, '/api/courses?mine=true')).totalCount).toBe(2);
    const his = await screen(jonas.headers, '/api/coordinator/dashboard');
    if (his) expect(his.enrolments).toBeGreaterThan(0);
    const learning = await screen((await as('multi@talentpath.test', 'Learner')).headers, '/api/learner/enrolments');
    if (learning) expect(learning.totalCount).toBe(3);
  });
});
