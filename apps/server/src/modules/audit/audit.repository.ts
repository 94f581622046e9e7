// The audit log's queries: entries are only ever inserted and read (ADR 0021).
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '@talentpath/contracts/audit';
import type { Db, Tx } from '../../platform/db.ts';
import { keyset, keysetPage } from '../../platform/paging.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

type Conn = Db | Tx;

export type AuditRecord = {
  /** Null for the system; the actor's name is read in the same statement, as it is at that moment. */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Writes one entry; pass the transaction of the change it records, so both commit or neither does. */
export async function insertEntry(conn: Conn, entry: AuditRecord) {
  await conn.insert(auditLog).values({
    actorId: entry.actorId,
    actorName: entry.actorId ? sql`(select ${users.name} from ${users} where ${users.id} = ${entry.actorId})` : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

/** Is there an entry of this action for this target since then? (One entry per sign-in failure burst.) */
export async function hasEntrySince(conn: Conn, action: AuditAction, targetLabel: string, since: Date) {
  const rows = await conn
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetLabel, targetLabel), gte(auditLog.at, since)))
    .limit(1);
  return rows.length > 0;
}

/** Newest first; `at` then `id` make the order total (ids break ties within one microsecond). */
const order = keyset([
  { by: auditLog.at, direction: 'desc' },
  { by: auditLog.id, direction: 'desc' },
]);

export function listEntries(
  db: Db,
  filters: { actorId?: string | undefined; action?: AuditAction | undefined; from?: Date; to?: Date },
  page: { after?: string | undefined; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.to ? lte(auditLog.at, filters.to) : undefined,
  ];
  return keysetPage(order, page, ({ where, orderBy, limit }) =>
    db
      .select({ item: auditLog, position: order.position })
      .from(auditLog)
      .where(and(...conditions, where))
      .orderBy(...orderBy)
      .limit(limit),
  );
}
