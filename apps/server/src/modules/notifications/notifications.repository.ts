import { and, count, desc, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AREA_ROLES } from '@talentpath/contracts/access';
import type { Language } from '@talentpath/contracts/constants';
import {
  NOTIFICATION_AREA,
  type NotificationChannel,
  type NotificationListQuery,
  type NotificationType,
} from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import type { Db, Tx } from '../../platform/db.ts';
import { paginate } from '../../platform/paging.ts';
import type { Feed } from './notifications.policy.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { courses } from '../../db/schema/learning.ts';

type Conn = Db | Tx;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  userId: string;
  type: NotificationType;
  data: Record<string, unknown>;
  /** What wrote it: the same key for the same user is written once. */
  sourceKey: string;
};

/** Writes them; one already written from the same source (a job run again) is left as it is. Returns the new. */
export async function insertNotifications(db: Conn, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
    .returning();
}

/** The feed's rows (notifications.policy.ts says which): its user's, of its types. */
const inFeed = (feed: Feed) => and(eq(notifications.userId, feed.userId), inArray(notifications.type, [...feed.types]));

/** One feed, newest first (notifications_feed_idx serves the order). */
export function feedPage(db: Db, feed: Feed, query: NotificationListQuery) {
  const where = and(
    inFeed(feed),
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

export async function summary(db: Conn, feed: Feed) {
  const [row] = await db
    .select({ totalCount: count(), unreadCount: count(sql`case when ${notifications.readAt} is null then 1 end`) })
    .from(notifications)
    .where(inFeed(feed));
  return { unreadCount: Number(row?.unreadCount ?? 0), totalCount: Number(row?.totalCount ?? 0) };
}

/** The unread count of each of these users' feeds of `types` (notifications_unread_idx); a user with none: 0. */
export async function unreadCounts(db: Conn, userIds: readonly string[], types: readonly NotificationType[]) {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        isNull(notifications.readAt),
        inArray(notifications.type, [...types]),
      ),
    )
    .groupBy(notifications.userId);
  for (const row of rows) counts.set(row.userId, Number(row.n));
  return counts;
}

export async function findNotification(db: Conn, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Marks it read if it is unread: the row marked, or undefined when it was read already (or is gone). */
export async function markRead(db: Conn, id: string): Promise<NotificationRow | undefined> {
  const [marked] = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  return marked;
}

/** Marks every unread one of the feed's read; returns the types of those it marked. */
export async function markAllRead(db: Conn, feed: Feed): Promise<NotificationType[]> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(inFeed(feed), isNull(notifications.readAt)))
    .returning({ type: notifications.type });
  return rows.map((r) => r.type);
}

/** Deletes it; the row deleted, or undefined when it is gone already. */
export async function remove(db: Conn, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.delete(notifications).where(eq(notifications.id, id)).returning();
  return row;
}

// Preferences and recipients.

/** A user as a notification's recipient: where to write, in which language, through which channel. */
export type Recipient = {
  id: string;
  name: string;
  email: string;
  language: Language;
  channel: NotificationChannel | null;
  /** Their roles (an e-mail links a page every area has into the area they work in). */
  roles: Role[];
};

/**
 * The active, not deleted users among `userIds` who hold a role of the type's area (a feed they can read), with
 * their channel for `type` (null: never chosen).
 */
export async function recipients(db: Conn, userIds: readonly string[], type: NotificationType): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const roles = AREA_ROLES[NOTIFICATION_AREA[type]];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      channel: notificationPreferences.channel,
      roles: sql<
        Role[]
      >`(select coalesce(json_agg(ur.role), '[]'::json) from ${userRoles} ur where ur.user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, type)),
    )
    .where(
      and(
        inArray(users.id, [...new Set(userIds)]),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), inArray(userRoles.role, [...roles]))),
        ),
      ),
    );
}

export async function preferencesOf(db: Conn, userId: string) {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const chosen = await db
    .select({ type: notificationPreferences.type, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { language: user?.language ?? 'en', roles: roles.map((r) => r.role as Role), chosen };
}

export async function saveChannels(tx: Tx, userId: string, channels: [NotificationType, NotificationChannel][]) {
  if (channels.length === 0) return;
  // In one order of types: two PUTs naming the same types in other orders would lock the rows crosswise (deadlock).
  const sorted = [...channels].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await tx
    .insert(notificationPreferences)
    .values(sorted.map(([type, channel]) => ({ userId, type, channel })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
    });
}

/** A course's owner and a learner's name (what a coordinator's notification about them says); null if either is gone. */
export async function courseAndLearner(db: Conn, courseId: string, learnerId: string) {
  const [row] = await db
    .select({ ownerId: courses.ownerId, learnerName: users.name })
    .from(courses)
    .innerJoin(users, eq(users.id, learnerId))
    .where(eq(courses.id, courseId));
  return row ?? null;
}
