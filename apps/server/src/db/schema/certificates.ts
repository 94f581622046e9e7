import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { courses, enrolments } from './learning.ts';
import { users } from './users.ts';

/**
 * Certificates (issue 25, ADR 0064): one per completed enrolment, never deleted — revoked with a reason instead.
 * The holder's name, the course's title and the issuer are kept as they were on the day it was issued: a
 * certificate says what was true then, whatever is renamed later.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What a verifier types or scans: 100 random bits, Crockford's base32 in groups of four. */
    code: text('code').notNull(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuer: text('issuer').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The last day it is valid; null: for ever. */
    expiresOn: date('expires_on', { mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedReason: text('revoked_reason'),
    /** The last reminder of the expiry its holder was sent: 30 or 7 (days before); null: none yet. */
    remindedDaysBefore: integer('reminded_days_before'),
    /**
     * Its place in the revocation status lists of Open Badges credentials (ADR 0065): list `index / 131072`, bit
     * `index % 131072`. From a sequence, never reused; rows issued before it were numbered by the migration.
     */
    statusIndex: integer('status_index').notNull().generatedAlwaysAsIdentity(),
    /** The enrolment's round it was earned in (ADR 0068): a retake's completion earns the next. */
    cycle: integer('cycle').notNull().default(1),
    /** The certificate this one renews: the holder's previous one of the course, earned in an earlier round. */
    renewsId: uuid('renews_id').references((): AnyPgColumn => certificates.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    // Exactly once per completion (a round of the enrolment): the subscriber's insert names this key, so a job run
    // again writes nothing.
    uniqueIndex('certificates_enrolment_cycle_key').on(t.enrolmentId, t.cycle),
    // Renewed once: the certificate that renews it, found from it (the verification page, the reminders).
    uniqueIndex('certificates_renews_key').on(t.renewsId),
    uniqueIndex('certificates_status_index_key').on(t.statusIndex),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
    index('certificates_course_idx').on(t.courseId, t.issuedAt),
    // The reminders' hourly look for certificates that end soon.
    index('certificates_expiry_idx').on(t.expiresOn).where(sql`${t.revokedAt} is null and ${t.expiresOn} is not null`),
    check('certificates_revocation_check', sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);

/**
 * A course's certificate settings (issue 25): how long its certificates are valid, and whether one is issued only
 * once every quiz of the course is passed. No row: valid for ever, issued on completion.
 */
export const courseCertificateSettings = pgTable(
  'course_certificate_settings',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    validMonths: integer('valid_months'),
    requiresPass: boolean('requires_pass').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('course_certificate_settings_months_check', sql`${t.validMonths} between 1 and 120`)],
);

/**
 * A course's certificate template (issue 25, ADR 0067): how its certificates look — a built-in layout, two colours,
 * which optional lines show, a signature and a logo (in the file store; the orphan sweep keeps the files these name).
 * No row: the classic layout in the default colours, every line, the organisation's logo. A PDF is drawn with the
 * template as it is when the PDF is made; the certificate's facts stay frozen in its row.
 */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    layout: text('layout').notNull().default('classic'),
    /** `#rrggbb`, at least 3:1 against white (headings, rules); the text colour at least 4.5:1. */
    accentColor: text('accent_color').notNull(),
    textColor: text('text_color').notNull(),
    showIssuer: boolean('show_issuer').notNull().default(true),
    showIssueDate: boolean('show_issue_date').notNull().default(true),
    /** "Does not expire" on a certificate without a last day (a last day always shows). */
    showNoExpiry: boolean('show_no_expiry').notNull().default(true),
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    signatureFileId: uuid('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('certificate_templates_layout_check', sql`${t.layout} in ('classic', 'modern', 'minimal')`),
    check(
      'certificate_templates_colors_check',
      sql`${t.accentColor} ~ '^#[0-9a-f]{6}$' and ${t.textColor} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
);

/**
 * The Ed25519 keys that sign certificates' Open Badges credentials and status lists (ADR 0065), shared by every
 * process through the database. One per server secret: the private key is encrypted with a key derived from
 * JWT_SECRET, so a new secret makes a new key while the old public keys stay published (old credentials verify).
 */
export const credentialKeys = pgTable(
  'credential_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which secret encrypts the private key: an HMAC of it (the secret itself is never stored). */
    secretTag: text('secret_tag').notNull(),
    /** Multibase (z6Mk…), as a Multikey verification method publishes it. */
    publicKey: text('public_key').notNull(),
    /** The multibase secret key, AES-256-GCM encrypted: base64url of iv, tag and ciphertext. */
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Two processes making the first key at once: the insert names this key, and both then read the one row.
  (t) => [uniqueIndex('credential_keys_secret_key').on(t.secretTag)],
);
