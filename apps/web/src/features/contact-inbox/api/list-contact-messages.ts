import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InboxMessage } from '@talentpath/contracts/contact';
import type { CursorPage } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { type InboxFilter, inboxKeys } from './query-keys';

export const INBOX_PAGE_SIZE = 20;

/** GET /admin/contact-messages: newest first, keyset pages (`after` is the previous page's `nextCursor`). */
export function listContactMessages(filter: InboxFilter, after: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ pageSize: String(INBOX_PAGE_SIZE) });
  if (filter.read !== undefined) query.set('read', String(filter.read));
  if (filter.searchTerm) query.set('searchTerm', filter.searchTerm);
  if (after) query.set('after', after);
  return api.get<CursorPage<InboxMessage>>(`/admin/contact-messages?${query}`, { signal });
}

export const contactMessagesQuery = (userId: string, role: Role, filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(userId, role, filter),
    queryFn: ({ pageParam, signal }) => listContactMessages(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextCursor : null),
  });

export const useContactMessages = (userId: string, role: Role, filter: InboxFilter) =>
  useInfiniteQuery(contactMessagesQuery(userId, role, filter));
