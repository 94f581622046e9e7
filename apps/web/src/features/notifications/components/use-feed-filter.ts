import { NOTIFICATION_STATUSES, type NotificationType } from '@talentpath/contracts/notifications';
import { optionalChoiceFilter, useListState } from '../../../lib/use-list-state';
import type { NotificationFilter } from '../api/query-keys';

/**
 * The feed's filters in the address (`?status=unread&type=…`, `useListState`), so a reload and the back button
 * keep them; a value the feed cannot hold (a hand-edited address, another area's type) is no filter.
 */
export function useFeedFilter(types: readonly NotificationType[]) {
  const list = useListState({
    filters: { status: optionalChoiceFilter(NOTIFICATION_STATUSES), type: optionalChoiceFilter(types) },
  });
  const { status, type } = list.filters;
  const filter: NotificationFilter = { ...(status ? { status } : {}), ...(type ? { type } : {}) };
  const setFilter = (next: NotificationFilter) => list.setFilters({ status: next.status, type: next.type });
  return [filter, setFilter] as const;
}
