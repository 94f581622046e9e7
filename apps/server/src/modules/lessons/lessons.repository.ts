import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { files } from '../../db/schema/files.ts';
import { lessonCompletions, lessons, materials } from '../../db/schema/learning.ts';

// Queries of the lessons module: only reads and writes, no rules.

type Conn = Db | Tx;
export type LessonRow = typeof lessons.$inferSelect;

const fileColumns = { id: files.id, name: files.name, mimeType: files.mimeType, size: files.size };

/** A course's lessons in order. */
export function lessonsOfCourse(db: Conn, courseId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.createdAt), asc(lessons.id));
}

/** Every material of these lessons, in order, each with its file's description: one query for a whole course. */
export function materialsOfLessons(db: Conn, lessonIds: readonly string[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db
    .select({ material: materials, file: fileColumns })
    .from(materials)
    .leftJoin(files, eq(files.id, materials.fileId))
    .where(inArray(materials.lessonId, [...lessonIds]))
    .orderBy(asc(materials.position), asc(materials.createdAt), asc(materials.id));
}

/** The lessons an enrolment completed. */
export async function completedLessonIds(db: Conn, enrolmentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.enrolmentId, enrolmentId));
  return new Set(rows.map((r) => r.lessonId));
}

/** How many lessons the course holds, and the position after its last. Call it under the course's lock. */
export async function courseFill(tx: Tx, courseId: string) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${lessons.position}), 0)::int + 1`,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  return { count: Number(row!.count), next: Number(row!.next) };
}

export async function insertLesson(tx: Tx, values: typeof lessons.$inferInsert): Promise<LessonRow> {
  const [row] = await tx.insert(lessons).values(values).returning();
  return row!;
}

export async function updateLesson(
  tx: Tx,
  id: string,
  values: Partial<Pick<LessonRow, 'title' | 'summary'>>,
): Promise<LessonRow> {
  const [row] = await tx
    .update(lessons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lessons.id, id))
    .returning();
  return row!;
}

/** Sets each lesson's position to its place (1..n) in `ids`, in one statement. */
export async function setOrder(tx: Tx, courseId: string, ids: readonly string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update lessons l set position = o.position::int
    from unnest(array[${list}]::uuid[]) with ordinality as o(id, position)
    where l.id = o.id and l.course_id = ${courseId}`);
}

/** The files of a lesson's materials (removed with it: the materials' key would refuse it otherwise). */
export async function fileIdsOfLesson(db: Conn, lessonId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: materials.fileId })
    .from(materials)
    .where(and(eq(materials.lessonId, lessonId), isNotNull(materials.fileId)));
  return rows.map((r) => r.fileId!);
}

export async function removeLesson(tx: Tx, id: string) {
  await tx.delete(lessons).where(eq(lessons.id, id));
}
