import {
  CONTACT_MESSAGE_NOT_FOUND,
  type ContactMessage,
  type ContactMessageFields,
  type InboxMessage,
  type InboxQuery,
} from '@talentpath/contracts/contact';
import type { CursorPage } from '@talentpath/contracts/paging';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform, RequestInfo } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './contact.repository.ts';
import { contactMail } from './contact.mails.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A message arrived through the contact form (admins are notified: the notifications module). */
    'contact-message.received': { messageId: string; name: string; subject: string };
    /** An admin marked a message read or unread (the audit log's hook), with who sent it and its subject. */
    'contact-message.read-changed': {
      actorId: string;
      messageId: string;
      read: boolean;
      message: { name: string; email: string; subject: string };
    };
  }
}

const toMessage = (row: repo.ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

const toInboxMessage = (row: repo.ContactMessageRow): InboxMessage => ({
  ...toMessage(row),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * Stores the message, its e-mail to support and its event in one transaction, so a mail failure loses nothing
 * and the admins' notifications (durable subscribers of the event) are written exactly when the message is.
 */
export async function sendMessage(
  p: Platform,
  input: ContactMessageFields,
  info: RequestInfo,
): Promise<ContactMessage> {
  const row = await p.events.transaction(async (tx, record) => {
    const saved = await repo.insertMessage(tx, {
      ...input,
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 512) ?? null,
    });
    await p.mailer.enqueue(contactMail(saved, p.env.SUPPORT_EMAIL), tx);
    await record('contact-message.received', { messageId: saved.id, name: saved.name, subject: saved.subject });
    return saved;
  });
  void p.mailer.flush();
  return toMessage(row);
}

// --- The admin inbox (the route guard admits Admin and SuperAdmin only; every admin shares one inbox). ---

export async function listInbox(p: Platform, query: InboxQuery): Promise<CursorPage<InboxMessage>> {
  const page = await repo.inboxPage(p.db, query);
  return { ...page, items: page.items.map(toInboxMessage) };
}

export async function getInboxMessage(p: Platform, id: string): Promise<InboxMessage> {
  const row = await repo.findMessage(p.db, id);
  if (!row) throw new AppError('NOT_FOUND', { message: CONTACT_MESSAGE_NOT_FOUND });
  return toInboxMessage(row);
}

/** Read or unread again; marking a read message read keeps when it was first read. */
export async function markRead(p: Platform, caller: Caller, id: string, read: boolean): Promise<InboxMessage> {
  const row = await p.events.transaction(async (tx, record) => {
    const row = await repo.setRead(tx, id, read);
    if (!row) throw new AppError('NOT_FOUND', { message: CONTACT_MESSAGE_NOT_FOUND });
    await record('contact-message.read-changed', {
      actorId: caller.userId,
      messageId: row.id,
      read,
      message: { name: row.name, email: row.email, subject: row.subject },
    });
    return row;
  });
  return toInboxMessage(row);
}

export const unreadCount = async (p: Platform) => ({ unread: await repo.unreadCount(p.db) });
