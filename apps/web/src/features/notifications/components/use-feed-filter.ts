import { useSearchParams } from 'react-router';
import { NOTIFICATION_STATUSES, type NotificationType } from '@talentpath/contracts/notifications';
import type { NotificationFilter } from '../api/query-keys';

/**
 * The feed's filters in the address (`?status=unread&type=…`), so a reload and the back button keep them; a
 * value the feed cannot hold (a hand-edited address, another area's type) is no filter.
 */
export function useFeedFilter(types: readonly NotificationType[]) {
  const [params, setParams] = useSearchParams();
  const status = NOTIFICATION_STATUSES.find((s) => s === params.get('status'));
  const type = types.find((s) => s === params.get('type'));
  const filter: NotificationFilter = { ...(status ? { status } : {}), ...(type ? { type } : {}) };
  const setFilter = (next: NotificationFilter) =>
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of ['status', 'type'] as const) {
          const value = next[key];
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );
  return [filter, setFilter] as const;
}
