import {
  NOTIFICATION_NOT_FOUND,
  type MarkAllReadResult,
  type Notification,
  type NotificationListQuery,
  type NotificationSummary,
} from '@talentpath/contracts/notifications';
import type { Page } from '@talentpath/contracts/paging';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './notifications.repository.ts';

// A caller reads and changes only their own notifications: another user's id is answered as one that does not
// exist (404), so ids cannot be probed. The route guard decides who may call; every query here is by owner.

const notFound = () => new AppError('NOT_FOUND', { message: NOTIFICATION_NOT_FOUND });

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
  const page = await repo.feedPage(p.db, caller.userId, query);
  return { ...page, items: page.items.map(toNotification) };
}

export const getSummary = (p: Platform, caller: Caller): Promise<NotificationSummary> =>
  repo.summary(p.db, caller.userId);

/** Marks it read; marking a read one again keeps when it was first read. */
export async function markRead(p: Platform, caller: Caller, id: string): Promise<Notification> {
  const row = await repo.markRead(p.db, caller.userId, id);
  if (!row) throw notFound();
  return toNotification(row);
}

export async function markAllRead(p: Platform, caller: Caller): Promise<MarkAllReadResult> {
  return { markedCount: await repo.markAllRead(p.db, caller.userId) };
}

export async function deleteNotification(p: Platform, caller: Caller, id: string): Promise<void> {
  if (!(await repo.remove(p.db, caller.userId, id))) throw notFound();
}
