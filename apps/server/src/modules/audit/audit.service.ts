import type { AuditEntry } from '@talentpath/contracts/audit';
import type { CursorPage } from '@talentpath/contracts/paging';
import { AppError } from '../../platform/errors.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { DATE_RANGE_INVALID } from '@talentpath/contracts/audit';
import { assertMayReadAuditLog } from './audit.policy.ts';
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

// Writing: only audit.subscribers.ts calls these, in the transaction of the event each entry records.

/** One entry (the actor's name read in the same statement, as it is at that moment). */
export const recordEntry = (tx: Tx, entry: repo.AuditRecord) => repo.insertEntry(tx, entry);

/** An entry about one user account, labelled "Name <e-mail>" as the account reads at that moment. */
export function recordUserEntry(
  tx: Tx,
  entry: Omit<repo.AuditRecord, 'targetType' | 'targetId' | 'targetLabel'> & {
    user: { id: string; name: string; email: string };
  },
) {
  const { user, ...rest } = entry;
  return repo.insertEntry(tx, {
    ...rest,
    targetType: 'user',
    targetId: user.id,
    targetLabel: `${user.name} <${user.email}>`,
  });
}

/**
 * One entry per burst (refused sign-ins): the first of the action for its target within `windowMs` records it, the
 * rest of the burst does not. The caller holds the target's lock, so a burst at once still records once.
 */
export async function recordOncePerBurst(tx: Tx, entry: repo.AuditRecord & { targetLabel: string }, windowMs: number) {
  if (await repo.hasEntrySince(tx, entry.action, entry.targetLabel, new Date(Date.now() - windowMs))) return;
  await repo.insertEntry(tx, entry);
}
