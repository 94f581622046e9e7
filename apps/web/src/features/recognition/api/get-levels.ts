import { useQuery } from '@tanstack/react-query';
import type { Levels } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /admin/levels: the ladder, lowest first. */
export const useLevels = () =>
  useQuery({
    queryKey: recognitionKeys.levels,
    queryFn: ({ signal }) => api.get<Levels>('/admin/levels', { signal }),
  });
