import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { optimisticOptions } from './optimistic';
import { feedPath } from './query-keys';

/** PUT {feed}/{id}/mark-read: 200 with the notification, read. */
export const markNotificationRead = (role: Role, notification: Notification) =>
  api.put<Notification>(`${feedPath(role)}/${encodeURIComponent(notification.id)}/mark-read`);

/** Shown read at once, the unread count one lower; both restored if the call fails. */
export function useMarkNotificationRead(userId: string, role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(role, notification),
    ...optimisticOptions(queryClient, { userId, role }, (target: Notification) => ({
      item: (n) => (n.id === target.id ? { ...n, isRead: true } : n),
      summary: (s) => ({ ...s, unreadCount: Math.max(0, s.unreadCount - (target.isRead ? 0 : 1)) }),
    })),
  });
}
