import type { NotificationStatus, NotificationType } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';

/**
 * Where a role's feed is: a Learner's under /v1/learner/notifications (spec §7), every other role's under
 * /v1/notifications; the same calls and shapes, each scoped by the server to the role's area.
 */
export const feedPath = (role: Role) => (role === 'Learner' ? '/v1/learner/notifications' : '/v1/notifications');

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
