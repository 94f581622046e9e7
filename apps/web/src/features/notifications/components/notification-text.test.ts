import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  NOTIFICATION_TYPES,
  type Notification,
  notificationLink,
  notificationLinkIn,
} from '@talentpath/contracts/notifications';
import { setupI18n } from '../../../test/render';
import { useNotificationText } from './notification-text';

const base = { id: 'n1', isRead: false, createdAt: '2026-11-23T12:00:00.000Z' };
const uuid = '0b8a6c4e-2f0d-4c55-9d8e-3c1b2a4f5e6d';
const examples: Notification[] = [
  { ...base, type: 'contact-message', data: { messageId: uuid, name: 'Grace', subject: 'Hello' } },
  { ...base, type: 'user-import', data: { created: 9, rejected: 1 } },
  { ...base, type: 'course-assigned', data: { courseId: uuid, courseTitle: 'SQL', dueDate: '2026-12-01' } },
  { ...base, type: 'course-assigned', data: { courseId: uuid, courseTitle: 'SQL', dueDate: null } },
  {
    ...base,
    type: 'course-due-soon',
    data: { courseId: uuid, courseTitle: 'SQL', dueDate: '2026-12-01', daysLeft: 0 },
  },
  {
    ...base,
    type: 'course-due-soon',
    data: { courseId: uuid, courseTitle: 'SQL', dueDate: '2026-12-01', daysLeft: 1 },
  },
  {
    ...base,
    type: 'course-due-soon',
    data: { courseId: uuid, courseTitle: 'SQL', dueDate: '2026-12-01', daysLeft: 3 },
  },
  {
    ...base,
    type: 'course-overdue',
    data: { courseId: uuid, courseTitle: 'SQL', dueDate: '2026-11-20', daysOverdue: 3 },
  },
  {
    ...base,
    type: 'quiz-graded',
    data: { attemptId: uuid, quizId: uuid, quizTitle: 'Joins', percent: 82.5, passed: true },
  },
  {
    ...base,
    type: 'quiz-graded',
    data: { attemptId: uuid, quizId: uuid, quizTitle: 'Joins', percent: 40, passed: false },
  },
  {
    ...base,
    type: 'assignment-created',
    data: { assignmentId: uuid, projectId: uuid, projectName: 'Atlas', roleName: 'Developer', workload: 50 },
  },
  {
    ...base,
    type: 'assignment-removed',
    data: { assignmentId: uuid, projectId: uuid, projectName: 'Atlas', roleName: 'Developer', workload: 50 },
  },
  { ...base, type: 'project-overdue', data: { projectId: uuid, projectName: 'Atlas', deadline: '2026-11-20' } },
  {
    ...base,
    type: 'course-completed',
    data: { courseId: uuid, courseTitle: 'SQL', learnerId: uuid, learnerName: 'Leah Okafor' },
  },
  {
    ...base,
    type: 'quiz-needs-grading',
    data: { attemptId: uuid, quizId: uuid, quizTitle: 'Joins', learnerName: 'Leah Okafor' },
  },
  { ...base, type: 'password-changed', data: { how: 'changed' } },
  { ...base, type: 'password-changed', data: { how: 'reset' } },
  {
    ...base,
    type: 'course-recommended',
    data: { courseId: uuid, courseTitle: 'SQL', projectId: uuid, projectName: 'Atlas', managerName: 'Per Berg' },
  },
  {
    ...base,
    type: 'endorsement-requested',
    data: { personId: uuid, personName: 'Leah Okafor', technologyId: uuid, technologyName: 'React' },
  },
  { ...base, type: 'certificate-issued', data: { certificateId: uuid, courseId: uuid, courseTitle: 'SQL' } },
  {
    ...base,
    type: 'certificate-expiring',
    data: { certificateId: uuid, courseTitle: 'SQL', expiresOn: '2026-12-01', daysLeft: 7 },
  },
  {
    ...base,
    type: 'certificate-expiring',
    data: { certificateId: uuid, courseTitle: 'SQL', expiresOn: '2026-12-01', daysLeft: 1 },
  },
  { ...base, type: 'badge-earned', data: { badgeId: uuid, badgeName: 'First steps' } },
  { ...base, type: 'level-reached', data: { level: 3, levelName: 'Achiever' } },
  { ...base, type: 'redemption-fulfilled', data: { redemptionId: uuid, rewardName: 'Team lunch' } },
  {
    ...base,
    type: 'redemption-rejected',
    data: { redemptionId: uuid, rewardName: 'Team lunch', reason: 'Out of stock' },
  },
  { ...base, type: 'redemption-rejected', data: { redemptionId: uuid, rewardName: 'Team lunch', reason: null } },
  {
    ...base,
    type: 'forum-reply',
    data: { threadId: uuid, threadTitle: 'Joins or subqueries?', postId: uuid, authorName: 'Ada Lovelace' },
  },
  {
    ...base,
    type: 'forum-mention',
    data: { threadId: uuid, threadTitle: 'Joins or subqueries?', postId: uuid, authorName: 'Ada Lovelace' },
  },
];

