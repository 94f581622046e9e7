import { AUDIT_ACTIONS, type AuditAction } from '@talentpath/contracts/audit';
import type { Platform } from '../../platform/context.ts';
import { recordEntry, recordOncePerBurst, recordUserEntry } from './audit.service.ts';

const PAST = { create: 'created', update: 'updated', delete: 'deleted', reorder: 'reordered' } as const;
/** The changes to an account (the `user.*` actions): each is an event of the action's own name. */
const ACCOUNT_CHANGES = AUDIT_ACTIONS.filter((a): a is Extract<AuditAction, `user.${string}`> => a.startsWith('user.'));

/** A change to the catalogue (a technology, a course category) as its entry. */
function catalogEntry(
  targetType: 'technology' | 'course-category',
  targetId: string | null,
  e: { actorId: string; action: keyof typeof PAST; name: string | null; status?: string | undefined },
) {
  return {
    actorId: e.actorId,
    // technology.reordered is no action: technologies have no order, so no event says it.
    action: `${targetType}.${PAST[e.action]}` as AuditAction,
    targetType,
    targetId,
    targetLabel: e.name,
    details: e.status ? { status: e.status } : {},
  };
}

/**
 * The audit log is written one way (ADR 0021, 0038): here, by an in-transaction subscriber of the domain event it
 * records, so an entry commits with its change or not at all (and a failed entry fails the change).
 */
export function registerAuditSubscribers(p: Platform): void {
  for (const action of ACCOUNT_CHANGES)
    p.events.within(action, (tx, e) =>
      recordUserEntry(tx, { actorId: e.actorId, action, user: e.user, details: e.details ?? {}, ip: e.ip }),
    );

  p.events.within('user-import.finished', (tx, e) =>
    recordEntry(tx, {
      actorId: e.actorId,
      action: 'users.imported',
      targetType: 'import',
      targetLabel: `${e.created} created, ${e.rejected} rejected`,
      details: { created: e.created, rejected: e.rejectedRows },
      ip: e.ip,
    }),
  );

  // One entry per burst of refused sign-ins: recorded under the key's sign-in lock, so a burst records once.
  p.events.within('auth.account-locked', (tx, e) =>
    recordOncePerBurst(
      tx,
      {
        actorId: null,
        action: 'auth.account-locked',
        targetType: 'email',
        targetId: e.userId,
        targetLabel: e.email,
        ip: e.ip,
      },
      e.windowMs,
    ),
  );
  p.events.within('auth.ip-rate-limited', (tx, e) =>
    recordOncePerBurst(
      tx,
      { actorId: null, action: 'auth.ip-rate-limited', targetType: 'ip', targetId: null, targetLabel: e.ip, ip: e.ip },
      e.windowMs,
    ),
  );

  p.events.within('technology.changed', (tx, e) => recordEntry(tx, catalogEntry('technology', e.technologyId, e)));
  p.events.within('course-category.changed', (tx, e) =>
    recordEntry(tx, catalogEntry('course-category', e.categoryId, e)),
  );

  p.events.within('settings.changed', (tx, e) =>
    recordEntry(tx, {
      actorId: e.actorId,
      action: 'settings.updated',
      targetType: 'settings',
      targetLabel: e.organizationName,
      details: e.changes,
    }),
  );

  p.events.within('certificate.revoked', (tx, e) =>
    recordEntry(tx, {
      actorId: e.actorId,
      action: 'certificate.revoked',
      targetType: 'certificate',
      targetId: e.certificateId,
      targetLabel: `${e.holderName} – ${e.courseTitle}`,
      details: { reason: e.reason },
    }),
  );

  p.events.within('forum.moderated', (tx, e) =>
    recordEntry(tx, {
      actorId: e.actorId,
      action: `forum.${e.action}`,
      targetType: e.postId ? 'forum-post' : 'forum-thread',
      targetId: e.postId ?? e.threadId,
      targetLabel: e.label,
      details: e.details,
    }),
  );

  p.events.within('skill-claim.withdrawn', (tx, e) =>
    recordEntry(tx, {
      actorId: e.actorId,
      action: 'skill-claim.withdrawn',
      targetType: 'skill-claim',
      targetId: e.claimId,
      targetLabel: `${e.technologyName} (${e.personName})`,
      details: { kind: e.kind, reason: e.reason, personId: e.personId },
    }),
  );

  p.events.within('contact-message.read-changed', (tx, e) =>
    recordEntry(tx, {
      actorId: e.actorId,
      action: e.read ? 'contact-message.marked-read' : 'contact-message.marked-unread',
      targetType: 'contact-message',
      targetId: e.messageId,
      targetLabel: `${e.message.subject} (${e.message.name} <${e.message.email}>)`,
    }),
  );
}
