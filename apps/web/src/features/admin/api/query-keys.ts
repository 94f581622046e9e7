import type { Role } from '@talentpath/contracts/roles';

/** Query keys of the admin feature; what depends on who asks carries the user and the role. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: (userId: string, role: Role) => [...adminKeys.all, 'dashboard', userId, role] as const,
};
