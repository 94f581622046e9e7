import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSummary } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { feedPath, notificationKeys } from './query-keys';

/** GET {feed}/summary: {unreadCount, totalCount}. */
export const getNotificationSummary = (role: Role, signal?: AbortSignal) =>
  api.get<NotificationSummary>(`${feedPath(role)}/summary`, { signal });

/** How often a role without the live hub asks again (spec §6 keeps the live count to Learners). */
export const SUMMARY_POLL_MS = 60_000;

/**
 * The unread and total counts. A Learner's are kept current by the hub (hub/unread-count.ts); every other
 * role's are asked again every minute and when the window regains focus.
 */
export const notificationSummaryQuery = (userId: string, role: Role) =>
  queryOptions({
    queryKey: notificationKeys.summary(userId, role),
    queryFn: ({ signal }) => getNotificationSummary(role, signal),
    refetchOnWindowFocus: true,
    refetchInterval: role === 'Learner' ? false : SUMMARY_POLL_MS,
  });

export const useNotificationSummary = (userId: string, role: Role) => useQuery(notificationSummaryQuery(userId, role));
