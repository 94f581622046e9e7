import { mondayOf, today } from '@talentpath/contracts/calendar-days';
import {
  LEADERBOARD_NEIGHBOURS,
  LEADERBOARD_TOP,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardQuery,
} from '@talentpath/contracts/recognition';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { featureSwitches } from '../settings/settings.public.ts';
import { memoryBoard, sqlBoard } from './boards.ts';
import * as repo from './leaderboard.repository.ts';
import * as points from './points.repository.ts';
import { rankedNow } from './account-lock.ts';

// The leaderboard (issue 25, ADR 0066): this week, this month or all time; everyone, a category's courses, or the
// people of the caller's courses. The top ten, the caller's rank (also when they left the board: only they see it)
// and their neighbours. Staff and people who left are not shown to others; a pseudonym hides name and picture.

/** The period's key in the tallies and its first day (null: all time). */
export function periodOf(period: LeaderboardQuery['period'], day = today()) {
  if (period === 'week') return { key: `w:${mondayOf(day)}`, since: mondayOf(day) };
  if (period === 'month') return { key: `m:${day.slice(0, 7)}`, since: `${day.slice(0, 7)}-01` };
  return { key: 'all', since: null };
}

export async function leaderboard(p: Platform, caller: Caller, q: LeaderboardQuery): Promise<Leaderboard> {
  if (!(await featureSwitches(p)).leaderboard) throw new AppError('LEADERBOARD_OFF');
  const { key, since } = periodOf(q.period);
  const scope = q.scope === 'category' ? q.categoryId! : 'org';
  const mates = q.scope === 'my-courses';
  const rows = repo.boardOf(key, scope, mates ? caller.userId : null);
  const board = mates ? await memoryBoard(p.db, rows) : sqlBoard(p.db, rows);
  const account = await points.findAccount(p.db, caller.userId);
  const visibility = account?.visibility ?? 'visible';
  // Staff are not ranked, and see no place of their own (a learner who left the board still does).
  const staff = !(await rankedNow(p.db, caller.userId, 'visible'));
  const mine = await repo.pointsOf(p.db, key, scope, caller.userId);
  const [top, { ranked, above }] = await Promise.all([board.top(LEADERBOARD_TOP), board.standing(mine)]);
  const rankOf = ranksWithin(top);
  const topEntries = top.map((row) => ({ row, rank: rankOf(row.points) }));
  let me: Leaderboard['me'] = null;
  let neighbours: { row: repo.BoardRow; rank: number }[] = [];
  // Without points in the period the caller is on no board: no rank (not "last of those with points").
  if (!staff && mine === 0) me = { rank: null, points: 0, visibility };
  if (!staff && mine > 0) {
    me = { rank: above + 1, points: mine, visibility };
    if (!top.some((r) => r.userId === caller.userId) && above + 1 > LEADERBOARD_TOP) {
      const near = await board.around({ userId: caller.userId, points: mine }, LEADERBOARD_NEIGHBOURS);
      const shownInTop = new Set(top.map((r) => r.userId));
      const rows = [...near.above, ...near.below].filter((r) => !shownInTop.has(r.userId));
      neighbours = await Promise.all(
        rows.map(async (row) => ({
          row,
          // Near the caller: how many more have more than them is counted from the caller's own count.
          rank:
            row.points > mine
              ? above - (await board.countBetween(mine, row.points)) + 1
              : row.points === mine
                ? above + 1
                : above + (await board.countBetween(row.points, mine)) + 1,
        })),
      );
    }
  }
  const shown = new Map(
    (
      await repo.shownAs(
        p.db,
        [...topEntries, ...neighbours].map((e) => e.row.userId),
      )
    ).map((s) => [s.userId, s]),
  );
  const entry = ({ row, rank }: { row: repo.BoardRow; rank: number }): LeaderboardEntry => {
    const person = shown.get(row.userId);
    const pseudonym = person?.visibility === 'pseudonym' && !!person.pseudonym;
    return {
      rank,
      points: row.points,
      name: pseudonym ? person!.pseudonym! : (person?.name ?? ''),
      pseudonym,
      personId: pseudonym ? null : row.userId,
      avatar: pseudonym ? null : (person?.avatar ?? null),
      isMe: row.userId === caller.userId,
    };
  };
  return {
    period: q.period,
    scope: q.scope,
    since,
    ranked,
    top: topEntries.map(entry),
    me,
    neighbours: neighbours.map(entry),
  };
}

/** Competition ranks within the top: a row's rank is 1 + how many before it have more points (all in the top). */
function ranksWithin(top: repo.BoardRow[]) {
  const firstIndex = new Map<number, number>();
  top.forEach((r, i) => {
    if (!firstIndex.has(r.points)) firstIndex.set(r.points, i);
  });
  return (pts: number) => (firstIndex.get(pts) ?? 0) + 1;
}
