import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerateForumThread } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { refreshThread, threadPath } from './query-keys';

/** PATCH /forum/threads/{id} (moderators): pins, locks, or moves it to another forum they moderate. */
export function useModerateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, ...change }: { threadId: string } & ModerateForumThread) =>
      api.patch<void>(threadPath(threadId), change),
    onSuccess: (_none, { threadId }) => refreshThread(client, threadId),
  });
}
