// Recognition (issue 25, ADR 0066): points for learning (never for signing in or viewing a page), levels, badges,
// rewards bought with points, and a leaderboard a learner may leave. The points ledger only grows: every entry
// carries the key of what caused it, so nothing is paid twice.

import { z } from 'zod';
import { pageOf, pageQuery, queryEnum } from './paging.ts';
import { plainText } from './text.ts';

/** What pays points, each an admin's rule (points, a daily cap, a cool-down, and a threshold where it has one). */
export const POINTS_RULE_KINDS = [
  'course-completed',
  'quiz-passed',
  'quiz-first-try',
  'quiz-high-score',
  'streak',
  'forum-answer-accepted',
] as const;
export type PointsRuleKind = (typeof POINTS_RULE_KINDS)[number];
/** What a ledger entry records: an award by a rule, or points spent on a reward and given back. */
export const LEDGER_KINDS = [...POINTS_RULE_KINDS, 'redemption', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The rules before an admin changes them. `threshold`: the high score's percent; the streak's days. */
export const POINTS_RULE_DEFAULTS: Record<PointsRuleKind, Omit<PointsRule, 'kind'>> = {
  'course-completed': { points: 100, dailyCap: null, cooldownMinutes: null, threshold: null },
  'quiz-passed': { points: 20, dailyCap: 200, cooldownMinutes: null, threshold: null },
  'quiz-first-try': { points: 10, dailyCap: 100, cooldownMinutes: null, threshold: null },
  'quiz-high-score': { points: 10, dailyCap: 100, cooldownMinutes: null, threshold: 90 },
  streak: { points: 25, dailyCap: null, cooldownMinutes: null, threshold: 7 },
  // A forum answer its asker (or the forum's staff) accepted: once per answer, a few a day at most.
  'forum-answer-accepted': { points: 15, dailyCap: 60, cooldownMinutes: null, threshold: null },
};
/** The rules whose threshold means something, and its bounds. */
export const RULE_THRESHOLDS: Partial<Record<PointsRuleKind, { min: number; max: number }>> = {
  'quiz-high-score': { min: 50, max: 100 },
  streak: { min: 2, max: 365 },
};
export const POINTS_MAX = 10_000;
export const DAILY_CAP_MAX = 100_000;
export const COOLDOWN_MAX_MINUTES = 10_080;

export const POINTS_INVALID = `Points must be a whole number from 0 to ${POINTS_MAX}`;
export const DAILY_CAP_INVALID = `A daily cap must be empty or a whole number from 1 to ${DAILY_CAP_MAX}`;
export const COOLDOWN_INVALID = `A cool-down must be empty or a whole number of minutes from 1 to ${COOLDOWN_MAX_MINUTES}`;
export const thresholdInvalid = (min: number, max: number) =>
  `The threshold must be a whole number from ${min} to ${max}`;
export const THRESHOLD_NOT_USED = 'This rule has no threshold';
export const RULES_INCOMPLETE = 'Every rule must be given once';

const wholeOrNull = (max: number, message: string) =>
  z.int({ error: message }).min(1, message).max(max, message).nullable();

export const pointsRule = z.object({
  kind: z.enum(POINTS_RULE_KINDS, { error: `Rule must be one of: ${POINTS_RULE_KINDS.join(', ')}` }),
  points: z.int({ error: POINTS_INVALID }).min(0, POINTS_INVALID).max(POINTS_MAX, POINTS_INVALID),
  /** At most this many points a day from this rule; null: no cap. */
  dailyCap: wholeOrNull(DAILY_CAP_MAX, DAILY_CAP_INVALID),
  /** Minutes after one award of this rule in which another pays nothing; null: none. */
  cooldownMinutes: wholeOrNull(COOLDOWN_MAX_MINUTES, COOLDOWN_INVALID),
  threshold: z.int({ error: 'The threshold must be a whole number' }).nullable(),
});
export type PointsRule = z.infer<typeof pointsRule>;

/** GET/PUT /admin/points-rules: every rule, once each. */
export const pointsRules = z
  .object({ rules: z.array(pointsRule).max(POINTS_RULE_KINDS.length, RULES_INCOMPLETE) })
  .superRefine(({ rules }, ctx) => {
    const kinds = new Set(rules.map((r) => r.kind));
    if (kinds.size !== POINTS_RULE_KINDS.length || rules.length !== kinds.size)
      ctx.addIssue({ code: 'custom', path: ['rules'], message: RULES_INCOMPLETE });
    rules.forEach((rule, i) => {
      const bounds = RULE_THRESHOLDS[rule.kind];
      const t = rule.threshold;
      if (!bounds && t !== null)
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'threshold'], message: THRESHOLD_NOT_USED });
      if (bounds && (t === null || t < bounds.min || t > bounds.max))
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'threshold'],
          message: thresholdInvalid(bounds.min, bounds.max),
        });
    });
  });
