import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumThread } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys, threadPath } from './query-keys';

/** PUT /forum/threads/{id}/watch: whether the caller is told of the thread's new posts. */
export function useWatchThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, watching }: { threadId: string; watching: boolean }) =>
      api.put<{ watching: boolean }>(`${threadPath(threadId)}/watch`, { watching }),
    onSuccess: ({ watching }, { threadId }) =>
      client.setQueryData<ForumThread>(forumKeys.thread(threadId), (thread) =>
        thread ? { ...thread, watching } : thread,
      ),
  });
}
