import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumThread } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys, threadPath } from './query-keys';

/**
 * GET /forum/threads/{id}: the thread, its opening post and what the caller may do. Reading it marks it read, so
 * the lists (their unread marks) are read again when next shown.
 */
export function useForumThread(threadId: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: forumKeys.thread(threadId ?? ''),
    queryFn: ({ signal }) => api.get<ForumThread>(threadPath(threadId ?? ''), { signal }),
    enabled: Boolean(threadId),
  });
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void client.invalidateQueries({ queryKey: forumKeys.lists, refetchType: 'none' });
  }, [client, readAt]);
  return query;
}
