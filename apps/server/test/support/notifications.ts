import { and, eq } from 'drizzle-orm';
import type { NotificationData, NotificationType } from '@talentpath/contracts/notifications';
import { jobs } from '../../src/db/schema/jobs.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { eventually } from './api.ts';
import type { TestApp } from './test-app.ts';

// Fixtures and reads for the notification tests: rows stored as the subscribers store them (not the code under
// test), and waits for the durable jobs that write them.

export const MISSING = '00000000-0000-4000-8000-000000000000';
const ID = '11111111-1111-4111-8111-111111111111';

/** The i-th sample `data` of each type, in its type's shape. */
export const SAMPLE_DATA: { [T in NotificationType]: (i: number) => NotificationData<T> } = {
  'contact-message': (i) => ({ messageId: MISSING, name: `Sender ${i}`, subject: `Question ${i}` }),
  'user-import': (i) => ({ created: i, rejected: 1 }),
  'course-assigned': (i) => ({ courseId: ID, courseTitle: `Course ${i}`, dueDate: null }),
  'course-due-soon': (i) => ({ courseId: ID, courseTitle: `Course ${i}`, dueDate: '2030-01-03', daysLeft: 2 }),
  'course-overdue': (i) => ({ courseId: ID, courseTitle: `Course ${i}`, dueDate: '2030-01-03', daysOverdue: 4 }),
  'quiz-graded': (i) => ({ attemptId: ID, quizId: ID, quizTitle: `Quiz ${i}`, percent: 75.5, passed: true }),
  'assignment-created': (i) => ({
    assignmentId: ID,
    projectId: ID,
    projectName: `Project ${i}`,
    roleName: 'Developer',
    workload: 50,
  }),
  'assignment-removed': (i) => ({
    assignmentId: ID,
    projectId: ID,
    projectName: `Project ${i}`,
    roleName: 'Tester',
    workload: 20,
  }),
  'project-overdue': (i) => ({ projectId: ID, projectName: `Project ${i}`, deadline: '2030-01-01' }),
  'course-completed': (i) => ({ courseId: ID, courseTitle: `Course ${i}`, learnerId: ID, learnerName: `Learner ${i}` }),
  'quiz-needs-grading': (i) => ({ attemptId: ID, quizId: ID, quizTitle: `Quiz ${i}`, learnerName: `Learner ${i}` }),
  'password-changed': (i) => ({ how: i % 2 === 0 ? 'changed' : 'reset' }),
  'course-recommended': (i) => ({
    courseId: ID,
    courseTitle: `Course ${i}`,
    projectId: ID,
    projectName: `Project ${i}`,
    managerName: `Manager ${i}`,
  }),
  'endorsement-requested': (i) => ({
    personId: ID,
    personName: `Person ${i}`,
    technologyId: ID,
    technologyName: 'React',
  }),
  'certificate-issued': (i) => ({ certificateId: ID, courseId: ID, courseTitle: `Course ${i}` }),
  'certificate-expiring': (i) => ({
    certificateId: ID,
    courseTitle: `Course ${i}`,
    expiresOn: '2026-12-24',
    daysLeft: 7,
  }),
  'badge-earned': (i) => ({ badgeId: ID, badgeName: `Badge ${i}` }),
  'level-reached': (i) => ({ level: i + 1, levelName: `Level ${i + 1}` }),
  'redemption-fulfilled': (i) => ({ redemptionId: ID, rewardName: `Reward ${i}` }),
  'redemption-rejected': (i) => ({
    redemptionId: ID,
    rewardName: `Reward ${i}`,
    reason: i % 2 === 0 ? 'Out of stock' : null,
  }),
  'forum-reply': (i) => ({ threadId: ID, threadTitle: `Thread ${i}`, postId: ID, authorName: `Author ${i}` }),
  'forum-mention': (i) => ({ threadId: ID, threadTitle: `Thread ${i}`, postId: ID, authorName: `Author ${i}` }),
};

/**
 * `count` notifications of `type` stored for a user, one second apart an hour ago (the newest last); `read`: each
 * read half a second after it was written.
 */
export async function givenNotifications(
  t: TestApp,
  userId: string,
  count: number,
  options: { read?: boolean; type?: NotificationType } = {},
) {
  const type = options.type ?? 'contact-message';
  const base = Date.now() - 3_600_000;
  return t.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type,
        data: SAMPLE_DATA[type](i),
        createdAt: new Date(base + i * 1000),
        readAt: options.read ? new Date(base + i * 1000 + 500) : null,
      })),
    )
    .returning();
}

/** A user's stored notifications, oldest first (read straight from the table). */
export const notificationRowsOf = (t: TestApp, userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

/** The stored notifications of one type for a user. */
export const notificationsOfType = (t: TestApp, userId: string, type: NotificationType) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(notifications.createdAt);

/**
 * Waits until every job of `kind` (`<event>><subscriber>`) whose payload matches has run (at least one), and
 * returns them: what a subscriber would write is written by then, or never.
 */
export async function jobsDone(
  t: TestApp,
  kind: string,
  matches: (payload: Record<string, unknown>) => boolean = () => true,
) {
  return eventually(
    async () => {
      await t.app.platform.jobs.flush();
      const rows = (await t.db.select().from(jobs).where(eq(jobs.kind, kind))).filter((r) =>
        matches(r.payload as Record<string, unknown>),
      );
      return rows.length > 0 && rows.every((r) => r.status === 'done') && rows;
    },
    10_000,
    `${kind} jobs done`,
  );
}
