import { areaOfRole } from '@talentpath/contracts/access';
import {
  NOTIFICATION_AREA,
  NOTIFICATION_TYPES,
  notificationTypesOf,
  type NotificationType,
} from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';

// A notification belongs to its user (ADR 0028, 0037). A caller reads and changes only their own, and only in the
// feed of their current role: its area's types and the ones for every area. Anything else is answered as a
// notification that does not exist (404), so ids cannot be probed. The route guards decide who may call.

/** A feed: whose notifications, of which types. */
export type Feed = { userId: string; types: readonly NotificationType[] };
type CallerLike = { userId: string; role: Role };

/** The feed the caller reads in their current role. */
export const feedOf = (caller: CallerLike): Feed => ({
  userId: caller.userId,
  types: notificationTypesOf(areaOfRole(caller.role)),
});

/** Is the notification in the feed (its user's, of one of its types)? */
export const inFeed = (feed: Feed, notification: { userId: string; type: NotificationType }) =>
  notification.userId === feed.userId && feed.types.includes(notification.type);

/**
 * May the caller see, mark read or delete this notification? The same rule for each: it is theirs and shows in the
 * feed of their current role (a list, a count and mark-all-read read that feed: feedOf).
 */
export const mayActOn = (caller: CallerLike, notification: { userId: string; type: NotificationType }) =>
  inFeed(feedOf(caller), notification);

/** The types a user with these roles receives, in NOTIFICATION_TYPES' order: those of every role they hold. */
export function typesReceivedBy(roles: readonly Role[]): NotificationType[] {
  const areas = new Set<string>(['signed-in', ...roles.map(areaOfRole)]);
  return NOTIFICATION_TYPES.filter((type) => areas.has(NOTIFICATION_AREA[type]));
}
