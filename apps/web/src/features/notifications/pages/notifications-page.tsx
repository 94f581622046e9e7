import { useRef } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaOfRole } from '@talentpath/contracts/access';
import { type Notification, notificationTypesOf } from '@talentpath/contracts/notifications';
import { CursorListBody, EmptyState } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useLoadMoreOnView } from '../../../lib/use-load-more-on-view';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotificationSummary } from '../api/get-notification-summary';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { feedErrorText } from '../components/feed-error-text';
import { LiveState } from '../components/live-state';
import { NotificationFilters } from '../components/notification-filters';
import { NotificationList } from '../components/notification-list';
import { useFeedFilter } from '../components/use-feed-filter';

/** Each once: a notification written while paging moves the pages along by one, repeating one on the next. */
const unique = (items: Notification[]) => [...new Map(items.map((n) => [n.id, n])).values()];

/**
 * /{area}/notifications: the current role's own feed, newest first, more as the end scrolls into view (or by
 * "Load more"). A Learner's feed is live and its rules are spec §4's and §8's: changes shown at once and put back
 * without a word when they fail. The other roles are told when a change fails.
 */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  usePageTitle(t('title'));
  const { user, currentRole } = useSignedInSession();
  const area = areaOfRole(currentRole);
  const learner = currentRole === 'Learner';
  const types = notificationTypesOf(area);
  const [filter, setFilter] = useFeedFilter(types);
  const feed = useNotifications(user.id, currentRole, filter);
  const summary = useNotificationSummary(user.id, currentRole);
  const markRead = useMarkNotificationRead(user.id, currentRole);
  const markAll = useMarkAllNotificationsRead(user.id, currentRole);
  const remove = useDeleteNotification(user.id, currentRole);
  const end = useRef<HTMLDivElement>(null);
  useLoadMoreOnView(end, feed.hasNextPage && !feed.isFetching, () => void feed.fetchNextPage());

  const items = unique(feed.data?.pages.flatMap((page) => page.items) ?? []);
  const filtered = filter.status !== undefined || filter.type !== undefined;
  const unread = summary.data?.unreadCount;
  const failed = (key: 'markRead' | 'markAllRead' | 'delete') =>
    learner ? undefined : { onError: () => toast.error(t(`failed.${key}`)) };

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
            {learner ? <LiveState /> : null}
          </Group>
          <Text c="dimmed" maw={640}>
            {t(`intro.${area}`)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            disabled={!unread}
            onClick={() => markAll.mutate(undefined, failed('markAllRead'))}
          >
            {t('markAllRead')}
          </Button>
          <Button
            component={Link}
            to={`/${area}/notifications/preferences`}
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('settings')}
          </Button>
        </Group>
      </Group>

      <NotificationFilters value={filter} onChange={setFilter} types={types} />

      <CursorListBody
        list={feed}
        count={items.length}
        skeleton={{ rows: 5, height: 60 }}
        errorText={learner ? feedErrorText : undefined}
        empty={
          <EmptyState
            title={t(filtered ? 'empty.filteredTitle' : 'empty.title')}
            text={filtered ? t('empty.filteredText') : t(`empty.text.${area}`)}
          />
        }
      >
        <NotificationList
          notifications={items}
          onMarkRead={(n) => markRead.mutate(n, failed('markRead'))}
          onDelete={(n) => remove.mutate(n, failed('delete'))}
        />
        <div ref={end} aria-hidden />
        {feed.isFetchingNextPage ? (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {t('list.loadingMore')}
          </Text>
        ) : null}
      </CursorListBody>
    </Stack>
  );
}
