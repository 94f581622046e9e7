import { mayEnter } from '@talentpath/contracts/access';
import type { CatalogStatus } from '@talentpath/contracts/catalog-fields';
import { ERROR_MESSAGES, type ErrorCode } from '@talentpath/contracts/errors';
import type { Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';

/** Roles that manage the technology list (spec §6): admins any technology, project managers the non-admin ones. */
export const TECHNOLOGY_MANAGERS = ['Admin', 'SuperAdmin', 'ProjectManager'] as const satisfies readonly Role[];

export type TechnologyAction = 'edit' | 'delete';
export type TechnologyTarget = { adminCreated: boolean; status: CatalogStatus; inUse: boolean };
type Decision = { allowed: true } | { allowed: false; code: ErrorCode; message: string };

const ALLOWED: Decision = { allowed: true };
const deny = (code: ErrorCode): Decision => ({ allowed: false, code, message: ERROR_MESSAGES[code] });

const PM_REFUSALS: Record<TechnologyAction, { adminCreated: ErrorCode; inactive: ErrorCode }> = {
  edit: { adminCreated: 'TECHNOLOGY_ADMIN_CREATED_NOT_EDITABLE', inactive: 'TECHNOLOGY_INACTIVE_NOT_EDITABLE' },
  delete: { adminCreated: 'TECHNOLOGY_ADMIN_CREATED_NOT_DELETABLE', inactive: 'TECHNOLOGY_INACTIVE_NOT_DELETABLE' },
};

/** May a caller in this role create a technology? Admins' ones are admin-created. */
export const mayCreate = (role: Role): Decision =>
  (TECHNOLOGY_MANAGERS as readonly Role[]).includes(role) ? ALLOWED : deny('FORBIDDEN');

/**
 * May a caller in this role edit (rename, change status) or delete the technology? Spec §6/§8: a project manager
 * may not edit or delete an admin-created or an inactive one; nobody deletes one that projects use. Admins
 * manage every technology (and are the only ones who can bring an inactive one back). The list is shared:
 * any project manager manages any non-admin technology, not only their own (ADR 0025).
 */
export function mayChange(role: Role, target: TechnologyTarget, action: TechnologyAction): Decision {
  if (!mayCreate(role).allowed) return deny('FORBIDDEN');
  if (!mayEnter('admin', role)) {
    if (target.adminCreated) return deny(PM_REFUSALS[action].adminCreated);
    if (target.status === 'inactive') return deny(PM_REFUSALS[action].inactive);
  }
  if (action === 'delete' && target.inUse) return deny('TECHNOLOGY_IN_USE');
  return ALLOWED;
}

/** A decision, thrown as an AppError when denied. */
export function assertAllowed(decision: Decision): void {
  if (!decision.allowed) throw new AppError(decision.code, { message: decision.message });
}
