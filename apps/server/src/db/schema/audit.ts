import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditTargetType } from '@talentpath/contracts/audit';

/**
 * Who did what to whom and when (ADR 0021): written in the transaction of the change it records, never updated
 * or deleted by the product. Names are snapshots, so an entry still reads right after its user is anonymised.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (a sign-in failure burst). No foreign key: the log outlives what it names. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_at_idx').on(t.actorId, t.at, t.id),
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
  ],
);
