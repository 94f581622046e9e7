import { useQuery } from '@tanstack/react-query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { forumRevisionList } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys, postPath } from './query-keys';

export type ForumRevisionList = StandardSchemaV1.InferOutput<typeof forumRevisionList>;

/** GET /forum/posts/{id}/revisions (moderators): the text each edit replaced, newest first. */
export const usePostRevisions = (postId: string | null) =>
  useQuery({
    queryKey: forumKeys.revisions(postId ?? ''),
    queryFn: ({ signal }) => api.get<ForumRevisionList>(`${postPath(postId ?? '')}/revisions`, { signal }),
    enabled: postId !== null,
  });
