import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshThread, threadPath } from './query-keys';

/** POST /forum/threads/{id}/accept: the question's accepted answer (one of its replies), or none (null). */
export function useAcceptAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, postId }: { threadId: string; postId: string | null }) =>
      api.post<void>(`${threadPath(threadId)}/accept`, { postId }),
    onSuccess: (_none, { threadId }) => refreshThread(client, threadId),
  });
}
