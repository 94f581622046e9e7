import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import {
  assertAllowed,
  mayEndorse,
  mayRate,
  maySeeSkills,
  mayWithdraw,
  type PersonTarget,
  type SkillCaller,
} from './skills.policy.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

// Every role × whose skills (the caller's own, another active person's, another disabled person's): 'ok' or the
// code, written out.
const TARGETS = {
  own: { id: ME, status: 'active' },
  active: { id: OTHER, status: 'active' },
  disabled: { id: OTHER, status: 'disabled' },
} as const satisfies Record<string, PersonTarget>;
type Target = keyof typeof TARGETS;
type Row = Record<Target, 'ok' | ErrorCode>;

const SEE: Record<Role, Row> = {
  Learner: { own: 'ok', active: 'ok', disabled: 'NOT_FOUND' },
  CourseCoordinator: { own: 'ok', active: 'ok', disabled: 'NOT_FOUND' },
  ProjectManager: { own: 'ok', active: 'ok', disabled: 'NOT_FOUND' },
  Admin: { own: 'ok', active: 'ok', disabled: 'ok' },
  SuperAdmin: { own: 'ok', active: 'ok', disabled: 'ok' },
};
const RATE: Record<Role, Row> = {
  Learner: { own: 'FORBIDDEN', active: 'FORBIDDEN', disabled: 'FORBIDDEN' },
  CourseCoordinator: { own: 'FORBIDDEN', active: 'FORBIDDEN', disabled: 'FORBIDDEN' },
  ProjectManager: { own: 'SKILL_OWN_CLAIM', active: 'ok', disabled: 'NOT_FOUND' },
  Admin: { own: 'SKILL_OWN_CLAIM', active: 'ok', disabled: 'NOT_FOUND' },
  SuperAdmin: { own: 'SKILL_OWN_CLAIM', active: 'ok', disabled: 'NOT_FOUND' },
};
const ENDORSE: Record<Role, Row> = Object.fromEntries(
  ROLES.map((role) => [role, { own: 'SKILL_OWN_CLAIM', active: 'ok', disabled: 'NOT_FOUND' }]),
) as Record<Role, Row>;

const outcome = (decision: ReturnType<typeof mayRate>) => (decision.allowed ? 'ok' : decision.code);

describe.each([
  ['maySeeSkills', maySeeSkills, SEE],
  ['mayRate', mayRate, RATE],
  ['mayEndorse', mayEndorse, ENDORSE],
] as const)('%s', (_name, decide, table) => {
  for (const role of ROLES)
    for (const target of Object.keys(TARGETS) as Target[])
      it(`${role}, ${target} → ${table[role][target]}`, () => {
        const caller: SkillCaller = { userId: ME, role };
        expect(outcome(decide(caller, TARGETS[target]))).toBe(table[role][target]);
      });
});

describe('mayWithdraw', () => {
  const claim = (withdrawn: boolean) => ({ userId: OTHER, madeBy: OTHER, kind: 'manager-rated', withdrawn });
  const WITHDRAW: Record<Role, ['ok' | ErrorCode, 'ok' | ErrorCode]> = {
    Learner: ['FORBIDDEN', 'FORBIDDEN'],
    CourseCoordinator: ['FORBIDDEN', 'FORBIDDEN'],
    ProjectManager: ['FORBIDDEN', 'FORBIDDEN'],
    Admin: ['ok', 'CONFLICT'],
    SuperAdmin: ['ok', 'CONFLICT'],
  };
  for (const role of ROLES)
    it(`${role}: a live claim → ${WITHDRAW[role][0]}, a withdrawn one → ${WITHDRAW[role][1]}`, () => {
      const caller = { userId: ME, role };
      expect(outcome(mayWithdraw(caller, claim(false)))).toBe(WITHDRAW[role][0]);
      expect(outcome(mayWithdraw(caller, claim(true)))).toBe(WITHDRAW[role][1]);
    });
});

describe('assertAllowed', () => {
  it('throws the decision as an AppError, naming what was not found', () => {
    expect(() => assertAllowed({ allowed: true })).not.toThrow();
    const error = (() => {
      try {
        assertAllowed(mayRate({ userId: ME, role: 'Admin' }, TARGETS.disabled), 'Person not found');
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect([error?.code, error?.message]).toEqual(['NOT_FOUND', 'Person not found']);
  });
});
