import { inArray } from 'drizzle-orm';
import type { NotificationData } from '@talentpath/contracts/notifications';
import type { Db } from '../../platform/db.ts';
import { contactMessages } from '../schema/contact.ts';
import { SEEDED_SENDERS } from './catalog.ts';
import { notifications } from '../schema/notifications.ts';
import { users } from '../schema/users.ts';

// Demo data for /admin/notifications: what the demo Admin and SuperAdmin would have been told — a notification
// per seeded contact message (read where the message is read) and an import each. Idempotent: each row has a
// `demo:` source key, so a second run adds nothing.

const HOUR = 3_600_000;
const ADMINS = ['admin@talentpath.test', 'superadmin@talentpath.test'] as const;
type Admin = (typeof ADMINS)[number];

const IMPORTS: { to: Admin; data: NotificationData<'user-import'>; hoursAgo: number; read: boolean }[] = [
  { to: 'admin@talentpath.test', data: { created: 4, rejected: 2 }, hoursAgo: 30, read: false },
  { to: 'superadmin@talentpath.test', data: { created: 9, rejected: 0 }, hoursAgo: 96, read: true },
];

/** Seeds after the contact messages (seedCatalog): each notification points at its message. */
export async function seedNotifications(db: Db) {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ADMINS));
    const messages = await tx.select().from(contactMessages).where(inArray(contactMessages.email, SEEDED_SENDERS));
    const rows: (typeof notifications.$inferInsert)[] = [];
    for (const admin of admins) {
      for (const m of messages) {
        const data: NotificationData<'contact-message'> = { messageId: m.id, name: m.name, subject: m.subject };
        rows.push({
          userId: admin.id,
          type: 'contact-message',
          data,
          createdAt: m.createdAt,
          readAt: m.readAt,
          sourceKey: `demo:contact-message:${m.id}`,
        });
      }
      for (const [i, imp] of IMPORTS.entries()) {
        if (imp.to !== admin.email) continue;
        const createdAt = new Date(Date.now() - imp.hoursAgo * HOUR);
        rows.push({
          userId: admin.id,
          type: 'user-import',
          data: imp.data,
          createdAt,
          readAt: imp.read ? new Date(createdAt.getTime() + HOUR) : null,
          sourceKey: `demo:user-import:${i}`,
        });
      }
    }
    if (rows.length) await tx.insert(notifications).values(rows).onConflictDoNothing();
  });
}
