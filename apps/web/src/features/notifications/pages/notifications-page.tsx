import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@talentpath/contracts/notifications';
import { CursorListBody, EmptyState } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotificationSummary } from '../api/get-notification-summary';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { NotificationFilter } from '../api/query-keys';
import { NotificationFilters } from '../components/notification-filters';
import { NotificationList } from '../components/notification-list';

/** Each once: a notification written while paging moves the pages along by one, repeating one on the next. */
const unique = (items: Notification[]) => [...new Map(items.map((n) => [n.id, n])).values()];

/** /admin/notifications: the caller's own feed, newest first, with "Load more" while a next page exists. */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  usePageTitle(t('title'));
  const { user, currentRole } = useSignedInSession();
  const [filter, setFilter] = useState<NotificationFilter>({});
  const feed = useNotifications(user.id, currentRole, filter);
  const summary = useNotificationSummary(user.id, currentRole);
  const markRead = useMarkNotificationRead(user.id, currentRole);
  const markAll = useMarkAllNotificationsRead(user.id, currentRole);
  const remove = useDeleteNotification(user.id, currentRole);

  const items = unique(feed.data?.pages.flatMap((page) => page.items) ?? []);
  const filtered = filter.status !== undefined || filter.type !== undefined;
  const unread = summary.data?.unreadCount;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('title')}
            </Title>
            {unread !== undefined ? (
              <Badge size="lg" variant={unread > 0 ? 'filled' : 'light'} data-testid="notifications-unread-count">
                {t('unreadCount', { count: unread })}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden />}
          disabled={!unread}
          onClick={() => markAll.mutate(undefined, { onError: () => toast.error(t('failed.markAllRead')) })}
        >
          {t('markAllRead')}
        </Button>
      </Group>

      <NotificationFilters value={filter} onChange={setFilter} />

      <CursorListBody
        list={feed}
        count={items.length}
        skeleton={{ rows: 5, height: 60 }}
        empty={
          <EmptyState
            title={t(filtered ? 'empty.filteredTitle' : 'empty.title')}
            text={t(filtered ? 'empty.filteredText' : 'empty.text')}
          />
        }
      >
        <NotificationList
          notifications={items}
          onMarkRead={(n) => markRead.mutate(n, { onError: () => toast.error(t('failed.markRead')) })}
          onDelete={(n) => remove.mutate(n, { onError: () => toast.error(t('failed.delete')) })}
        />
      </CursorListBody>
    </Stack>
  );
}
