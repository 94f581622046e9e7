import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllReadResult } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { optimisticOptions } from './optimistic';
import { feedPath } from './query-keys';

/** PUT {feed}/mark-all-read: 200 {markedCount}. */
export const markAllNotificationsRead = (role: Role) => api.put<MarkAllReadResult>(`${feedPath(role)}/mark-all-read`);

/** Every one shown read at once and the unread count 0; restored if the call fails. */
export function useMarkAllNotificationsRead(userId: string, role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(role),
    ...optimisticOptions(queryClient, { userId, role }, () => ({
      item: (n) => (n.isRead ? n : { ...n, isRead: true }),
      summary: (s) => ({ ...s, unreadCount: 0 }),
    })),
  });
}
