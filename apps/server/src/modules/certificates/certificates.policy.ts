import type { Role } from '@talentpath/contracts/roles';

// Who may see and revoke a certificate (issue 25, ADR 0064). Pure: tested as a matrix (certificates.policy.test.ts).
// Whether the caller owns the course is the courses module's rule; it comes in as `ownsCourse`.

export type CertificateCaller = { userId: string; role: Role };
type Target = { holderId: string; ownsCourse: boolean };

const isAdmin = (caller: CertificateCaller) => caller.role === 'Admin' || caller.role === 'SuperAdmin';

/** Its holder (as a learner), the course's owner and admins. Anyone else is told it does not exist. */
export const maySeeCertificate = (caller: CertificateCaller, c: Target): boolean =>
  (caller.role === 'Learner' && caller.userId === c.holderId) || c.ownsCourse || isAdmin(caller);

/** The course's owner and admins — never its holder (a certificate is not taken back by who earned it). */
export const mayRevokeCertificate = (caller: CertificateCaller, c: Target): boolean => c.ownsCourse || isAdmin(caller);
