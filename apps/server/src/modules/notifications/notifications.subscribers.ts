import { AREA_ROLES } from '@talentpath/contracts/access';
import {
  DEFAULT_CHANNEL,
  type NotificationData,
  type NotificationType,
  sendsEmail,
  sendsInApp,
} from '@talentpath/contracts/notifications';
import type { Platform } from '../../platform/context.ts';
import type { JobContext } from '../../platform/jobs.ts';
import * as forum from '../forum/forum.public.ts';
import * as users from '../users/users.public.ts';
import { pushUnreadCounts, touchesLearnerFeed } from './notifications.live.ts';
import { notificationMail } from './notifications.mails.ts';
import * as repo from './notifications.repository.ts';

// Notifications follow from other modules' domain events (ADR 0013, 0028, 0037): each subscriber is durable — a
// job stored in the event's own transaction — so a notification is never lost between the commit and the write.
// A job runs at least once: its id is each row's source key and each e-mail's dedupe key, so a run repeated after
// a crash writes and sends nothing new.

/**
 * Tells each of `userIds` (the active ones) of one thing, through the channel each chose for its type: the row in
 * the app and the e-mail in the outbox are written in one transaction; then the learners' open tabs get their
 * new unread count.
 */
export async function deliver<T extends NotificationType>(
  p: Platform,
  job: Pick<JobContext, 'id'>,
  type: T,
  data: NotificationData<T>,
  userIds: readonly string[],
) {
  const people = await repo.recipients(p.db, userIds, type);
  const channelOf = (r: repo.Recipient) => r.channel ?? DEFAULT_CHANNEL[type];
  const written = await p.db.transaction(async (tx) => {
    const rows = await repo.insertNotifications(
      tx,
      people.filter((r) => sendsInApp(channelOf(r))).map((r) => ({ userId: r.id, type, data, sourceKey: job.id })),
    );
    for (const r of people.filter((r) => sendsEmail(channelOf(r))))
      await p.mailer.enqueue({ ...notificationMail(r, type, data, p.env.APP_URL), dedupeKey: `${job.id}:${r.id}` }, tx);
    return rows;
  });
  // The count first: the mail's delivery may take its time.
  if (written.length > 0 && touchesLearnerFeed(type))
    await pushUnreadCounts(
      p,
      written.map((r) => r.userId),
    );
  if (people.some((r) => sendsEmail(channelOf(r)))) void p.mailer.flush();
}

