import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@talentpath/contracts/roles';
import { USER_STATUSES } from '@talentpath/contracts/admin-users';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    requirePasswordChange: boolean('require_password_change').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set at each successful sign-in (view-profile's "last sign-in"). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Deleted (ADR 0020): anonymised and disabled, kept for the records that point to it; in no list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The admin search: "contains", any letter case, on name or e-mail; trigram indexes serve `lower(x) like '%…%'`
    // (pg_trgm is created before the migrations run: platform/db.ts).
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_idx').on(sql`lower(${t.name})`, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role_check', sql.raw(`role in (${ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

export const usersRelations = relations(users, ({ many }) => ({ roles: many(userRoles) }));
export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
}));
