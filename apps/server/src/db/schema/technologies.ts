import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATALOG_STATUSES } from '@talentpath/contracts/catalog-fields';
import { users } from './users.ts';

/** The shared list of technologies (skills): managed by admins and project managers, used by projects. */
export const technologies = pgTable(
  'technologies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status', { enum: CATALOG_STATUSES }).notNull().default('active'),
    // Kept when the creator's account goes: the technology belongs to the organisation.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    adminCreated: boolean('admin_created').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique regardless of case: also what makes two concurrent creates of one name end in one row.
    uniqueIndex('technologies_name_key').on(sql`lower(${t.name})`),
    index('technologies_status_idx').on(t.status),
    check('technologies_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);
