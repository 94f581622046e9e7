import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumSpaceList } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

/** PUT /forum/spaces/{id}/watch: whether the caller is told of every new thread and post in the forum. */
export function useWatchSpace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ spaceId, watching }: { spaceId: string; watching: boolean }) =>
      api.put<{ watching: boolean }>(`/forum/spaces/${encodeURIComponent(spaceId)}/watch`, { watching }),
    onSuccess: ({ watching }, { spaceId }) =>
      client.setQueryData<ForumSpaceList>(forumKeys.spaces, (list) =>
        list ? { items: list.items.map((s) => (s.id === spaceId ? { ...s, watching } : s)) } : list,
      ),
  });
}
