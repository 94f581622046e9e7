import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '@talentpath/contracts/notifications';
import type { Page } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { feedPath, type NotificationFilter, notificationKeys } from './query-keys';

/** GET {feed}: the caller's own, newest first, 15 to a page (spec §9). */
export function listNotifications(role: Role, filter: NotificationFilter, pageNumber: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(NOTIFICATION_PAGE_SIZE) });
  if (filter.status) query.set('status', filter.status);
  if (filter.type) query.set('type', filter.type);
  return api.get<Page<Notification>>(`${feedPath(role)}?${query}`, { signal });
}

export const notificationsQuery = (userId: string, role: Role, filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId, role, filter),
    queryFn: ({ pageParam, signal }) => listNotifications(role, filter, pageParam, signal),
    initialPageParam: 1,
    // More only while a next page exists (spec §5); the list is numbered, so the next page is this one + 1.
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
  });

export const useNotifications = (userId: string, role: Role, filter: NotificationFilter) =>
  useInfiniteQuery(notificationsQuery(userId, role, filter));
