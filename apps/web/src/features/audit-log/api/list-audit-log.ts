import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@talentpath/contracts/audit';
import type { CursorPage } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { type AuditFilter, auditKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = 25;

/** GET /admin/audit-log (SuperAdmin): newest first, keyset pages; `from`/`to` are inclusive dates. */
export function listAuditLog(filter: AuditFilter, after: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ pageSize: String(AUDIT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  if (after) query.set('after', after);
  return api.get<CursorPage<AuditEntry>>(`/admin/audit-log?${query}`, { signal });
}

export const auditLogQuery = (userId: string, role: Role, filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(userId, role, filter),
    queryFn: ({ pageParam, signal }) => listAuditLog(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextCursor : null),
  });

export const useAuditLog = (userId: string, role: Role, filter: AuditFilter, enabled: boolean) =>
  useInfiniteQuery({ ...auditLogQuery(userId, role, filter), enabled });
