import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectManagerDashboard } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { workforceKeys } from './query-keys';

/** GET /project-manager/dashboard: the totals and alerts. */
export const getDashboard = () => api.get<ProjectManagerDashboard>('/project-manager/dashboard');

// Not retried: a failure shows its error state with Try Again at once (spec §8).
export const dashboardQuery = () =>
  queryOptions({ queryKey: workforceKeys.dashboard, queryFn: getDashboard, retry: false });

export const useDashboard = () => useQuery(dashboardQuery());
