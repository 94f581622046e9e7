import type { LeaderboardPeriod, LeaderboardScope, RedemptionStatus } from '@talentpath/contracts/recognition';

/** What the leaderboard is asked for; `categoryId` only with the category scope. */
export type LeaderboardFilter = { period: LeaderboardPeriod; scope: LeaderboardScope; categoryId?: string };
/** One page of the admins' redemptions; no status: every status. */
export type RedemptionFilter = { status?: RedemptionStatus; pageNumber: number; pageSize: number };

// Query keys of recognition. The cache is dropped when the user or the role changes (lib/query-client.ts), so the
// keys need not name them.
export const recognitionKeys = {
  all: ['recognition'] as const,
  points: ['recognition', 'points'] as const,
  history: (pageNumber: number, pageSize: number) => ['recognition', 'history', pageNumber, pageSize] as const,
  historyAll: ['recognition', 'history'] as const,
  myBadges: ['recognition', 'my-badges'] as const,
  rewards: ['recognition', 'rewards'] as const,
  myRedemptions: ['recognition', 'my-redemptions'] as const,
  leaderboard: (filter: LeaderboardFilter) => ['recognition', 'leaderboard', filter] as const,
  leaderboardAll: ['recognition', 'leaderboard'] as const,
  categories: (all: boolean) => ['recognition', 'categories', all ? 'all' : 'active'] as const,
  rules: ['recognition', 'admin', 'rules'] as const,
  levels: ['recognition', 'admin', 'levels'] as const,
  badges: ['recognition', 'admin', 'badges'] as const,
  adminRewards: ['recognition', 'admin', 'rewards'] as const,
  redemptions: (filter: RedemptionFilter) => ['recognition', 'admin', 'redemptions', filter] as const,
  redemptionsAll: ['recognition', 'admin', 'redemptions'] as const,
};
