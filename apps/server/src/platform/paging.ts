import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CURSOR_INVALID,
  CURSOR_MAX_LENGTH,
  type CursorPage,
  type Page,
  type Sort,
  type SortDirection,
} from '@talentpath/contracts/paging';
import type { Db, Tx } from './db.ts';
import { isDataException } from './db-errors.ts';
import { AppError } from './errors.ts';

// The one paging helper (ADR 0010): numbered pages count and read in one snapshot; keyset pages read one row
// more than they show and hand back the last row's position as an opaque cursor.

/** One key of an ORDER BY: a column (or, for numbered pages only, an SQL expression) and its direction. */
export type OrderKey<E extends PgColumn | SQL = PgColumn | SQL> = { by: E; direction: SortDirection };

export const orderByOf = (keys: readonly OrderKey[]): SQL[] =>
  keys.map((k) => (k.direction === 'asc' ? asc(k.by) : desc(k.by)));

/**
 * The order a parsed `sort` asks for, followed by the tie-breaker (a unique column, normally `id`) in the same
 * direction: the order is total, so pages never overlap, and `-key` is exactly the reverse of `key`.
 */
export function sortKeys<K extends string, E extends PgColumn | SQL>(
  sort: Sort<K>,
  columns: Record<K, E>,
  tieBreaker: PgColumn,
): OrderKey<E | PgColumn>[] {
  const by = columns[sort.key];
  const first = { by, direction: sort.direction };
  return (by as unknown) === tieBreaker ? [first] : [first, { by: tieBreaker, direction: sort.direction }];
}

/**
 * A numbered page: counts and reads it in one read-only REPEATABLE READ transaction, so the count and the rows
 * come from the same snapshot. A page past the end has no items and the true totalCount. `db` must not be a
 * transaction already (the isolation level can only be set on a transaction's first statement).
 */
