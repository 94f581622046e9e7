import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role } from '@talentpath/contracts/roles';

// Signed addresses for files (ADR 0033): `<img>`, `<video>` and `<iframe>` cannot send the bearer token, so the
// API hands out addresses that carry a ticket instead. A ticket names the resource, the user and role it was
// made for, and when it ends; it proves only who asked. Each request still checks in the database that this user
// may open the file now.

const HOUR_MS = 3_600_000;

/**
 * What a ticket opens: a resource kind and its id (`material`, id) → `/api/materials/{id}`; (`forum-image`, id) →
 * `/api/forum/images/{id}`, a picture in a post.
 */
export type TicketResource = { kind: 'material' | 'thumbnail' | 'forum-image'; id: string };
export type TicketHolder = { userId: string; role: Role };

export type FileTickets = ReturnType<typeof createFileTickets>;

/**
 * Tickets end at the end of the next full hour: every address made within one hour is the same (the browser's
 * cache keeps the file), and none lives longer than two hours.
 */
export function createFileTickets(secret: string, now: () => number = Date.now) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'talentpath', 'file tickets v1', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const payloadOf = (resource: TicketResource, holder: TicketHolder, expires: number) =>
    `${resource.kind}:${resource.id.toLowerCase()}:${holder.userId}:${holder.role}:${expires}`;

  return {
    /** The ticket for `?t=`: `<userId>.<role>.<expires (s)>.<mac>`. */
    sign(resource: TicketResource, holder: TicketHolder): string {
      const expires = Math.floor((Math.floor(now() / HOUR_MS) + 2) * (HOUR_MS / 1000));
      return `${holder.userId}.${holder.role}.${expires}.${mac(payloadOf(resource, holder, expires))}`;
    },
    /** Who the ticket was made for, if it is ours, for this resource and not expired; null otherwise. */
    verify(resource: TicketResource, ticket: string): TicketHolder | null {
      if (ticket.length > 200) return null;
      const [userId, role, expiresText, signature, extra] = ticket.split('.');
      if (extra !== undefined || !userId || !role || !expiresText || !signature) return null;
      if (!/^[0-9a-f-]{36}$/i.test(userId) || !(ROLES as readonly string[]).includes(role)) return null;
      if (!/^\d{1,12}$/.test(expiresText)) return null;
      const expires = Number(expiresText);
      if (expires * 1000 <= now()) return null;
      const holder = { userId, role: role as Role };
      const expected = Buffer.from(mac(payloadOf(resource, holder, expires)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? holder : null;
    },
  };
}
