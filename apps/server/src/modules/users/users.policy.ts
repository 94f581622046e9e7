import { mayEnter } from '@talentpath/contracts/access';
import { ERROR_MESSAGES, type ErrorCode } from '@talentpath/contracts/errors';
import type { Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import type { Caller } from '../../platform/auth/guard.ts';

/** What a caller may do to another account (spec §6: the admin area manages users; promotion exists). */
export type UserAction = 'create' | 'update' | 'delete' | 'send-temp-password' | 'toggle-status' | 'promote';
export type Decision = { allowed: true } | { allowed: false; code: ErrorCode; message: string };

export const MESSAGES = {
  superAdminOnly: 'Only a SuperAdmin can manage a SuperAdmin account',
  ownStatus: 'You cannot change the status of your own account',
  promoteSuperAdminOnly: 'Only a SuperAdmin can promote a user to SuperAdmin',
  adminSuperAdminOnly:
    'Only a SuperAdmin can create, edit, deactivate, delete or reset the password of an Admin account',
  ownDelete: 'You cannot delete your own account',
} as const;

/**
 * The actions that shape an account: on an Admin (or to make one), a SuperAdmin's alone. A temporary password
 * is one of them: it replaces the Admin's password and ends their sessions, so one Admin could lock another out.
 */
const SHAPING: readonly UserAction[] = ['create', 'update', 'delete', 'toggle-status', 'send-temp-password'];

const ALLOWED: Decision = { allowed: true };
const forbidden = (message: string): Decision => ({ allowed: false, code: 'FORBIDDEN', message });

/**
 * May the caller (in its current role) do this to the target account? Only the admin area manages users; only a
 * SuperAdmin promotes, or acts on a SuperAdmin's account, or creates, edits, deactivates, deletes or mails a
 * temporary password to an Admin's
 * (for create and update, `target.roles` holds the roles before and after: giving the Admin role counts too);
 * nobody changes the status of, or deletes, their own account.
 * The route guards say the same about roles: this holds even where a route is guarded more loosely.
 */
export function mayManage(
  caller: Pick<Caller, 'userId' | 'role'>,
  target: { id: string; roles: readonly Role[] },
  action: UserAction,
): Decision {
  if (!mayEnter('admin', caller.role)) return forbidden(ERROR_MESSAGES.FORBIDDEN);
  if (action === 'promote' && caller.role !== 'SuperAdmin') return forbidden(MESSAGES.promoteSuperAdminOnly);
  // Compared with the stored id (canonical lower case), so an upper-case spelling of one's own id is still oneself.
  if (action === 'toggle-status' && target.id === caller.userId) return forbidden(MESSAGES.ownStatus);
  if (action === 'delete' && target.id === caller.userId) return forbidden(MESSAGES.ownDelete);
  if (target.roles.includes('SuperAdmin') && caller.role !== 'SuperAdmin') return forbidden(MESSAGES.superAdminOnly);
  if (SHAPING.includes(action) && target.roles.includes('Admin') && caller.role !== 'SuperAdmin')
    return forbidden(MESSAGES.adminSuperAdminOnly);
  return ALLOWED;
}

/** mayManage, thrown as an AppError when denied. */
export function assertMayManage(...args: Parameters<typeof mayManage>): void {
  const decision = mayManage(...args);
  if (!decision.allowed) throw new AppError(decision.code, { message: decision.message });
}
