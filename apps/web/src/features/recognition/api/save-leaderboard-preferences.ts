import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardPreferences, PointsSummary } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/**
 * PUT /me/leaderboard-preferences: shown by name, under a pseudonym, or hidden; answers the points summary. The
 * leaderboard is read again, as the caller's own row now reads otherwise.
 */
export function useSaveLeaderboardPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaderboardPreferences) => api.put<PointsSummary>('/me/leaderboard-preferences', body),
    onSuccess: (summary) => {
      queryClient.setQueryData(recognitionKeys.points, summary);
      void queryClient.invalidateQueries({ queryKey: recognitionKeys.leaderboardAll });
    },
  });
}
