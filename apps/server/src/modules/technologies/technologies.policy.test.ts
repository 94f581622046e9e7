import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode } from '@talentpath/contracts/errors';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import {
  assertAllowed,
  mayChange,
  mayCreate,
  type TechnologyAction,
  type TechnologyTarget,
} from './technologies.policy.ts';

const target = (over: Partial<TechnologyTarget> = {}): TechnologyTarget => ({
  adminCreated: false,
  status: 'active',
  inUse: false,
  ...over,
});

const KINDS = {
  plain: target(),
  adminCreated: target({ adminCreated: true }),
  inactive: target({ status: 'inactive' }),
  inUse: target({ inUse: true }),
  adminCreatedInactiveInUse: target({ adminCreated: true, status: 'inactive', inUse: true }),
} as const;
type Kind = keyof typeof KINDS;

// The whole matrix, written out: 'ok' or the error code expected.
type Row = Record<TechnologyAction, Record<Kind, 'ok' | ErrorCode>>;
const ADMIN: Row = {
  edit: { plain: 'ok', adminCreated: 'ok', inactive: 'ok', inUse: 'ok', adminCreatedInactiveInUse: 'ok' },
  delete: {
    plain: 'ok',
    adminCreated: 'ok',
    inactive: 'ok',
    inUse: 'TECHNOLOGY_IN_USE',
    adminCreatedInactiveInUse: 'TECHNOLOGY_IN_USE',
  },
};
const NONE: Row = {
  edit: {
    plain: 'FORBIDDEN',
    adminCreated: 'FORBIDDEN',
    inactive: 'FORBIDDEN',
    inUse: 'FORBIDDEN',
    adminCreatedInactiveInUse: 'FORBIDDEN',
  },
  delete: {
    plain: 'FORBIDDEN',
    adminCreated: 'FORBIDDEN',
    inactive: 'FORBIDDEN',
    inUse: 'FORBIDDEN',
    adminCreatedInactiveInUse: 'FORBIDDEN',
  },
};
const EXPECTED: Record<Role, Row> = {
  SuperAdmin: ADMIN,
  Admin: ADMIN,
  ProjectManager: {
    edit: {
      plain: 'ok',
      adminCreated: 'TECHNOLOGY_ADMIN_CREATED_NOT_EDITABLE',
      inactive: 'TECHNOLOGY_INACTIVE_NOT_EDITABLE',
      inUse: 'ok',
      adminCreatedInactiveInUse: 'TECHNOLOGY_ADMIN_CREATED_NOT_EDITABLE',
    },
    delete: {
      plain: 'ok',
      adminCreated: 'TECHNOLOGY_ADMIN_CREATED_NOT_DELETABLE',
      inactive: 'TECHNOLOGY_INACTIVE_NOT_DELETABLE',
      inUse: 'TECHNOLOGY_IN_USE',
      adminCreatedInactiveInUse: 'TECHNOLOGY_ADMIN_CREATED_NOT_DELETABLE',
    },
  },
  CourseCoordinator: NONE,
  Learner: NONE,
};

const cases = ROLES.flatMap((role) =>
  (['edit', 'delete'] as const).flatMap((action) =>
    (Object.keys(KINDS) as Kind[]).map((kind) => [role, action, kind, EXPECTED[role][action][kind]] as const),
  ),
);

describe('technologies policy: mayChange, every role × action × technology', () => {
  it.each(cases)('%s %s on %s → %s', (role, action, kind, expected) => {
    expect(mayChange(role, KINDS[kind], action)).toEqual(
      expected === 'ok' ? { allowed: true } : { allowed: false, code: expected, message: ERROR_MESSAGES[expected] },
    );
  });

  it('uses the spec texts word for word', () => {
    expect(mayChange('ProjectManager', KINDS.adminCreated, 'edit')).toMatchObject({
      message: 'Admin-created technologies cannot be edited',
    });
    expect(mayChange('ProjectManager', KINDS.adminCreated, 'delete')).toMatchObject({
      message: 'Admin-created technologies cannot be deleted',
    });
    expect(mayChange('ProjectManager', KINDS.inactive, 'edit')).toMatchObject({
      message: 'Inactive technologies cannot be edited',
    });
    expect(mayChange('ProjectManager', KINDS.inactive, 'delete')).toMatchObject({
      message: 'Inactive technologies cannot be deleted',
    });
    expect(mayChange('Admin', KINDS.inUse, 'delete')).toMatchObject({
      message: 'Cannot delete technology that is in use by projects',
    });
  });
});

describe('technologies policy: mayCreate', () => {
  it.each([
    ['SuperAdmin', true],
    ['Admin', true],
    ['ProjectManager', true],
    ['CourseCoordinator', false],
    ['Learner', false],
  ] as const)('%s → %s', (role, allowed) => {
    expect(mayCreate(role).allowed).toBe(allowed);
  });
});

describe('assertAllowed', () => {
  it('passes an allowed decision and throws the denied one as an AppError with its status', () => {
    expect(() => assertAllowed(mayChange('Admin', KINDS.plain, 'delete'))).not.toThrow();
    const error = (() => {
      try {
        assertAllowed(mayChange('ProjectManager', KINDS.inactive, 'delete'));
      } catch (e) {
        return e;
      }
    })() as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect({ code: error.code, status: error.status, message: error.message }).toEqual({
      code: 'TECHNOLOGY_INACTIVE_NOT_DELETABLE',
      status: 409,
      message: 'Inactive technologies cannot be deleted',
    });
  });
});
