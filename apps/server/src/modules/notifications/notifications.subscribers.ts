import { AREA_ROLES } from '@talentpath/contracts/access';
import type { NotificationData } from '@talentpath/contracts/notifications';
import type { Platform } from '../../platform/context.ts';
import * as userRepo from '../users/users.repository.ts';
import * as repo from './notifications.repository.ts';

// Notifications follow from other modules' domain events (ADR 0013, 0028): each subscriber is durable — a job
// stored in the event's own transaction — so a notification is never lost between the commit and the write.
// A job runs at least once: its id is each row's source key, so a run repeated after a crash writes nothing new.

/** Registers this module's subscribers (while the module loads, before the job workers start). */
export function registerNotificationSubscribers(p: Platform) {
  // A contact message: every active admin is told (the admins of the moment the job runs).
  p.events.durable('contact-message.received', 'notify-admins', async (event, job) => {
    const data: NotificationData<'contact-message'> = {
      messageId: event.messageId,
      name: event.name,
      subject: event.subject,
    };
    const admins = await userRepo.activeUserIdsWithRoles(p.db, AREA_ROLES.admin);
    await repo.insertNotifications(
      p.db,
      admins.map((userId) => ({ userId, type: 'contact-message', data, sourceKey: job.id })),
    );
  });

  // A finished CSV import: the admin who ran it is told how many rows were created and rejected.
  p.events.durable('user-import.finished', 'notify-importer', async (event, job) => {
    if (!(await userRepo.findUserById(p.db, event.actorId))) return;
    const data: NotificationData<'user-import'> = { created: event.created, rejected: event.rejected };
    await repo.insertNotifications(p.db, [{ userId: event.actorId, type: 'user-import', data, sourceKey: job.id }]);
  });
}
