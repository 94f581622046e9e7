import type { ContactMessage, ContactMessageFields } from '@talentpath/contracts/contact';
import type { Platform, RequestInfo } from '../../platform/context.ts';
import * as repo from './contact.repository.ts';
import { contactMail } from './contact.mails.ts';

/** Stores the message and its e-mail to support in one transaction, so a mail failure loses nothing. */
export async function sendMessage(
  p: Platform,
  input: ContactMessageFields,
  info: RequestInfo,
): Promise<ContactMessage> {
  const row = await p.db.transaction(async (tx) => {
    const saved = await repo.insertMessage(tx, {
      ...input,
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 512) ?? null,
    });
    await p.mailer.enqueue(contactMail(saved, p.env.SUPPORT_EMAIL), tx);
    return saved;
  });
  void p.mailer.flush();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
