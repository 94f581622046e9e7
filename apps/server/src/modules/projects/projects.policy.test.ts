import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode } from '@talentpath/contracts/errors';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import { type ProjectAction, assertAllowed, mayActOnProject, mayCreateProject } from './projects.policy.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

/** The caller's own project, another manager's, and one whose manager's account is gone. */
const KINDS = {
  own: { managerId: ME },
  anotherManagers: { managerId: OTHER },
  noManager: { managerId: null },
} as const;
type Kind = keyof typeof KINDS;
const ACTIONS: readonly ProjectAction[] = ['read', 'edit', 'delete', 'staff'];

// The whole matrix, written out: 'ok' or the error code expected.
type Row = Record<ProjectAction, Record<Kind, 'ok' | ErrorCode>>;
const FORBIDDEN_ALL: Row = {
  read: { own: 'FORBIDDEN', anotherManagers: 'FORBIDDEN', noManager: 'FORBIDDEN' },
  edit: { own: 'FORBIDDEN', anotherManagers: 'FORBIDDEN', noManager: 'FORBIDDEN' },
  delete: { own: 'FORBIDDEN', anotherManagers: 'FORBIDDEN', noManager: 'FORBIDDEN' },
  staff: { own: 'FORBIDDEN', anotherManagers: 'FORBIDDEN', noManager: 'FORBIDDEN' },
};
const EXPECTED: Record<Role, Row> = {
  ProjectManager: {
    read: { own: 'ok', anotherManagers: 'ok', noManager: 'ok' },
    edit: { own: 'ok', anotherManagers: 'PROJECT_NOT_MANAGER', noManager: 'PROJECT_NOT_MANAGER' },
    delete: { own: 'ok', anotherManagers: 'PROJECT_NOT_MANAGER', noManager: 'PROJECT_NOT_MANAGER' },
    staff: { own: 'ok', anotherManagers: 'PROJECT_NOT_MANAGER', noManager: 'PROJECT_NOT_MANAGER' },
  },
  // Admins run the organisation, not its projects: even a project they made while acting as a manager.
  SuperAdmin: FORBIDDEN_ALL,
  Admin: FORBIDDEN_ALL,
  CourseCoordinator: FORBIDDEN_ALL,
  Learner: FORBIDDEN_ALL,
};

const cases = ROLES.flatMap((role) =>
  ACTIONS.flatMap((action) =>
    (Object.keys(KINDS) as Kind[]).map((kind) => [role, action, kind, EXPECTED[role][action][kind]] as const),
  ),
);

describe('projects policy: mayActOnProject, every role × action × whose project', () => {
  it('covers every role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROLES].sort());
  });

  it.each(cases)('%s %s on %s → %s', (role, action, kind, expected) => {
    expect(mayActOnProject({ userId: ME, role }, KINDS[kind], action)).toEqual(
      expected === 'ok' ? { allowed: true } : { allowed: false, code: expected, message: ERROR_MESSAGES[expected] },
    );
  });

  it('uses the error catalogue’s text for a project that is not the caller’s', () => {
    expect(mayActOnProject({ userId: ME, role: 'ProjectManager' }, KINDS.anotherManagers, 'edit')).toMatchObject({
      message: "Only the project's manager can change this project",
    });
  });
});

describe('projects policy: mayCreateProject', () => {
  it.each([
    ['SuperAdmin', false],
    ['Admin', false],
    ['ProjectManager', true],
    ['CourseCoordinator', false],
    ['Learner', false],
  ] as const)('%s → %s', (role, allowed) => {
    expect(mayCreateProject(role)).toEqual(
      allowed ? { allowed: true } : { allowed: false, code: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN },
    );
  });
});

describe('assertAllowed', () => {
  it('passes an allowed decision and throws the denied one as an AppError with its status', () => {
    expect(() =>
      assertAllowed(mayActOnProject({ userId: ME, role: 'ProjectManager' }, KINDS.own, 'staff')),
    ).not.toThrow();
    let error: unknown;
    try {
      assertAllowed(mayActOnProject({ userId: ME, role: 'ProjectManager' }, KINDS.anotherManagers, 'delete'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect({ code: (error as AppError).code, status: (error as AppError).status }).toEqual({
      code: 'PROJECT_NOT_MANAGER',
      status: 403,
    });
  });
});
