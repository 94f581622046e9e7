import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationType } from '@talentpath/contracts/notifications';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { feedOf, inFeed, mayActOn, typesReceivedBy } from './notifications.policy.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const SOMEONE_ELSE = '22222222-2222-4222-8222-222222222222';

// Written out, not derived: the types each role's feed shows (its area's, and password-changed,
// endorsement-requested and the forums' for every area).
const FEED: Record<Role, NotificationType[]> = {
  SuperAdmin: [
    'contact-message',
    'user-import',
    'password-changed',
    'endorsement-requested',
    'forum-reply',
    'forum-mention',
  ],
  Admin: [
    'contact-message',
    'user-import',
    'password-changed',
    'endorsement-requested',
    'forum-reply',
    'forum-mention',
  ],
  Learner: [
    'course-assigned',
    'course-due-soon',
    'course-overdue',
    'quiz-graded',
    'assignment-created',
    'assignment-removed',
    'password-changed',
    'course-recommended',
    'endorsement-requested',
    'certificate-issued',
    'certificate-expiring',
    'badge-earned',
    'level-reached',
    'redemption-fulfilled',
    'redemption-rejected',
    'forum-reply',
    'forum-mention',
  ],
  CourseCoordinator: [
    'course-completed',
    'quiz-needs-grading',
    'password-changed',
    'endorsement-requested',
    'forum-reply',
    'forum-mention',
  ],
  ProjectManager: ['project-overdue', 'password-changed', 'endorsement-requested', 'forum-reply', 'forum-mention'],
};

// The actions on one notification: the service asks mayActOn before mark-read and delete; the list, the summary
// and mark-all-read read the caller's feed (feedOf), whose rows are those inFeed admits.
const ACTIONS = {
  'mark-read': (role: Role, n: { userId: string; type: NotificationType }) => mayActOn({ userId: ME, role }, n),
  delete: (role: Role, n: { userId: string; type: NotificationType }) => mayActOn({ userId: ME, role }, n),
  list: (role: Role, n: { userId: string; type: NotificationType }) => inFeed(feedOf({ userId: ME, role }), n),
  'mark-all-read': (role: Role, n: { userId: string; type: NotificationType }) =>
    inFeed(feedOf({ userId: ME, role }), n),
} as const;

const cases = ROLES.flatMap((role) =>
  (['own', "someone else's"] as const).flatMap((whose) =>
    Object.keys(ACTIONS).flatMap((action) =>
      NOTIFICATION_TYPES.map(
        (type) =>
          [role, action as keyof typeof ACTIONS, whose, type, whose === 'own' && FEED[role].includes(type)] as const,
      ),
    ),
  ),
);

describe('a notification belongs to its user, in the feed of their current role: every role × own / someone else’s × action × type', () => {
  it.each(cases)('%s %s on %s %s → %s', (role, action, whose, type, allowed) => {
    const notification = { userId: whose === 'own' ? ME : SOMEONE_ELSE, type };
    expect(ACTIONS[action](role, notification)).toBe(allowed);
  });

  it('allows and denies for every role and action', () => {
    for (const role of ROLES)
      for (const action of Object.keys(ACTIONS)) {
        const outcomes = new Set(cases.filter((c) => c[0] === role && c[1] === action).map((c) => c[4]));
        expect(outcomes, `${role} ${action}`).toEqual(new Set([true, false]));
      }
  });

  it("another user's notification is never the caller's, whatever its type and the caller's role", () => {
    for (const role of ROLES)
      for (const type of NOTIFICATION_TYPES)
        expect(mayActOn({ userId: ME, role }, { userId: SOMEONE_ELSE, type }), `${role} ${type}`).toBe(false);
  });

  it("the feed is the caller's own, of their current role's types", () => {
    for (const role of ROLES) expect(feedOf({ userId: ME, role })).toEqual({ userId: ME, types: FEED[role] });
  });
});

describe('typesReceivedBy: the types whose channel a user chooses', () => {
  it('those of every role held, and the ones for every area, in the types’ order', () => {
    expect(typesReceivedBy([])).toEqual(['password-changed', 'endorsement-requested', 'forum-reply', 'forum-mention']);
    expect(typesReceivedBy(['Learner'])).toEqual(FEED.Learner);
    expect(typesReceivedBy(['ProjectManager', 'Learner'])).toEqual([
      'course-assigned',
      'course-due-soon',
      'course-overdue',
      'quiz-graded',
      'assignment-created',
      'assignment-removed',
      'project-overdue',
      'password-changed',
      'course-recommended',
      'endorsement-requested',
      'certificate-issued',
      'certificate-expiring',
      'badge-earned',
      'level-reached',
      'redemption-fulfilled',
      'redemption-rejected',
      'forum-reply',
      'forum-mention',
    ]);
    expect(typesReceivedBy(['SuperAdmin', 'Admin', 'CourseCoordinator'])).toEqual([
      'contact-message',
      'user-import',
      'course-completed',
      'quiz-needs-grading',
      'password-changed',
      'endorsement-requested',
      'forum-reply',
      'forum-mention',
    ]);
  });
});
