import { describe, expect, it } from 'vitest';
import { ROLE_HOME, ROLES, roleHome, type Role } from '@talentpath/contracts/roles';
import { destinationAfterLogin, destinationAfterSignIn, resolveAccess } from './role-routing';
import type { SessionState } from './session-store';

const signedIn = (currentRole: Role, roles: Role[]): SessionState => ({
  status: 'signed-in',
  user: { id: 'u', name: 'U', email: 'u@x.io', roles, avatar: null },
  currentRole,
  requirePasswordChange: false,
});

describe('role homes (spec §4)', () => {
  it.each([
    ['Admin', '/admin/dashboard'],
    ['SuperAdmin', '/admin/dashboard'],
    ['Learner', '/learner/dashboard'],
    ['CourseCoordinator', '/coordinator/dashboard'],
    ['ProjectManager', '/project-manager/dashboard'],
  ] as const)('%s → %s', (role, home) => {
    expect(ROLE_HOME[role]).toBe(home);
  });

  it('sends an unknown role to /', () => {
    expect(roleHome('Janitor')).toBe('/');
  });
});

describe('destination after sign-in', () => {
  it('goes to the home of a single role', () => {
    expect(destinationAfterSignIn(['ProjectManager'], 'ProjectManager')).toBe('/project-manager/dashboard');
  });
  it('goes to role selection with several roles', () => {
    expect(destinationAfterSignIn(['Learner', 'Admin'], 'Learner')).toBe('/role-selection');
  });
});

describe('destination of the sign-in dialog', () => {
  const login = (roles: Role[], currentRole: Role, requirePasswordChange: boolean) => ({
    roles,
    requirePasswordChange,
    token: { currentRole },
  });
  it('goes into the shell of the current role while a temporary password must be replaced', () => {
    expect(destinationAfterLogin(login(['Learner', 'ProjectManager'], 'ProjectManager', true))).toBe(
      '/project-manager/dashboard',
    );
    expect(destinationAfterLogin(login(['Learner'], 'Learner', true))).toBe('/learner/dashboard');
  });
  it('otherwise goes home with one role and to role selection with several', () => {
    expect(destinationAfterLogin(login(['Learner'], 'Learner', false))).toBe('/learner/dashboard');
    expect(destinationAfterLogin(login(['Learner', 'Admin'], 'Learner', false))).toBe('/role-selection');
  });
});

describe('protected-route gate (spec §6)', () => {
  it('waits while auth initialises', () => {
    expect(resolveAccess({ status: 'initialising' }, 'admin')).toEqual({ kind: 'loading' });
  });
  it('sends visitors without a user to /', () => {
    expect(resolveAccess({ status: 'signed-out', notice: null }, 'signed-in')).toEqual({ kind: 'redirect', to: '/' });
  });
  it.each(ROLES)('lets %s into sign-in-only routes', (role) => {
    expect(resolveAccess(signedIn(role, [role]), 'signed-in')).toEqual({ kind: 'allow' });
  });
  it.each([
    ['learner', 'Learner'],
    ['admin', 'Admin'],
    ['admin', 'SuperAdmin'],
    ['coordinator', 'CourseCoordinator'],
    ['project-manager', 'ProjectManager'],
  ] as const)('lets %s routes admit %s', (area, role) => {
    expect(resolveAccess(signedIn(role, [role]), area)).toEqual({ kind: 'allow' });
  });
  it.each([
    ['learner', ['Admin', 'SuperAdmin', 'CourseCoordinator', 'ProjectManager']],
    ['admin', ['Learner', 'CourseCoordinator', 'ProjectManager']],
    ['coordinator', ['Admin', 'SuperAdmin', 'Learner', 'ProjectManager']],
    ['project-manager', ['Admin', 'SuperAdmin', 'Learner', 'CourseCoordinator']],
  ] as const)('keeps every other role out of %s routes', (area, outsiders) => {
    for (const role of outsiders)
      expect(resolveAccess(signedIn(role, [role]), area), role).toEqual({ kind: 'redirect', to: '/' });
  });
  it('sends a user with several roles to role selection when the role may not enter', () => {
    expect(resolveAccess(signedIn('Learner', ['Learner', 'Admin']), 'admin')).toEqual({
      kind: 'redirect',
      to: '/role-selection',
    });
  });
  it('sends a user with one role to / when the role may not enter', () => {
    expect(resolveAccess(signedIn('Learner', ['Learner']), 'coordinator')).toEqual({ kind: 'redirect', to: '/' });
  });
});
