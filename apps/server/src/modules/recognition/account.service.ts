import type {
  LeaderboardPreferences,
  LedgerPage,
  LedgerQuery,
  Levels,
  PointsRules,
  PointsSummary,
} from '@talentpath/contracts/recognition';
import type { Platform } from '../../platform/context.ts';
import { pageWithTotal } from '../../platform/paging.ts';
import * as repo from './points.repository.ts';
import { lockAccountOf, rankedNow } from './account-lock.ts';
import { levelFor, levelsOf, rulesOf } from './points.service.ts';

// A person's points as they see them (balance, level, streak, history, how they appear on the board), and the
// admin's rules and levels.

/** GET /me/points. */
export async function pointsSummary(p: Platform, userId: string): Promise<PointsSummary> {
  const [account, ladder] = await Promise.all([repo.findAccount(p.db, userId), levelsOf(p.db)]);
  const earned = account?.earned ?? 0;
  // The ladder as it is now: an admin may have moved the thresholds since the level was stored.
  const number = levelFor(ladder, earned);
  const next = ladder[number];
  return {
    balance: account?.balance ?? 0,
    earned,
    level: { number, ...ladder[number - 1]! },
    nextLevel: next ? { number: number + 1, ...next } : null,
    streak: { current: account?.streakDays ?? 0, best: account?.bestStreak ?? 0 },
    leaderboard: { visibility: account?.visibility ?? 'visible', pseudonym: account?.pseudonym ?? null },
  };
}

/** GET /me/points/history: newest first by default. */
export const pointsHistory = (p: Platform, userId: string, q: LedgerQuery): Promise<LedgerPage> =>
  pageWithTotal(q, {
    count: () => repo.ledgerCount(p.db, userId),
    items: async ({ limit, offset }) =>
      (await repo.ledgerRows(p.db, userId, q.sort.direction, limit, offset)).map(({ item, total }) => ({
        item: {
          id: String(item.id),
          kind: item.kind as LedgerPage['items'][number]['kind'],
          points: item.points,
          capped: item.capped,
          subject: item.subject ?? (item.kind === 'streak' && item.amount ? String(item.amount) : null),
          createdAt: item.createdAt.toISOString(),
        },
        total,
      })),
  });

/** PUT /me/leaderboard-preferences: visible, under a pseudonym, or hidden from others (every tally at once). */
export async function saveLeaderboardPreferences(
  p: Platform,
  userId: string,
  prefs: LeaderboardPreferences,
): Promise<PointsSummary> {
  await p.db.transaction(async (tx) => {
    await lockAccountOf(tx, userId);
    await repo.updateAccount(tx, userId, { visibility: prefs.visibility, pseudonym: prefs.pseudonym });
    await repo.setRanked(tx, userId, await rankedNow(tx, userId, prefs.visibility));
  });
  return pointsSummary(p, userId);
}

/** Whether the person is shown to others again, after their roles or status changed (a job). */
export async function refreshRanked(p: Platform, userId: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    const account = await repo.findAccount(tx, userId);
    if (!account) return;
    const ranked = await rankedNow(tx, userId, account.visibility);
    if (ranked !== account.ranked) await repo.setRanked(tx, userId, ranked);
  });
}

/** GET /admin/points-rules. */
export const pointsRules = async (p: Platform): Promise<PointsRules> => ({ rules: await rulesOf(p.db) });

/** PUT /admin/points-rules: from now on; what was paid stays paid. */
export async function savePointsRules(p: Platform, input: PointsRules): Promise<PointsRules> {
  await p.db.transaction((tx) => repo.replaceRules(tx, input.rules));
  return pointsRules(p);
}

/** GET /admin/levels. */
export const levels = async (p: Platform): Promise<Levels> => ({ levels: await levelsOf(p.db) });

/** PUT /admin/levels: the whole ladder; people's levels are read against it from now on. */
export async function saveLevels(p: Platform, input: Levels): Promise<Levels> {
  await p.db.transaction((tx) => repo.replaceLevels(tx, input.levels));
  return levels(p);
}
