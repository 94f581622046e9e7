import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reward, RewardInput, RewardList } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { withSaved } from './list-updates';
import { recognitionKeys } from './query-keys';

/** POST /admin/rewards (no id: 201) or PUT /admin/rewards/{id}; the learners' catalogue is read again. */
export function useSaveReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RewardInput }) =>
      id ? api.put<Reward>(`/admin/rewards/${encodeURIComponent(id)}`, body) : api.post<Reward>('/admin/rewards', body),
    onSuccess: (reward) => {
      queryClient.setQueryData<RewardList>(recognitionKeys.adminRewards, (list) => withSaved(list, reward));
      void queryClient.invalidateQueries({ queryKey: recognitionKeys.rewards });
    },
  });
}