/** Registers this module's subscribers (while the module loads, before the job workers start). */
export function registerNotificationSubscribers(p: Platform) {
  // A contact message: every active admin is told (the admins of the moment the job runs).
  p.events.durable('contact-message.received', 'notify-admins', async (event, job) => {
    const admins = await users.activeUserIdsWithRoles(p.db, AREA_ROLES.admin);
    await deliver(
      p,
      job,
      'contact-message',
      { messageId: event.messageId, name: event.name, subject: event.subject },
      admins,
    );
  });

  // A finished CSV import: the admin who ran it is told how many rows were created and rejected.
  p.events.durable('user-import.finished', 'notify-importer', async (event, job) => {
    await deliver(p, job, 'user-import', { created: event.created, rejected: event.rejected }, [event.actorId]);
  });

  // A course assigned: the learner (with its due date, if any).
  p.events.durable('course.assigned', 'notify-learner', async (event, job) => {
    const data = { courseId: event.courseId, courseTitle: event.courseTitle, dueDate: event.dueDate };
    await deliver(p, job, 'course-assigned', data, [event.learnerId]);
  });

  // A due date approaching (the enrolments module's hourly job records it once per due date): the learner.
  p.events.durable('course.due-soon', 'notify-learner', async (event, job) => {
    const { courseId, courseTitle, dueDate, daysLeft } = event;
    await deliver(p, job, 'course-due-soon', { courseId, courseTitle, dueDate, daysLeft }, [event.learnerId]);
  });

  // An overdue enrolment reminded of by the course's owner or an admin (at most once a day): the learner.
  p.events.durable('course.overdue-reminded', 'notify-learner', async (event, job) => {
    const { courseId, courseTitle, dueDate, daysOverdue } = event;
    await deliver(p, job, 'course-overdue', { courseId, courseTitle, dueDate, daysOverdue }, [event.learnerId]);
  });

  // A quiz graded other than at the learner's own submit (an essay marked, a deadline, a regrade): the learner. At
  // their own submit they see the result there, and no job is stored (an exam's submits at the same second).
  p.events.durable(
    'quiz.graded',
    'notify-learner',
    async (event, job) => {
      const { attemptId, quizId, quizTitle, percent, passed } = event;
      await deliver(p, job, 'quiz-graded', { attemptId, quizId, quizTitle, percent, passed }, [event.learnerId]);
    },
    { when: (event) => !event.atSubmit },
  );

  // A project assignment made or removed: the person (not when they did it themselves).
  for (const kind of ['assignment.created', 'assignment.removed'] as const)
    p.events.durable(kind, 'notify-employee', async (event, job) => {
      if (event.employeeId === event.actorId) return;
      const { assignmentId, projectId, projectName, roleName, workload } = event;
      const type = kind === 'assignment.created' ? 'assignment-created' : 'assignment-removed';
      await deliver(p, job, type, { assignmentId, projectId, projectName, roleName, workload }, [event.employeeId]);
    });

  // A project past its deadline while still active: its manager.
  p.events.durable('project.overdue', 'notify-manager', async (event, job) => {
    if (!event.managerId) return;
    const data = { projectId: event.projectId, projectName: event.projectName, deadline: event.deadline };
    await deliver(p, job, 'project-overdue', data, [event.managerId]);
  });

  // A course completed: its owner (the coordinator), with who completed it.
  p.events.durable('course.completed', 'notify-owner', async (event, job) => {
    const about = await repo.courseAndLearner(p.db, event.courseId, event.learnerId);
    if (!about?.ownerId) return;
    const data = {
      courseId: event.courseId,
      courseTitle: event.courseTitle,
      learnerId: event.learnerId,
      learnerName: about.learnerName,
    };
    await deliver(p, job, 'course-completed', data, [about.ownerId]);
  });

  // An attempt with an essay to mark: the course owner.
  p.events.durable('quiz.needs-grading', 'notify-owner', async (event, job) => {
    const about = await repo.courseAndLearner(p.db, event.courseId, event.learnerId);
    if (!about?.ownerId) return;
    const { attemptId, quizId, quizTitle } = event;
    await deliver(p, job, 'quiz-needs-grading', { attemptId, quizId, quizTitle, learnerName: about.learnerName }, [
      about.ownerId,
    ]);
  });

  // A course recommended for a project: the learners it is new for.
  p.events.durable('course.recommended', 'notify-learners', async (event, job) => {
    const { courseId, courseTitle, projectId, projectName, managerName } = event;
    const data = { courseId, courseTitle, projectId, projectName, managerName };
    await deliver(p, job, 'course-recommended', data, event.learnerIds);
  });

  // An endorsement asked for: the colleagues asked.
  p.events.durable('skill.endorsement-requested', 'notify-colleagues', async (event, job) => {
    const { personId, personName, technologyId, technologyName } = event;
    const data = { personId, personName, technologyId, technologyName };
    await deliver(p, job, 'endorsement-requested', data, event.recipientIds);
  });

  // A certificate issued: its holder.
  p.events.durable('certificate.issued', 'notify-holder', async (event, job) => {
    const { certificateId, courseId, courseTitle } = event;
    await deliver(p, job, 'certificate-issued', { certificateId, courseId, courseTitle }, [event.userId]);
  });

  // A certificate ends soon: its holder.
  p.events.durable('certificate.expiring', 'notify-holder', async (event, job) => {
    const { certificateId, courseTitle, expiresOn, daysLeft } = event;
    await deliver(p, job, 'certificate-expiring', { certificateId, courseTitle, expiresOn, daysLeft }, [event.userId]);
  });

  // A badge earned: its holder.
  p.events.durable('badge.earned', 'notify-holder', async (event, job) => {
    await deliver(p, job, 'badge-earned', { badgeId: event.badgeId, badgeName: event.badgeName }, [event.userId]);
  });

  // A new level reached on the points ladder: the person.
  p.events.durable('points.level-reached', 'notify-person', async (event, job) => {
    await deliver(p, job, 'level-reached', { level: event.level, levelName: event.levelName }, [event.userId]);
  });

  // A redemption fulfilled or rejected (with the reason): the person who redeemed.
  p.events.durable('redemption.decided', 'notify-redeemer', async (event, job) => {
    const { redemptionId, rewardName } = event;
    if (event.status === 'fulfilled')
      await deliver(p, job, 'redemption-fulfilled', { redemptionId, rewardName }, [event.userId]);
    else
      await deliver(p, job, 'redemption-rejected', { redemptionId, rewardName, reason: event.reason }, [event.userId]);
  });

  // A post in the forums: the people it @mentions, then those watching its thread or its forum (someone both
  // mentioned and watching is told once, of the mention). Who may read it is decided when the job runs: a post
  // hidden or deleted by then tells nobody. A thread's opening post has no thread watchers but its author.
  p.events.durable('forum.posted', 'notify-forum', async (event, job) => {
    const notice = await forum.forumPostNotice(p.db, event.postId);
    if (!notice) return;
    const { threadId, threadTitle, postId, authorName } = notice;
    const data = { threadId, threadTitle, postId, authorName };
    await deliver(p, job, 'forum-mention', data, notice.mentioned);
    await deliver(p, job, 'forum-reply', data, notice.watchers);
  });

  // An edit that @mentions someone its text did not before: they are told as if the post were new (once; the post's
  // watchers heard of it when it was written).
  p.events.durable(
    'forum.post-edited',
    'notify-mentions',
    async (event, job) => {
      const notice = await forum.forumPostNotice(p.db, event.postId, { mentionsAdded: event.mentionsAdded });
      if (!notice) return;
      const { threadId, threadTitle, postId, authorName } = notice;
      await deliver(p, job, 'forum-mention', { threadId, threadTitle, postId, authorName }, notice.mentioned);
    },
    { when: (event) => event.mentionsAdded.length > 0 },
  );

  // A password changed or reset: its owner (a change they did not make is worth knowing at once).
  p.events.durable('auth.password-changed', 'notify-user', async (event, job) => {
    await deliver(p, job, 'password-changed', { how: event.how }, [event.userId]);
  });
}
