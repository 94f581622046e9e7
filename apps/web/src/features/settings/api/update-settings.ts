import { useMutation } from '@tanstack/react-query';
import type { SystemSettings, SystemSettingsUpdate } from '@talentpath/contracts/settings';
import { api } from '../../../lib/api-client';
import { useSettingsSaved } from './use-settings-saved';

/** PUT /admin/settings: every field and the version they were loaded at (409 SETTINGS_CHANGED when it is old). */
export const updateSettings = (body: SystemSettingsUpdate) => api.put<SystemSettings>('/admin/settings', body);

export const useUpdateSettings = () => useMutation({ mutationFn: updateSettings, onSuccess: useSettingsSaved() });
