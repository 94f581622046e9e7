import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSummary } from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /v1/notifications/summary: {unreadCount, totalCount}. */
export const getNotificationSummary = (signal?: AbortSignal) =>
  api.get<NotificationSummary>('/v1/notifications/summary', { signal });

export const notificationSummaryQuery = (userId: string, role: Role) =>
  queryOptions({
    queryKey: notificationKeys.summary(userId, role),
    queryFn: ({ signal }) => getNotificationSummary(signal),
  });

export const useNotificationSummary = (userId: string, role: Role) => useQuery(notificationSummaryQuery(userId, role));
