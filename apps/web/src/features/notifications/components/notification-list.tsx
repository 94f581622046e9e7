import { ActionIcon, Anchor, Box, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaOfRole } from '@talentpath/contracts/access';
import { type Notification, notificationLinkIn } from '@talentpath/contracts/notifications';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { useSignedInSession } from '../../../lib/session-store';
import { NOTIFICATION_ICONS } from './notification-kinds';
import { useNotificationText } from './notification-text';
import list from '../../../components/ui/unread-list.module.css';
import classes from './notification-list.module.css';

type Props = {
  notifications: Notification[];
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
};

/**
 * The feed, newest first. An unread one is bold with a dot and says "Unread" to screen readers (not colour
 * alone); its text links to what it is about, when it is about something to open (following it marks it read);
 * mark read and delete follow it.
 */
export function NotificationList({ notifications, onMarkRead, onDelete }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const textOf = useNotificationText();
  // A page every area has (a forum thread) opens in the area of the role the feed is read in.
  const area = areaOfRole(useSignedInSession().currentRole);
  return (
    <Box component="ul" aria-label={t('list.label')} className={list.list}>
      {notifications.map((n) => {
        const unread = !n.isRead;
        const Icon = NOTIFICATION_ICONS[n.type];
        const link = notificationLinkIn(n, area);
        const text = (
          <>
            {unread ? <VisuallyHidden>{t('list.unread')}: </VisuallyHidden> : null}
            {textOf(n)}
          </>
        );
        return (
          <li key={n.id} data-type={n.type}>
            <div className={classes.item} data-unread={unread || undefined}>
              <span className={`${list.dot} ${classes.dot}`} data-visible={unread || undefined} aria-hidden />
              <ThemeIcon variant="light" size={32} radius="xl" aria-hidden visibleFrom="xs">
                <Icon size={18} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                {link ? (
                  <Anchor
                    component={Link}
                    to={link}
                    className={classes.link}
                    fw={unread ? 700 : 400}
                    underline="hover"
                    onClick={() => (unread ? onMarkRead(n) : undefined)}
                  >
                    {text}
                  </Anchor>
                ) : (
                  <Text className={classes.link} fw={unread ? 700 : 400}>
                    {text}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  <time dateTime={n.createdAt} title={formatDateTime(n.createdAt, i18n.language)}>
                    {formatRelativeTime(n.createdAt, i18n.language)}
                  </time>
                  {' · '}
                  {t(`types.${n.type}.label`)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                {unread ? (
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('actions.markRead')}
                    title={t('actions.markRead')}
                    onClick={() => onMarkRead(n)}
                  >
                    <IconCheck size={18} aria-hidden />
                  </ActionIcon>
                ) : null}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('actions.delete')}
                  title={t('actions.delete')}
                  onClick={() => onDelete(n)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </div>
          </li>
        );
      })}
    </Box>
  );
}
