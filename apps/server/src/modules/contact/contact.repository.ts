import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InboxQuery } from '@talentpath/contracts/contact';
import type { Db, Tx } from '../../platform/db.ts';
import { keyset, keysetPage } from '../../platform/paging.ts';
import { matchesSearch } from '../../platform/search.ts';
import { contactMessages } from '../../db/schema/contact.ts';

type Conn = Db | Tx;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertMessage(db: Conn, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** The inbox's one order: newest first (contact_messages_created_at_idx serves it). */
const NEWEST_FIRST = keyset([
  { by: contactMessages.createdAt, direction: 'desc' },
  { by: contactMessages.id, direction: 'desc' },
]);

export function inboxPage(db: Db, query: InboxQuery) {
  const filter = and(
    query.read === undefined
      ? undefined
      : query.read
        ? isNotNull(contactMessages.readAt)
        : isNull(contactMessages.readAt),
    matchesSearch(query.searchTerm, contactMessages.name, contactMessages.email, contactMessages.subject),
  );
  return keysetPage(NEWEST_FIRST, query, (q) =>
    db
      .select({ item: contactMessages, position: NEWEST_FIRST.position })
      .from(contactMessages)
      .where(and(filter, q.where))
      .orderBy(...q.orderBy)
      .limit(q.limit),
  );
}

export async function findMessage(db: Conn, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Marks read (keeping the first time it was read) or unread; undefined when no such message. */
export async function setRead(db: Conn, id: string, read: boolean): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

export async function unreadCount(db: Conn): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}
