import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@talentpath/contracts/roles';
import { USER_STATUSES } from '@talentpath/contracts/admin-users';
import { LANGUAGES } from '@talentpath/contracts/constants';

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
    /** What the user's e-mails are written in: the language they chose for them, else the one they last used the app in. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** They chose `language` (notification settings): the app's language no longer changes it. */
    languageChosen: boolean('language_chosen').notNull().default(false),
    /** Deleted (ADR 0020): anonymised and disabled, kept for the records that point to it; in no list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * What the admin search looks in: name and e-mail, lower-cased, joined by a line break (a search term is one
     * line, so "contains the term" here is exactly "the name or the e-mail contains it"). Stored, so neither the
     * trigram index nor a sequential scan computes lower() per row.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || chr(10) || email)`),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The admin search, `search_text like '%…%'`: a trigram index serves it (pg_trgm is created before the
    // migrations run: platform/db.ts).
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Global search (ADR 0062): words of the name ('simple': no stemming, so Norwegian names match as written), and
    // its trigrams for prefixes and typos.
    index('users_name_fts_idx').using('gin', sql`to_tsvector('simple', ${t.name})`).with({ fastupdate: false }),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`).with({ fastupdate: false }),
    // One per sort key of the admin list (users.repository.ts SORT_COLUMNS), each with the id that breaks ties,
    // so a page is read in index order instead of sorting every user (bench:admin).
    index('users_name_idx').on(sql`lower(${t.name})`, t.id),
    index('users_email_sort_idx').on(sql`lower(${t.email})`, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_last_sign_in_at_idx').on(t.lastSignInAt, t.id),
    index('users_status_idx').on(t.status, t.id),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('users_language_check', sql.raw(`language in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})`)),
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
