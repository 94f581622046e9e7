import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoordinatorDashboard } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /coordinator/dashboard. */
export const coordinatorDashboardQuery = () =>
  queryOptions({
    queryKey: learningKeys.coordinatorDashboard,
    queryFn: () => api.get<CoordinatorDashboard>('/coordinator/dashboard'),
  });

export const useCoordinatorDashboard = () => useQuery(coordinatorDashboardQuery());
