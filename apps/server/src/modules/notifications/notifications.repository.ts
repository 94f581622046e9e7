import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NotificationListQuery, NotificationType } from '@talentpath/contracts/notifications';
import type { Db, Tx } from '../../platform/db.ts';
import { paginate } from '../../platform/paging.ts';
import { notifications } from '../../db/schema/notifications.ts';

type Conn = Db | Tx;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  userId: string;
  type: NotificationType;
  data: Record<string, unknown>;
  /** What wrote it: the same key for the same user is written once. */
  sourceKey: string;
};

/** Writes them; one already written from the same source (a job run again) is left as it is. */
export async function insertNotifications(db: Conn, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
    .returning({ id: notifications.id });
  return written.length;
}

const ownedBy = (userId: string, id: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** One user's feed, newest first (notifications_feed_idx serves the order). */
export function feedPage(db: Db, userId: string, query: NotificationListQuery) {
  const where = and(
    eq(notifications.userId, userId),
    query.status === undefined
      ? undefined
      : query.status === 'unread'
        ? isNull(notifications.readAt)
        : isNotNull(notifications.readAt),
    query.type ? eq(notifications.type, query.type) : undefined,
  );
  return paginate(db, query, {
    count: async (tx) => (await tx.select({ n: count() }).from(notifications).where(where))[0]?.n ?? 0,
    items: (tx, { limit, offset }) =>
      tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
  });
}

export async function summary(db: Conn, userId: string) {
  const [row] = await db
    .select({ totalCount: count(), unreadCount: count(sql`case when ${notifications.readAt} is null then 1 end`) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { unreadCount: Number(row?.unreadCount ?? 0), totalCount: Number(row?.totalCount ?? 0) };
}

/** Marks one of the user's read (keeping the first time); undefined when they have no such notification. */
export async function markRead(db: Conn, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(ownedBy(userId, id))
    .returning();
  return row;
}

/** Marks every unread one of the user's read; returns how many. */
export async function markAllRead(db: Conn, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the user's; false when they have no such notification. */
export async function remove(db: Conn, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(notifications).where(ownedBy(userId, id)).returning({ id: notifications.id });
  return rows.length > 0;
}
