import { addDays } from '@talentpath/contracts/calendar-days';
import { type ClaimKind, type ClaimStatus, EVIDENCE_KINDS, type SkillBasis } from '@talentpath/contracts/skills';

// A skill's effective level from its claims (ADR 0059). Pure: the same claims and day give the same answer.
//
// - A claim counts while it is live: not withdrawn, and its valid-until (the last day it counts) not passed.
// - Endorsements never count towards the level: they are a count.
// - The level is the highest level that someone or something other than the person backs — evidence (a course
//   completed, an assessment passed, a certificate, a delivered project) or a manager's rating. The person's own
//   assessment decides only when nothing else backs the skill: it never lowers nor raises what others vouch for.
// - Evidence outranks a rating: at the same level the skill shows as verified, by the evidence. `verifiedLevel` is
//   the highest level evidence alone backs (what a project that requires verified skills reads).
// - Among claims of the same rank and level, the newest is the one shown.

export type ClaimFacts = {
  id: string;
  kind: ClaimKind;
  level: number;
  claimedAt: Date;
  /** 'YYYY-MM-DD', the last day it counts. */
  validUntil: string | null;
  withdrawn: boolean;
};

export type EffectiveSkill = {
  level: number;
  verifiedLevel: number | null;
  basis: SkillBasis;
  basisClaimId: string;
  endorsements: number;
  /** The first day a counting claim stops counting ('YYYY-MM-DD'), or null. */
  nextExpiry: string | null;
};

const EVIDENCE = new Set<ClaimKind>(EVIDENCE_KINDS);

export const basisOf = (kind: ClaimKind): SkillBasis | null =>
  EVIDENCE.has(kind) ? 'evidence' : kind === 'manager-rated' ? 'rated' : kind === 'self-assessed' ? 'self' : null;

/** A claim's status on `today` ('YYYY-MM-DD'). */
export function claimStatus(claim: Pick<ClaimFacts, 'validUntil' | 'withdrawn'>, today: string): ClaimStatus {
  if (claim.withdrawn) return 'withdrawn';
  return claim.validUntil !== null && claim.validUntil < today ? 'expired' : 'live';
}

const RANK: Record<SkillBasis, number> = { evidence: 3, rated: 2, self: 1 };

/** The skill these claims give on `today`, or null when no live claim backs it. */
export function effectiveSkill(claims: readonly ClaimFacts[], today: string): EffectiveSkill | null {
  const live = claims.filter((c) => claimStatus(c, today) === 'live');
  const endorsements = live.filter((c) => c.kind === 'peer-endorsed').length;
  const counting = live.filter((c) => basisOf(c.kind) !== null);
  const vouched = counting.filter((c) => basisOf(c.kind) !== 'self');
  const deciding = vouched.length > 0 ? vouched : counting;
  if (deciding.length === 0) return null;
  const best = deciding.reduce((a, b) => {
    if (a.level !== b.level) return a.level > b.level ? a : b;
    const ra = RANK[basisOf(a.kind)!];
    const rb = RANK[basisOf(b.kind)!];
    if (ra !== rb) return ra > rb ? a : b;
    if (a.claimedAt.getTime() !== b.claimedAt.getTime()) return a.claimedAt > b.claimedAt ? a : b;
    return a.id > b.id ? a : b;
  });
  const evidence = counting.filter((c) => basisOf(c.kind) === 'evidence');
  const verifiedLevel = evidence.length > 0 ? Math.max(...evidence.map((c) => c.level)) : null;
  const ends = live.flatMap((c) => (c.validUntil === null ? [] : [addDays(c.validUntil, 1)]));
  return {
    level: best.level,
    verifiedLevel,
    basis: basisOf(best.kind)!,
    basisClaimId: best.id,
    endorsements,
    // ISO days compare as strings: the first in order is the earliest.
    nextExpiry: ends.sort()[0] ?? null,
  };
}
