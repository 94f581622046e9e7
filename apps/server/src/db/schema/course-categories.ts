import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATALOG_STATUSES } from '@talentpath/contracts/catalog-fields';

/** Course categories: the catalogue's sections, in an order the admins choose. */
export const courseCategories = pgTable(
  'course_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: CATALOG_STATUSES }).notNull().default('active'),
    // An identity: a new category takes the next number, so it goes last even when two are created at once;
    // a reorder rewrites the numbers 1..n, below anything the sequence hands out later.
    sortOrder: integer('sort_order').notNull().generatedByDefaultAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_categories_name_key').on(sql`lower(${t.name})`),
    index('course_categories_sort_order_idx').on(t.sortOrder),
    check('course_categories_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);
