import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import { assertOwnAccount, assertRoleHeld, holdsRole, isOwnAccount } from './auth.policy.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const SOMEONE_ELSE = '22222222-2222-4222-8222-222222222222';

const thrownBy = (work: () => void) => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
};

// Both calls that name an account go through the one rule (auth.service.ts: changePassword, selectRole).
const ACTIONS = ['change-password', 'select-role'] as const;
const cases = ROLES.flatMap((role) =>
  ACTIONS.flatMap((action) =>
    (['own', "someone else's"] as const).map((whose) => [role, action, whose, whose === 'own'] as const),
  ),
);

describe('a user acts on their own account only: every role × action × own / someone else’s', () => {
  it.each(cases)('%s %s on %s account → %s', (role, _action, whose, allowed) => {
    const caller = { userId: ME, role };
    const target = whose === 'own' ? ME : SOMEONE_ELSE;
    expect(isOwnAccount(caller, target)).toBe(allowed);
    const thrown = thrownBy(() => assertOwnAccount(caller, target));
    if (allowed) expect(thrown).toBeUndefined();
    else expect(thrown).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('a session switches only to a role its user holds: every role held × every role asked', () => {
  const held: Role[][] = [['Learner'], ['Admin', 'Learner'], ['SuperAdmin', 'Admin', 'CourseCoordinator'], []];
  it.each(
    held.flatMap((roles) => ROLES.map((role) => [roles.join('+') || 'none', role, roles.includes(role)] as const)),
  )('holding %s, asking %s → %s', (rolesText, role, allowed) => {
    const user = { roles: rolesText === 'none' ? [] : (rolesText.split('+') as Role[]) };
    expect(holdsRole(user, role)).toBe(allowed);
    const thrown = thrownBy(() => assertRoleHeld(user, role));
    if (allowed) expect(thrown).toBeUndefined();
    else {
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ code: 'ROLE_NOT_HELD' });
    }
  });
});
