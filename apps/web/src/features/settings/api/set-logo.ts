import { useMutation } from '@tanstack/react-query';
import type { SystemSettings } from '@talentpath/contracts/settings';
import { api } from '../../../lib/api-client';
import { useSettingsSaved } from './use-settings-saved';

/** PUT /admin/settings/logo (an image, multipart) or DELETE it (`file` null). */
export const setLogo = (file: File | null) => {
  const path = '/admin/settings/logo';
  if (!file) return api.delete<SystemSettings>(path);
  const form = new FormData();
  form.append('file', file);
  return api.upload<SystemSettings>(path, form, { method: 'PUT' });
};

export const useSetLogo = () => useMutation({ mutationFn: setLogo, onSuccess: useSettingsSaved() });
