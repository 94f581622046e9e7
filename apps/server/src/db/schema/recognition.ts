import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BadgeCondition } from '@talentpath/contracts/recognition';
import { courseCategories } from './course-categories.ts';
import { files } from './files.ts';
import { users } from './users.ts';

// Recognition (issue 25, ADR 0066): points, levels, badges, rewards and the leaderboard.

/** An admin's points rule, one row per kind that differs from the defaults (contracts' POINTS_RULE_DEFAULTS). */
export const pointsRules = pgTable(
  'points_rules',
  {
    kind: text('kind').primaryKey(),
    points: integer('points').notNull(),
    dailyCap: integer('daily_cap'),
    cooldownMinutes: integer('cooldown_minutes'),
    threshold: integer('threshold'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_rules_points_check', sql`${t.points} >= 0`)],
);

/** The levels' ladder as the admin set it (none: contracts' DEFAULT_LEVELS). `number` from 1. */
export const pointsLevels = pgTable('points_levels', {
  number: integer('number').primaryKey(),
  name: text('name').notNull(),
  threshold: integer('threshold').notNull(),
});

/**
 * Each person's points: `balance` what they may spend (never below 0 — the redemption's conditional update and
 * this check both keep it), `earned` all they were awarded (levels and the all-time board), their level, their
 * learning streak, and how they appear on the leaderboard. `ranked`: shown to others (visible or under a
 * pseudonym, active, not staff) — copied into their tallies, so a board reads one index.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    earned: integer('earned').notNull().default(0),
    level: integer('level').notNull().default(1),
    streakDays: integer('streak_days').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    lastLearningDay: date('last_learning_day', { mode: 'string' }),
    visibility: text('visibility', { enum: ['visible', 'pseudonym', 'hidden'] })
      .notNull()
      .default('visible'),
    pseudonym: text('pseudonym'),
    ranked: boolean('ranked').notNull().default(true),
  },
  (t) => [
    check('points_accounts_balance_check', sql`${t.balance} >= 0`),
    check('points_accounts_visibility_check', sql`${t.visibility} in ('visible', 'pseudonym', 'hidden')`),
  ],
);

/**
 * The points ledger: only ever appended. `source_key` names what caused the entry (`course-completed:<enrolment>`,
 * `redemption:<id>`…), unique per person, so an award run again pays nothing. An award cut by its rule's daily
 * cap or cool-down is still written (with what it paid, maybe 0, and `capped`): it holds its key, and badges count
 * the learning it records. `category_id` is the course's category, for the category boards and badges.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    capped: boolean('capped').notNull().default(false),
    sourceKey: text('source_key').notNull(),
    categoryId: uuid('category_id').references(() => courseCategories.id, { onDelete: 'set null' }),
    /** What it was for, as shown in the history: a course's or quiz's title, a reward's name. */
    subject: text('subject'),
    /** A quiz's percent, a streak's days. */
    amount: integer('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_source_key').on(t.userId, t.sourceKey),
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    index('points_ledger_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/**
 * The leaderboard's tallies: points earned per person per period (`all`, `w:<Monday>`, `m:<YYYY-MM>`) and scope
 * (`org`, or a category's id), kept with each award in its transaction. A board is one index range read.
 */
export const pointsTallies = pgTable(
  'points_tallies',
  {
    period: text('period').notNull(),
    scope: text('scope').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    ranked: boolean('ranked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.scope, t.userId] }),
    index('points_tallies_board_idx').on(t.period, t.scope, t.points.desc(), t.userId).where(sql`${t.ranked}`),
    index('points_tallies_user_idx').on(t.userId),
  ],
);

/** A badge an admin defines; never deleted once awarded (made inactive instead). */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    match: text('match', { enum: ['all', 'any'] }).notNull(),
    conditions: jsonb('conditions').$type<BadgeCondition[]>().notNull(),
    active: boolean('active').notNull().default(true),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badges_name_key').on(sql`lower(${t.name})`)],
);

/** Who earned which badge, once. */
export const badgeAwards = pgTable(
  'badge_awards',
  {
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.badgeId, t.userId] }), index('badge_awards_user_idx').on(t.userId)],
);

/** A reward of the admin's catalogue. `stock` null: unlimited; never below 0 (the redemption's update and check). */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cost: integer('cost').notNull(),
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('rewards_cost_check', sql`${t.cost} > 0`), check('rewards_stock_check', sql`${t.stock} >= 0`)],
);

/** A learner's redemption of a reward: pending until an admin fulfils it or rejects it (the points go back). */
export const redemptions = pgTable(
  'redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cost: integer('cost').notNull(),
    status: text('status', { enum: ['pending', 'fulfilled', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('redemptions_user_idx').on(t.userId, t.createdAt),
    index('redemptions_status_idx').on(t.status, t.createdAt),
    check('redemptions_status_check', sql`${t.status} in ('pending', 'fulfilled', 'rejected')`),
  ],
);
