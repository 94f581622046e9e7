import { useQuery } from '@tanstack/react-query';
import type { CvSource } from '@talentpath/contracts/cv';
import { api } from '../../../lib/api-client';

/** GET /cv/{personId}: what may go into the person's CV, as the caller may see it (a hidden part is null). */
export const useCvSource = (personId: string) =>
  useQuery({
    queryKey: ['cv', 'source', personId] as const,
    queryFn: ({ signal }) => api.get<CvSource>(`/cv/${encodeURIComponent(personId)}`, { signal }),
  });
