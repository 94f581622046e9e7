import type { AuditAction } from '@talentpath/contracts/audit';
import type { Role } from '@talentpath/contracts/roles';

export type AuditFilter = { actorId?: string; action?: AuditAction; from?: string; to?: string };

/** Query keys of the audit log screen; they carry who asks, since only a SuperAdmin may read the log. */
export const auditKeys = {
  all: (userId: string, role: Role) => ['audit-log', userId, role] as const,
  list: (userId: string, role: Role, filter: AuditFilter) => [...auditKeys.all(userId, role), 'list', filter] as const,
  actors: (userId: string, role: Role) => [...auditKeys.all(userId, role), 'actors'] as const,
};
