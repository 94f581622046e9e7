import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '@talentpath/contracts/notifications';
import { users } from './users.ts';

/**
 * What a user is told (ADR 0028): written by the notifications module's durable subscribers to other modules'
 * domain events, read and marked by its owner only. `data` holds what the type's text needs (contracts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** What wrote it (the event's job id; `demo:…` for demo data): a job run again after a crash adds nothing. */
    sourceKey: text('source_key'),
  },
  (t) => [
    // The feed, newest first: ORDER BY created_at desc, id desc (nulls first is what `desc` means there, so the
    // index matches it exactly; the id breaks ties in the same direction).
    index('notifications_feed_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The unread count, the unread filter and mark all read.
    index('notifications_unread_idx').on(t.userId, t.createdAt.desc().nullsFirst()).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_source_key').on(t.userId, t.sourceKey),
    check('notifications_type_check', inList('type', NOTIFICATION_TYPES)),
  ],
);

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** A user's choice of channel for one type (ADR 0037); a type without a row has contracts' DEFAULT_CHANNEL. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_preferences_type_check', inList('type', NOTIFICATION_TYPES)),
    check('notification_preferences_channel_check', inList('channel', NOTIFICATION_CHANNELS)),
  ],
);
