import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './query-keys';

/** GET /admin/contact-messages/unread-count. */
export const getUnreadCount = () => api.get<{ unread: number }>('/admin/contact-messages/unread-count');

export const unreadCountQuery = (userId: string, role: Role) =>
  queryOptions({ queryKey: inboxKeys.unreadCount(userId, role), queryFn: getUnreadCount });

export const useUnreadCount = (userId: string, role: Role) => useQuery(unreadCountQuery(userId, role));
