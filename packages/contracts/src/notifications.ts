import { z } from 'zod';
import { AREAS, type Area } from './access.ts';
import { idParams } from './catalog-fields.ts';
import { LANGUAGES } from './constants.ts';
import { pageOf, pageQuery, queryEnum } from './paging.ts';

// Notifications (spec §3, §4, §7, §9; ADR 0028, 0037): what a user is told, written from other modules' domain
// events. /api/v1/learner/notifications (spec §7) serves a Learner their feed; /api/v1/notifications serves the
// same calls to every other role. Each type belongs to one area (who it is for): a role's feed holds its area's
// types and those for every area.

/** Every kind of notification; each has its own `data` (what its text and link need), below. */
export const NOTIFICATION_TYPES = [
  'contact-message',
  'user-import',
  'course-assigned',
  'course-due-soon',
  'course-overdue',
  'quiz-graded',
  'assignment-created',
  'assignment-removed',
  'project-overdue',
  'course-completed',
  'quiz-needs-grading',
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
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Whose feed a type goes to: the area of the role that reads it ('signed-in': every role's feed). */
export const NOTIFICATION_AREA = {
  'contact-message': 'admin',
  'user-import': 'admin',
  'course-assigned': 'learner',
  'course-due-soon': 'learner',
  'course-overdue': 'learner',
  'quiz-graded': 'learner',
  // Employees on projects are Learners: they read of their assignments in the learner area (its Projects page).
  'assignment-created': 'learner',
  'assignment-removed': 'learner',
  'project-overdue': 'project-manager',
  'course-completed': 'coordinator',
  'quiz-needs-grading': 'coordinator',
  'password-changed': 'signed-in',
  'course-recommended': 'learner',
  // Anyone may be asked to endorse a colleague's skill, whatever role they read their feed in.
  'endorsement-requested': 'signed-in',
  'certificate-issued': 'learner',
  'certificate-expiring': 'learner',
  'badge-earned': 'learner',
  'level-reached': 'learner',
  'redemption-fulfilled': 'learner',
  'redemption-rejected': 'learner',
  // Every role reads and writes in the forums (ADR 0069): a reply or a mention reaches whichever feed is open.
  'forum-reply': 'signed-in',
  'forum-mention': 'signed-in',
} as const satisfies Record<NotificationType, Area>;

/** The types a feed read in `area` shows (its own and the ones for every area), in NOTIFICATION_TYPES' order. */
export const notificationTypesOf = (area: Area): NotificationType[] =>
  NOTIFICATION_TYPES.filter((type) => NOTIFICATION_AREA[type] === area || NOTIFICATION_AREA[type] === 'signed-in');

export const NOTIFICATION_STATUSES = ['read', 'unread'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Spec §9. */
export const NOTIFICATION_PAGE_SIZE = 15;
/** A course's due date is "approaching" this many days before it (and on the day): one reminder per due date. */
export const DUE_SOON_DAYS = 3;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const notificationIdParams = idParams(NOTIFICATION_NOT_FOUND);

const isoDate = z.iso.date();
const assignmentData = z.object({
  assignmentId: z.uuid(),
  projectId: z.uuid(),
  projectName: z.string(),
  roleName: z.string(),
  workload: z.number(),
});

const forumPostData = z.object({
  threadId: z.uuid(),
  threadTitle: z.string(),
  postId: z.uuid(),
  authorName: z.string(),
});

/** What each type's text and link need, as stored in the row's `data`. */
export const notificationData = {
  /** A message arrived through the contact form (to every active admin). */
  'contact-message': z.object({ messageId: z.uuid(), name: z.string(), subject: z.string() }),
  /** A CSV import finished (to the admin who ran it). */
  'user-import': z.object({ created: z.int().min(0), rejected: z.int().min(0) }),
  /** A coordinator assigned the learner a course (with its due date, if any). */
  'course-assigned': z.object({ courseId: z.uuid(), courseTitle: z.string(), dueDate: isoDate.nullable() }),
  /** An assigned course not yet completed is due within DUE_SOON_DAYS days (0: today). */
  'course-due-soon': z.object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    dueDate: isoDate,
    daysLeft: z.int().min(0),
  }),
  /** The course's owner (or an admin) reminded the learner of an assigned course past its due date, not completed. */
  'course-overdue': z.object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    dueDate: isoDate,
    daysOverdue: z.int().min(1),
  }),
  /** A quiz attempt got its final marks other than at the learner's own submit (an essay marked, a deadline). */
  'quiz-graded': z.object({
    attemptId: z.uuid(),
    quizId: z.uuid(),
    quizTitle: z.string(),
    percent: z.number(),
    passed: z.boolean(),
  }),
  /** The learner was put on a project (as an employee) … */
  'assignment-created': assignmentData,
  /** … or taken off one. */
  'assignment-removed': assignmentData,
  /** A project the manager manages passed its deadline while still active. */
  'project-overdue': z.object({ projectId: z.uuid(), projectName: z.string(), deadline: isoDate }),
  /** A learner completed a course the coordinator owns. */
  'course-completed': z.object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    learnerId: z.uuid(),
    learnerName: z.string(),
  }),
  /** A learner submitted an attempt with an essay to mark, on a quiz of a course the coordinator owns. */
  'quiz-needs-grading': z.object({
    attemptId: z.uuid(),
    quizId: z.uuid(),
    quizTitle: z.string(),
    learnerName: z.string(),
  }),
  /** The user's password was changed (by them) or reset through a link: if it was not them, they should act. */
  'password-changed': z.object({ how: z.enum(['changed', 'reset']) }),
  /** A project manager recommends a course that closes a skill gap of their project. */
  'course-recommended': z.object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    projectId: z.uuid(),
    projectName: z.string(),
    managerName: z.string(),
  }),
  /** A colleague asks for an endorsement of one of their skills. */
  'endorsement-requested': z.object({
    personId: z.uuid(),
    personName: z.string(),
    technologyId: z.uuid(),
    technologyName: z.string(),
  }),
  /** A completed course issued its certificate. */
  'certificate-issued': z.object({ certificateId: z.uuid(), courseId: z.uuid(), courseTitle: z.string() }),
  /** A certificate ends soon (30 and 7 days before its last day). */
  'certificate-expiring': z.object({
    certificateId: z.uuid(),
    courseTitle: z.string(),
    expiresOn: z.iso.date(),
    daysLeft: z.int().min(0),
  }),
  /** The learner earned a badge (once per badge). */
  'badge-earned': z.object({ badgeId: z.uuid(), badgeName: z.string() }),
  /** The learner's points reached a new level of the ladder. */
  'level-reached': z.object({ level: z.int().min(1), levelName: z.string() }),
  /** An admin fulfilled the learner's redemption of a reward … */
  'redemption-fulfilled': z.object({ redemptionId: z.uuid(), rewardName: z.string() }),
  /** … or rejected it (with the reason given, if any; the points are given back). */
  'redemption-rejected': z.object({ redemptionId: z.uuid(), rewardName: z.string(), reason: z.string().nullable() }),
  /** Someone posted in a thread the user watches, or opened or answered one in a forum they watch. */
  'forum-reply': forumPostData,
  /** Someone @mentioned the user in a post they may read. */
  'forum-mention': forumPostData,
} as const satisfies Record<NotificationType, z.ZodType>;
export type NotificationData<T extends NotificationType = NotificationType> = z.infer<(typeof notificationData)[T]>;

