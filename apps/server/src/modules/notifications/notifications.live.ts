import { RECEIVE_UNREAD_COUNT, notificationTypesOf, type NotificationType } from '@talentpath/contracts/notifications';
import type { Platform } from '../../platform/context.ts';
import * as repo from './notifications.repository.ts';

// The live unread count (spec §7): only Learners connect to the hub (spec §6), so the count sent is that of the
// learner feed. Sent after every change of it — a notification written, marked read, all marked, deleted — to
// every open tab of the user, in every process (the hub's Redis adapter).

const LEARNER_TYPES = notificationTypesOf('learner');

/** Does a notification of this type count in the learner feed's unread count? */
export const touchesLearnerFeed = (type: NotificationType) => LEARNER_TYPES.includes(type);

/**
 * Reads each user's learner unread count (one query) and sends it to their open tabs. Never throws: the change is
 * committed, and a tab that misses a count reads the summary again when it reconnects or the user acts.
 */
export async function pushUnreadCounts(p: Platform, userIds: readonly string[]) {
  try {
    const counts = await repo.unreadCounts(p.db, userIds, LEARNER_TYPES);
    for (const [userId, count] of counts) p.realtime.toUsers([userId], RECEIVE_UNREAD_COUNT, count);
  } catch (error) {
    p.log.warn({ err: error }, 'live unread count not sent');
  }
}
