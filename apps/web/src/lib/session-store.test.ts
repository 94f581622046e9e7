import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import {
  applySelectedRole,
  endSession,
  getSession,
  holdLoginToast,
  initialiseSession,
  markPasswordChanged,
  startSession,
  syncSessionFromStorage,
  takeHeldLoginToast,
} from './session-store';

import { tokens, user } from '../test/session-fixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
});

describe('session store', () => {
  it('stores every key at sign-in (spec §3)', () => {
    startSession(user, tokens, true);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('at');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('rt');
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBe('2030-01-01T00:00:00.000Z');
    expect(localStorage.getItem(STORAGE_KEYS.currentRole)).toBe('Admin');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '')).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u1');
    expect(localStorage.getItem(STORAGE_KEYS.requirePasswordChange)).toBe('true');
    expect(getSession()).toMatchObject({ status: 'signed-in', currentRole: 'Admin', requirePasswordChange: true });
  });

  it('restores a stored session at startup', () => {
    startSession(user, tokens, false);
    initialiseSession();
    expect(getSession()).toMatchObject({
      status: 'signed-in',
      user,
      currentRole: 'Admin',
      requirePasswordChange: false,
    });
  });

  it('starts signed out when user, token or role is missing', () => {
    startSession(user, tokens, false);
    localStorage.removeItem(STORAGE_KEYS.currentRole);
    initialiseSession();
    expect(getSession()).toEqual({ status: 'signed-out', notice: null });
  });

  it('clears a corrupt store and reports the startup failure', () => {
    startSession(user, tokens, false);
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    initialiseSession();
    expect(getSession()).toEqual({ status: 'signed-out', notice: 'init-failed' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('clears session storage and cached learner data when signed out', () => {
    sessionStorage.setItem('draft', 'x');
    localStorage.setItem(STORAGE_KEYS.courseCategories, '[]');
    localStorage.setItem(STORAGE_KEYS.recentlyAccessedCourses, '[]');
    localStorage.setItem(STORAGE_KEYS.language, 'no');
    initialiseSession();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.courseCategories)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.recentlyAccessedCourses)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('no');
  });

  it('stores the tokens and role of a selected role', () => {
    startSession(user, tokens, false);
    applySelectedRole({ ...tokens, accessToken: 'at-2', refreshToken: 'rt-2', currentRole: 'Learner' }, false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('at-2');
    expect(localStorage.getItem(STORAGE_KEYS.currentRole)).toBe('Learner');
    expect(getSession()).toMatchObject({ currentRole: 'Learner' });
  });

  it('clears the password-change flag and keeps the new access token', () => {
    startSession(user, tokens, true);
    markPasswordChanged({ accessToken: 'at-after-change', expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(localStorage.getItem(STORAGE_KEYS.requirePasswordChange)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('at-after-change');
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBe('2030-01-01T00:00:00.000Z');
    expect(getSession()).toMatchObject({ requirePasswordChange: false });
  });

  it('removes every auth key on sign-out', () => {
    startSession(user, tokens, false);
    endSession();
    for (const key of [
      'accessToken',
      'refreshToken',
      'tokenExpiry',
      'currentRole',
      'user',
      'userId',
      'requirePasswordChange',
    ] as const) {
      expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    }
  });

  it('notices when another tab removed the access token', () => {
    startSession(user, tokens, false);
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    expect(syncSessionFromStorage()).toBe('removed');
  });

  it('follows a role switch and a sign-in made in another tab', () => {
    startSession(user, tokens, false);
    localStorage.setItem(STORAGE_KEYS.currentRole, 'Learner');
    expect(syncSessionFromStorage()).toBe('updated');
    expect(getSession()).toMatchObject({ currentRole: 'Learner' });
    expect(syncSessionFromStorage()).toBe('unchanged');

    const stored = { ...localStorage };
    endSession();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    expect(syncSessionFromStorage()).toBe('updated');
    expect(getSession().status).toBe('signed-in');
  });
});

describe('the held sign-in toast', () => {
  it('is due once, after it was held', () => {
    expect(takeHeldLoginToast()).toBe(false);
    holdLoginToast();
    expect(takeHeldLoginToast()).toBe(true);
    expect(takeHeldLoginToast()).toBe(false);
  });
  it('is forgotten when the session ends', () => {
    holdLoginToast();
    endSession();
    expect(takeHeldLoginToast()).toBe(false);
  });
});
