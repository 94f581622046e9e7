import { z } from 'zod';
import { cursorPageOf, cursorQuery, queryEnum } from './paging.ts';

/** What the audit log records: every admin action on users, and each burst of failed sign-ins. */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.deleted',
  'user.status-changed',
  'user.temp-password-sent',
  'user.promoted',
  'users.imported',
  'auth.account-locked',
  'auth.ip-rate-limited',
  'technology.created',
  'technology.updated',
  'technology.deleted',
  'course-category.created',
  'course-category.updated',
  'course-category.deleted',
  'course-category.reordered',
  'contact-message.marked-read',
  'contact-message.marked-unread',
  'settings.updated',
  'skill-claim.withdrawn',
  'certificate.revoked',
  'forum.post-hidden',
  'forum.post-restored',
  'forum.post-deleted',
  'forum.thread-pinned',
  'forum.thread-unpinned',
  'forum.thread-locked',
  'forum.thread-unlocked',
  'forum.thread-moved',
  'forum.report-dismissed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  'user',
  'import',
  'email',
  'ip',
  'technology',
  'course-category',
  'contact-message',
  'settings',
  'skill-claim',
  'certificate',
  'forum-post',
  'forum-thread',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const DATE_INVALID = 'Date must be an ISO date or date-time';
export const DATE_RANGE_INVALID = 'The start of the range must not be after its end';

/** A date filter: 2026-11-23 or a full ISO date-time; blank is absent. */
const queryDate = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${label}: ${DATE_INVALID}` }).optional(),
  );

/**
 * GET /admin/audit-log: newest first, keyset pages. `from` and `to` are inclusive; a bare date `to` means the
 * whole of that day (UTC).
 */
export const auditLogQuery = cursorQuery({
  filters: z.object({
    actorId: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.uuid({ error: 'Actor must be a user id' }).optional(),
    ),
    action: queryEnum(AUDIT_ACTIONS, 'Action'),
    from: queryDate('From'),
    to: queryDate('To'),
  }),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogPage = cursorPageOf(auditEntry);
