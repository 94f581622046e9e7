import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationList } from './notification-list';

/** The newest few of the signed-in user's notifications, each to mark read or delete, for a role's dashboard. */
export function RecentNotifications({ count = 5 }: { count?: number }) {
  const { t } = useTranslation('notifications');
  const { user, currentRole } = useSignedInSession();
  const feed = useNotifications(user.id, currentRole, {});
  const markRead = useMarkNotificationRead(user.id, currentRole);
  const remove = useDeleteNotification(user.id, currentRole);
  const recent = feed.data?.pages[0]?.items.slice(0, count) ?? [];
  if (recent.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {feed.isPending ? '…' : t('recent.none')}
      </Text>
    );
  return (
    <NotificationList
      notifications={recent}
      onMarkRead={(n) => markRead.mutate(n, { onError: () => toast.error(t('failed.markRead')) })}
      onDelete={(n) => remove.mutate(n, { onError: () => toast.error(t('failed.delete')) })}
    />
  );
}
