import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Notification, NotificationSummary } from '@talentpath/contracts/notifications';
import type { Page } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import { NOTIFICATION_CHANGE, notificationKeys } from './query-keys';

type Feed = InfiniteData<Page<Notification>, number>;
/** How a change looks before the server answers: each item (null removes it) and the summary. */
export type Change = {
  item: (notification: Notification) => Notification | null;
  summary: (summary: NotificationSummary) => NotificationSummary;
};
export type Rollback = () => void;

/**
 * Applies a change to every loaded feed and the summary at once (spec §4: optimistic), after stopping the
 * fetches in flight that would overwrite it; returns what puts them back as they were.
 */
export async function applyOptimistic(
  queryClient: QueryClient,
  owner: { userId: string; role: Role },
  change: Change,
): Promise<Rollback> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.all(owner.userId, owner.role) });
  const feeds = queryClient.getQueriesData<Feed>({ queryKey: notificationKeys.lists(owner.userId, owner.role) });
  const summaryKey = notificationKeys.summary(owner.userId, owner.role);
  const summary = queryClient.getQueryData<NotificationSummary>(summaryKey);
  for (const [key, feed] of feeds) {
    if (!feed) continue;
    queryClient.setQueryData<Feed>(key, {
      ...feed,
      pages: feed.pages.map((page) => ({
        ...page,
        items: page.items.flatMap((n) => {
          const next = change.item(n);
          return next ? [next] : [];
        }),
      })),
    });
  }
  if (summary) queryClient.setQueryData(summaryKey, change.summary(summary));
  return () => {
    for (const [key, feed] of feeds as [QueryKey, Feed | undefined][]) if (feed) queryClient.setQueryData(key, feed);
    if (summary) queryClient.setQueryData(summaryKey, summary);
  };
}

/** After a change: the server's own state, once no other change is in flight (it would be overwritten). */
export function refetchWhenSettled(queryClient: QueryClient, owner: { userId: string; role: Role }) {
  if (queryClient.isMutating({ mutationKey: NOTIFICATION_CHANGE }) > 1) return;
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all(owner.userId, owner.role) });
}

/** The mutation options the three changes share: the change applied at once, rolled back on failure. */
export function optimisticOptions<V>(
  queryClient: QueryClient,
  owner: { userId: string; role: Role },
  changeOf: (variables: V) => Change,
) {
  return {
    mutationKey: NOTIFICATION_CHANGE,
    onMutate: (variables: V) => applyOptimistic(queryClient, owner, changeOf(variables)),
    onError: (_error: unknown, _variables: V, rollback: Rollback | undefined) => rollback?.(),
    onSettled: () => refetchWhenSettled(queryClient, owner),
  };
}
