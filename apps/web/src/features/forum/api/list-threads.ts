import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ForumThreadPage } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { forumKeys, type ThreadFilter } from './query-keys';

/**
 * GET /forum/threads: one page of one forum's threads, or of every forum the caller reads; pinned first, then as
 * sorted. The page shown stays while the next loads.
 */
export const useForumThreads = (filter: ThreadFilter) =>
  useQuery({
    queryKey: forumKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<ForumThreadPage>(`/forum/threads?${queryString({ ...filter, unread: filter.unread || undefined })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
