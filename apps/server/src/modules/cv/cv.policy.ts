import type { Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';

// Who may make whose CV (ADR 0063). Pure decisions, tested as a matrix.

/** Roles that make other people's CVs (for tenders): project managers and admins, within what each person shows. */
export const CV_MAKERS_FOR_OTHERS = ['ProjectManager', 'Admin', 'SuperAdmin'] as const satisfies readonly Role[];

export type CvCaller = { userId: string; role: Role };

/** Anyone their own CV; project managers and admins anyone's. */
export const mayMakeCv = (caller: CvCaller, personId: string): boolean =>
  caller.userId === personId || (CV_MAKERS_FOR_OTHERS as readonly Role[]).includes(caller.role);

export function assertMayMakeCv(caller: CvCaller, personId: string) {
  if (!mayMakeCv(caller, personId))
    throw new AppError('FORBIDDEN', { message: 'Only project managers and admins make other people’s CVs' });
}
