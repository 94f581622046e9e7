import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge, BadgeList } from '@talentpath/contracts/recognition';
import { sendImage, withSaved } from './list-updates';
import { recognitionKeys } from './query-keys';

/** PUT /admin/badges/{id}/image (a PNG, JPEG or WebP, multipart) or DELETE it (`file` null); answers the badge. */
export function useSetBadgeImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) =>
      sendImage<Badge>(`/admin/badges/${encodeURIComponent(id)}/image`, file),
    onSuccess: (badge) => queryClient.setQueryData<BadgeList>(recognitionKeys.badges, (list) => withSaved(list, badge)),
  });
}
