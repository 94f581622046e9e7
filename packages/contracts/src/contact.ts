import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './auth.ts';
import { cursorPageOf, cursorQuery, queryBoolean, queryText } from './paging.ts';
import { plainText } from './text.ts';

// The contact form's rules (spec §5), shared by the web form and POST /api/contact/send-message.
export { EMAIL_INVALID, EMAIL_REQUIRED };
export const NAME_REQUIRED = 'Name is required';
export const SUBJECT_REQUIRED = 'Subject is required';
export const MESSAGE_REQUIRED = 'Message is required';
export const MESSAGE_TOO_SHORT = 'Message must be at least 10 characters long';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const NAME_NOT_TEXT = 'Name must be text';
export const EMAIL_NOT_TEXT = 'Email must be text';
export const SUBJECT_NOT_TEXT = 'Subject must be text';
export const MESSAGE_NOT_TEXT = 'Message must be text';
export const NAME_TOO_LONG = `Name must be at most ${CONTACT_NAME_MAX} characters`;
export const EMAIL_TOO_LONG = `Email must be at most ${CONTACT_EMAIL_MAX} characters`;
export const SUBJECT_TOO_LONG = `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`;
export const MESSAGE_TOO_LONG = `Message must be at most ${CONTACT_MESSAGE_MAX} characters`;
export const NAME_NOT_ALLOWED = 'Name contains characters that are not allowed';
export const SUBJECT_NOT_ALLOWED = 'Subject contains characters that are not allowed';
export const MESSAGE_NOT_ALLOWED = 'Message contains characters that are not allowed';

/** A trimmed text field: missing (or null) → required, another type → not text, blank → required, then too long. */
const text = (required: string, notText: string, max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : notText) })
    // A pipe: the length rules never run on a value of the wrong type (an array has a length too).
    .pipe(z.string().trim().min(1, { error: required, abort: true }).max(max, tooLong));

export const contactMessageInput = z.object({
  // A name is one line; the subject keeps accepting line breaks as it always has (the mail flattens them).
  name: text(NAME_REQUIRED, NAME_NOT_TEXT, CONTACT_NAME_MAX, NAME_TOO_LONG).check(
    plainText(NAME_NOT_ALLOWED, 'single'),
  ),
  // Kept as typed (only trimmed): it is the address support replies to.
  email: text(EMAIL_REQUIRED, EMAIL_NOT_TEXT, CONTACT_EMAIL_MAX, EMAIL_TOO_LONG).pipe(
    z.email({ error: EMAIL_INVALID }),
  ),
  subject: text(SUBJECT_REQUIRED, SUBJECT_NOT_TEXT, CONTACT_SUBJECT_MAX, SUBJECT_TOO_LONG).check(
    plainText(SUBJECT_NOT_ALLOWED, 'multi'),
  ),
  message: text(MESSAGE_REQUIRED, MESSAGE_NOT_TEXT, CONTACT_MESSAGE_MAX, MESSAGE_TOO_LONG).check(
    z.minLength(CONTACT_MESSAGE_MIN, MESSAGE_TOO_SHORT),
    plainText(MESSAGE_NOT_ALLOWED, 'multi'),
  ),
});

/** The stored message, as POST /api/contact/send-message returns it (values trimmed). */
export const contactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessageFields = z.output<typeof contactMessageInput>;
export type ContactMessage = z.infer<typeof contactMessage>;

// --- The admin inbox: /api/admin/contact-messages (Admin, SuperAdmin). ---

export const CONTACT_MESSAGE_NOT_FOUND = 'Contact message not found';
export const contactMessageIdParams = z.object({ id: z.uuid({ error: CONTACT_MESSAGE_NOT_FOUND }) });

/** A message as the inbox shows it: `readAt` is null while unread. The reply is a mailto: link to `email`. */
export const inboxMessage = contactMessage.extend({ readAt: z.iso.datetime().nullable() });
export type InboxMessage = z.infer<typeof inboxMessage>;

/** Newest first, keyset-paged (the inbox only grows); `read` filters read or unread; searchTerm: name, e-mail, subject. */
export const inboxQuery = cursorQuery({
  filters: z.object({ read: queryBoolean('Read'), searchTerm: queryText('Search term', 100) }),
});
export type InboxQuery = z.output<typeof inboxQuery>;
export const inboxPage = cursorPageOf(inboxMessage);

/** PUT /admin/contact-messages/{id}: mark read (`true`) or unread again (`false`). */
export const inboxMessageUpdate = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type InboxMessageUpdate = z.input<typeof inboxMessageUpdate>;

export const inboxUnreadCount = z.object({ unread: z.int().min(0) });
