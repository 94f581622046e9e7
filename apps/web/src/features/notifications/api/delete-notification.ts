import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { optimisticOptions } from './optimistic';
import { feedPath } from './query-keys';

/** DELETE {feed}/{id}: 204. */
export const deleteNotification = (role: Role, notification: Notification) =>
  api.delete<void>(`${feedPath(role)}/${encodeURIComponent(notification.id)}`);

/** Gone from the list at once, the counts lowered (the unread one too if it was unread); restored on failure. */
export function useDeleteNotification(userId: string, role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => deleteNotification(role, notification),
    ...optimisticOptions(queryClient, { userId, role }, (target: Notification) => ({
      item: (n) => (n.id === target.id ? null : n),
      summary: (s) => ({
        unreadCount: Math.max(0, s.unreadCount - (target.isRead ? 0 : 1)),
        totalCount: Math.max(0, s.totalCount - 1),
      }),
    })),
  });
}
