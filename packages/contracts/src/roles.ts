/** The five roles, in the no-space form the server and the X-Active-Role header use. */
export const ROLES = ['SuperAdmin', 'Admin', 'CourseCoordinator', 'ProjectManager', 'Learner'] as const;
export type Role = (typeof ROLES)[number];

/** Display names normalise to the no-space form: 'Course Coordinator' → 'CourseCoordinator'. */
export function normaliseRole(value: string): Role | null {
  const compact = value.replace(/\s+/g, '').toLowerCase();
  return ROLES.find((r) => r.toLowerCase() === compact) ?? null;
}

export const ROLE_HOME: Record<Role, string> = {
  SuperAdmin: '/admin/dashboard',
  Admin: '/admin/dashboard',
  Learner: '/learner/dashboard',
  CourseCoordinator: '/coordinator/dashboard',
  ProjectManager: '/project-manager/dashboard',
};

/** Home route of a role; an unknown role goes to '/'. */
export function roleHome(role: string | null | undefined): string {
  const r = role ? normaliseRole(role) : null;
  return r ? ROLE_HOME[r] : '/';
}
