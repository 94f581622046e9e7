import type { ReactNode } from 'react';
import i18next from 'i18next';
import {
  BADGE_CONDITIONS_MAX,
  BADGE_CONDITIONS_REQUIRED,
  BADGE_DESCRIPTION_MAX,
  BADGE_NAME_MAX,
  BADGE_NAME_REQUIRED,
  COOLDOWN_INVALID,
  conditionTargetInvalid,
  DAILY_CAP_INVALID,
  LEVEL_NAME_MAX,
  LEVEL_NAME_REQUIRED,
  LEVEL_THRESHOLD_INVALID,
  LEVELS_ASCENDING,
  LEVELS_MAX,
  LEVELS_START_AT_ZERO,
  POINTS_INVALID,
  PSEUDONYM_MAX,
  PSEUDONYM_REQUIRED,
  REDEEM_REASON_MAX,
  REJECT_REASON_REQUIRED,
  REWARD_COST_INVALID,
  REWARD_NAME_MAX,
  REWARD_NAME_REQUIRED,
  REWARD_STOCK_INVALID,
  RULE_THRESHOLDS,
  RULES_INCOMPLETE,
  THRESHOLD_NOT_USED,
  thresholdInvalid,
} from '@talentpath/contracts/recognition';

// The contracts' recognition messages (the forms' own and the server's `details`) and their keys in this feature's
// namespace. They are not in lib/validation.ts's table on purpose: that table ships with the first visit, which
// has no room for them (bench:size), and only these screens can show them.

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const notAllowed = (label: string) => `${label} contains characters that are not allowed`;

const KEYS: Record<string, string> = {
  [POINTS_INVALID]: 'pointsInvalid',
  [DAILY_CAP_INVALID]: 'dailyCapInvalid',
  [COOLDOWN_INVALID]: 'cooldownInvalid',
  [THRESHOLD_NOT_USED]: 'thresholdNotUsed',
  [RULES_INCOMPLETE]: 'rulesIncomplete',
  [LEVEL_NAME_REQUIRED]: 'levelNameRequired',
  [tooLong('Level name', LEVEL_NAME_MAX)]: 'levelNameTooLong',
  [notAllowed('Level name')]: 'levelNameNotAllowed',
  [LEVELS_START_AT_ZERO]: 'levelsStartAtZero',
  [LEVELS_ASCENDING]: 'levelsAscending',
  [LEVEL_THRESHOLD_INVALID]: 'levelThresholdInvalid',
  [`At most ${LEVELS_MAX} levels`]: 'levelsTooMany',
  [BADGE_NAME_REQUIRED]: 'badgeNameRequired',
  [tooLong('Badge name', BADGE_NAME_MAX)]: 'badgeNameTooLong',
  [notAllowed('Badge name')]: 'badgeNameNotAllowed',
  [tooLong('Description', BADGE_DESCRIPTION_MAX)]: 'badgeDescriptionTooLong',
  [notAllowed('Description')]: 'descriptionNotAllowed',
  [BADGE_CONDITIONS_REQUIRED]: 'conditionsRequired',
  [`A badge has at most ${BADGE_CONDITIONS_MAX} conditions`]: 'conditionsTooMany',
  [REWARD_NAME_REQUIRED]: 'rewardNameRequired',
  [tooLong('Reward name', REWARD_NAME_MAX)]: 'rewardNameTooLong',
  [notAllowed('Reward name')]: 'rewardNameNotAllowed',
  'Description must be at most 1000 characters': 'rewardDescriptionTooLong',
  [REWARD_COST_INVALID]: 'costInvalid',
  [REWARD_STOCK_INVALID]: 'stockInvalid',
  [REJECT_REASON_REQUIRED]: 'reasonRequired',
  [`Reason must be at most ${REDEEM_REASON_MAX} characters`]: 'reasonTooLong',
  [PSEUDONYM_REQUIRED]: 'pseudonymRequired',
  [tooLong('Pseudonym', PSEUDONYM_MAX)]: 'pseudonymTooLong',
  [notAllowed('Pseudonym')]: 'pseudonymNotAllowed',
};

/** Messages made from numbers: their key and the numbers to say. */
const BOUNDED: Record<string, { key: string; values: Record<string, number> }> = Object.fromEntries([
  ...Object.values(RULE_THRESHOLDS).map(({ min, max }) => [
    thresholdInvalid(min, max),
    { key: 'thresholdInvalid', values: { min, max } },
  ]),
  ...[1000, 365, 10_000_000].map((max) => [conditionTargetInvalid(max), { key: 'targetInvalid', values: { max } }]),
]);

/** A field error of these forms in the reader's language; any other is left as it is (already translated). */
export function recognitionMessage(error: ReactNode): ReactNode {
  if (typeof error !== 'string') return error;
  const key = KEYS[error];
  if (key) return i18next.t(`recognition:validation.${key}` as 'recognition:validation.pointsInvalid');
  const bounded = BOUNDED[error];
  if (bounded)
    return i18next.t(`recognition:validation.${bounded.key}` as 'recognition:validation.targetInvalid', bounded.values);
  return error;
}

/** A field's props with its error in the reader's language. */
export const withMessage = <P extends { error?: ReactNode }>(props: P): P => ({
  ...props,
  error: recognitionMessage(props.error),
});
