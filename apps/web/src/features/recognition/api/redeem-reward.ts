import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Redemption } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { recognitionKeys } from './query-keys';

/**
 * POST /rewards/{id}/redeem: spends the reward's cost (201, a pending redemption). 409 POINTS_INSUFFICIENT or
 * REWARD_OUT_OF_STOCK when the balance or the stock moved since they were read.
 */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [recognitionKeys.points, recognitionKeys.rewards, recognitionKeys.myRedemptions, recognitionKeys.historyAll].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: (rewardId: string) => api.post<Redemption>(`/rewards/${encodeURIComponent(rewardId)}/redeem`),
    onSuccess: refresh,
    onError: (error) => {
      // What the page showed was out of date: show what is true now.
      if (error instanceof ApiError && (error.code === 'POINTS_INSUFFICIENT' || error.code === 'REWARD_OUT_OF_STOCK'))
        void refresh();
    },
  });
}
