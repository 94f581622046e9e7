import { useQueryClient } from '@tanstack/react-query';
import type { SystemSettings } from '@talentpath/contracts/settings';
import { publicSettingsKey } from '../../../lib/public-settings';
import { settingsKeys } from './query-keys';

/** After a save: the answer is what the screen shows, and the public site's copy is read again. */
export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (saved: SystemSettings) => {
    queryClient.setQueryData(settingsKeys.admin, saved);
    void queryClient.invalidateQueries({ queryKey: publicSettingsKey });
  };
}
