import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { storeBytes } from '../../platform/files.ts';
import { courseCategories } from '../schema/course-categories.ts';
import { courseTechnologies, courses, lessons, materials } from '../schema/learning.ts';
import { technologies } from '../schema/technologies.ts';
import { userRoles, users } from '../schema/users.ts';
import { handoutPdf } from './handouts.ts';
import { DOCKER_REFERENCE, GDPR_SUMMARY, MEETING_CHECKLIST, TYPESCRIPT_CHEAT_SHEET } from './handout-texts.ts';
import type { DemoCourse, DemoFile } from './learning-content.ts';
import { CODE_COURSES } from './learning-courses-code.ts';
import { PLATFORM_COURSES } from './learning-courses-platform.ts';
import { WORKPLACE_COURSES } from './learning-courses-workplace.ts';
import { type DemoLearner, type SeededCourse, seedEnrolments } from './learning-enrolments.ts';
import { bTreeDiagramPng, demoClipWebm, layersDiagramPng, thumbnailPng } from './pictures.ts';

// Demo data for the learning core (issue 11): courses in most categories — published, two drafts (one ready, one
// not), one archived — with lessons of real materials (rich text, generated PDFs, images and a video, links,
// embedded talks), thumbnails, and enrolments at every stage with dates relative to the day it is loaded.
// Idempotent: a course whose title exists is left as it is, with its enrolments.

export const DEMO_COURSES: DemoCourse[] = [...CODE_COURSES, ...PLATFORM_COURSES, ...WORKPLACE_COURSES];

const OWNERS = { coordinator: 'coordinator@talentpath.test', multi: 'multi@talentpath.test' };
const DAY = 24 * 60 * 60_000;

type Made = { name: string; mimeType: string; bytes: Uint8Array };

const FILES: Record<DemoFile, () => Promise<Made> | Made> = {
  'typescript-cheat-sheet': async () => pdf('typescript-cheat-sheet.pdf', await handoutPdf(TYPESCRIPT_CHEAT_SHEET)),
  'gdpr-summary': async () => pdf('gdpr-at-work-summary.pdf', await handoutPdf(GDPR_SUMMARY)),
  'meeting-checklist': async () => pdf('meeting-checklist.pdf', await handoutPdf(MEETING_CHECKLIST)),
  'docker-reference': async () => pdf('docker-command-reference.pdf', await handoutPdf(DOCKER_REFERENCE)),
  'b-tree-diagram': () => ({ name: 'b-tree-index.png', mimeType: 'image/png', bytes: bTreeDiagramPng() }),
  'layers-diagram': () => ({ name: 'image-layers.png', mimeType: 'image/png', bytes: layersDiagramPng() }),
  'warm-up-clip': async () => ({ name: 'warm-up-clip.webm', mimeType: 'video/webm', bytes: await demoClipWebm() }),
};
const pdf = (name: string, bytes: Uint8Array): Made => ({ name, mimeType: 'application/pdf', bytes });

/** The generated files the given courses use, each made once. */
async function makeFiles(list: DemoCourse[]): Promise<Map<DemoFile, Made>> {
  const needed = new Set(
    list.flatMap((c) => c.lessons.flatMap((l) => l.materials.flatMap((m) => (m.kind === 'file' ? [m.file] : [])))),
  );
  const made = new Map<DemoFile, Made>();
  for (const key of needed) made.set(key, await FILES[key]());
  return made;
}

type Lookups = {
  users: Map<string, string>;
  categories: Map<string, string>;
  technologies: Map<string, string>;
  learners: DemoLearner[];
};

async function lookups(db: Db): Promise<Lookups> {
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const categories = await db.select({ id: courseCategories.id, name: courseCategories.name }).from(courseCategories);
  const techs = await db
    .select({ id: technologies.id, name: technologies.name })
    .from(technologies)
    .where(eq(technologies.status, 'active'));
  const learners = await db
    .select({ email: users.email, createdAt: users.createdAt, lastSignInAt: users.lastSignInAt })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Learner')))
    .where(eq(users.status, 'active'))
    .orderBy(users.email);
  const now = Date.now();
  return {
    users: new Map(people.map((u) => [u.email, u.id])),
    categories: new Map(categories.map((c) => [c.name, c.id])),
    technologies: new Map(techs.map((t) => [t.name, t.id])),
    learners: learners.map((l) => ({
      email: l.email,
      ageDays: (now - l.createdAt.getTime()) / DAY,
      signedIn: l.lastSignInAt !== null,
    })),
  };
}

