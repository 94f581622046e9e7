import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, ContactMessageFields } from '@talentpath/contracts/contact';
import { api } from '../../../lib/api-client';

/** POST /contact/send-message {name, email, subject, message} (trimmed): stores the message and e-mails support. */
export const sendContactMessage = (input: ContactMessageFields) =>
  api.post<ContactMessage>('/contact/send-message', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
