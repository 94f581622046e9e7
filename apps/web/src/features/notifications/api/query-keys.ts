import type { NotificationStatus, NotificationType } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';

export type NotificationFilter = { status?: NotificationStatus; type?: NotificationType };

/**
 * Query keys of the notifications feature. They start with 'notifications', which the query client never
 * caches (spec §7: live data), and carry who asks.
 */
export const notificationKeys = {
  all: (userId: string, role: Role) => ['notifications', userId, role] as const,
  lists: (userId: string, role: Role) => [...notificationKeys.all(userId, role), 'list'] as const,
  list: (userId: string, role: Role, filter: NotificationFilter) =>
    [...notificationKeys.lists(userId, role), filter] as const,
  summary: (userId: string, role: Role) => [...notificationKeys.all(userId, role), 'summary'] as const,
};

/** One key for the three changes, so a refetch waits until the last change in flight has settled. */
export const NOTIFICATION_CHANGE = ['notifications', 'change'] as const;
