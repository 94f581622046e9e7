import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLAIM_KINDS, SKILL_BASES } from '@talentpath/contracts/skills';
import { users } from './users.ts';
import { technologies } from './technologies.ts';
import { courses } from './learning.ts';
import { projects } from './projects.ts';

// Skills with evidence (issue 24, ADR 0059): claims, what courses grant, and each person's effective skills.

/**
 * A claim that a person has a technology at a level: their own assessment, a manager's rating, a peer's
 * endorsement, or evidence (a course completed, an assessment passed, a certificate, a project delivered).
 * `source_key` names who or what made it, so each maker has one claim per skill (a new rating replaces the last)
 * and a course's claim is written once however often its job runs. Withdrawn claims stay, with their reason.
 */
export const skillClaims = pgTable(
  'skill_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    technologyId: uuid('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    level: smallint('level').notNull(),
    /** `self`, `rater:<id>`, `endorser:<id>`, `course:<id>`, `legacy` (a level set before claims existed). */
    sourceKey: text('source_key').notNull(),
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    sourceType: text('source_type', { enum: ['course', 'certificate', 'project'] }),
    sourceId: uuid('source_id'),
    sourceLabel: text('source_label'),
    note: text('note').notNull().default(''),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: date('valid_until'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnReason: text('withdrawn_reason'),
  },
  (t) => [
    uniqueIndex('skill_claims_source_key').on(t.userId, t.technologyId, t.kind, t.sourceKey),
    index('skill_claims_source_idx').on(t.sourceType, t.sourceId),
    index('skill_claims_expiry_idx')
      .on(t.validUntil)
      .where(sql`${t.validUntil} is not null and ${t.withdrawnAt} is null`),
    check('skill_claims_level_check', sql`${t.level} between 1 and 5`),
    check('skill_claims_withdrawal_check', sql`(${t.withdrawnAt} is null) = (${t.withdrawnReason} is null)`),
  ],
);

/** What completing a course grants: a technology at a level, optionally only with every quiz passed. */
export const courseOutcomes = pgTable(
  'course_outcomes',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    technologyId: uuid('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    requiresPass: boolean('requires_pass').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.technologyId] }),
    index('course_outcomes_tech_idx').on(t.technologyId, t.level),
    check('course_outcomes_level_check', sql`${t.level} between 1 and 5`),
  ],
);

/**
 * Each person's effective skills, derived from their live claims (skills/effective-skill.ts) in the transaction
 * that changed them, and again when a claim's last day has passed (`next_expiry`). What staffing ranks and filters
 * by. A skill no live claim backs has no row.
 */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    technologyId: uuid('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    /** The highest level evidence backs, or null. */
    verifiedLevel: smallint('verified_level'),
    basis: text('basis', { enum: SKILL_BASES }).notNull().default('rated'),
    /** The claim the level comes from. */
    basisClaimId: uuid('basis_claim_id').references(() => skillClaims.id, { onDelete: 'set null' }),
    endorsements: integer('endorsements').notNull().default(0),
    /** The first day one of the counting claims no longer counts (its valid-until has passed): derive again then. */
    nextExpiry: date('next_expiry'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.technologyId] }),
    index('employee_skills_tech_idx').on(t.technologyId, t.level),
    index('employee_skills_expiry_idx').on(t.nextExpiry).where(sql`${t.nextExpiry} is not null`),
    check('employee_skills_level_check', sql`${t.level} between 1 and 5`),
    check('employee_skills_verified_check', sql`${t.verifiedLevel} is null or ${t.verifiedLevel} between 1 and 5`),
  ],
);

/**
 * A project manager's recommendation of a course that closes one of their project's skill gaps, to a person: they
 * are told, and their dashboard lists it for that project until they complete the course. Once per project,
 * course and person.
 */
export const courseRecommendations = pgTable(
  'course_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendedBy: uuid('recommended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_recommendations_once').on(t.projectId, t.courseId, t.userId),
    index('course_recommendations_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A person's request to a colleague to endorse one of their skills: the colleague is told. One per requester,
 * colleague and technology; asked again after ENDORSEMENT_REQUEST_AGAIN_DAYS, it is renewed (`asked_at`).
 */
export const endorsementRequests = pgTable(
  'endorsement_requests',
  {
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    technologyId: uuid('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requesterId, t.recipientId, t.technologyId] }),
    index('endorsement_requests_recipient_idx').on(t.recipientId),
  ],
);
