import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditForumPost, ForumPost } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { postPath, refreshThread } from './query-keys';

export type PostEdit = { threadId: string; postId: string } & EditForumPost;

/**
 * PATCH /forum/posts/{id}: the new text (and a thread's new title, on its opening post). 409 once its author's
 * 30 minutes have passed.
 */
export function useEditPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, threadId: _, ...edit }: PostEdit) => api.patch<ForumPost>(postPath(postId), edit),
    onSuccess: (_post, { threadId }) => refreshThread(client, threadId),
  });
}