export type PointsRules = z.infer<typeof pointsRules>;

// --- Levels ---

export const LEVELS_MAX = 50;
export const LEVEL_NAME_MAX = 60;
export const LEVEL_NAME_REQUIRED = 'Level name is required';
export const LEVELS_START_AT_ZERO = 'The first level starts at 0 points';
export const LEVELS_ASCENDING = 'Each level needs more points than the one before';
export const LEVEL_THRESHOLD_INVALID = 'Points needed must be a whole number from 0 to 10000000';

const shortName = (required: string, max: number, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .check(plainText(`${label} contains characters that are not allowed`, 'single'));

export const level = z.object({
  name: shortName(LEVEL_NAME_REQUIRED, LEVEL_NAME_MAX, 'Level name'),
  threshold: z
    .int({ error: LEVEL_THRESHOLD_INVALID })
    .min(0, LEVEL_THRESHOLD_INVALID)
    .max(10_000_000, LEVEL_THRESHOLD_INVALID),
});
export type Level = z.infer<typeof level>;

/** GET/PUT /admin/levels: the whole ladder, lowest first (level 1 is the first). */
export const levels = z
  .object({ levels: z.array(level).min(1, LEVELS_START_AT_ZERO).max(LEVELS_MAX, `At most ${LEVELS_MAX} levels`) })
  .superRefine(({ levels }, ctx) => {
    if (levels[0] && levels[0].threshold !== 0)
      ctx.addIssue({ code: 'custom', path: ['levels', 0, 'threshold'], message: LEVELS_START_AT_ZERO });
    levels.forEach((l, i) => {
      if (i > 0 && l.threshold <= levels[i - 1]!.threshold)
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'threshold'], message: LEVELS_ASCENDING });
    });
  });
export type Levels = z.infer<typeof levels>;

export const DEFAULT_LEVELS: Level[] = [
  { name: 'Beginner', threshold: 0 },
  { name: 'Explorer', threshold: 100 },
  { name: 'Achiever', threshold: 300 },
  { name: 'Expert', threshold: 700 },
  { name: 'Master', threshold: 1500 },
];

// --- Badges ---

export const BADGE_CONDITION_KINDS = ['courses-completed', 'quiz-perfect', 'streak', 'points'] as const;
export type BadgeConditionKind = (typeof BADGE_CONDITION_KINDS)[number];
export const BADGE_NAME_MAX = 80;
export const BADGE_DESCRIPTION_MAX = 500;
export const BADGE_NAME_REQUIRED = 'Badge name is required';
export const BADGE_CONDITIONS_REQUIRED = 'A badge needs at least one condition';
export const BADGE_CONDITIONS_MAX = 5;
export const conditionTargetInvalid = (max: number) => `The target must be a whole number from 1 to ${max}`;

const target = (max: number, min = 1) =>
  z
    .int({ error: conditionTargetInvalid(max) })
    .min(min, conditionTargetInvalid(max))
    .max(max, conditionTargetInvalid(max));

export const badgeCondition = z.discriminatedUnion(
  'kind',
  [
    /** N courses completed, in one category or in any. */
    z.object({ kind: z.literal('courses-completed'), target: target(1000), categoryId: z.uuid().nullable() }),
    /** N quizzes passed at 100%. */
    z.object({ kind: z.literal('quiz-perfect'), target: target(1000) }),
    /** Learning on k days in a row (a lesson completed or a quiz graded each day). */
    z.object({ kind: z.literal('streak'), target: target(365) }),
    /** N points earned in all (spending does not take them back). */
    z.object({ kind: z.literal('points'), target: target(10_000_000) }),
  ],
  { error: `Condition must be one of: ${BADGE_CONDITION_KINDS.join(', ')}` },
);
export type BadgeCondition = z.infer<typeof badgeCondition>;

