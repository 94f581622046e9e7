import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { pageOf, pageQuery, queryEnum } from './paging.ts';

// Notifications (spec §3, §7, §9; ADR 0028): what a user is told, written from other modules' domain events.
// /api/v1/notifications serves any signed-in user their own; issue 13 adds the learner's paths over the same calls.

/** Every kind of notification; each has its own `data` (what its text needs), below. */
export const NOTIFICATION_TYPES = ['contact-message', 'user-import'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['read', 'unread'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Spec §9. */
export const NOTIFICATION_PAGE_SIZE = 15;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const notificationIdParams = idParams(NOTIFICATION_NOT_FOUND);

/** What each type's text needs, as stored in the row's `data`. */
export const notificationData = {
  /** A message arrived through the contact form (to every active admin). */
  'contact-message': z.object({ messageId: z.uuid(), name: z.string(), subject: z.string() }),
  /** A CSV import finished (to the admin who ran it). */
  'user-import': z.object({ created: z.int().min(0), rejected: z.int().min(0) }),
} as const satisfies Record<NotificationType, z.ZodType>;
export type NotificationData<T extends NotificationType = NotificationType> = z.infer<(typeof notificationData)[T]>;

const fields = { id: z.uuid(), isRead: z.boolean(), createdAt: z.iso.datetime() };
/** One notification; `type` tells what `data` holds. */
export const notification = z.discriminatedUnion('type', [
  z.object({ ...fields, type: z.literal('contact-message'), data: notificationData['contact-message'] }),
  z.object({ ...fields, type: z.literal('user-import'), data: notificationData['user-import'] }),
]);
export type Notification = z.infer<typeof notification>;

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
