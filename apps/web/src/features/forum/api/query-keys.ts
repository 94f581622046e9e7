import type { QueryClient } from '@tanstack/react-query';
import type { ForumThreadKind, ReportState } from '@talentpath/contracts/forum';

/** What the thread list is asked for; filters left undefined are not sent. */
export type ThreadFilter = {
  spaceId?: string;
  kind?: ForumThreadKind;
  answer?: 'answered' | 'unanswered';
  tag?: string;
  q?: string;
  unread?: boolean;
  sort: string;
  pageNumber: number;
  pageSize: number;
};

/** One page of the moderators' reports; no state: every state. */
export type ReportFilter = { state?: ReportState; pageNumber: number; pageSize: number };

export type ReplySort = 'created' | 'votes';

// Query keys of the forums. The cache is dropped when the user or the role changes (lib/query-client.ts), so the
// keys need not name them.
export const forumKeys = {
  all: ['forum'] as const,
  spaces: ['forum', 'spaces'] as const,
  people: (spaceId: string, q: string) => ['forum', 'people', spaceId, q] as const,
  lists: ['forum', 'threads'] as const,
  list: (filter: ThreadFilter) => ['forum', 'threads', filter] as const,
  thread: (threadId: string) => ['forum', 'thread', threadId] as const,
  posts: (threadId: string) => ['forum', 'posts', threadId] as const,
  postPages: (threadId: string, sort: ReplySort) => ['forum', 'posts', threadId, sort] as const,
  preview: (body: string) => ['forum', 'preview', body] as const,
  revisions: (postId: string) => ['forum', 'revisions', postId] as const,
  reports: ['forum', 'reports'] as const,
  reportPage: (filter: ReportFilter) => ['forum', 'reports', filter] as const,
};

/**
 * After a change in a thread: the thread (counts, marks, its opening post), its replies and the lists that show
 * it are read again; those not on screen only when next shown.
 */
export const refreshThread = (client: QueryClient, threadId: string) =>
  Promise.all(
    [forumKeys.thread(threadId), forumKeys.posts(threadId), forumKeys.lists].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );

/** The path of a post's own routes. */
export const postPath = (postId: string) => `/forum/posts/${encodeURIComponent(postId)}`;
/** The path of a thread's own routes. */
export const threadPath = (threadId: string) => `/forum/threads/${encodeURIComponent(threadId)}`;
