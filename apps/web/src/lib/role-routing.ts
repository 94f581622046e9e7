import { roleHome, type Role } from '@talentpath/contracts/roles';
import { mayEnter, type Area } from '@talentpath/contracts/access';
import type { SessionState } from './session-store';

export const ROLE_SELECTION_PATH = '/role-selection';

/** Where a user goes once signed in or after a required password change: one role → its home, several → role selection. */
export function destinationAfterSignIn(roles: readonly Role[], currentRole: Role): string {
  return roles.length > 1 ? ROLE_SELECTION_PATH : roleHome(roles[0] ?? currentRole);
}

/**
 * Where the sign-in dialog sends a user: with a temporary password, into the current role's home, where the
 * password dialog opens over the shell; otherwise as `destinationAfterSignIn`.
 */
export function destinationAfterLogin(login: {
  roles: readonly Role[];
  requirePasswordChange: boolean;
  token: { currentRole: Role };
}): string {
  const { roles, requirePasswordChange, token } = login;
  return requirePasswordChange ? roleHome(token.currentRole) : destinationAfterSignIn(roles, token.currentRole);
}

export type Access = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The protected-route rule of spec §4/§6 for an area (contracts' AREA_ROLES, as the server's guards): no user → '/';
 * a role that may not enter → '/role-selection' for a user with several roles, '/' for a user with one.
 */
export function resolveAccess(session: SessionState, area: Area): Access {
  if (session.status === 'initialising') return { kind: 'loading' };
  if (session.status === 'signed-out') return { kind: 'redirect', to: '/' };
  if (mayEnter(area, session.currentRole)) return { kind: 'allow' };
  return { kind: 'redirect', to: session.user.roles.length > 1 ? ROLE_SELECTION_PATH : '/' };
}
