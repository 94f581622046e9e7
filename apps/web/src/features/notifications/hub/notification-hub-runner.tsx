import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveToken } from '../../../lib/live-token';
import { createHubConnection } from './hub-connection';
import { openHubSocket } from './hub-socket';
import { hubState } from './hub-state';
import { applyUnreadCount, resetNotifications } from './unread-count';

/**
 * Keeps the Learner's hub open while it is mounted (the root layout mounts it while `wantsHub`); unmounted, the
 * connection is closed and the feed and count reset (spec §4).
 */
export function NotificationHubRunner({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const owner = { userId, role: 'Learner' as const };
    const hub = createHubConnection({
      open: openHubSocket,
      token: liveToken,
      state: hubState,
      onUnreadCount: (count) => applyUnreadCount(queryClient, owner, count),
    });
    hub.start();
    return () => {
      hub.stop();
      resetNotifications(queryClient, owner);
    };
  }, [queryClient, userId]);
  return null;
}
