import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@talentpath/contracts/notifications';
import { api } from '../../../lib/api-client';
import { preferenceKeys } from './query-keys';

/** GET /v1/notifications/preferences: the e-mail language and, per type the user receives, its channel. */
export const getNotificationPreferences = (signal?: AbortSignal) =>
  api.get<NotificationPreferences>('/v1/notifications/preferences', { signal });

export const notificationPreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: preferenceKeys.mine(userId),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = (userId: string) => useQuery(notificationPreferencesQuery(userId));
