import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@talentpath/contracts/errors';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import { MESSAGES, assertMayManage, mayManage, type UserAction } from './users.policy.ts';

const CALLER_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

type TargetKind = 'self' | 'learner' | 'admin' | 'superadmin';
const targetOf = (kind: TargetKind, callerRole: Role) =>
  ({
    self: { id: CALLER_ID, roles: [callerRole] },
    learner: { id: OTHER_ID, roles: ['Learner'] },
    admin: { id: OTHER_ID, roles: ['Admin', 'Learner'] },
    superadmin: { id: OTHER_ID, roles: ['SuperAdmin', 'Admin'] },
  })[kind] as { id: string; roles: Role[] };

// The whole matrix, written out: 'ok' is allowed; anything else is the FORBIDDEN message expected.
const NO = ERROR_MESSAGES.FORBIDDEN;
const SA = MESSAGES.superAdminOnly;
const OWN = MESSAGES.ownStatus;
const PROMOTE = MESSAGES.promoteSuperAdminOnly;
const ADM = MESSAGES.adminSuperAdminOnly;
const DEL = MESSAGES.ownDelete;
const outsider = { self: NO, learner: NO, admin: NO, superadmin: NO };
const ACTIONS = ['create', 'update', 'delete', 'send-temp-password', 'toggle-status', 'promote'] as const;
const outsiders = Object.fromEntries(ACTIONS.map((a) => [a, outsider])) as Record<UserAction, typeof outsider>;
const EXPECTED: Record<Role, Record<UserAction, Record<TargetKind, string>>> = {
  SuperAdmin: {
    create: { self: 'ok', learner: 'ok', admin: 'ok', superadmin: 'ok' },
    update: { self: 'ok', learner: 'ok', admin: 'ok', superadmin: 'ok' },
    delete: { self: DEL, learner: 'ok', admin: 'ok', superadmin: 'ok' },
    'send-temp-password': { self: 'ok', learner: 'ok', admin: 'ok', superadmin: 'ok' },
    'toggle-status': { self: OWN, learner: 'ok', admin: 'ok', superadmin: 'ok' },
    promote: { self: 'ok', learner: 'ok', admin: 'ok', superadmin: 'ok' },
  },
  Admin: {
    // 'self' is an Admin too: an Admin edits no Admin account, its own included.
    create: { self: ADM, learner: 'ok', admin: ADM, superadmin: SA },
    update: { self: ADM, learner: 'ok', admin: ADM, superadmin: SA },
    delete: { self: DEL, learner: 'ok', admin: ADM, superadmin: SA },
    'send-temp-password': { self: ADM, learner: 'ok', admin: ADM, superadmin: SA },
    'toggle-status': { self: OWN, learner: 'ok', admin: ADM, superadmin: SA },
    promote: { self: PROMOTE, learner: PROMOTE, admin: PROMOTE, superadmin: PROMOTE },
  },
  Learner: outsiders,
  CourseCoordinator: outsiders,
  ProjectManager: outsiders,
};

const cases = ROLES.flatMap((role) =>
  ACTIONS.flatMap((action) =>
    (['self', 'learner', 'admin', 'superadmin'] as const).map(
      (kind) => [role, action, kind, EXPECTED[role][action][kind]] as const,
    ),
  ),
);

describe('mayManage: every role × action × target', () => {
  it.each(cases)('%s %s on %s → %s', (role, action, kind, expected) => {
    const decision = mayManage({ userId: CALLER_ID, role }, targetOf(kind, role), action);
    expect(decision).toEqual(
      expected === 'ok' ? { allowed: true } : { allowed: false, code: 'FORBIDDEN', message: expected },
    );
  });

  it('covers allow and deny for both admin roles', () => {
    for (const role of ['Admin', 'SuperAdmin'] as const) {
      const outcomes = new Set(cases.filter((c) => c[0] === role).map((c) => c[3] === 'ok'));
      expect(outcomes, role).toEqual(new Set([true, false]));
    }
  });
});

describe('mayManage: how the target is read', () => {
  it('knows oneself by id, not by roles', () => {
    const twin = { id: OTHER_ID, roles: ['Admin'] as Role[] };
    expect(mayManage({ userId: CALLER_ID, role: 'SuperAdmin' }, twin, 'toggle-status')).toEqual({ allowed: true });
  });

  it('treats any account holding SuperAdmin as a SuperAdmin, whatever else it holds', () => {
    const target = { id: OTHER_ID, roles: ['Learner', 'SuperAdmin'] as Role[] };
    expect(mayManage({ userId: CALLER_ID, role: 'Admin' }, target, 'send-temp-password')).toMatchObject({
      allowed: false,
      message: SA,
    });
  });
});

describe('assertMayManage', () => {
  it('returns when allowed', () => {
    expect(() =>
      assertMayManage({ userId: CALLER_ID, role: 'Admin' }, targetOf('learner', 'Admin'), 'toggle-status'),
    ).not.toThrow();
  });

  it('throws a 403 AppError with the decision message when denied', () => {
    let thrown: unknown;
    try {
      assertMayManage({ userId: CALLER_ID, role: 'Admin' }, targetOf('superadmin', 'Admin'), 'toggle-status');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'FORBIDDEN', status: 403, message: SA });
  });
});
