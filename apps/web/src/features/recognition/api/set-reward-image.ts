import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reward, RewardList } from '@talentpath/contracts/recognition';
import { sendImage, withSaved } from './list-updates';
import { recognitionKeys } from './query-keys';

/** PUT /admin/rewards/{id}/image (a PNG, JPEG or WebP, multipart) or DELETE it (`file` null); answers the reward. */
export function useSetRewardImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) =>
      sendImage<Reward>(`/admin/rewards/${encodeURIComponent(id)}/image`, file),
    onSuccess: (reward) => {
      queryClient.setQueryData<RewardList>(recognitionKeys.adminRewards, (list) => withSaved(list, reward));
      void queryClient.invalidateQueries({ queryKey: recognitionKeys.rewards });
    },
  });
}