const fields = { id: z.uuid(), isRead: z.boolean(), createdAt: z.iso.datetime() };
const variant = <T extends NotificationType>(type: T) =>
  z.object({ ...fields, type: z.literal(type), data: notificationData[type] });
/** One notification; `type` tells what `data` holds. */
export const notification = z
  .discriminatedUnion('type', [
    variant('contact-message'),
    variant('user-import'),
    variant('course-assigned'),
    variant('course-due-soon'),
    variant('course-overdue'),
    variant('quiz-graded'),
    variant('assignment-created'),
    variant('assignment-removed'),
    variant('project-overdue'),
    variant('course-completed'),
    variant('quiz-needs-grading'),
    variant('password-changed'),
    variant('course-recommended'),
    variant('endorsement-requested'),
    variant('certificate-issued'),
    variant('certificate-expiring'),
    variant('badge-earned'),
    variant('level-reached'),
    variant('redemption-fulfilled'),
    variant('redemption-rejected'),
    variant('forum-reply'),
    variant('forum-mention'),
  ])
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

/**
 * Where a notification leads in the web app (its path, under the area of its type), or null when it is about
 * nothing to open. The e-mails link to the same places.
 */
export function notificationLink(n: Pick<Notification, 'type' | 'data'>): string | null {
  switch (n.type) {
    case 'contact-message':
      return '/admin/contact-messages';
    case 'user-import':
      return '/admin/manage-users';
    case 'course-assigned':
    case 'course-due-soon':
    case 'course-overdue':
      return `/learner/course-view/${(n.data as NotificationData<'course-assigned'>).courseId}`;
    case 'quiz-graded':
      return `/learner/quiz-results/${(n.data as NotificationData<'quiz-graded'>).attemptId}`;
    case 'assignment-created':
    case 'assignment-removed':
      return '/learner/projects';
    case 'project-overdue':
      return `/project-manager/employee-assign?projectId=${(n.data as NotificationData<'project-overdue'>).projectId}`;
    case 'course-completed':
      return `/coordinator/view-profile/${(n.data as NotificationData<'course-completed'>).learnerId}`;
    case 'quiz-needs-grading':
      return `/coordinator/quiz-results/${(n.data as NotificationData<'quiz-needs-grading'>).quizId}`;
    case 'password-changed':
      return null;
    case 'course-recommended':
      return `/learner/course-preview/${(n.data as NotificationData<'course-recommended'>).courseId}`;
    case 'endorsement-requested':
      return `/learner/profile/${(n.data as NotificationData<'endorsement-requested'>).personId}`;
    case 'certificate-issued':
      return `/learner/certificate/${(n.data as NotificationData<'certificate-issued'>).certificateId}`;
    case 'certificate-expiring':
      return `/learner/certificate/${(n.data as NotificationData<'certificate-expiring'>).certificateId}`;
    case 'badge-earned':
    case 'level-reached':
    case 'redemption-fulfilled':
    case 'redemption-rejected':
      return '/learner/badges-rewards';
    case 'forum-reply':
    case 'forum-mention':
      // The forums are in every area: notificationLinkIn gives the same thread in the reader's area.
      return `/learner/forum/threads/${(n.data as NotificationData<'forum-reply'>).threadId}`;
  }
}

