import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_KINDS, type ClaimKind } from '@talentpath/contracts/skills';
import { type ClaimFacts, effectiveSkill } from './effective-skill.ts';

const TODAY = '2026-06-15';
let n = 0;
const claim = (kind: ClaimKind, level: number, extra: Partial<ClaimFacts> = {}): ClaimFacts => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  kind,
  level,
  claimedAt: new Date('2026-03-12T10:00:00Z'),
  validUntil: null,
  withdrawn: false,
  ...extra,
});

describe('effectiveSkill', () => {
  it('takes the highest level others back; the person’s own word decides only when nothing else does', () => {
    const self = claim('self-assessed', 5);
    expect(effectiveSkill([self], TODAY)).toMatchObject({ level: 5, basis: 'self', verifiedLevel: null });
    const rating = claim('manager-rated', 2);
    expect(effectiveSkill([self, rating], TODAY)).toMatchObject({ level: 2, basis: 'rated', basisClaimId: rating.id });
    const course = claim('course-completed', 3);
    expect(effectiveSkill([self, rating, course], TODAY)).toMatchObject({
      level: 3,
      basis: 'evidence',
      verifiedLevel: 3,
      basisClaimId: course.id,
    });
  });

  it('shows evidence over a rating of the same level, and keeps a higher rating above a lower course', () => {
    const rating = claim('manager-rated', 4);
    const course = claim('course-completed', 4);
    expect(effectiveSkill([rating, course], TODAY)).toMatchObject({ basis: 'evidence', basisClaimId: course.id });
    const beginner = claim('course-completed', 2);
    expect(effectiveSkill([rating, beginner], TODAY)).toMatchObject({ level: 4, basis: 'rated', verifiedLevel: 2 });
  });

  it('counts endorsements and never lets them raise the level or stand alone', () => {
    const endorsements = [claim('peer-endorsed', 5), claim('peer-endorsed', 5)];
    expect(effectiveSkill(endorsements, TODAY)).toBeNull();
    expect(effectiveSkill([claim('self-assessed', 1), ...endorsements], TODAY)).toMatchObject({
      level: 1,
      endorsements: 2,
    });
  });

  it('drops a claim after its last day, and a withdrawn one at once; the next expiry is the day after', () => {
    const certificate = claim('certificate', 5, { validUntil: '2026-06-14' });
    const rating = claim('manager-rated', 3);
    expect(effectiveSkill([certificate, rating], TODAY)).toMatchObject({ level: 3, verifiedLevel: null });
    const lasting = claim('certificate', 5, { validUntil: TODAY });
    expect(effectiveSkill([lasting, rating], TODAY)).toMatchObject({ level: 5, nextExpiry: '2026-06-16' });
    expect(effectiveSkill([claim('course-completed', 4, { withdrawn: true })], TODAY)).toBeNull();
  });

  const claims = fc.array(
    fc.record({
      id: fc.uuid(),
      kind: fc.constantFrom(...CLAIM_KINDS),
      level: fc.integer({ min: 1, max: 5 }),
      claimedAt: fc.date({ min: new Date('2025-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
      validUntil: fc.option(fc.constantFrom('2026-06-01', '2026-06-14', TODAY, '2026-06-16', '2027-01-01'), {
        nil: null,
      }),
      withdrawn: fc.boolean(),
    }),
    { maxLength: 8 },
  );

  it('property: order does not matter; dead claims and endorsements never change the level', () => {
    fc.assert(
      fc.property(claims, claims, (some, others) => {
        const result = effectiveSkill(some, TODAY);
        expect(effectiveSkill([...some].reverse(), TODAY)).toEqual(result);
        const dead = others.map((c) => ({ ...c, withdrawn: true }));
        expect(effectiveSkill([...some, ...dead], TODAY)).toEqual(result);
        const endorsements = others.map((c) => ({ ...c, kind: 'peer-endorsed' as const, withdrawn: false }));
        const endorsed = effectiveSkill([...some, ...endorsements], TODAY);
        if (result)
          expect({ ...endorsed, endorsements: 0, nextExpiry: null }).toEqual({
            ...result,
            endorsements: 0,
            nextExpiry: null,
          });
      }),
    );
  });

  it('property: the level is the best of what others back, the verified level never above it, self only alone', () => {
    fc.assert(
      fc.property(claims, (some) => {
        const result = effectiveSkill(some, TODAY);
        const live = some.filter((c) => !c.withdrawn && (c.validUntil === null || c.validUntil >= TODAY));
        const vouched = live.filter((c) => !['self-assessed', 'peer-endorsed'].includes(c.kind));
        const own = live.filter((c) => c.kind === 'self-assessed');
        if (vouched.length === 0 && own.length === 0) {
          expect(result).toBeNull();
          return;
        }
        const expected = Math.max(...(vouched.length > 0 ? vouched : own).map((c) => c.level));
        expect(result?.level).toBe(expected);
        if (result?.verifiedLevel !== null) expect(result!.verifiedLevel!).toBeLessThanOrEqual(result!.level);
        if (vouched.length > 0) expect(result?.basis).not.toBe('self');
      }),
    );
  });

  it('property: adding a live claim by someone else never lowers the level', () => {
    fc.assert(
      fc.property(
        claims,
        fc.constantFrom<ClaimKind>('manager-rated', 'course-completed', 'assessment-passed', 'certificate'),
        fc.integer({ min: 1, max: 5 }),
        (some, kind, level) => {
          const before = effectiveSkill(some, TODAY)?.level ?? 0;
          const after = effectiveSkill([...some, claim(kind, level)], TODAY)?.level ?? 0;
          const selfOnly = effectiveSkill(some, TODAY)?.basis === 'self';
          // Only the person's own word gives way to another's lower rating (the rule's point); nothing else falls.
          if (!selfOnly) expect(after).toBeGreaterThanOrEqual(before);
          else expect(after).toBe(level);
        },
      ),
    );
  });
});
