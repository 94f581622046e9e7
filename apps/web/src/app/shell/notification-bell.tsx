import { useEffect, useRef, useState } from 'react';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaOfRole } from '@talentpath/contracts/access';
import type { Role } from '@talentpath/contracts/roles';
import { useNotificationSummary } from '../../features/notifications/api/get-notification-summary';
import classes from './notification-bell.module.css';

/** Past this the badge says "99+" (the accessible name keeps the number). */
const MOST_SHOWN = 99;

/**
 * The header's bell: a link to the role's notifications named with the unread count ("Notifications, 3 unread"),
 * a badge while any are unread. A Learner's count is live (the hub keeps it), and a polite live region says
 * when it changes; other roles' is asked again every minute and on focus.
 */
export function NotificationBell({ userId, role }: { userId: string; role: Role }) {
  const { t } = useTranslation('shell');
  const summary = useNotificationSummary(userId, role);
  const unread = summary.data?.unreadCount;
  const announcement = useCountAnnouncement(role === 'Learner' ? unread : undefined);
  return (
    <>
      <ActionIcon
        component={Link}
        to={`/${areaOfRole(role)}/notifications`}
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        aria-label={unread === undefined ? t('bell.loading') : t('bell.label', { count: unread })}
        className={classes.bell}
        data-testid="notification-bell"
      >
        <IconBell size={22} stroke={1.7} aria-hidden />
        {unread ? (
          <span className={classes.badge} aria-hidden>
            {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
          </span>
        ) : null}
      </ActionIcon>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
    </>
  );
}

/** What the live region says: the count in words once it changes (not the first count a page loads). */
function useCountAnnouncement(count: number | undefined): string {
  const { t } = useTranslation('shell');
  const previous = useRef<number | undefined>(undefined);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && previous.current !== count) setMessage(t('bell.announce', { count }));
    previous.current = count;
  }, [count, t]);
  return message;
}
