import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@talentpath/contracts/notifications';
import { api } from '../../../lib/api-client';
import { preferenceKeys } from './query-keys';

/** PUT /v1/notifications/preferences {language?, channels?}: answers the full preferences after the change. */
export const updateNotificationPreferences = (change: NotificationPreferencesUpdate) =>
  api.put<NotificationPreferences>('/v1/notifications/preferences', change);

/** The answer becomes what the page shows, so what was saved is the new starting point for the next change. */
export function useUpdateNotificationPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferenceKeys.mine(userId), saved),
  });
}
