import type { Platform } from '../../platform/context.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { findMessage } from '../contact/contact.public.ts';
import * as repo from './audit.repository.ts';

const PAST = { create: 'created', update: 'updated', delete: 'deleted', reorder: 'reordered' } as const;

/**
 * The audit entries of the modules that announce their changes as domain events (the catalog, the contact
 * inbox). Durable: the job is stored in the change's own transaction, so an entry is never lost to a crash
 * between the change and its entry (ADR 0021).
 */
export function subscribeAuditLog(p: Platform): void {
  p.events.durable('technology.changed', 'audit', async (e: DomainEvents['technology.changed']) => {
    await repo.insertEntry(p.db, {
      actorId: e.actorId,
      action: `technology.${PAST[e.action]}`,
      targetType: 'technology',
      targetId: e.technologyId,
      targetLabel: e.name,
      details: e.status ? { status: e.status } : {},
    });
  });

  p.events.durable('course-category.changed', 'audit', async (e: DomainEvents['course-category.changed']) => {
    await repo.insertEntry(p.db, {
      actorId: e.actorId,
      action: `course-category.${PAST[e.action]}`,
      targetType: 'course-category',
      targetId: e.categoryId,
      targetLabel: e.name,
      details: e.status ? { status: e.status } : {},
    });
  });

  p.events.durable('contact-message.read-changed', 'audit', async (e: DomainEvents['contact-message.read-changed']) => {
    const message = await findMessage(p.db, e.messageId);
    await repo.insertEntry(p.db, {
      actorId: e.actorId,
      action: e.read ? 'contact-message.marked-read' : 'contact-message.marked-unread',
      targetType: 'contact-message',
      targetId: e.messageId,
      targetLabel: message ? `${message.subject} (${message.name} <${message.email}>)` : null,
    });
  });
}
