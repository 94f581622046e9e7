import type { TFunction } from 'i18next';
import {
  type PersonSkill,
  REMOVED_FROM_LIST,
  REPLACED_BY_RATING,
  type SkillClaim,
  WITHDRAWN_BY_MAKER,
} from '@talentpath/contracts/skills';
import { SKILL_LEVEL_MAX } from '@talentpath/contracts/workforce-messages';
import { formatDate } from '../../lib/format-date-time';

// The words of a skill on the talent profile. Its t() keys are in each of: talent
type T = TFunction<'talent'>;

/** A level in words: its number and its name ("Level 3 of 5 · Competent"). */
export const levelText = (t: T, level: number) =>
  t('level.text', { level, max: SKILL_LEVEL_MAX, name: t(`level.names.${level as 1 | 2 | 3 | 4 | 5}`) });

/** A level as a choice in a field ("3 · Competent"). */
export const levelOption = (t: T, level: number) =>
  t('level.option', { level, name: t(`level.names.${level as 1 | 2 | 3 | 4 | 5}`) });

/**
 * Where a skill's level comes from, in words (ADR 0059: every screen shows the claim a level rests on): verified by
 * a course, an assessment, a certificate or a project; rated by a manager; or self-assessed. A stale skill (every
 * claim that counted expired or withdrawn) says so.
 */
export function sourceText(t: T, skill: PersonSkill, language?: string): string {
  const from = skill.from;
  if (skill.level === null || !from) {
    const expired = skill.claims.some((c) => c.status === 'expired' && c.kind !== 'peer-endorsed');
    return t(expired ? 'stale.expired' : 'stale.withdrawn');
  }
  const values = { label: from.label, date: formatDate(from.at, language) };
  if (from.basis === 'self') return t('from.self', values);
  if (from.basis === 'rated') return t(from.label ? 'from.rated' : 'from.ratedUnsigned', values);
  if (!from.label) return t('from.evidence', values);
  switch (from.kind) {
    case 'course-completed':
      return t('from.course-completed', values);
    case 'assessment-passed':
      return t('from.assessment-passed', values);
    case 'certificate':
      return t('from.certificate', values);
    case 'project-delivered':
      return t('from.project-delivered', values);
    default:
      return t('from.evidence', values);
  }
}

/** Who or what made a claim: the course, certificate or project it points at, or the person who made it. */
export function claimOrigin(t: T, claim: SkillClaim): string {
  if (claim.source) return t(`history.source.${claim.source.type}`, { label: claim.source.label });
  if (claim.madeBy) return t('history.by', { name: claim.madeBy.name });
  return t('history.unsigned');
}

// The reasons the server writes itself when a claim is withdrawn without an admin (skills.service.ts): shown in
// the reader's language. An admin's own reason is shown as it was written.
const SERVER_REASONS: Record<string, 'history.reasons.maker' | 'history.reasons.replaced' | 'history.reasons.removed'> =
  {
    [WITHDRAWN_BY_MAKER]: 'history.reasons.maker',
    [REPLACED_BY_RATING]: 'history.reasons.replaced',
    [REMOVED_FROM_LIST]: 'history.reasons.removed',
  };

/** Why a claim was withdrawn, in words the reader can read. */
export function withdrawalReason(t: T, reason: string): string {
  const key = SERVER_REASONS[reason];
  return key ? t(key) : reason;
}

/** The caller's own live assessment of the skill, if any. */
export const liveSelfClaim = (skill: PersonSkill) =>
  skill.claims.find((c) => c.kind === 'self-assessed' && c.status === 'live');

/** The caller's own live rating of the skill, if any. */
export const liveRatingBy = (skill: PersonSkill, userId: string) =>
  skill.claims.find((c) => c.kind === 'manager-rated' && c.status === 'live' && c.madeBy?.id === userId);
