import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { users } from '../../db/schema/users.ts';
import { pointsAccounts, pointsTallies } from '../../db/schema/recognition.ts';

// The leaderboard's queries (ADR 0066). Their order is the board index's exactly — `points desc nulls last` (how
// drizzle declares it), or its reverse — or the planner sorts the whole range instead of reading a few entries. A board is the ranked tallies of one period and scope — one range of
// `points_tallies_board_idx` — or, for "the people of my courses", those of the people enrolled in a course the
// caller is enrolled in. Ranks are competition ranks: 1 + how many have more points.

export type BoardRow = { userId: string; points: number };

/** The board's rows as a subquery: ranked tallies of the period and scope (and of the caller's course mates). */
export function boardOf(period: string, scope: string, matesOf: string | null): SQL {
  const ranked = sql`select t.user_id, t.points from ${pointsTallies} t where t.period = ${period} and t.scope = ${scope} and t.ranked`;
  if (!matesOf) return ranked;
  return sql`${ranked} and t.user_id in (
    select distinct e2.user_id from enrolments e1 join enrolments e2 on e2.course_id = e1.course_id
    where e1.user_id = ${matesOf})`;
}

// node-postgres and PGlite both answer { rows }; drizzle types the answer of either as unknown.
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const rows = async (db: Db, query: SQL): Promise<BoardRow[]> =>
  (await rowsOf<{ user_id: string; points: number }>(db, query)).map((r) => ({
    userId: r.user_id,
    points: Number(r.points),
  }));

/** The first `limit`, most points first (ties by id, as every read of the board orders them). */
export const top = (db: Db, board: SQL, limit: number) =>
  rows(
    db,
    sql`select b.user_id, b.points from (${board}) b order by b.points desc nulls last, b.user_id limit ${limit}`,
  );

/** How many on the board have more than `points` (and at most `upTo`, when given). */
export async function countAbove(db: Db, board: SQL, points: number, upTo?: number): Promise<number> {
  const cap = upTo === undefined ? sql`` : sql` and b.points <= ${upTo}`;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${board}) b where b.points > ${points}${cap}`,
  );
  return Number(row?.n ?? 0);
}

/** How many are on the board, and how many of them have more than `points`: one pass over its index range. */
export async function standing(db: Db, board: SQL, points: number) {
  const [row] = await rowsOf<{ ranked: number; above: number }>(
    db,
    sql`select count(*)::int as ranked, (count(*) filter (where b.points > ${points}))::int as above from (${board}) b`,
  );
  return { ranked: Number(row?.ranked ?? 0), above: Number(row?.above ?? 0) };
}

/** The whole board, most points first (a small one: the people of the caller's courses). */
export const everyone = (db: Db, board: SQL) =>
  rows(db, sql`select b.user_id, b.points from (${board}) b order by b.points desc, b.user_id`);

/** Up to `n` just before (more points, or as many and a lower id) and just after the caller's place. */
export async function around(db: Db, board: SQL, me: BoardRow, n: number) {
  const [tiedBefore, before, tiedAfter, after] = await Promise.all([
    rows(
      db,
      sql`select b.user_id, b.points from (${board}) b where b.points = ${me.points} and b.user_id < ${me.userId} order by b.user_id desc limit ${n}`,
    ),
    rows(
      db,
      sql`select b.user_id, b.points from (${board}) b where b.points > ${me.points} order by b.points asc nulls first, b.user_id desc limit ${n}`,
    ),
    rows(
      db,
      sql`select b.user_id, b.points from (${board}) b where b.points = ${me.points} and b.user_id > ${me.userId} order by b.user_id limit ${n}`,
    ),
    rows(
      db,
      sql`select b.user_id, b.points from (${board}) b where b.points < ${me.points} order by b.points desc nulls last, b.user_id limit ${n}`,
    ),
  ]);
  return {
    above: [...tiedBefore, ...before].slice(0, n).reverse(),
    below: [...tiedAfter, ...after].slice(0, n),
  };
}

/** The caller's points on the board's period and scope (0 when they have none there). */
export async function pointsOf(db: Db, period: string, scope: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ points: pointsTallies.points })
    .from(pointsTallies)
    .where(
      sql`${pointsTallies.period} = ${period} and ${pointsTallies.scope} = ${scope} and ${pointsTallies.userId} = ${userId}`,
    );
  return row?.points ?? 0;
}

/** How the people shown appear: their names and pictures, or their pseudonyms. */
export const shownAs = (db: Db, ids: string[]) =>
  ids.length
    ? db
        .select({
          userId: users.id,
          name: users.name,
          avatar: users.avatar,
          visibility: pointsAccounts.visibility,
          pseudonym: pointsAccounts.pseudonym,
        })
        .from(users)
        .leftJoin(pointsAccounts, eq(pointsAccounts.userId, users.id))
        .where(inArray(users.id, ids))
    : Promise.resolve([]);