describe('notification texts (en)', () => {
  beforeAll(() => setupI18n());

  it('covers every type', () => {
    expect(new Set(examples.map((n) => n.type))).toEqual(new Set(NOTIFICATION_TYPES));
  });

  it('writes each with its data: names, dates in the language, scores and workloads as percentages', () => {
    const { result } = renderHook(() => useNotificationText());
    expect(examples.map(result.current)).toEqual([
      'New contact message from Grace: Hello',
      'User import finished: 9 created, 1 rejected',
      'You have been assigned the course “SQL”, due Dec 1, 2026',
      'You have been assigned the course “SQL”',
      'The course “SQL” is due today',
      'The course “SQL” is due tomorrow, Dec 1, 2026',
      'The course “SQL” is due in 3 days, on Dec 1, 2026',
      'The course “SQL” was due on Nov 20, 2026: your coordinator reminds you to finish it',
      'Your attempt at “Joins” has been graded: 82.5%, passed',
      'Your attempt at “Joins” has been graded: 40%, not passed',
      'You have been assigned to the project “Atlas” as Developer at 50% workload',
      'Your assignment to the project “Atlas” as Developer has been removed',
      'The project “Atlas” passed its deadline (Nov 20, 2026) and is still active',
      'Leah Okafor completed your course “SQL”',
      'Leah Okafor submitted “Joins” with an answer for you to mark',
      'Your password was changed. If it was not you, reset it at once and tell your administrator.',
      'Your password was reset through an e-mailed link. If it was not you, reset it again at once and tell your administrator.',
      'Per Berg recommends “SQL” to you for the project “Atlas”',
      'Leah Okafor asks you to endorse their skill React',
      'Your certificate for “SQL” is ready',
      'Your certificate for “SQL” ends in 7 days, Dec 1, 2026',
      'Your certificate for “SQL” ends tomorrow, Dec 1, 2026',
      'You earned the badge “First steps”',
      'You reached level 3: Achiever',
      'Your redemption of “Team lunch” has been fulfilled',
      'Your redemption of “Team lunch” was rejected: Out of stock',
      'Your redemption of “Team lunch” was rejected',
      'Ada Lovelace wrote in “Joins or subqueries?”',
      'Ada Lovelace mentioned you in “Joins or subqueries?”',
    ]);
  });

  it('links each to what it is about, a password change to nothing', () => {
    expect(examples.map((n) => notificationLink(n))).toContain(`/learner/course-view/${uuid}`);
    expect(notificationLink(examples.find((n) => n.type === 'password-changed')!)).toBeNull();
    expect(notificationLink(examples.find((n) => n.type === 'course-overdue')!)).toBe(`/learner/course-view/${uuid}`);
    expect(notificationLink(examples.at(-12)!)).toBe(`/learner/course-preview/${uuid}`);
    expect(notificationLink(examples.at(-11)!)).toBe(`/learner/profile/${uuid}`);
    expect(notificationLink(examples.at(-10)!)).toBe(`/learner/certificate/${uuid}`);
    expect(notificationLink(examples.at(-8)!)).toBe(`/learner/certificate/${uuid}`);
    for (const n of examples.slice(-7, -2)) expect(notificationLink(n), n.type).toBe('/learner/badges-rewards');
    for (const n of examples.slice(-2)) expect(notificationLink(n), n.type).toBe(`/learner/forum/threads/${uuid}`);
  });

  it('opens a forum thread in the area the feed is read in; other links stay where they are', () => {
    const [reply, mention] = examples.slice(-2);
    expect(notificationLinkIn(reply!, 'coordinator')).toBe(`/coordinator/forum/threads/${uuid}`);
    expect(notificationLinkIn(mention!, 'project-manager')).toBe(`/project-manager/forum/threads/${uuid}`);
    expect(notificationLinkIn(mention!, 'learner')).toBe(`/learner/forum/threads/${uuid}`);
    const endorsement = examples.find((n) => n.type === 'endorsement-requested')!;
    expect(notificationLinkIn(endorsement, 'admin')).toBe(`/learner/profile/${uuid}`);
  });
});
