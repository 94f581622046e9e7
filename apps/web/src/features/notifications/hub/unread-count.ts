import type { QueryClient } from '@tanstack/react-query';
import type { NotificationSummary } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { NOTIFICATION_CHANGE, notificationKeys } from '../api/query-keys';

type Owner = { userId: string; role: Role };

/**
 * ReceiveUnreadCount (spec §7): the unread count is set to it and the summary's totalCount increased by one;
 * the feed is fetched again so the new one shows. While a change of this user's is in flight, its own refetch
 * follows when it settles (a refetch now could be overwritten by it).
 */
export function applyUnreadCount(queryClient: QueryClient, owner: Owner, unreadCount: number): void {
  queryClient.setQueryData<NotificationSummary>(notificationKeys.summary(owner.userId, owner.role), (summary) =>
    summary ? { unreadCount, totalCount: summary.totalCount + 1 } : summary,
  );
  if (queryClient.isMutating({ mutationKey: NOTIFICATION_CHANGE }) > 0) return;
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(owner.userId, owner.role) });
}

/** The hub is gone (signed out, another role): this user's feed and count start over (spec §4). */
export function resetNotifications(queryClient: QueryClient, owner: Owner): void {
  queryClient.removeQueries({ queryKey: notificationKeys.all(owner.userId, owner.role) });
}
