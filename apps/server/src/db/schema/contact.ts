import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A message sent through the public contact form; stored before it is e-mailed to support. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin opened it in the inbox (or marked it read); null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox's keyset order, newest first, and its unread count.
    index('contact_messages_created_at_idx').on(t.createdAt, t.id),
    index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);
