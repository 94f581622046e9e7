import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './auth.ts';
import { EMAIL_TOO_LONG } from './contact.ts';
import { LANGUAGES } from './constants.ts';
import { plainText } from './text.ts';

// System settings (issue 22, ADR 0046): the organization, the contact details and office hours the public site shows,
// the language of a visitor who has chosen none, and switches for features later modules add. One set for the
// whole installation; Admin and SuperAdmin change it (/api/admin/settings), anyone reads its public part
// (/api/settings/public).

export const ORGANIZATION_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const ADDRESS_MAX = 300;
export const ADDRESS_LINES_MAX = 6;

export { EMAIL_INVALID, EMAIL_REQUIRED, EMAIL_TOO_LONG };
export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required';
export const ORGANIZATION_NAME_TOO_LONG = `Organization name must be at most ${ORGANIZATION_NAME_MAX} characters`;
export const ORGANIZATION_NAME_NOT_ALLOWED = 'Organization name contains characters that are not allowed';
export const PHONE_INVALID = 'A phone number may hold only digits, spaces and + ( ) - . and needs at least 3 digits';
export const PHONE_TOO_LONG = `A phone number must be at most ${PHONE_MAX} characters`;
export const ADDRESS_TOO_LONG = `Address must be at most ${ADDRESS_MAX} characters`;
export const ADDRESS_TOO_MANY_LINES = `Address must be at most ${ADDRESS_LINES_MAX} lines`;
export const ADDRESS_NOT_ALLOWED = 'Address contains characters that are not allowed';
export const DEFAULT_LANGUAGE_INVALID = `Default language must be one of: ${LANGUAGES.join(', ')}`;
export const TIME_INVALID = 'Time must be written as HH:MM (24-hour clock)';
export const CLOSING_BEFORE_OPENING = 'Closing time must be after opening time';
export const TIME_ZONE_INVALID = 'Time zone must be a time zone name such as Europe/Oslo or America/Chicago';
export const VERSION_INVALID = 'version must be the version of the settings that were loaded';

/** The days of the week, Monday first: the office hours have one entry each. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A trimmed one-line text: missing → required, another type → not text, then the length and the characters. */
const line = (messages: { required: string; tooLong: string; notAllowed: string }, max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(max, messages.tooLong)
    .check(plainText(messages.notAllowed, 'single'));

const organizationName = line(
  {
    required: ORGANIZATION_NAME_REQUIRED,
    tooLong: ORGANIZATION_NAME_TOO_LONG,
    notAllowed: ORGANIZATION_NAME_NOT_ALLOWED,
  },
  ORGANIZATION_NAME_MAX,
);

// Kept as typed (only trimmed), like the contact form's: it is shown and linked (mailto:) as it is.
const contactEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .max(CONTACT_EMAIL_MAX, { error: EMAIL_TOO_LONG, abort: true })
  .pipe(z.email({ error: EMAIL_INVALID }));

const digits = (value: string) => value.replace(/\D/g, '').length;
/** A phone number as people write it ('+1 (512) 555-0142', '22 33 44 55'); empty: none shown. */
const phone = z
  .string({ error: PHONE_INVALID })
  .trim()
  .max(PHONE_MAX, { error: PHONE_TOO_LONG, abort: true })
  .refine((v) => v === '' || (/^\+?[\d ().-]+$/.test(v) && digits(v) >= 3), { error: PHONE_INVALID });

/** The postal address, one line per line of the address: each line trimmed, empty lines dropped. */
const address = z
  .string({ error: ADDRESS_NOT_ALLOWED })
  .trim()
  .max(ADDRESS_MAX, { error: ADDRESS_TOO_LONG, abort: true })
  .check(plainText(ADDRESS_NOT_ALLOWED, 'multi'))
  .transform((v) =>
    v
      .split(/\r\n|\r|\n/)
      .map((l) => l.trim())
      .filter(Boolean)
      .join('\n'),
  )
  .refine((v) => v === '' || v.split('\n').length <= ADDRESS_LINES_MAX, { error: ADDRESS_TOO_MANY_LINES });

/** The IANA name of a time zone this runtime knows, in its canonical spelling ('europe/oslo' → 'Europe/Oslo'). */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const timeZone = z
  .string({ error: TIME_ZONE_INVALID })
  .trim()
  .max(64, { error: TIME_ZONE_INVALID, abort: true })
  .transform((v, ctx) => {
    const zone = v.includes('/') || v === 'UTC' ? canonicalTimeZone(v) : null;
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_INVALID });
    return z.NEVER;
  });

const time = z.string({ error: TIME_INVALID }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, TIME_INVALID);

