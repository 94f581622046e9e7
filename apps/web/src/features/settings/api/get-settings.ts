import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemSettings } from '@talentpath/contracts/settings';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /admin/settings: every setting, its version, and who saved it last. */
export const getSettings = (signal?: AbortSignal) => api.get<SystemSettings>('/admin/settings', { signal });

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.admin, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQuery());
