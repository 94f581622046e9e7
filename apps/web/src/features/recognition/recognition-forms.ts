import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  type Badge,
  type BadgeCondition,
  type BadgeConditionKind,
  badgeInput,
  type LeaderboardVisibility,
  type Levels,
  leaderboardPreferences,
  levels,
  type PointsRuleKind,
  type PointsRules,
  pointsRules,
  type PointsSummary,
  type Reward,
  rejectRedemptionRequest,
  rewardInput,
} from '@talentpath/contracts/recognition';

// The recognition forms for the one form approach (lib/form.ts): the contracts' own rules and messages over the
// values as the fields hold them (a number field holds '' when empty, which here means "none").

/** The contract `schema` over form values turned into its input by `toInput`; its issues' paths are the fields'. */
function schemaOver<V, I, O>(toInput: (values: V) => unknown, schema: StandardSchemaV1<I, O>): StandardSchemaV1<V, O> {
  return {
    '~standard': {
      version: 1,
      vendor: 'talentpath',
      validate: (value) => schema['~standard'].validate(toInput(value as V) as I),
    },
  };
}

/** A number field's value: '' is null; anything else a number (a string the contract refuses, as typed). */
export const numberOrNull = (value: number | string): number | string | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** A required number field: '' stays '' so the contract refuses it with its own message. */
const numberOf = (value: number | string): number | string =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);

const fieldOf = (value: number | null): number | string => value ?? '';

// --- Points rules and levels ---

export type RuleValues = {
  kind: PointsRuleKind;
  points: number | string;
  dailyCap: number | string;
  cooldownMinutes: number | string;
  threshold: number | string;
};
export type RulesValues = { rules: RuleValues[] };

export const rulesValuesOf = (saved: PointsRules): RulesValues => ({
  rules: saved.rules.map((rule) => ({
    kind: rule.kind,
    points: rule.points,
    dailyCap: fieldOf(rule.dailyCap),
    cooldownMinutes: fieldOf(rule.cooldownMinutes),
    threshold: fieldOf(rule.threshold),
  })),
});

export const rulesForm = schemaOver(
  (values: RulesValues) => ({
    rules: values.rules.map((rule) => ({
      kind: rule.kind,
      points: numberOf(rule.points),
      dailyCap: numberOrNull(rule.dailyCap),
      cooldownMinutes: numberOrNull(rule.cooldownMinutes),
      threshold: numberOrNull(rule.threshold),
    })),
  }),
  pointsRules,
);

/** A level as its row holds it; `key` keeps a row's fields with it when rows move (not sent). */
export type LevelValues = { key: string; name: string; threshold: number | string };
export type LevelsValues = { levels: LevelValues[] };

let rowKeys = 0;
export const newRowKey = () => `row-${++rowKeys}`;

export const levelsValuesOf = (saved: Levels): LevelsValues => ({
  levels: saved.levels.map((level) => ({ key: newRowKey(), name: level.name, threshold: level.threshold })),
});

export const levelsForm = schemaOver(
  (values: LevelsValues) => ({
    levels: values.levels.map((l) => ({ name: l.name, threshold: numberOf(l.threshold) })),
  }),
  levels,
);

/** Server paths that name a row's field ('rules.2.threshold', 'levels.0.name') are the field; others general. */
export const rowFieldOfPath = (list: string) => (path: string) =>
  new RegExp(`^${list}\\.\\d+\\.\\w+$`).test(path) ? path : null;

// --- Badges ---

/** A condition as its row holds it: every kind's fields (`categoryId` '' for any category). */
export type ConditionValues = { key: string; kind: BadgeConditionKind; target: number | string; categoryId: string };
export type BadgeValues = {
  name: string;
  description: string;
  match: 'all' | 'any';
  conditions: ConditionValues[];
  active: boolean;
};

export const newCondition = (): ConditionValues => ({
  key: newRowKey(),
  kind: 'courses-completed',
  target: 1,
  categoryId: '',
});

export const badgeValuesOf = (badge: Badge | null): BadgeValues =>
  badge
    ? {
        name: badge.name,
        description: badge.description,
        match: badge.match,
        conditions: badge.conditions.map((c) => ({
          key: newRowKey(),
          kind: c.kind,
          target: c.target,
          categoryId: c.kind === 'courses-completed' ? (c.categoryId ?? '') : '',
        })),
        active: badge.active,
      }
    : { name: '', description: '', match: 'all', conditions: [newCondition()], active: true };

const conditionOf = (c: ConditionValues): Partial<BadgeCondition> & { kind: BadgeConditionKind } =>
  c.kind === 'courses-completed'
    ? { kind: c.kind, target: numberOf(c.target) as number, categoryId: c.categoryId || null }
    : { kind: c.kind, target: numberOf(c.target) as number };

export const badgeForm = schemaOver(
  (values: BadgeValues) => ({ ...values, conditions: values.conditions.map(conditionOf) }),
  badgeInput,
);

const BADGE_FIELDS = ['name', 'description', 'match', 'active', 'conditions'];
/** A badge's server errors: its fields, a condition's field, or the conditions as a whole. */
export const badgeFieldOfPath = (path: string) =>
  BADGE_FIELDS.includes(path) || /^conditions\.\d+\.(target|categoryId)$/.test(path) ? path : null;

// --- Rewards ---

export type RewardValues = {
  name: string;
  description: string;
  cost: number | string;
  stock: number | string;
  active: boolean;
};

export const rewardValuesOf = (reward: Reward | null): RewardValues =>
  reward
    ? {
        name: reward.name,
        description: reward.description,
        cost: reward.cost,
        stock: fieldOf(reward.stock),
        active: reward.active,
      }
    : { name: '', description: '', cost: 100, stock: '', active: true };

export const rewardForm = schemaOver(
  (values: RewardValues) => ({
    name: values.name,
    description: values.description,
    cost: numberOf(values.cost),
    stock: numberOrNull(values.stock),
    active: values.active,
  }),
  rewardInput,
);

// --- Redemptions and the leaderboard ---

/** Rejecting a redemption: the reason the learner reads. */
export const rejectForm = rejectRedemptionRequest;

export type VisibilityValues = { visibility: LeaderboardVisibility; pseudonym: string };

export const visibilityValuesOf = (summary: PointsSummary): VisibilityValues => ({
  visibility: summary.leaderboard.visibility,
  pseudonym: summary.leaderboard.pseudonym ?? '',
});

export const visibilityForm = schemaOver((values: VisibilityValues) => values, leaderboardPreferences);
