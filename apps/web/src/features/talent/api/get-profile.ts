import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@talentpath/contracts/profiles';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** GET /profiles/{id}: the person, the parts of their profile the caller may see, and (their own) who sees what. */
export const useProfile = (personId: string | undefined) =>
  useQuery({
    queryKey: talentKeys.profile(personId ?? ''),
    queryFn: ({ signal }) => api.get<Profile>(`/profiles/${encodeURIComponent(personId ?? '')}`, { signal }),
    enabled: Boolean(personId),
  });
