import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ForumPostPage } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys, type ReplySort, threadPath } from './query-keys';

export const REPLY_PAGE_SIZE = 20;

export const postsQuery = (threadId: string, sort: ReplySort) =>
  infiniteQueryOptions({
    queryKey: forumKeys.postPages(threadId, sort),
    queryFn: ({ pageParam, signal }) =>
      api.get<ForumPostPage>(
        `${threadPath(threadId)}/posts?sort=${sort}&pageNumber=${pageParam}&pageSize=${REPLY_PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: 1,
    // Numbered pages: the next is this one + 1, while there is one.
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
  });

/** GET /forum/threads/{id}/posts: the replies, oldest first or by votes, each with its comments; more by "Load more". */
export const useForumPosts = (threadId: string, sort: ReplySort) => useInfiniteQuery(postsQuery(threadId, sort));
