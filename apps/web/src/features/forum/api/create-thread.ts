import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateForumThread, ForumThread } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

/**
 * POST /forum/threads: a discussion or a question (201, the thread as its page shows it, kept for that page).
 * Throttled: 429 RATE_LIMITED says how long to wait.
 */
export function useCreateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateForumThread) => api.post<ForumThread>('/forum/threads', input),
    onSuccess: (thread) => {
      client.setQueryData(forumKeys.thread(thread.id), thread);
      void client.invalidateQueries({ queryKey: forumKeys.lists });
    },
  });
}
