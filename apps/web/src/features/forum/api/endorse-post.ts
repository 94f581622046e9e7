import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPost } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys, postPath } from './query-keys';

/** PUT /forum/posts/{id}/endorsement: staff endorse a reply, or take it back (the forum's moderators). */
export function useEndorsePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, endorsed }: { threadId: string; postId: string; endorsed: boolean }) =>
      api.put<ForumPost>(`${postPath(postId)}/endorsement`, { endorsed }),
    onSuccess: (_post, { threadId }) => client.invalidateQueries({ queryKey: forumKeys.posts(threadId) }),
  });
}
