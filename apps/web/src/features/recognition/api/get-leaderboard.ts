import { useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryString } from '../../../lib/list-query';
import { type LeaderboardFilter, recognitionKeys } from './query-keys';

/**
 * GET /leaderboard?period&scope&categoryId: the top, the caller's rank and their neighbours. 404 LEADERBOARD_OFF
 * while an admin has turned it off (not retried: it will not turn on by asking again). `enabled` false while the
 * category scope has no category yet.
 */
export const useLeaderboard = (filter: LeaderboardFilter, enabled: boolean) =>
  useQuery({
    queryKey: recognitionKeys.leaderboard(filter),
    queryFn: ({ signal }) => api.get<Leaderboard>(`/leaderboard?${queryString(filter)}`, { signal }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.code === 'LEADERBOARD_OFF') && count < 2,
  });
