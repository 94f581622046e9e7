import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@talentpath/contracts/constants';
import type { OfficeHours } from '@talentpath/contracts/settings';
import { files } from './files.ts';
import { users } from './users.ts';

/**
 * The system settings (ADR 0046): one row, absent until the first save (the defaults of contracts/settings.ts apply
 * until then). `features` is one JSON object, so a new switch needs no migration; `version` counts the saves of the
 * form, which a save must name (a save over another admin's is refused).
 */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: smallint('id').primaryKey().default(1),
    organizationName: text('organization_name').notNull(),
    /** The logo image; removed with the row's change that replaces it. */
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull(),
    contactEmail: text('contact_email').notNull(),
    phone: text('phone').notNull(),
    secondPhone: text('second_phone').notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    address: text('address').notNull(),
    timeZone: text('time_zone').notNull(),
    officeHours: jsonb('office_hours').$type<OfficeHours>().notNull(),
    features: jsonb('features').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Kept when the account goes: the entry in the audit log says who it was.
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('system_settings_one_row', sql`${t.id} = 1`),
    check('system_settings_default_language_check', sql`${t.defaultLanguage} in ('en', 'no')`),
    check('system_settings_version_check', sql`${t.version} >= 0`),
  ],
);
