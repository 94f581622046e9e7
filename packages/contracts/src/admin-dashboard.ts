import { z } from 'zod';

const totals = z.object({ total: z.int().min(0), active: z.int().min(0) });

/** GET /api/admin/dashboard: the admin's counts, read in one query. */
export const adminDashboard = z.object({
  courseCategories: totals,
  users: totals,
  technologies: totals,
  contactMessages: z.object({ unread: z.int().min(0) }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
