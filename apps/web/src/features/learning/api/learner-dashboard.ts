import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerDashboard } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /learner/dashboard. */
export const learnerDashboardQuery = () =>
  queryOptions({
    queryKey: learningKeys.learnerDashboard,
    queryFn: () => api.get<LearnerDashboard>('/learner/dashboard'),
  });

export const useLearnerDashboard = () => useQuery(learnerDashboardQuery());
