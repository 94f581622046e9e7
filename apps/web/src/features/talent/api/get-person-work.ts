import { useQuery } from '@tanstack/react-query';
import type { WorkHistory } from '@talentpath/contracts/profiles';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** GET /people/{id}/work: the person's projects, current and past, and their workload today. */
export const usePersonWork = (personId: string, enabled: boolean) =>
  useQuery({
    queryKey: talentKeys.work(personId),
    queryFn: ({ signal }) => api.get<WorkHistory>(`/people/${encodeURIComponent(personId)}/work`, { signal }),
    enabled,
  });
