import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import * as repo from './leaderboard.repository.ts';

// A leaderboard's rows as the service reads them (ADR 0066): everyone's and a category's are ranges of the tallies'
// board index, read a little at a time; the people of the caller's courses are a few thousand at most, read once
// and ranked here (their rows are found through the caller's enrolments, which no index orders by points).

export type Board = {
  top: (limit: number) => Promise<repo.BoardRow[]>;
  /** How many are on it, and how many have more than `points`. */
  standing: (points: number) => Promise<{ ranked: number; above: number }>;
  /** Up to `n` just before and just after `me` (in the board's order: most points, then id). */
  around: (me: repo.BoardRow, n: number) => Promise<{ above: repo.BoardRow[]; below: repo.BoardRow[] }>;
  /** How many have more than `points`, and at most `upTo`. */
  countBetween: (points: number, upTo: number) => Promise<number>;
};

/** A board in the database: one index range per read. */
export const sqlBoard = (db: Db, board: SQL): Board => ({
  top: (limit) => repo.top(db, board, limit),
  standing: (points) => repo.standing(db, board, points),
  around: (me, n) => repo.around(db, board, me, n),
  countBetween: (points, upTo) => repo.countAbove(db, board, points, upTo),
});

const before = (a: repo.BoardRow, b: repo.BoardRow) =>
  a.points > b.points || (a.points === b.points && a.userId < b.userId);

/** A board read whole, once, and ranked in memory. */
export async function memoryBoard(db: Db, board: SQL): Promise<Board> {
  const rows = await repo.everyone(db, board);
  return {
    top: async (limit) => rows.slice(0, limit),
    standing: async (points) => ({ ranked: rows.length, above: rows.filter((r) => r.points > points).length }),
    around: async (me, n) => {
      const at = rows.findIndex((r) => !before(r, me) && r.userId !== me.userId);
      const cut = at < 0 ? rows.length : at;
      const above = rows.slice(0, cut).filter((r) => r.userId !== me.userId);
      return {
        above: above.slice(-n),
        below: rows
          .slice(cut)
          .filter((r) => r.userId !== me.userId)
          .slice(0, n),
      };
    },
    countBetween: async (points, upTo) => rows.filter((r) => r.points > points && r.points <= upTo).length,
  };
}
