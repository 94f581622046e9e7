import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `term` as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's searchTerm: rows where any of the columns contains the term, ignoring case; no condition when absent. */
export function matchesSearch(term: string | undefined, ...columns: PgColumn[]): SQL | undefined {
  if (term === undefined) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}
