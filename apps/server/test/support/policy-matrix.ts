import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES, type CourseStatus } from '@talentpath/contracts/courses';

// Policies tested as matrices: each decision a table, every kind of caller × every course status, each cell written
// out (not recomputed) and checked by its own test.

/** What a decision answers in a draft, a published and an archived course. */
export type Cell<T> = readonly [draft: T, published: T, archived: T];
export const all = <V>(v: V): Cell<V> => [v, v, v];

/** A `decision(name, table, decide)` over these callers: one test per caller and course status. */
export function policyMatrix<Name extends string, Actor>(actors: Record<Name, Actor>) {
  return <T>(name: string, table: Record<Name, Cell<T>>, decide: (actor: Actor, status: CourseStatus) => T) =>
    describe(name, () => {
      for (const [actor, cell] of Object.entries(table) as [Name, Cell<T>][])
        COURSE_STATUSES.forEach((status, i) => {
          it(`${actor}, ${status} → ${String(cell[i])}`, () => {
            expect(decide(actors[actor], status)).toEqual(cell[i]);
          });
        });
    });
}