/** The types whose page every role area has (the forums): their link is the same page in whichever area reads it. */
const IN_EVERY_AREA: readonly NotificationType[] = ['forum-reply', 'forum-mention'];

/**
 * notificationLink as read in a role area (the feed's, or the area the e-mail's reader works in): a page every
 * area has moves from `/learner/…` to `/{area}/…`; any other link stays as it is.
 */
export function notificationLinkIn(n: Pick<Notification, 'type' | 'data'>, area: Exclude<Area, 'signed-in'>) {
  const link = notificationLink(n);
  return link && IN_EVERY_AREA.includes(n.type) ? link.replace(/^\/learner\//, `/${area}/`) : link;
}

/** Newest first (one fixed order: a `sort` sent is ignored like any unknown key); 15 to a page; status and type filters. */
export const notificationListQuery = pageQuery({
  sort: ['createdAt'],
  defaultSort: '-createdAt',
  defaultPageSize: NOTIFICATION_PAGE_SIZE,
  filters: z.object({
    status: queryEnum(NOTIFICATION_STATUSES, 'Status'),
    type: queryEnum(NOTIFICATION_TYPES, 'Type'),
  }),
}).omit({ sort: true });
export type NotificationListQuery = z.output<typeof notificationListQuery>;
export const notificationPage = pageOf(notification);

export const notificationSummary = z.object({ unreadCount: z.int().min(0), totalCount: z.int().min(0) });
export type NotificationSummary = z.infer<typeof notificationSummary>;

/** PUT …/mark-all-read takes no body (none arrives as null); one sent must be a JSON object, its keys ignored. */
export const markAllReadBody = z.object({}, { error: 'The body must be empty or a JSON object' }).nullish();
/** PUT …/mark-all-read: how many were unread and are now read. */
export const markAllReadResult = z.object({ markedCount: z.int().min(0) });
export type MarkAllReadResult = z.infer<typeof markAllReadResult>;

// Preferences (issue 13): per type, told in the app, by e-mail, or both. E-mails go in the user's language (the
// one they last used the app in, or the one chosen here).

export const NOTIFICATION_CHANNELS = ['app', 'email', 'both'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Until a user chooses: in the app, and by e-mail too for what needs acting on away from the app. */
export const DEFAULT_CHANNEL = {
  'contact-message': 'app',
  'user-import': 'app',
  'course-assigned': 'both',
  'course-due-soon': 'both',
  'course-overdue': 'both',
  'quiz-graded': 'app',
  'assignment-created': 'both',
  'assignment-removed': 'both',
  'project-overdue': 'both',
  'course-completed': 'app',
  'quiz-needs-grading': 'both',
  'password-changed': 'both',
  'course-recommended': 'both',
  'endorsement-requested': 'app',
  'certificate-issued': 'both',
  'certificate-expiring': 'both',
  'badge-earned': 'both',
  // A level comes with points earned anyway (often with a badge too): an e-mail for each would be noise.
  'level-reached': 'app',
  'redemption-fulfilled': 'both',
  'redemption-rejected': 'both',
  // A mention asks for the reader's attention; a reply in a watched thread is for when they come by.
  'forum-reply': 'app',
  'forum-mention': 'both',
} as const satisfies Record<NotificationType, NotificationChannel>;
export const sendsInApp = (channel: NotificationChannel) => channel !== 'email';
export const sendsEmail = (channel: NotificationChannel) => channel !== 'app';

export const PREFERENCE_TYPE_NOT_YOURS = 'You do not receive notifications of this type';
/** GET/PUT /api/v1/notifications/preferences: the types of every role the user holds, each with its channel. */
export const notificationPreferences = z.object({
  language: z.enum(LANGUAGES),
  items: z.array(
    z.object({ type: z.enum(NOTIFICATION_TYPES), area: z.enum(AREAS), channel: z.enum(NOTIFICATION_CHANNELS) }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
/** A change: any of the user's types with a new channel, and/or the e-mail language. */
export const notificationPreferencesUpdate = z
  .object({
    language: z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` }).optional(),
    channels: z
      .partialRecord(
        z.enum(NOTIFICATION_TYPES, { error: `Type must be one of: ${NOTIFICATION_TYPES.join(', ')}` }),
        z.enum(NOTIFICATION_CHANNELS, { error: `Channel must be one of: ${NOTIFICATION_CHANNELS.join(', ')}` }),
      )
      .optional(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>;

// The real-time hub (spec §7, §9).

/** Where the Socket.IO server listens, on the product's own host. */
export const NOTIFICATION_HUB_PATH = '/notificationHub';
/** Server → client: the Learner's new unread count. */
export const RECEIVE_UNREAD_COUNT = 'ReceiveUnreadCount';
export type HubServerEvents = { [RECEIVE_UNREAD_COUNT]: (unreadCount: number) => void };
// biome-ignore lint/complexity/noBannedTypes: the client sends nothing over the hub
export type HubClientEvents = {};

/** Spec §4's connection states, as the web shows them. */
export const HUB_STATES = ['Disconnected', 'Connecting', 'Connected', 'Reconnecting', 'Disconnecting'] as const;
export type HubState = (typeof HUB_STATES)[number];

/** Spec §9's live-connection constants (ADR 0037 says how each maps onto Socket.IO). */
export const HUB = {
  serverTimeoutMs: 30_000,
  keepAliveMs: 15_000,
  /** Before each reconnect attempt, then stop. */
  reconnectDelaysMs: [0, 2_000, 10_000, 30_000],
  statefulReconnectBufferBytes: 100_000,
  ackBatchMs: 1_000,
  maxNegotiateRedirects: 100,
  longPollTimeoutMs: 100_000,
} as const;
