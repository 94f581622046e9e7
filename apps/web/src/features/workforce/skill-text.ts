import type { TFunction } from 'i18next';
import type { Skill } from '@talentpath/contracts/staffing';

/**
 * A skill as staffing shows it (ADR 0059): its level and what it rests on — verified by evidence (at the level, or
 * at a lower one), a manager's rating, or the person's own word.
 */
export function skillText(t: TFunction<'workforce'>, s: Skill): string {
  const values = { name: s.name, level: s.level, verified: s.verifiedLevel ?? 0 };
  if (s.verifiedLevel !== null) return t(s.verifiedLevel >= s.level ? 'skill.verified' : 'skill.verifiedAt', values);
  return t(s.basis === 'self' ? 'skill.self' : 'skill.rated', values);
}
