import { type Column, getTableName } from 'drizzle-orm';
import type { Db, Tx } from './db.ts';

// A hot read's column list written once (issue 23's submit storm): drizzle builds a select's SQL anew at every
// call — for a join of three whole tables about 0.4 ms of CPU, a tenth of a thousand submits' time — so the
// columns are listed here once, under aliases, and each row is read back by the columns' own mapping (numbers,
// dates and JSON as the table declares them, on PostgreSQL and PGlite alike).

type Parts = Record<string, Record<string, Column>>;
type Value<C> = C extends Column ? (C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null) : never;
export type RowOf<P extends Parts> = { [Part in keyof P]: { [Key in keyof P[Part]]: Value<P[Part][Key]> } };

export function writtenColumns<P extends Parts>(parts: P) {
  const entries = Object.entries(parts).flatMap(([part, columns]) =>
    Object.entries(columns).map(([key, column], i) => ({ part, key, column, alias: `${part}_${i}` })),
  );
  const list = entries
    .map(({ column, alias }) => `"${getTableName(column.table)}"."${column.name}" as "${alias}"`)
    .join(', ');
  return {
    /** The select list, for a named statement's text. */
    text: list,
    /** A row as the database answered it, read into its parts. */
    read(row: Record<string, unknown>): RowOf<P> {
      const out: Record<string, Record<string, unknown>> = {};
      for (const { part, key, column, alias } of entries) {
        const value = row[alias];
        out[part] ??= {};
        out[part][key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return out as RowOf<P>;
    },
  };
}

/** The rows of `db.execute`: node-postgres answers `{ rows }`, so does PGlite. */
export const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
};

/**
 * A hot statement whose text never changes, sent by name: PostgreSQL parses and plans it once per connection and
 * then only binds it (node-postgres keeps the names per connection; PGlite, one connection in the process, ignores
 * them). Its text is written here once, so drizzle does not build it at each call either. `$1`, `$2`… are `params`.
 * Each name must have one text for the life of the process.
 */
export function namedStatement(name: string, text: string) {
  return (db: Db | Tx, params: unknown[]) =>
    (db as unknown as { session: Session }).session
      .prepareQuery({ sql: text, params }, undefined, name, false)
      .execute();
}
