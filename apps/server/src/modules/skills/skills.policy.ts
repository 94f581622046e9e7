import { mayEnter } from '@talentpath/contracts/access';
import { ERROR_MESSAGES, type ErrorCode } from '@talentpath/contracts/errors';
import type { Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';

// Who may do what with people's skills (ADR 0059). Pure decisions on the caller and the rows, tested as a matrix.

/** Roles that rate people's skills (with a note): project managers, and admins who correct. */
export const SKILL_RATERS = ['ProjectManager', 'Admin', 'SuperAdmin'] as const satisfies readonly Role[];

export type SkillCaller = { userId: string; role: Role };
export type PersonTarget = { id: string; status: 'active' | 'disabled' };
export type ClaimTarget = { userId: string; madeBy: string | null; kind: string; withdrawn: boolean };
type Decision = { allowed: true } | { allowed: false; code: ErrorCode; message?: string };

const ALLOWED: Decision = { allowed: true };
const deny = (code: ErrorCode, message?: string): Decision => ({ allowed: false, code, message });

const isAdmin = (role: Role) => mayEnter('admin', role);

/** A person's skills are seen by everyone signed in while the account is active; a disabled one only by admins. */
export const maySeeSkills = (caller: SkillCaller, person: PersonTarget): Decision =>
  person.status === 'active' || caller.userId === person.id || isAdmin(caller.role) ? ALLOWED : deny('NOT_FOUND');

/** Rating: project managers and admins, of anyone but themselves (an active person). */
export function mayRate(caller: SkillCaller, person: PersonTarget): Decision {
  if (!(SKILL_RATERS as readonly Role[]).includes(caller.role)) return deny('FORBIDDEN');
  if (caller.userId === person.id) return deny('SKILL_OWN_CLAIM');
  if (person.status !== 'active') return deny('NOT_FOUND');
  return ALLOWED;
}

/** Endorsing: anyone signed in, of another active person. */
export function mayEndorse(caller: SkillCaller, person: PersonTarget): Decision {
  if (caller.userId === person.id) return deny('SKILL_OWN_CLAIM');
  if (person.status !== 'active') return deny('NOT_FOUND');
  return ALLOWED;
}

/** Withdrawing any claim with a reason (a correction): admins only, and a claim not withdrawn already. */
export function mayWithdraw(caller: SkillCaller, claim: ClaimTarget): Decision {
  if (!isAdmin(caller.role)) return deny('FORBIDDEN');
  if (claim.withdrawn) return deny('CONFLICT', 'This claim is already withdrawn');
  return ALLOWED;
}

/** A decision, thrown as an AppError when denied. */
export function assertAllowed(decision: Decision, notFoundMessage?: string): void {
  if (decision.allowed) return;
  const message =
    decision.message ??
    (decision.code === 'NOT_FOUND' && notFoundMessage ? notFoundMessage : ERROR_MESSAGES[decision.code]);
  throw new AppError(decision.code, { message });
}
