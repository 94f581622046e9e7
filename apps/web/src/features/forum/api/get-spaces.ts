import { useQuery } from '@tanstack/react-query';
import type { ForumSpaceList } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

/** GET /forum/spaces: the forums the caller may read (general, announcements, their courses'), and what they may do. */
export const useForumSpaces = () =>
  useQuery({
    queryKey: forumKeys.spaces,
    queryFn: ({ signal }) => api.get<ForumSpaceList>('/forum/spaces', { signal }),
    staleTime: 60_000,
  });
