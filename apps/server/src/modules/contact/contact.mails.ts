import type { ContactMessageFields } from '@talentpath/contracts/contact';
import type { MailMessage } from '../../platform/mail.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
      `<p><strong>From:</strong> ${escape(message.name)} &lt;<a href="mailto:${escape(message.email)}">${escape(message.email)}</a>&gt;</p>` +
      `<p><strong>Subject:</strong> ${escape(message.subject)}</p>` +
      `<p style="white-space: pre-wrap">${escape(message.message)}</p>`,
  };
}
