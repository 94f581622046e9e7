import { useQuery } from '@tanstack/react-query';
import type { CompletedCourseList } from '@talentpath/contracts/profiles';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** GET /people/{id}/courses: the courses the person has completed, when they let the caller see them. */
export const usePersonCourses = (personId: string, enabled: boolean) =>
  useQuery({
    queryKey: talentKeys.courses(personId),
    queryFn: ({ signal }) =>
      api.get<CompletedCourseList>(`/people/${encodeURIComponent(personId)}/courses`, { signal }),
    enabled,
  });
