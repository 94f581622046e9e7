import type { Role } from '@talentpath/contracts/roles';

/** Query keys of the auth feature; what depends on who asks carries the user and the role. */
export const authKeys = {
  all: ['auth'] as const,
  me: (userId: string, role: Role) => [...authKeys.all, 'me', userId, role] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};