export const badgeInput = z.object({
  name: shortName(BADGE_NAME_REQUIRED, BADGE_NAME_MAX, 'Badge name'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(BADGE_DESCRIPTION_MAX, `Description must be at most ${BADGE_DESCRIPTION_MAX} characters`)
    .check(plainText('Description contains characters that are not allowed', 'multi')),
  /** all: every condition; any: one of them. */
  match: z.enum(['all', 'any'], { error: 'Match must be all or any' }),
  conditions: z
    .array(badgeCondition)
    .min(1, BADGE_CONDITIONS_REQUIRED)
    .max(BADGE_CONDITIONS_MAX, `A badge has at most ${BADGE_CONDITIONS_MAX} conditions`),
  /** An active badge is awarded (also to those who already meet it, when it becomes active) and shown to learners. */
  active: z.boolean({ error: 'Active must be true or false' }),
});
export type BadgeInput = z.infer<typeof badgeInput>;

export const badge = badgeInput.extend({
  id: z.uuid(),
  /** Its picture's address; null: the default emblem. */
  imageUrl: z.string().nullable(),
  /** How many people hold it. */
  awarded: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Badge = z.infer<typeof badge>;
export const badgeList = z.object({ items: z.array(badge) });
export type BadgeList = z.infer<typeof badgeList>;
export const badgeParams = z.object({ badgeId: z.uuid({ error: 'Badge must be a valid id' }) });

/** A learner's view of one badge: earned (when) or locked, with progress toward each condition. */
export const myBadge = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  match: z.enum(['all', 'any']),
  earnedAt: z.iso.datetime({ offset: true }).nullable(),
  progress: z.array(
    z.object({
      condition: badgeCondition,
      /** The category's name for a category's courses. */
      categoryName: z.string().nullable(),
      current: z.int(),
    }),
  ),
});
export type MyBadge = z.infer<typeof myBadge>;
export const myBadges = z.object({ items: z.array(myBadge) });
export type MyBadges = z.infer<typeof myBadges>;

// --- Rewards and redemptions ---

export const REWARD_NAME_MAX = 80;
export const REWARD_NAME_REQUIRED = 'Reward name is required';
export const REWARD_COST_INVALID = 'Cost must be a whole number of points from 1 to 1000000';
export const REWARD_STOCK_INVALID = 'Stock must be empty (unlimited) or a whole number from 0 to 1000000';
export const REDEEM_REASON_MAX = 500;

export const rewardInput = z.object({
  name: shortName(REWARD_NAME_REQUIRED, REWARD_NAME_MAX, 'Reward name'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .check(plainText('Description contains characters that are not allowed', 'multi')),
  cost: z.int({ error: REWARD_COST_INVALID }).min(1, REWARD_COST_INVALID).max(1_000_000, REWARD_COST_INVALID),
  /** How many are left; null: unlimited. */
  stock: z
    .int({ error: REWARD_STOCK_INVALID })
    .min(0, REWARD_STOCK_INVALID)
    .max(1_000_000, REWARD_STOCK_INVALID)
    .nullable(),
  /** Offered to learners. */
  active: z.boolean({ error: 'Active must be true or false' }),
});
export type RewardInput = z.infer<typeof rewardInput>;

export const reward = rewardInput.extend({
  id: z.uuid(),
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Reward = z.infer<typeof reward>;
export const rewardList = z.object({ items: z.array(reward) });
export type RewardList = z.infer<typeof rewardList>;
export const rewardParams = z.object({ rewardId: z.uuid({ error: 'Reward must be a valid id' }) });

export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'rejected'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const redemption = z.object({
  id: z.uuid(),
  reward: z.object({ id: z.uuid(), name: z.string() }),
  person: z.object({ id: z.uuid(), name: z.string() }),
  cost: z.int(),
  status: z.enum(REDEMPTION_STATUSES),
  /** Why it was rejected (the points were returned). */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Redemption = z.infer<typeof redemption>;
export const redemptionList = z.object({ items: z.array(redemption) });
export type RedemptionList = z.infer<typeof redemptionList>;
export const redemptionParams = z.object({ redemptionId: z.uuid({ error: 'Redemption must be a valid id' }) });

export const redemptionListQuery = pageQuery({
  sort: ['createdAt'],
  defaultSort: '-createdAt',
  filters: z.object({ status: queryEnum(REDEMPTION_STATUSES, 'Status') }),
});
export type RedemptionListQuery = z.output<typeof redemptionListQuery>;
export const redemptionPage = pageOf(redemption);
export type RedemptionPage = z.infer<typeof redemptionPage>;

export const REJECT_REASON_REQUIRED = 'A reason is required';
export const rejectRedemptionRequest = z.object({
  reason: z
    .string({ error: REJECT_REASON_REQUIRED })
    .trim()
    .min(1, REJECT_REASON_REQUIRED)
    .max(REDEEM_REASON_MAX, `Reason must be at most ${REDEEM_REASON_MAX} characters`),
});

// --- A learner's points ---

export const LEADERBOARD_VISIBILITIES = ['visible', 'pseudonym', 'hidden'] as const;
export type LeaderboardVisibility = (typeof LEADERBOARD_VISIBILITIES)[number];
export const PSEUDONYM_MAX = 40;
export const PSEUDONYM_REQUIRED = 'A pseudonym is required to appear under one';

export const leaderboardPreferences = z
  .object({
    visibility: z.enum(LEADERBOARD_VISIBILITIES, {
      error: `Visibility must be one of: ${LEADERBOARD_VISIBILITIES.join(', ')}`,
    }),
    pseudonym: z
      .string({ error: 'Pseudonym must be text' })
      .trim()
      .max(PSEUDONYM_MAX, `Pseudonym must be at most ${PSEUDONYM_MAX} characters`)
      .check(plainText('Pseudonym contains characters that are not allowed', 'single'))
      .nullable()
      .transform((p) => p || null),
  })
  .superRefine((v, ctx) => {
    if (v.visibility === 'pseudonym' && !v.pseudonym)
      ctx.addIssue({ code: 'custom', path: ['pseudonym'], message: PSEUDONYM_REQUIRED });
  });
export type LeaderboardPreferences = z.output<typeof leaderboardPreferences>;

const levelView = z.object({ number: z.int(), name: z.string(), threshold: z.int() });

/** GET /me/points: balance (what can be spent), points earned in all, level and the next, streak, leaderboard choice. */
export const pointsSummary = z.object({
  balance: z.int(),
  earned: z.int(),
  level: levelView,
  nextLevel: levelView.nullable(),
  streak: z.object({ current: z.int(), best: z.int() }),
  leaderboard: z.object({ visibility: z.enum(LEADERBOARD_VISIBILITIES), pseudonym: z.string().nullable() }),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

export const ledgerEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  points: z.int(),
  /** The award was cut by the rule's daily cap or cool-down (it pays less than the rule, or nothing). */
  capped: z.boolean(),
  /** What it was for: a course's or quiz's title, a reward's name, a streak's days. */
  subject: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerQuery = pageQuery({ sort: ['createdAt'], defaultSort: '-createdAt' });
export type LedgerQuery = z.output<typeof ledgerQuery>;
export const ledgerPage = pageOf(ledgerEntry);
export type LedgerPage = z.infer<typeof ledgerPage>;

// --- Leaderboard ---

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SCOPES = ['organization', 'category', 'my-courses'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export const LEADERBOARD_TOP = 10;
export const LEADERBOARD_NEIGHBOURS = 2;
export const CATEGORY_REQUIRED = 'Choose a category';

export const leaderboardQuery = z
  .object({
    period: queryEnum(LEADERBOARD_PERIODS, 'Period').default('week'),
    scope: queryEnum(LEADERBOARD_SCOPES, 'Scope').default('organization'),
    categoryId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.uuid({ error: 'Category must be a valid id' }).optional(),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.scope === 'category' && !q.categoryId)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: CATEGORY_REQUIRED });
  });
export type LeaderboardQuery = z.output<typeof leaderboardQuery>;

export const leaderboardEntry = z.object({
  rank: z.int(),
  points: z.int(),
  /** Their name, or the pseudonym they chose (then no id and no picture). */
  name: z.string(),
  pseudonym: z.boolean(),
  personId: z.uuid().nullable(),
  avatar: z.string().nullable(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboard = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  scope: z.enum(LEADERBOARD_SCOPES),
  /** The first day counted (null: all time). */
  since: z.iso.date().nullable(),
  /** How many are ranked. */
  ranked: z.int(),
  top: z.array(leaderboardEntry),
  /**
   * The caller: their rank among those ranked (equal points share a rank) — also when they left the leaderboard
   * (then only they see it); `rank` null when they have no points in the period and scope; null when they are
   * staff (not ranked).
   */
  me: z.object({ rank: z.int().nullable(), points: z.int(), visibility: z.enum(LEADERBOARD_VISIBILITIES) }).nullable(),
  /** Those just above and below the caller, when the caller is not in the top. */
  neighbours: z.array(leaderboardEntry),
});
export type Leaderboard = z.infer<typeof leaderboard>;
