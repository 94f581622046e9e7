import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPost } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { refreshThread, threadPath } from './query-keys';

export type NewPost = { threadId: string; body: string; parentId?: string };

/**
 * POST /forum/threads/{id}/posts: a reply, or a comment on a reply (`parentId`). 409 on a locked thread, 429 when
 * posting too fast; either way the thread is read again (it may have been locked meanwhile).
 */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, body, parentId }: NewPost) =>
      api.post<ForumPost>(`${threadPath(threadId)}/posts`, parentId ? { body, parentId } : { body }),
    onSettled: (_post, _error, { threadId }) => refreshThread(client, threadId),
  });
}
