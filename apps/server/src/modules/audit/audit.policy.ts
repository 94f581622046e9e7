import { mayEnter } from '@talentpath/contracts/access';
import type { Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';

export const AUDIT_LOG_MESSAGE = 'Only a SuperAdmin can read the audit log';

/**
 * May the caller (in its current role) read the audit log? It is a SuperAdmin's, inside the admin area and narrower
 * than it: an Admin is told so; anyone outside the area gets the plain FORBIDDEN. Every entry is every SuperAdmin's
 * (no entry belongs to one reader).
 */
export function mayReadAuditLog(caller: { role: Role }): { allowed: true } | { allowed: false; message?: string } {
  if (!mayEnter('admin', caller.role)) return { allowed: false };
  if (caller.role !== 'SuperAdmin') return { allowed: false, message: AUDIT_LOG_MESSAGE };
  return { allowed: true };
}

/** mayReadAuditLog, thrown as a 403 AppError when denied. */
export function assertMayReadAuditLog(caller: { role: Role }): void {
  const decision = mayReadAuditLog(caller);
  if (!decision.allowed) throw new AppError('FORBIDDEN', decision.message ? { message: decision.message } : {});
}
