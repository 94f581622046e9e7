import { mayEnter } from '@talentpath/contracts/access';
import { ERROR_MESSAGES, type ErrorCode } from '@talentpath/contracts/errors';
import type { Role } from '@talentpath/contracts/roles';
import type { Caller } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';

/** What a caller may do with a project: read it, change its fields, delete it, or staff it (assign, change, remove). */
export type ProjectAction = 'read' | 'edit' | 'delete' | 'staff';
export type Decision = { allowed: true } | { allowed: false; code: ErrorCode; message: string };

const ALLOWED: Decision = { allowed: true };
const deny = (code: ErrorCode): Decision => ({ allowed: false, code, message: ERROR_MESSAGES[code] });

/** May a caller in this role create a project? Project managers may; the project is then theirs. */
export const mayCreateProject = (role: Role): Decision =>
  mayEnter('project-manager', role) ? ALLOWED : deny('FORBIDDEN');

/**
 * May the caller do this with the project (ADR 0030)? Only project managers work with projects: every one of them
 * reads every project, and only its own manager edits, deletes or staffs it. A project whose manager's account is
 * gone (no manager) is read, never changed. Admins run the organisation, not its projects: they are refused like
 * every other role, as the route guards refuse them.
 */
export function mayActOnProject(
  caller: Pick<Caller, 'userId' | 'role'>,
  project: { managerId: string | null },
  action: ProjectAction,
): Decision {
  if (!mayCreateProject(caller.role).allowed) return deny('FORBIDDEN');
  if (action === 'read') return ALLOWED;
  return project.managerId !== null && project.managerId === caller.userId ? ALLOWED : deny('PROJECT_NOT_MANAGER');
}

/** A decision, thrown as an AppError when denied. */
export function assertAllowed(decision: Decision): void {
  if (!decision.allowed) throw new AppError(decision.code, { message: decision.message });
}