/** Writes one course with its thumbnail, technologies, lessons and materials; answers what enrolments need. */
async function insertCourse(tx: Tx, c: DemoCourse, found: Lookups, files: Map<DemoFile, Made>, now: number) {
  const ownerId = found.users.get(OWNERS[c.owner])!;
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now - days * DAY));
  const thumbnailFileId = c.thumbnail
    ? await storeBytes(tx, {
        name: `${c.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
        mimeType: 'image/png',
        bytes: thumbnailPng(c.title, ...c.thumbnail),
        createdBy: ownerId,
      })
    : null;
  // The last change: publishing, archiving, or for a draft a day after it was made.
  const updatedAt = at(c.archivedDaysAgo ?? c.publishedDaysAgo ?? Math.max(0.5, c.createdDaysAgo - 1))!;
  const [course] = await tx
    .insert(courses)
    .values({
      title: c.title,
      description: c.description,
      estimatedTime: c.estimatedTime,
      status: c.status,
      categoryId: c.category ? (found.categories.get(c.category) ?? null) : null,
      ownerId,
      thumbnailFileId,
      publishedAt: at(c.publishedDaysAgo),
      archivedAt: at(c.archivedDaysAgo),
      createdAt: at(c.createdDaysAgo)!,
      updatedAt,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const techIds = c.technologies.flatMap((name) =>
    found.technologies.has(name) ? [found.technologies.get(name)!] : [],
  );
  if (techIds.length)
    await tx.insert(courseTechnologies).values(techIds.map((technologyId) => ({ courseId, technologyId })));

  const lessonIds: string[] = [];
  const written = at(c.createdDaysAgo - 1)!;
  for (const [i, l] of c.lessons.entries()) {
    const [lesson] = await tx
      .insert(lessons)
      .values({ courseId, title: l.title, summary: l.summary, position: i + 1, createdAt: written, updatedAt: written })
      .returning({ id: lessons.id });
    lessonIds.push(lesson!.id);
    for (const [j, m] of l.materials.entries()) {
      const base = {
        lessonId: lesson!.id,
        kind: m.kind,
        title: m.title,
        position: j + 1,
        createdAt: written,
        updatedAt: written,
      };
      if (m.kind === 'text') await tx.insert(materials).values({ ...base, body: m.body });
      else if (m.kind === 'file') {
        const made = files.get(m.file)!;
        const fileId = await storeBytes(tx, { ...made, createdBy: ownerId });
        await tx.insert(materials).values({ ...base, fileId });
      } else await tx.insert(materials).values({ ...base, url: m.url });
    }
  }
  return {
    id: courseId,
    title: c.title,
    ownerId,
    status: c.status,
    publishedDaysAgo: c.publishedDaysAgo ?? 0,
    archivedDaysAgo: c.archivedDaysAgo ?? null,
    lessonIds,
  } satisfies SeededCourse;
}

/**
 * Loads the demo courses that are not there yet (by title), their files and their learners' enrolments. The
 * media is generated only when a course needs it, so a second run costs one query.
 */
export async function seedLearning(db: Db) {
  const titles = DEMO_COURSES.map((c) => c.title);
  const existing = new Set(
    (await db.select({ title: courses.title }).from(courses).where(inArray(courses.title, titles))).map((c) => c.title),
  );
  if (existing.size === titles.length) return;
  const found = await lookups(db);
  // A course whose owner's account is gone is not made (the owners are demo accounts of seed.ts).
  const missing = DEMO_COURSES.filter((c) => !existing.has(c.title) && found.users.has(OWNERS[c.owner]));
  if (missing.length === 0) return;
  const files = await makeFiles(missing);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const seeded: SeededCourse[] = [];
    for (const c of missing) seeded.push(await insertCourse(tx, c, found, files, now));
    await seedEnrolments(tx, seeded, found, now);
  });
}
