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
  // Only the filters that changed are written: a status chosen and a type chosen before the page renders again
  // both stay (writing both from this render's filter put back the status just changed).
  const setFilter = (change: Partial<NotificationFilter>) => list.setFilters(change);
  return [filter, setFilter] as const;
}
