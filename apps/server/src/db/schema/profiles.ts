import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LanguageLevel, ProfileVisibility } from '@talentpath/contracts/profiles';
import { users } from './users.ts';

/** What a person says about themselves on their talent profile (issue 24), and who may see which part. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    languages: jsonb('languages').$type<{ language: string; level: LanguageLevel }[]>().notNull().default([]),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    // The parts a row was saved without (rows older than a part) take DEFAULT_PROFILE_VISIBILITY's audience.
    visibility: jsonb('visibility')
      .$type<Partial<ProfileVisibility>>()
      .notNull()
      .default({ about: 'everyone', skills: 'everyone' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_profiles_visibility_check', sql`jsonb_typeof(${t.visibility}) = 'object'`),
    // Global search (ADR 0062) finds a person by their headline too, where its owner lets the caller see it.
    index('user_profiles_headline_fts_idx')
      .using('gin', sql`to_tsvector('simple', ${t.headline})`)
      .with({ fastupdate: false }),
    index('user_profiles_headline_trgm_idx')
      .using('gin', sql`lower(${t.headline}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
