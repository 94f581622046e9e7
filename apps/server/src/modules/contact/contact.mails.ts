import type { ContactMessageFields } from '@talentpath/contracts/contact';
import { escapeHtml, type MailMessage } from '../../platform/mail.ts';

/** The form's message for support: the sender is the reply-to and is also written in the body. */
export function contactMail(message: ContactMessageFields, supportEmail: string): MailMessage {
  // A header holds one line: the subject field may contain line breaks.
  const subject = `Contact form: ${message.subject.replace(/\s+/g, ' ')}`;
  return {
    to: supportEmail,
    replyTo: message.email,
    subject,
    text: [`From: ${message.name} <${message.email}>`, `Subject: ${message.subject}`, '', message.message].join('\n'),
    html:
      `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;<a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>&gt;</p>` +
      `<p><strong>Subject:</strong> ${escapeHtml(message.subject)}</p>` +
      `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
  };
}
