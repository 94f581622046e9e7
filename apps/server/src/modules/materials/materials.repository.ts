import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@talentpath/contracts/roles';
import type { Db, Tx } from '../../platform/db.ts';
import { files } from '../../db/schema/files.ts';
import { courses, enrolments, lessons, materials } from '../../db/schema/learning.ts';
import { userRoles, users } from '../../db/schema/users.ts';

// Queries of the materials module: only reads and writes, no rules.

type Conn = Db | Tx;
export type MaterialInsert = typeof materials.$inferInsert;
/** What a material's answer tells of its file. */
export type FileRow = Pick<typeof files.$inferSelect, 'id' | 'name' | 'mimeType' | 'size'>;

const fileColumns = { id: files.id, name: files.name, mimeType: files.mimeType, size: files.size };

/** A lesson's materials in order, each with its file's description (file materials). */
export function materialsOfLesson(db: Conn, lessonId: string) {
  return db
    .select({ material: materials, file: fileColumns })
    .from(materials)
    .leftJoin(files, eq(files.id, materials.fileId))
    .where(eq(materials.lessonId, lessonId))
    .orderBy(asc(materials.position), asc(materials.createdAt));
}

/** One material with its file's description. */
export async function materialWithFile(db: Conn, id: string) {
  const [row] = await db
    .select({ material: materials, file: fileColumns })
    .from(materials)
    .leftJoin(files, eq(files.id, materials.fileId))
    .where(eq(materials.id, id));
  return row ?? null;
}

/** How many materials the lesson holds, and the position after its last. */
export async function lessonFill(tx: Tx, lessonId: string) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${materials.position}), 0)::int + 1`,
    })
    .from(materials)
    .where(eq(materials.lessonId, lessonId));
  return row!;
}

export async function insertMaterial(tx: Tx, values: MaterialInsert) {
  const [row] = await tx.insert(materials).values(values).returning();
  return row!;
}

export async function updateMaterial(
  tx: Tx,
  id: string,
  values: Partial<Pick<MaterialInsert, 'title' | 'body' | 'url'>>,
) {
  await tx
    .update(materials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materials.id, id));
}

export async function removeMaterial(tx: Tx, id: string) {
  await tx.delete(materials).where(eq(materials.id, id));
}

/** Each material's position becomes its place (1..n) in `ids`. */
export async function setOrder(tx: Tx, ids: readonly string[]) {
  for (const [i, id] of ids.entries())
    await tx
      .update(materials)
      .set({ position: i + 1 })
      .where(eq(materials.id, id));
}

/** A lesson whose materials changed shows as changed (the editor and the player read `updatedAt`): its row now. */
export async function touchLesson(tx: Tx, lessonId: string) {
  const [row] = await tx.update(lessons).set({ updatedAt: new Date() }).where(eq(lessons.id, lessonId)).returning();
  return row!;
}

/**
 * What deciding on a material's file needs, in one query: the material, its lesson and course, the file, and —
 * for a learner — their enrolment in the course and whether they completed the lesson. Null if the material is
 * gone.
 */
export async function fileMaterialTarget(db: Conn, materialId: string, userId: string) {
  // Aliases written out: the joined subquery must name the enrolment row of this query, not bind to another table.
  const [row] = await db
    .select({
      kind: materials.kind,
      lessonId: lessons.id,
      course: { id: courses.id, status: courses.status, ownerId: courses.ownerId },
      fileId: materials.fileId,
      enrolment: { id: enrolments.id, completedAt: enrolments.completedAt },
      lessonCompleted: sql<boolean>`exists (
        select 1 from lesson_completions lc
        where lc.enrolment_id = "enrolments"."id" and lc.lesson_id = "lessons"."id")`,
    })
    .from(materials)
    .innerJoin(lessons, eq(lessons.id, materials.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.userId, userId)))
    .where(eq(materials.id, materialId));
  return row ?? null;
}

/** Is the account active, not deleted, and does it still hold the role? (Checked on every file request.) */
export async function holdsRole(db: Conn, userId: string, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, role)))
    .where(and(eq(users.id, userId), eq(users.status, 'active'), sql`${users.deletedAt} is null`));
  return row !== undefined;
}

/**
 * Removes files nothing points to (no material, no course thumbnail, not the settings' logo, no one's profile photo:
 * its uploader's avatar names it, profiles' photo.service.ts; no forum picture — the forum sweeps its own) older than
 * `olderThanSeconds`: a lesson or course deleted with cascades leaves its files behind. Young ones stay: a
 * transaction that stored a file may not have committed what points to it yet. Answers how many went.
 */
export async function removeOrphanFiles(db: Db, olderThanSeconds: number): Promise<number> {
  const removed = await db
    .delete(files)
    .where(
      sql`${files.createdAt} < now() - make_interval(secs => ${olderThanSeconds}::int)
        and not exists (select 1 from materials m where m.file_id = "files"."id")
        and not exists (select 1 from courses c where c.thumbnail_file_id = "files"."id")
        and not exists (select 1 from system_settings s where s.logo_file_id = "files"."id")
        and not exists (select 1 from badges b where b.image_file_id = "files"."id")
        and not exists (select 1 from rewards r where r.image_file_id = "files"."id")
        and not exists (select 1 from forum_images fi where fi.file_id = "files"."id")
        and not exists (select 1 from certificate_templates ct
          where ct.signature_file_id = "files"."id" or ct.logo_file_id = "files"."id")
        and not exists (select 1 from users u where u.id = "files"."created_by"
          and u.avatar = '/api/people/' || u.id || '/photos/' || "files"."id")`,
    )
    .returning({ id: files.id });
  return removed.length;
}
