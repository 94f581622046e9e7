import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@talentpath/contracts/admin-dashboard';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/dashboard: counts of course categories, users, technologies and unread contact messages. */
export const getAdminDashboard = () => api.get<AdminDashboard>('/admin/dashboard');

// Counts change on the other admin screens, which cannot reach this feature's cache: read them on every visit
// (the last figures stay on screen meanwhile).
export const adminDashboardQuery = (userId: string, role: Role) =>
  queryOptions({ queryKey: adminKeys.dashboard(userId, role), queryFn: getAdminDashboard, staleTime: 0 });

export const useAdminDashboard = (userId: string, role: Role) => useQuery(adminDashboardQuery(userId, role));
