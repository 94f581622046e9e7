import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage } from '@talentpath/contracts/contact';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './query-keys';

/** PUT /admin/contact-messages/{id} {read}: marks a message read (keeping its first readAt) or unread again. */
export const updateContactMessage = ({ id, read }: { id: string; read: boolean }) =>
  api.put<InboxMessage>(`/admin/contact-messages/${encodeURIComponent(id)}`, { read });

export function useUpdateContactMessage(userId: string, role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all(userId, role) }),
  });
}
