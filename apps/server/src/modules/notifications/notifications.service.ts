import {
  DEFAULT_CHANNEL,
  NOTIFICATION_AREA,
  NOTIFICATION_NOT_FOUND,
  PREFERENCE_TYPE_NOT_YOURS,
  type MarkAllReadResult,
  type Notification,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationSummary,
  type NotificationType,
  type NotificationChannel,
} from '@talentpath/contracts/notifications';
import type { Page } from '@talentpath/contracts/paging';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as users from '../users/users.public.ts';
import { pushUnreadCounts, touchesLearnerFeed } from './notifications.live.ts';
import { feedOf, mayActOn, typesReceivedBy } from './notifications.policy.ts';
import * as repo from './notifications.repository.ts';

// Whose notification is whose, and which feed shows it: notifications.policy.ts. One the caller may not act on is
// answered as one that does not exist (404).

const notFound = () => new AppError('NOT_FOUND', { message: NOTIFICATION_NOT_FOUND });

/** The notification, when the caller may act on it (else NOT_FOUND). */
async function ownNotification(p: Platform, caller: Caller, id: string) {
  const row = await repo.findNotification(p.db, id);
  if (!row || !mayActOn(caller, row)) throw notFound();
  return row;
}

/** A row as the API shows it; the subscribers write `data` in its type's shape (contracts' notificationData). */
const toNotification = (row: repo.NotificationRow): Notification =>
  ({
    id: row.id,
    type: row.type,
    data: row.data,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }) as Notification;

export async function listNotifications(
  p: Platform,
  caller: Caller,
  query: NotificationListQuery,
): Promise<Page<Notification>> {
  const page = await repo.feedPage(p.db, feedOf(caller), query);
  return { ...page, items: page.items.map(toNotification) };
}

export const getSummary = (p: Platform, caller: Caller): Promise<NotificationSummary> =>
  repo.summary(p.db, feedOf(caller));

/** Marks it read; marking a read one again keeps when it was first read (and tells no tab: nothing changed). */
export async function markRead(p: Platform, caller: Caller, id: string): Promise<Notification> {
  const row = await ownNotification(p, caller, id);
  if (row.readAt !== null) return toNotification(row);
  const marked = await repo.markRead(p.db, row.id);
  // Marked meanwhile by another request (that one told the tabs), or deleted: as it is now.
  if (!marked) return toNotification(await ownNotification(p, caller, id));
  if (touchesLearnerFeed(marked.type)) await pushUnreadCounts(p, [caller.userId]);
  return toNotification(marked);
}

/** Marks the feed's unread ones read; the learner's tabs hear of it when any of them counted there. */
export async function markAllRead(p: Platform, caller: Caller): Promise<MarkAllReadResult> {
  const types = await repo.markAllRead(p.db, feedOf(caller));
  if (types.some(touchesLearnerFeed)) await pushUnreadCounts(p, [caller.userId]);
  return { markedCount: types.length };
}

export async function deleteNotification(p: Platform, caller: Caller, id: string): Promise<void> {
  const row = await repo.remove(p.db, (await ownNotification(p, caller, id)).id);
  if (!row) throw notFound();
  if (row.readAt === null && touchesLearnerFeed(row.type)) await pushUnreadCounts(p, [caller.userId]);
}

// Preferences (ADR 0037): per type the user receives (those of every role they hold), in the app, by e-mail or
// both; and the language of the e-mails.

export async function getPreferences(p: Platform, caller: Caller): Promise<NotificationPreferences> {
  const { language, roles, chosen } = await repo.preferencesOf(p.db, caller.userId);
  const channels = new Map(chosen.map((c) => [c.type, c.channel]));
  return {
    language,
    items: typesReceivedBy(roles).map((type) => ({
      type,
      area: NOTIFICATION_AREA[type],
      channel: channels.get(type) ?? DEFAULT_CHANNEL[type],
    })),
  };
}

export async function updatePreferences(
  p: Platform,
  caller: Caller,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const { roles } = await repo.preferencesOf(p.db, caller.userId);
  const mine = new Set(typesReceivedBy(roles));
  const changes = Object.entries(input.channels ?? {}) as [NotificationType, NotificationChannel][];
  const foreign = changes.filter(([type]) => !mine.has(type));
  if (foreign.length > 0)
    throw new AppError('VALIDATION', {
      message: PREFERENCE_TYPE_NOT_YOURS,
      details: foreign.map(([type]) => ({ path: `channels.${type}`, message: PREFERENCE_TYPE_NOT_YOURS })),
    });
  await p.db.transaction(async (tx) => {
    await repo.saveChannels(tx, caller.userId, changes);
    if (input.language) await users.chooseLanguage(tx, caller.userId, input.language);
  });
  return getPreferences(p, caller);
}
