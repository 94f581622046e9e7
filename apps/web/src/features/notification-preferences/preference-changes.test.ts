import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@talentpath/contracts/notifications';
import { fieldOfPath, groupByArea, hasChanges, preferenceChanges, valuesOf } from './preference-changes';

const saved: NotificationPreferences = {
  language: 'en',
  items: [
    { type: 'course-assigned', area: 'learner', channel: 'both' },
    { type: 'quiz-graded', area: 'learner', channel: 'app' },
    { type: 'project-overdue', area: 'project-manager', channel: 'both' },
    { type: 'password-changed', area: 'signed-in', channel: 'both' },
  ],
};

describe('preferenceChanges', () => {
  it('is empty while the values are what is saved', () => {
    const change = preferenceChanges(saved, valuesOf(saved));
    expect(change).toEqual({});
    expect(hasChanges(change)).toBe(false);
  });

  it('holds only the channels that differ, and the language only when it differs', () => {
    const values = valuesOf(saved);
    values.channels = { ...values.channels, 'course-assigned': 'email', 'quiz-graded': 'app' };
    expect(preferenceChanges(saved, values)).toEqual({ channels: { 'course-assigned': 'email' } });
    values.language = 'no';
    expect(preferenceChanges(saved, values)).toEqual({ language: 'no', channels: { 'course-assigned': 'email' } });
  });

  it('is empty again once a choice is put back', () => {
    const values = valuesOf(saved);
    values.channels = { ...values.channels, 'quiz-graded': 'both' };
    expect(hasChanges(preferenceChanges(saved, values))).toBe(true);
    values.channels = { ...values.channels, 'quiz-graded': 'app' };
    expect(hasChanges(preferenceChanges(saved, values))).toBe(false);
  });

  it('never sends a type the user does not receive', () => {
    const values = valuesOf(saved);
    values.channels = { ...values.channels, 'contact-message': 'email' };
    expect(preferenceChanges(saved, values)).toEqual({});
  });
});

describe('groupByArea', () => {
  it('puts the area the user is in first, the others in the shell’s order and Account last', () => {
    expect(groupByArea(saved, 'project-manager')).toEqual([
      { area: 'project-manager', types: ['project-overdue'] },
      { area: 'learner', types: ['course-assigned', 'quiz-graded'] },
      { area: 'signed-in', types: ['password-changed'] },
    ]);
    expect(groupByArea(saved, 'learner').map((g) => g.area)).toEqual(['learner', 'project-manager', 'signed-in']);
  });
});

describe('fieldOfPath', () => {
  it('puts a channel error on the type shown, the language on the language, the rest on the form', () => {
    const field = fieldOfPath(saved);
    expect(field('channels.quiz-graded')).toBe('channels.quiz-graded');
    expect(field('language')).toBe('language');
    expect(field('channels.contact-message')).toBeNull();
    expect(field('channels')).toBeNull();
    expect(field('')).toBeNull();
  });
});
