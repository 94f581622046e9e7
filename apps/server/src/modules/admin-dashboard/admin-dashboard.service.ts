import type { AdminDashboard } from '@talentpath/contracts/admin-dashboard';
import type { Platform } from '../../platform/context.ts';
import { dashboardCounts } from './admin-dashboard.repository.ts';

/** The admin dashboard's counts (the route guard admits Admin and SuperAdmin). */
export async function getDashboard(p: Platform): Promise<AdminDashboard> {
  const counts = await dashboardCounts(p.db);
  return {
    courseCategories: counts.courseCategories,
    users: counts.users,
    technologies: counts.technologies,
    contactMessages: { unread: counts.unreadContactMessages },
  };
}
