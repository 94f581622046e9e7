import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CourseCategoryListQuery } from '@talentpath/contracts/course-categories';
import type { Db, Tx } from '../../platform/db.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';
import { matchesSearch } from '../../platform/search.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { courses } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';

type Conn = Db | Tx;
export type CourseCategoryRow = typeof courseCategories.$inferSelect;

const SORTABLE = {
  sortOrder: courseCategories.sortOrder,
  name: sql`lower(${courseCategories.name})`,
  createdAt: courseCategories.createdAt,
};

/** A page of the list; `activeOnly` narrows it to active categories whatever the status filter asks. */
export function listPage(db: Db, query: CourseCategoryListQuery, activeOnly: boolean) {
  const where = and(
    matchesSearch(query.searchTerm, courseCategories.name, courseCategories.description),
    query.status ? eq(courseCategories.status, query.status) : undefined,
    activeOnly ? eq(courseCategories.status, 'active') : undefined,
  );
  return paginate(db, query, {
    count: (tx) => tx.$count(courseCategories, where),
    items: (tx, { limit, offset }) =>
      tx
        .select()
        .from(courseCategories)
        .where(where)
        .orderBy(...orderByOf(sortKeys(query.sort, SORTABLE, courseCategories.id)))
        .limit(limit)
        .offset(offset),
  });
}

export async function findById(db: Conn, id: string): Promise<CourseCategoryRow | undefined> {
  const [row] = await db.select().from(courseCategories).where(eq(courseCategories.id, id));
  return row;
}

/** The category's row, locked until the transaction ends. */
export async function lockById(tx: Tx, id: string): Promise<CourseCategoryRow | undefined> {
  const [row] = await tx.select().from(courseCategories).where(eq(courseCategories.id, id)).for('update');
  return row;
}

/** Every category's id, locked: a reorder sees the whole list and no create or delete slips in meanwhile. */
export async function lockAllIds(tx: Tx): Promise<string[]> {
  // The table lock (SHARE ROW EXCLUSIVE conflicts with itself and with inserts) also holds back new rows.
  await tx.execute(sql`lock table ${courseCategories} in share row exclusive mode`);
  const rows = await tx.select({ id: courseCategories.id }).from(courseCategories);
  return rows.map((r) => r.id);
}

export async function insert(tx: Tx, values: typeof courseCategories.$inferInsert): Promise<CourseCategoryRow> {
  const [row] = await tx.insert(courseCategories).values(values).returning();
  return row!;
}

export async function update(
  tx: Tx,
  id: string,
  values: Partial<typeof courseCategories.$inferInsert>,
): Promise<CourseCategoryRow> {
  const [row] = await tx.update(courseCategories).set(values).where(eq(courseCategories.id, id)).returning();
  return row!;
}

export async function remove(tx: Tx, id: string) {
  await tx.delete(courseCategories).where(eq(courseCategories.id, id));
}

/** Sets sort_order to each id's position (1..n) in one statement. */
export async function setOrder(tx: Tx, ids: readonly string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${courseCategories} set sort_order = o.position, updated_at = now()
    from unnest(array[${list}]::uuid[]) with ordinality as o(id, position)
    where ${courseCategories.id} = o.id`);
}

/**
 * How many courses each of these categories has (a grouped count on the category index): every course, or only
 * published ones (what a non-admin may see). Deletion counts every course, inside its transaction, after locking
 * the category: a course made meanwhile waits for that lock (courses lock their category to take it).
 */
export async function courseCounts(
  db: Conn,
  ids: readonly string[],
  publishedOnly = false,
): Promise<ReadonlyMap<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: courses.categoryId, count: sql<number>`count(*)::int` })
    .from(courses)
    .where(and(inArray(courses.categoryId, [...ids]), publishedOnly ? eq(courses.status, 'published') : undefined))
    .groupBy(courses.categoryId);
  return new Map(rows.map((r) => [r.categoryId!, Number(r.count)]));
}

/** The category's courses by title: every one, or only published ones. */
export async function coursesOf(db: Conn, id: string, publishedOnly: boolean) {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      ownerId: users.id,
      ownerName: users.name,
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.ownerId))
    .where(and(eq(courses.categoryId, id), publishedOnly ? eq(courses.status, 'published') : undefined))
    .orderBy(asc(sql`lower(${courses.title})`), asc(courses.id));
  return rows.map(({ ownerId, ownerName, ...course }) => ({
    ...course,
    owner: ownerId && ownerName !== null ? { id: ownerId, name: ownerName } : null,
  }));
}