export async function paginate<T>(
  db: Db,
  page: { pageNumber: number; pageSize: number },
  read: {
    count: (tx: Tx) => Promise<number>;
    items: (tx: Tx, window: { limit: number; offset: number }) => Promise<T[]>;
  },
): Promise<Page<T>> {
  const { pageNumber, pageSize } = page;
  const offset = (pageNumber - 1) * pageSize;
  return db.transaction(
    async (tx) => {
      const totalCount = Number(await read.count(tx));
      const items = offset < totalCount ? await read.items(tx, { limit: pageSize, offset }) : [];
      return { items, pageNumber, pageSize, totalCount, hasNextPage: pageNumber * pageSize < totalCount };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type Keyset = ReturnType<typeof keyset>;

/**
 * The fixed order of a keyset list. Every key is a NOT NULL column (NULLs compare as unknown and would drop
 * rows) and one of them is unique (without it, rows tied on every key could be skipped between pages).
 * Keys in one direction compare as one row value, `(a, b) < (x, y)`, which an index on (a, b) serves; mixed
 * directions fall back to `a > x OR (a = x AND b < y)`.
 */
export function keyset(keys: readonly OrderKey<PgColumn>[]) {
  if (!keys.length || keys.some((k) => !k.by.notNull)) throw new Error('keyset: every key must be a NOT NULL column');
  if (!keys.some((k) => k.by.primary || k.by.isUnique))
    throw new Error('keyset: one key must be a unique column (the tie-breaker, e.g. id)');
  const sameDirection = keys.every((k) => k.direction === keys[0]!.direction);
  return {
    keys,
    orderBy: orderByOf(keys),
    /** Select it next to the row: the row's keys as PostgreSQL writes them (exact, microseconds included). */
    position: sql<string>`json_build_array(${sql.join(
      keys.map((k) => sql`${k.by}::text`),
      sql`, `,
    )})::text`,
    /** The condition for the rows after a decoded position. */
    after(position: string[]): SQL {
      // A position's values go back as text cast to the key's own type; a value that does not fit is a data exception.
      const values = keys.map((k, i) => sql`${position[i]}::${sql.raw(k.by.getSQLType())}`);
      if (sameDirection) {
        const columns = sql.join(
          keys.map((k) => k.by),
          sql`, `,
        );
        return sql`(${columns}) ${sql.raw(keys[0]!.direction === 'asc' ? '>' : '<')} (${sql.join(values, sql`, `)})`;
      }
      const beyond = keys.map((k, i) =>
        and(
          ...keys.slice(0, i).map((earlier, j) => eq(earlier.by, values[j])),
          (k.direction === 'asc' ? gt : lt)(k.by, values[i]),
        ),
      );
      return or(...beyond)!;
    },
  };
}

const cursorInvalid = () =>
  new AppError('VALIDATION', { message: CURSOR_INVALID, details: [{ path: 'after', message: CURSOR_INVALID }] });

export const encodeCursor = (position: string) => Buffer.from(position, 'utf8').toString('base64url');

/** The position a cursor holds: a JSON array of `count` strings; anything else is a 400. */
export function decodeCursor(cursor: string, count: number): string[] {
  if (cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw cursorInvalid();
  const bytes = Buffer.from(cursor, 'base64url');
  // Buffer ignores stray trailing bits: only the canonical spelling of those bytes is the cursor we handed out.
  if (bytes.toString('base64url') !== cursor) throw cursorInvalid();
  let position: unknown;
  try {
    position = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(position) || position.length !== count || !position.every((v) => typeof v === 'string'))
    throw cursorInvalid();
  return position as string[];
}

/**
 * A keyset page: `read` gets the condition for the rows after the cursor (undefined on the first page), the
 * order and a limit of pageSize + 1, and selects `{ item, position: order.position }`; the extra row only tells
 * whether there is a next page. `nextCursor` is the last shown row's position.
 */
export async function keysetPage<T>(
  order: Keyset,
  page: { after?: string | undefined; pageSize: number },
  read: (query: { where: SQL | undefined; orderBy: SQL[]; limit: number }) => Promise<{ item: T; position: string }[]>,
): Promise<CursorPage<T>> {
  const where = page.after === undefined ? undefined : order.after(decodeCursor(page.after, order.keys.length));
  let rows: { item: T; position: string }[];
  try {
    rows = await read({ where, orderBy: order.orderBy, limit: page.pageSize + 1 });
  } catch (error) {
    // The cursor's values are the only input cast here: a value its key's type refuses is a bad cursor.
    if (where && isDataException(error)) throw cursorInvalid();
    throw error;
  }
  const shown = rows.slice(0, page.pageSize);
  const hasNextPage = rows.length > page.pageSize;
  return {
    items: shown.map((row) => row.item),
    pageSize: page.pageSize,
    hasNextPage,
    nextCursor: hasNextPage ? encodeCursor(shown.at(-1)!.position) : null,
  };
}

/** Selected beside each row of a page: how many rows the query has before LIMIT and OFFSET (`pageWithTotal`). */
export const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A numbered page read with its total in one statement: `items` selects `windowTotal` beside each row, so the
 * count and the rows are one round trip and one snapshot, without a transaction. Only a page past the end has no
 * row to carry the total; then `count` asks for it.
 */
export async function pageWithTotal<T>(
  page: { pageNumber: number; pageSize: number },
  read: {
    count: () => Promise<number>;
    items: (window: { limit: number; offset: number }) => Promise<{ item: T; total: number }[]>;
  },
): Promise<Page<T>> {
  const { pageNumber, pageSize } = page;
  const offset = (pageNumber - 1) * pageSize;
  const rows = await read.items({ limit: pageSize, offset });
  const totalCount = rows[0]?.total ?? (offset === 0 ? 0 : await read.count());
  return {
    items: rows.map((r) => r.item),
    pageNumber,
    pageSize,
    totalCount,
    hasNextPage: pageNumber * pageSize < totalCount,
  };
}
