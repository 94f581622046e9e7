import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsSummary } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /me/points: the caller's balance, points earned, level and the next, streak and leaderboard choice. */
export const pointsQuery = () =>
  queryOptions({
    queryKey: recognitionKeys.points,
    queryFn: ({ signal }) => api.get<PointsSummary>('/me/points', { signal }),
  });

export const useMyPoints = () => useQuery(pointsQuery());
