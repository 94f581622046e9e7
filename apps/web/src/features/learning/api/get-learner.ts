import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerProfile } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /learners/{id}: a learner with their enrolments in the caller's courses. */
export const learnerQuery = (id: string) =>
  queryOptions({
    queryKey: learningKeys.learner(id),
    queryFn: () => api.get<LearnerProfile>(`/learners/${encodeURIComponent(id)}`),
  });

export const useLearner = (id: string | undefined) => useQuery({ ...learnerQuery(id ?? ''), enabled: Boolean(id) });
