import { ROLES, type Role } from './roles.ts';

/**
 * The areas of spec §6 and the roles that may enter each — the one table behind the server's route guards and
 * the web's route gates. A role area's name is also its path segment (`/project-manager/…`); 'signed-in' is
 * every protected page outside them (profiles, /cv, /search-results, /role-selection).
 */
export const AREA_ROLES = {
  'signed-in': ROLES,
  learner: ['Learner'],
  admin: ['Admin', 'SuperAdmin'],
  coordinator: ['CourseCoordinator'],
  'project-manager': ['ProjectManager'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;
export const AREAS = Object.keys(AREA_ROLES) as Area[];

/** May a session whose current role is `role` enter the area? */
export function mayEnter(area: Area, role: Role): boolean {
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}

/** The role area a role works in (the first area other than 'signed-in' that it may enter). */
export function areaOfRole(role: Role): Exclude<Area, 'signed-in'> {
  const area = AREAS.find((a) => a !== 'signed-in' && mayEnter(a, role));
  return area as Exclude<Area, 'signed-in'>;
}
