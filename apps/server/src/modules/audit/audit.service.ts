import type { AuditEntry } from '@talentpath/contracts/audit';
import type { CursorPage } from '@talentpath/contracts/paging';
import { AppError } from '../../platform/errors.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { DATE_RANGE_INVALID } from '@talentpath/contracts/audit';
import { assertMayReadAuditLog } from '../users/users.public.ts';
import * as repo from './audit.repository.ts';

type Filters = {
  actorId?: string | undefined;
  action?: AuditEntry['action'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const DAY = 24 * 60 * 60_000;
/** A bare date is midnight UTC; as the end of a range, the whole of that day. */
const dateOf = (value: string, end: boolean) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(Date.parse(`${value}T00:00:00Z`) + (end ? DAY - 1 : 0))
    : new Date(value);

export async function listAuditLog(
  p: Platform,
  caller: Caller,
  query: Filters & { after?: string | undefined; pageSize: number },
): Promise<CursorPage<AuditEntry>> {
  assertMayReadAuditLog(caller);
  const from = query.from ? dateOf(query.from, false) : undefined;
  const to = query.to ? dateOf(query.to, true) : undefined;
  if (from && to && from > to)
    throw new AppError('VALIDATION', {
      message: DATE_RANGE_INVALID,
      details: [{ path: 'from', message: DATE_RANGE_INVALID }],
    });
  const page = await repo.listEntries(
    p.db,
    { actorId: query.actorId, action: query.action, ...(from ? { from } : {}), ...(to ? { to } : {}) },
    { after: query.after, pageSize: query.pageSize },
  );
  return { ...page, items: page.items.map((row) => ({ ...row, at: row.at.toISOString() })) };
}
