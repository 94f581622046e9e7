import type { Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';

// A user acts on their own account only (ADR 0002): changing their password and switching their session's role
// both name the account, and it must be the caller's. An admin's actions on another account (a temporary password,
// a promotion) are users.policy.ts's mayManage.

/** Is `userId` the caller's own account (the ids as the token and the body give them)? */
export const isOwnAccount = (caller: { userId: string }, userId: string) => caller.userId === userId;

/** A session switches only to a role its user holds now. */
export const holdsRole = (user: { roles: readonly Role[] }, role: Role) => user.roles.includes(role);

/** isOwnAccount, thrown as FORBIDDEN when not. */
export function assertOwnAccount(caller: { userId: string }, userId: string) {
  if (!isOwnAccount(caller, userId)) throw new AppError('FORBIDDEN');
}

/** holdsRole, thrown as ROLE_NOT_HELD when not. */
export function assertRoleHeld(user: { roles: readonly Role[] }, role: Role) {
  if (!holdsRole(user, role)) throw new AppError('ROLE_NOT_HELD');
}
