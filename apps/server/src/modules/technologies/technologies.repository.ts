import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogStatus } from '@talentpath/contracts/catalog-fields';
import type { TechnologyListQuery } from '@talentpath/contracts/technologies';
import type { Db, Tx } from '../../platform/db.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';
import { matchesSearch } from '../../platform/search.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';
import { projectTechnologies } from '../../db/schema/projects.ts';

type Conn = Db | Tx;

const view = {
  id: technologies.id,
  name: technologies.name,
  status: technologies.status,
  adminCreated: technologies.adminCreated,
  creatorId: users.id,
  creatorName: users.name,
  createdAt: technologies.createdAt,
  updatedAt: technologies.updatedAt,
};

const selectView = (db: Conn) =>
  db.select(view).from(technologies).leftJoin(users, eq(users.id, technologies.createdBy));

const SORTABLE = {
  name: sql`lower(${technologies.name})`,
  createdAt: technologies.createdAt,
  status: technologies.status,
};

export function listPage(db: Db, query: TechnologyListQuery) {
  const where = and(
    matchesSearch(query.searchTerm, technologies.name),
    query.status ? eq(technologies.status, query.status) : undefined,
  );
  return paginate(db, query, {
    count: (tx) => tx.$count(technologies, where),
    items: (tx, { limit, offset }) =>
      selectView(tx)
        .where(where)
        .orderBy(...orderByOf(sortKeys(query.sort, SORTABLE, technologies.id)))
        .limit(limit)
        .offset(offset),
  });
}

export async function findView(db: Conn, id: string) {
  const [row] = await selectView(db).where(eq(technologies.id, id));
  return row;
}
export type TechnologyRow = NonNullable<Awaited<ReturnType<typeof findView>>>;

/** The technology's row, locked until the transaction ends (a concurrent edit or delete waits). */
export async function lockById(tx: Tx, id: string) {
  const [row] = await tx.select().from(technologies).where(eq(technologies.id, id)).for('update');
  return row;
}

export async function insert(tx: Tx, values: typeof technologies.$inferInsert) {
  const [row] = await tx.insert(technologies).values(values).returning();
  return row!;
}

export async function update(tx: Tx, id: string, values: Partial<typeof technologies.$inferInsert>) {
  await tx.update(technologies).set(values).where(eq(technologies.id, id));
}

export async function remove(tx: Tx, id: string) {
  await tx.delete(technologies).where(eq(technologies.id, id));
}

/**
 * Each of these technologies' status, the rows share-locked (`for key share`) until the transaction ends; one not
 * found is absent. A delete already holding a row makes this wait and then not find it; one coming after waits for
 * this transaction and then sees the rows that now name the technology.
 */
export async function lockStatusesOf(tx: Tx, ids: readonly string[]): Promise<Map<string, CatalogStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: technologies.id, status: technologies.status })
    .from(technologies)
    .where(inArray(technologies.id, [...ids]))
    .for('key share');
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Which of these technologies projects require (spec §6: those cannot be deleted). */
export async function inUseAmong(db: Conn, ids: readonly string[]): Promise<ReadonlySet<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: projectTechnologies.technologyId })
    .from(projectTechnologies)
    .where(inArray(projectTechnologies.technologyId, [...ids]));
  return new Set(rows.map((r) => r.id));
}