/** One day's hours: open or closed; the times are kept while closed, so opening the day again restores them. */
export const dayHours = z
  .object({ open: z.boolean({ error: 'open must be true or false' }), opens: time, closes: time })
  // 'HH:MM' strings compare as the times they are.
  .refine((d) => !d.open || d.closes > d.opens, { path: ['closes'], error: CLOSING_BEFORE_OPENING });
export type DayHours = z.infer<typeof dayHours>;

export const officeHours = z.object({
  mon: dayHours,
  tue: dayHours,
  wed: dayHours,
  thu: dayHours,
  fri: dayHours,
  sat: dayHours,
  sun: dayHours,
});
export type OfficeHours = z.infer<typeof officeHours>;

/**
 * Switches for features later modules add, stored as one JSON object (ADR 0046): a new switch is a key here with its
 * default, and needs no migration. A switch missing from what is stored reads as its default.
 */
export const featureSwitches = z.object({
  leaderboard: z.boolean({ error: 'features.leaderboard must be true or false' }),
});
export type FeatureSwitches = z.infer<typeof featureSwitches>;
export const DEFAULT_FEATURES: FeatureSwitches = { leaderboard: true };

/** What the settings form edits: everything but the logo, which has its own calls. */
export const systemSettingsFields = z.object({
  organizationName,
  defaultLanguage: z.enum(LANGUAGES, { error: DEFAULT_LANGUAGE_INVALID }),
  contactEmail,
  phone,
  secondPhone: phone,
  emergencyPhone: phone,
  address,
  timeZone,
  officeHours,
  features: featureSwitches,
});
export type SystemSettingsInput = z.input<typeof systemSettingsFields>;
export type SystemSettingsFields = z.output<typeof systemSettingsFields>;

/**
 * PUT /admin/settings: every field, and the `version` the form was loaded at. A save over a newer version is refused
 * (409 SETTINGS_CHANGED), so one admin never overwrites what another saved meanwhile without seeing it.
 */
export const systemSettingsUpdate = systemSettingsFields.extend({
  version: z.int({ error: VERSION_INVALID }).min(0, VERSION_INVALID),
});
export type SystemSettingsUpdate = z.input<typeof systemSettingsUpdate>;

const dayHoursOut = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });

/** GET /settings/public: what the public site shows, to anyone; nothing else of the settings. */
export const publicSettings = z.object({
  organizationName: z.string(),
  /** Where the logo is (changes with the image), or null without one. */
  logoUrl: z.string().nullable(),
  defaultLanguage: z.enum(LANGUAGES),
  contactEmail: z.string(),
  phone: z.string(),
  secondPhone: z.string(),
  emergencyPhone: z.string(),
  address: z.string(),
  timeZone: z.string(),
  officeHours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursOut])) as Record<Weekday, typeof dayHoursOut>,
  ),
});
export type PublicSettings = z.infer<typeof publicSettings>;

/** GET /admin/settings: the public part, the switches, and which version was saved when, by whom. */
export const systemSettings = publicSettings.extend({
  features: featureSwitches,
  /** 0 while nothing has been saved (the defaults below apply). */
  version: z.int().min(0),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type SystemSettings = z.infer<typeof systemSettings>;

const open = (opens: string, closes: string): DayHours => ({ open: true, opens, closes });

/** The settings before anyone has saved any: the texts the public site has always shown. */
export const DEFAULT_SETTINGS: SystemSettingsFields = {
  organizationName: 'TalentPath',
  defaultLanguage: 'en',
  contactEmail: 'support@talentpath.example',
  phone: '+1 (512) 555-0142',
  secondPhone: '+1 (512) 555-0187',
  emergencyPhone: '+1 (512) 555-0911',
  address: '500 West 2nd Street, Suite 1900\nAustin, TX 78701\nUnited States',
  timeZone: 'America/Chicago',
  officeHours: {
    mon: open('09:00', '18:00'),
    tue: open('09:00', '18:00'),
    wed: open('09:00', '18:00'),
    thu: open('09:00', '18:00'),
    fri: open('09:00', '18:00'),
    sat: open('10:00', '16:00'),
    sun: { open: false, opens: '10:00', closes: '16:00' },
  },
  features: DEFAULT_FEATURES,
};

/** A switch stored by an older or newer version of the code reads as the current default, or not at all. */
export function featuresOf(stored: unknown): FeatureSwitches {
  const record = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(DEFAULT_FEATURES).map(([key, fallback]) => [
      key,
      typeof record[key] === 'boolean' ? record[key] : fallback,
    ]),
  ) as FeatureSwitches;
}
