import type { Role } from '@talentpath/contracts/roles';

export type InboxFilter = { read?: boolean; searchTerm?: string };

/** Query keys of the contact inbox; every admin shares one inbox, but the cache still belongs to who asks. */
export const inboxKeys = {
  all: (userId: string, role: Role) => ['contact-inbox', userId, role] as const,
  list: (userId: string, role: Role, filter: InboxFilter) => [...inboxKeys.all(userId, role), 'list', filter] as const,
  unreadCount: (userId: string, role: Role) => [...inboxKeys.all(userId, role), 'unread-count'] as const,
};
